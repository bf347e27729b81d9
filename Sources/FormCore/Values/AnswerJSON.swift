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
        if answers.contains(where: { $0.field.answerKey != nil }) { return shaped(maskSecrets ? masking(answers) : answers) }
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
            answer.field.isSecret && answer.value != nil ? (answer.field, .text(secretMask)) : answer
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
        // Printable ASCII but for the quote and the backslash (most texts) needs no escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        // The one escaping (`writeString`), written into the string itself: runs that need no
        // escaping are appended whole.
        var output = StringJSONOutput()
        swap(&output.text, &out)
        writeString(text, to: &output)
        swap(&output.text, &out)
    }
}

/// A `String` as a `JSONByteOutput`: `writeString` appends only whole UTF-8 sequences (runs cut
/// at ASCII bytes or before an escaped sequence) and ASCII bytes, so the text stays valid.
struct StringJSONOutput: JSONByteOutput {
    var text = ""

    var count: Int { text.utf8.count }

    mutating func append(_ byte: UInt8) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if !bytes.isEmpty { text += String(decoding: bytes, as: UTF8.self) }
    }

    mutating func truncate(to newCount: Int) {
        text = String(decoding: text.utf8.prefix(newCount), as: UTF8.self)
    }
}
