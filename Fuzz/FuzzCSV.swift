#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BatchFrontEnd
import FormCore

/// The CSV reader as a fuzz target. It reads a file descriptor, so each input is written to
/// one scratch file (made once, unlinked at once, rewritten per input) — never a pipe, which
/// would block on inputs larger than its buffer.
enum FuzzCSV {
    private static let scratch: Int32 = {
        var template = Array("/tmp/formline-fuzz-csv-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { fatalError("formline-fuzz: cannot make a scratch file in /tmp") }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return descriptor
    }()

    /// Reads `bytes` as CSV, with the fuzz form's keys and without, through small buffers and a
    /// small record limit so buffer edges and too-long records come up. Beyond not crashing:
    /// every record has at most the header's columns, and every value is a string.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>, form: FormDefinition, today: LocalDate) {
        rewrite(bytes)
        let keys = RecordKeys(form.fields.map(\.id))
        for known in [keys, nil] {
            guard lseek(scratch, 0, SEEK_SET) == 0 else { fatalError("formline-fuzz: cannot rewind the scratch file") }
            var reader = CSVRecordReader(fileDescriptor: scratch, knownKeys: known, bufferSize: 16, maximumRecordLength: 1024)
            let header: [String]
            do {
                guard let names = try reader.readHeader() else { continue }
                header = names
            } catch {
                continue
            }
            var validator = RecordValidator(form: form, today: today)
            var fields = RecordFields(count: validator.fields.count)
            var output: [UInt8] = []
            var record = RawRecord()
            while true {
                do {
                    guard try reader.next(into: &record) else { break }
                } catch {
                    if error.isFatal { break }
                    continue
                }
                guard record.count <= header.count else {
                    fatalError("a CSV record has \(record.count) values under a header of \(header.count) columns")
                }
                for value in record.values {
                    guard case .string = value else { fatalError("a CSV value is not a string: \(value)") }
                }
                if known != nil, record.unknownKeys.isEmpty {
                    output.removeAll(keepingCapacity: true)
                    _ = record.withRecordFields(&fields) { validator.validate($0, appendingTo: &output) }
                }
            }
        }
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
