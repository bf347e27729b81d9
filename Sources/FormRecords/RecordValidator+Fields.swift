import FormCore

/// What one field of a record came to.
enum FieldOutcome {
    /// No answer: the field keeps its default.
    case notGiven
    /// Accepted text or secret, as bytes to copy (valid while the record is).
    case bytes(UnsafeBufferPointer<UInt8>)
    /// Accepted text or secret of printable ASCII without quotes or backslashes: copied as is.
    case plainBytes(UnsafeBufferPointer<UInt8>)
    /// An accepted confirm answer.
    case bool(Bool)
    /// An accepted choice, by index.
    case choice(Int)
    /// An accepted value made through `String`s.
    case value(FieldValue)
    /// Refused. Boxed (failures are rare): a `ValidationFailure` is three strings, and with it
    /// inline the outcome no longer fits in registers, so each field's outcome was passed on
    /// the stack and destroyed out of line.
    indirect case failed(ValidationFailure)
}

extension RecordValidator {
    /// Checks one field's value on its own.
    @inline(__always)
    func outcome(of record: RecordFields, at index: Int) -> FieldOutcome {
        // The validators array keeps every validator alive: borrow, don't retain, per field.
        validatorRefs[index]._withUnsafeGuaranteedRef { outcome(of: record[index], in: record, at: index, validator: $0) }
    }

    @inline(__always)
    func outcome(of value: RecordValue, in record: RecordFields, at index: Int, validator: FieldValidator) -> FieldOutcome {
        switch value {
        case .missing, .null:
            return .notGiven
        case .plainString(let bytes):
            return typed(bytes, plain: true, at: index, validator: validator)
        case .string(let bytes), .number(let bytes):
            return typed(bytes, plain: false, at: index, validator: validator)
        case .bool(let flag):
            if takesBoolean[index] { return needsValue[index] ? .value(.bool(flag)) : .bool(flag) }
            return typed(flag ? StaticBytes.true : StaticBytes.false, plain: true, at: index, validator: validator)
        case .array(let list):
            return arrayOutcome(record.rows(list), validator: validator)
        case .objects(let list):
            return objectsOutcome(record.rows(list)[0], validator: validator)
        case .groupRows(let group):
            return groupRowsOutcome(record, group: group, validator: validator)
        }
    }

    /// A JSON array's outcome: the items of a multiple choice or the rows of a list, read
    /// as every other source reads them (`FieldValidator.value(fromItems:)`); no item given
    /// keeps the default.
    @inline(never)
    private func arrayOutcome(_ rows: [String], validator: FieldValidator) -> FieldOutcome {
        if validator.isBlank(items: rows) { return .notGiven }
        switch validator.value(fromItems: rows) {
        case .success(let value?): return .value(value)
        case .success(nil): return .notGiven
        case .failure(let failure): return .failed(failure)
        }
    }

    /// A JSON array of objects' outcome: a group's rows, read as every other source reads
    /// them (`FieldValidator.value(from:)` on their JSON text); any other field refuses them.
    @inline(never)
    func objectsOutcome(_ json: String, validator: FieldValidator) -> FieldOutcome {
        switch validator.value(fromRows: json) {
        case .success(let value?): return .value(value)
        case .success(nil): return .notGiven
        case .failure(let failure): return .failed(failure)
        }
    }

    /// Checks text as if typed into the field: on bytes where that is exact, else as a `String`.
    private func typed(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool, at index: Int, validator: FieldValidator) -> FieldOutcome {
        // The byte check (a NUL refused first) decides exactly what `value(from:)` would; a
        // field that conditions or rules look at keeps its answer as a value (made from the
        // checked bytes).
        let asValue = needsValue[index]
        switch validator.check(utf8: bytes, plain: plain) {
        case .empty: return .notGiven
        case .text(let text):
            if asValue { return .value(.text(String(decoding: text, as: UTF8.self))) }
            return plain ? .plainBytes(text) : .bytes(text)
        case .bool(let flag): return asValue ? .value(.bool(flag)) : .bool(flag)
        case .choice(let choice): return asValue ? .value(.text(validator.choices[choice])) : .choice(choice)
        case .number(let number): return .value(.number(number))
        case .failure(let failure): return .failed(failure)
        case .needsString: break
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failed(validator.fail("is not valid UTF-8 text"))
        }
        if validator.isBlank(text) { return .notGiven }
        switch validator.value(from: text) {
        case .success(let value?): return .value(value)
        case .success(nil): return .notGiven
        case .failure(let failure): return .failed(failure)
        }
    }

    /// A field's value as `FormSession` would hold it: the accepted answer, else the default
    /// (a refused answer leaves the default in place, as a pending text does).
    func value(at index: Int) -> FieldValue? {
        switch outcomes[index] {
        case .notGiven: return computed[index] ?? defaults[index]
        case .failed: return defaults[index]
        case .bytes(let bytes), .plainBytes(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
        case .bool(let flag): return .bool(flag)
        case .choice(let choice): return .text(fields[index].choices[choice])
        case .value(let value): return value
        }
    }

    /// What a `when` condition compares against.
    func canonicalText(at index: Int) -> String? {
        value(at: index)?.canonicalText
    }
}

/// Byte spellings that live as long as the program.
enum StaticBytes {
    static var `true`: UnsafeBufferPointer<UInt8> { buffer("true") }
    static var `false`: UnsafeBufferPointer<UInt8> { buffer("false") }

    private static func buffer(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }
}
