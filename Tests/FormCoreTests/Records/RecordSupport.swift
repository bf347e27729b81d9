import FormCore
import FormRecords
import Testing

/// A record value written in a test, like a parsed JSON value.
enum TestValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([String])
    /// A JSON array of objects (a group's rows), as its JSON text.
    case objects(String)
}

/// Runs `record` (field id → value) through `validator`: the JSON written for an accepted
/// record, or the failure (checking that nothing was written for it).
/// With `markingPlain`, strings of printable ASCII without quotes or backslashes are given as
/// `.plainString`, as the JSON Lines parser gives them.
func check(_ validator: inout RecordValidator, _ record: [String: TestValue], markingPlain: Bool = false) -> Result<String, ValidationFailure> {
    var fields = RecordFields(count: validator.fields.count)
    var buffers: [UnsafeMutableBufferPointer<UInt8>] = []
    defer { buffers.forEach { $0.deallocate() } }
    func bytes(_ text: String) -> UnsafeBufferPointer<UInt8> {
        let utf8 = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
        _ = buffer.initialize(from: utf8)
        buffers.append(buffer)
        return UnsafeBufferPointer(rebasing: buffer[0..<utf8.count])
    }
    for (key, value) in record {
        guard let index = validator.fieldIndex(forKey: key) else { continue }
        switch value {
        case .string(let text) where markingPlain && text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }):
            fields[index] = .plainString(bytes(text))
        case .string(let text): fields[index] = .string(bytes(text))
        case .number(let literal): fields[index] = .number(bytes(literal))
        case .bool(let flag): fields[index] = .bool(flag)
        case .null: fields[index] = .null
        case .array(let rows): fields.setRows(rows, at: index)
        case .objects(let json): fields.setObjects(json, at: index)
        }
    }
    var output: [UInt8] = []
    if let failure = validator.validate(fields, appendingTo: &output) {
        #expect(output.isEmpty)
        return .failure(failure)
    }
    return .success(String(decoding: output, as: UTF8.self))
}
