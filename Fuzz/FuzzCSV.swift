#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BatchFrontEnd
import FormCore
import FormRecords

/// The CSV reader as a fuzz target. It reads a file descriptor, so each input is written to
/// one scratch file (made once, unlinked at once, rewritten per input) — never a pipe, which
/// would block on inputs larger than its buffer.
///
/// Each input is read to the end three times, all with a small record limit (1,024 bytes) so
/// that too-long records and lines come up: without known keys through a 16-byte buffer,
/// without known keys through a buffer holding the whole input, and with the fuzz form's keys
/// through a 16-byte buffer (validating the records, as `fill` does). Beyond not crashing:
/// - every record has exactly the header's columns, every value a string: without known keys
///   its keys are the header; with them, its unknown keys are the header's unknown columns;
/// - the buffer size changes nothing: both reads without keys give the same header, records
///   and errors (with their lines and columns);
/// - the known keys change nothing but which columns are kept;
/// - each record or error begins on a later line than the one before, within the input, and
///   an error's line is not before its record's;
/// - after a fatal error (or any error in the header) and at the end, `next(into:)` returns
///   false.
enum FuzzCSV {
    private static let scratch: Int32 = {
        var template = Array("/tmp/formline-fuzz-csv-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { fatalError("formline-fuzz: cannot make a scratch file in /tmp") }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return descriptor
    }()

    /// What one read gave, in order.
    private enum Event: Equatable {
        case header([String])
        /// One value per header column; nil for a column the read does not keep.
        case record(line: Int, values: [String?])
        case error(CSVError)
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>, form: FormDefinition, today: LocalDate) {
        rewrite(bytes)
        let lines = lineCount(bytes)
        let keys = RecordKeys(form.fields.map(\.id))

        let small = read(keys: nil, bufferSize: 16, lines: lines, form: form, today: today)
        let whole = read(keys: nil, bufferSize: bytes.count + 1, lines: lines, form: form, today: today)
        guard small == whole else {
            fatalError("the CSV reader reads \(Array(bytes)) differently through a 16-byte buffer: \(small) vs \(whole)")
        }
        let known = read(keys: keys, bufferSize: 16, lines: lines, form: form, today: today)
        let kept = small.map { event -> Event in
            guard case .record(let line, let values) = event, case .header(let header)? = small.first else { return event }
            return .record(line: line, values: zip(header, values).map { keys.index(of: $0) == nil ? nil : $1 })
        }
        guard kept == known else {
            fatalError("the CSV reader reads \(Array(bytes)) differently with known keys: \(kept) vs \(known)")
        }
    }

    /// Reads the scratch file to the end, checking what holds of each record and error.
    private static func read(keys: RecordKeys?, bufferSize: Int, lines: Int, form: FormDefinition, today: LocalDate) -> [Event] {
        guard lseek(scratch, 0, SEEK_SET) == 0 else { fatalError("formline-fuzz: cannot rewind the scratch file") }
        var reader = CSVRecordReader(fileDescriptor: scratch, knownKeys: keys, bufferSize: bufferSize, maximumRecordLength: 1024)
        var events: [Event] = []
        let header: [String]
        do {
            guard let names = try reader.readHeader() else {
                expectEnd(&reader, after: "an empty input")
                return events
            }
            header = names
        } catch {
            check(error, lines: lines)
            expectEnd(&reader, after: "an error in the header (\(error))")
            return [.error(error)]
        }
        events.append(.header(header))
        // Where each column's value is stored: its known key's index, or (without known keys) its own.
        let slots: [Int?] = keys.map { keys in header.map { keys.index(of: $0) } } ?? header.indices.map { $0 }
        let stored = slots.count { $0 != nil }
        var previousLine = reader.recordLine
        var validator = RecordValidator(form: form, today: today)
        var fields = RecordFields(count: validator.fields.count)
        var output: [UInt8] = []
        var record = RawRecord()
        while true {
            do {
                guard try reader.next(into: &record) else {
                    expectEnd(&reader, after: "the end")
                    break
                }
            } catch {
                events.append(.error(error))
                check(error, lines: lines)
                if error.isFatal {
                    expectEnd(&reader, after: "a fatal error (\(error))")
                    break
                }
                previousLine = checkLine(of: reader, after: previousLine, lines: lines)
                if let line = error.line, line < previousLine {
                    fatalError("a CSV error (\(error)) is before its record's line \(previousLine)")
                }
                continue
            }
            previousLine = checkLine(of: reader, after: previousLine, lines: lines)
            guard record.count == stored, record.unknownKeys == (keys == nil ? [] : reader.unknownColumns) else {
                fatalError("a CSV record has \(record.count) values and unknown keys \(record.unknownKeys) "
                           + "under the header \(header) (unknown columns \(reader.unknownColumns))")
            }
            if keys == nil, record.keys != header {
                fatalError("a CSV record's keys \(record.keys) are not the header \(header)")
            }
            let values = slots.map { slot -> String? in
                guard let slot else { return nil }
                guard case .string(let text)? = record.value(at: slot) else {
                    fatalError("a CSV value is not a string: \(String(describing: record.value(at: slot)))")
                }
                return text
            }
            events.append(.record(line: reader.recordLine, values: values))
            if keys != nil, record.unknownKeys.isEmpty {
                output.removeAll(keepingCapacity: true)
                _ = record.withRecordFields(&fields) { validator.validate($0, appendingTo: &output) }
            }
        }
        return events
    }

    /// The line the reader's last record (or rejected record) began on: after the previous
    /// one, within the input.
    private static func checkLine(of reader: borrowing CSVRecordReader, after previous: Int, lines: Int) -> Int {
        let line = reader.recordLine
        guard line > previous, line <= lines else {
            fatalError("a CSV record begins on line \(line), after line \(previous), in an input of \(lines) lines")
        }
        return line
    }

    /// An error's line is within the input.
    private static func check(_ error: CSVError, lines: Int) {
        if let line = error.line, !(1...max(1, lines)).contains(line) {
            fatalError("a CSV error (\(error)) is on line \(line) of an input of \(lines) lines")
        }
    }

    /// The reader has nothing more to give, and says so without an error.
    private static func expectEnd(_ reader: inout CSVRecordReader, after what: String) {
        var record = RawRecord()
        let more: Bool
        do {
            more = try reader.next(into: &record)
        } catch {
            fatalError("the CSV reader throws \(error) after \(what)")
        }
        if more { fatalError("the CSV reader returns a record after \(what)") }
    }

    /// The number of lines `LineReader` finds: one per `\n`, and one for text after the last.
    private static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == 0x0A { count += 1 }
        if let last = bytes.last, last != 0x0A { count += 1 }
        return count
    }

    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard ftruncate(scratch, 0) == 0 else { fatalError("formline-fuzz: cannot truncate the scratch file") }
        var offset = 0
        while offset < bytes.count {
            let written = pwrite(scratch, bytes.baseAddress! + offset, bytes.count - offset, off_t(offset))
            guard written > 0 else { fatalError("formline-fuzz: cannot write the scratch file") }
            offset += written
        }
    }
}
