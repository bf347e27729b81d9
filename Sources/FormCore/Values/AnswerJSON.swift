/// Writes answers as one JSON object, keys in form order.
///
/// ```swift
/// AnswerJSON.encode([(username, .text("ada")), (remember, .bool(true)), (note, nil)])
/// // {"username":"ada","remember":true,"note":null}
/// ```
public enum AnswerJSON {
    /// `{"username":"ada","remember":true,"due":"2026-11-23","tags":["a","b"],"note":null}`.
    ///
    /// - Parameter maskSecrets: write `"********"` for answered secrets (reviews, logs).
    public static func encode(_ answers: [(field: FieldDefinition, value: FieldValue?)], maskSecrets: Bool = false) -> String {
        var out = "{"
        for (index, answer) in (maskSecrets ? masking(answers) : answers).enumerated() {
            if index > 0 { out += "," }
            appendString(answer.field.id, to: &out)
            out += ":"
            appendValue(answer.value, to: &out)
        }
        return out + "}"
    }

    /// What a report shows for an answered secret.
    public static let secretMask = "********"

    /// The answers with every answered secret's value as `secretMask`: what reports (and
    /// any output format rendered for one) may show.
    public static func masking(_ answers: [(field: FieldDefinition, value: FieldValue?)]) -> [(field: FieldDefinition, value: FieldValue?)] {
        answers.map { answer in
            answer.field.kind == .secret && answer.value != nil ? (answer.field, .text(secretMask)) : answer
        }
    }

    /// Appends one value as JSON.
    public static func appendValue(_ value: FieldValue?, to out: inout String) {
        switch value {
        case nil: out += "null"
        case .text(let text)?: appendString(text, to: &out)
        case .number(let number)?: out += number.text
        case .bool(let flag)?: out += flag ? "true" : "false"
        case .date(let date)?: appendString(date.iso, to: &out)
        case .list(let rows)?:
            out += "["
            for (index, row) in rows.enumerated() {
                if index > 0 { out += "," }
                appendString(row, to: &out)
            }
            out += "]"
        case .records(let records)?:
            appendRecords(records, to: &out)
        }
    }

    /// A group's records as a JSON array of objects, keys in sub-field order:
    /// `[{"title":"Call Bob","due":null}]`.
    public static func records(_ records: [FieldRecord]) -> String {
        var out = ""
        appendRecords(records, to: &out)
        return out
    }

    /// Appends a group's records as a JSON array of objects.
    public static func appendRecords(_ records: [FieldRecord], to out: inout String) {
        out += "["
        for (index, record) in records.enumerated() {
            if index > 0 { out += "," }
            out += "{"
            for (position, entry) in record.entries.enumerated() {
                if position > 0 { out += "," }
                appendString(entry.id, to: &out)
                out += ":"
                appendValue(entry.value, to: &out)
            }
            out += "}"
        }
        out += "]"
    }

    /// Appends a JSON string literal, escaping quotes, backslashes, control characters (C0,
    /// DEL and C1, NEL among them) and U+2028/U+2029: lines stay lines for every reader.
    public static func appendString(_ text: String, to out: inout String) {
        out += "\""
        var text = text
        text.withUTF8 { bytes in
            // Runs of bytes that need no escape are appended whole (most strings are one run).
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var width = 1
                let escape: String?
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):  // C1, NEL among them
                    escape = unicodeEscape(UInt32(bytes[index + 1]))
                    width = 2
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                if index > runStart { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                out += escape
                index += width
                runStart = index
            }
            if bytes.count > runStart { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), as: UTF8.self) }
        }
        out += "\""
    }

    /// `\u00XX` for a code point below U+0100.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
