import BatchFrontEnd
import FormCore
import FormRecords
import FrontEndSupport

/// One fuzz input, run through every target: the form-file loader (as YAML), the record
/// validator (as a field value for each field of a form with every kind), and both record
/// parsers: the JSON Lines parser (as one line) and the CSV reader (as a whole file with a
/// header, read to the end; `FuzzCSV`), the pattern engine (as a pattern; `FuzzPattern`) and
/// every key of the format with hostile values (`FuzzFormKeys`).
///
/// Beyond not crashing, it checks: the byte-level check (`check(utf8:)`) never disagrees with
/// the `String` path on whether an answer is accepted; a JSON line parsed straight into
/// `RecordFields` (as `fill` does) validates exactly like one parsed into a `RawRecord`; and
/// the CSV reader gives the same records and errors whatever its buffer size and known keys,
/// each record with exactly the header's columns, on increasing lines (`FuzzCSV` lists them).
enum FuzzInput {
    /// A form with one field of each kind that the byte-level path handles.
    static let form: FormDefinition = {
        let yaml = """
        title: Fuzz
        fields:
          - {id: name, type: text, required: true, minLength: 2, maxLength: 12, pattern: '^[a-zA-Z0-9._-]+$'}
          - {id: note, type: text, maxLength: 40}
          - {id: pass, type: secret, minLength: 3}
          - {id: flag, type: confirm, default: "no"}
          - {id: size, type: choice, choices: [Small, Medium, large], default: Medium}
          - {id: count, type: number, integer: true, min: 0, max: 99}
          - {id: when, type: date}
          - {id: tags, type: list, maxItems: 3, maxLength: 5}
        """
        guard let form = FormLoader.load(yaml: yaml, today: today).form else { fatalError("the fuzz form does not load") }
        return form
    }()

    static let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// Runs every target on `bytes`.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        loadForm(bytes)
        validateRecord(bytes)
        parseJSONLine(bytes)
        FuzzCSV.run(bytes, form: form, today: today)
        FuzzPattern.run(bytes)
        FuzzFormKeys.run(bytes)
    }

    /// The JSON Lines parser on the bytes as one line, both with the form's keys and without.
    ///
    /// Property: parsing straight into `RecordFields` (what `fill` does, values pointing into
    /// the line) and parsing into an owning `RawRecord` agree on the error, the unknown keys,
    /// the validation outcome and the output bytes.
    private static func parseJSONLine(_ bytes: UnsafeBufferPointer<UInt8>) {
        let keys = RecordKeys(form.fields.map(\.id))
        var known = JSONLineParser(knownKeys: keys)
        var record = RawRecord()
        var viaRecord: (error: String?, unknown: [String], failure: ValidationFailure?, output: [UInt8])
        do {
            try known.parse(bytes, into: &record)
            var validator = RecordValidator(form: form, today: today)
            var fields = RecordFields(count: validator.fields.count)
            var output: [UInt8] = []
            let failure = record.withRecordFields(&fields) { validator.validate($0, appendingTo: &output) }
            viaRecord = (nil, record.unknownKeys, failure, output)
        } catch {
            viaRecord = (error.description, [], nil, [])
        }

        var builder = RecordFieldsBuilder(keys: keys)
        var viaBuilder: (error: String?, unknown: [String], failure: ValidationFailure?, output: [UInt8])
        do {
            try known.parse(bytes, into: &builder)
            var validator = RecordValidator(form: form, today: today)
            let output = ByteBuffer(capacity: 16)
            let failure = validator.validate(builder.fields, appendingTo: output)
            viaBuilder = (nil, builder.unknownKeys, failure, output.bytes)
        } catch {
            viaBuilder = (error.description, [], nil, [])
        }
        guard viaRecord.error == viaBuilder.error, viaRecord.unknown == viaBuilder.unknown,
              viaRecord.failure == viaBuilder.failure, viaRecord.output == viaBuilder.output
        else {
            fatalError("the two record paths disagree on \(Array(bytes)): \(viaRecord) vs \(viaBuilder)")
        }

        var general = JSONLineParser()
        _ = try? general.parse(bytes)
    }

    private static func loadForm(_ bytes: UnsafeBufferPointer<UInt8>) {
        let result = FormLoader.load(yaml: String(decoding: bytes, as: UTF8.self), today: today)
        if let form = result.form {
            _ = RecordValidator(form: form, today: today)
        }
        _ = DiagnosticRenderer(path: "fuzz.yaml", source: String(decoding: bytes, as: UTF8.self)).render(result.diagnostics)
    }

    private static func validateRecord(_ bytes: UnsafeBufferPointer<UInt8>) {
        var validator = RecordValidator(form: form, today: today)
        var record = RecordFields(count: validator.fields.count)
        var output: [UInt8] = []
        // What JSON's fast scan marks `plainString`: printable ASCII, no quote or backslash.
        let plain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        for index in validator.fields.indices {
            record.reset()
            record[index] = .string(bytes)
            output.removeAll(keepingCapacity: true)
            let failure = validator.validate(record, appendingTo: &output)
            if plain {
                // A plain string validates and writes exactly as the same bytes unmarked.
                record[index] = .plainString(bytes)
                var plainOutput: [UInt8] = []
                let plainFailure = validator.validate(record, appendingTo: &plainOutput)
                if plainFailure != failure || plainOutput != output {
                    fatalError("plainString and string disagree on \(Array(bytes)) for '\(validator.fields[index].id)'")
                }
            }
            agree(FieldValidator(field: validator.fields[index], today: today), bytes)
        }
        record.reset()
        record.setRows([String(decoding: bytes, as: UTF8.self)], at: validator.fields.count - 1)
        _ = validator.validate(record, appendingTo: &output)
    }

    /// The byte-level check and the `String` path accept the same answers.
    private static func agree(_ validator: FieldValidator, _ bytes: UnsafeBufferPointer<UInt8>) {
        let fast = validator.check(utf8: bytes)
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let slow = validator.value(from: text)
        let agrees: Bool
        switch (fast, slow) {
        case (.needsString, _): agrees = true
        case (.empty, .success(nil)), (.empty, .failure): agrees = true
        case (.text(let accepted), .success(.text(let value)?)): agrees = String(decoding: accepted, as: UTF8.self) == value
        case (.choice(let index), .success(.text(let value)?)): agrees = validator.field.choices[index] == value
        case (.bool(let flag), .success(.bool(let value)?)): agrees = flag == value
        case (.number(let number), .success(.number(let value)?)): agrees = number == value
        case (.failure(let a), .failure(let b)): agrees = a == b
        default: agrees = false
        }
        if !agrees {
            fatalError("check(utf8:) and value(from:) disagree on \(Array(bytes)) for '\(validator.field.id)': \(fast) vs \(slow)")
        }
    }
}
