extension AnswerJSON {
    /// Appends `bytes` (valid UTF-8) as a JSON string literal, escaped exactly like
    /// `appendString(_:to:)`; runs that need no escaping are copied as they are.
    package static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        writeString(utf8: bytes, to: &out)
    }

    /// Appends a JSON string literal for `text` as UTF-8 bytes.
    package static func appendString(_ text: String, to out: inout [UInt8]) {
        writeString(text, to: &out)
    }

    /// Appends one value as JSON UTF-8, like `appendValue(_:to:)`.
    package static func appendValue(_ value: FieldValue?, to out: inout [UInt8]) {
        writeValue(value, to: &out)
    }

    // MARK: - The one implementation

    /// The escaping behind every byte-level `appendString`: quotes, backslashes, control
    /// characters (C0, DEL and C1, NEL among them) and U+2028/U+2029 are escaped, everything
    /// else is copied.
    @inlinable @inline(__always)
    public static func writeString<Output: JSONByteOutput>(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout Output) {
        out.append(0x22)
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            index = PlainJSONText.wordRunEnd(bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            // Printable ASCII and UTF-8 bytes that need no escaping.
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2 {
                index += 1
                continue
            }
            var escape: StaticString?
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                width = 3
            case 0xC2 where index + 1 < count && bytes[index + 1] < 0xA0:  // C1: U+0080–U+009F
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                writeUnicodeEscape(bytes[index + 1], to: &out)
                index += 2
                runStart = index
                continue
            case _ where byte < 0x20 || byte == 0x7F:
                break
            default:
                index += 1
                continue
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if let escape {
                out.append(escape)
            } else {
                writeUnicodeEscape(byte, to: &out)
            }
            index += width
            runStart = index
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        out.append(0x22)
    }

    @inlinable
    public static func writeString<Output: JSONByteOutput>(_ text: String, to out: inout Output) {
        var text = text
        text.withUTF8 { writeString(utf8: $0, to: &out) }
    }

    @inlinable
    public static func writeValue<Output: JSONByteOutput>(_ value: FieldValue?, to out: inout Output) {
        switch value {
        case nil: out.append("null")
        case .text(let text)?: writeString(text, to: &out)
        case .number(let number)?: writeString(unquoted: number.text, to: &out)
        case .bool(let flag)?: out.append(flag ? "true" : "false")
        case .date(let date)?: writeString(date.iso, to: &out)
        case .list(let rows)?:
            out.append(0x5B)
            for (index, row) in rows.enumerated() {
                if index > 0 { out.append(0x2C) }
                writeString(row, to: &out)
            }
            out.append(0x5D)
        case .records(let records)?:
            out.append(0x5B)
            for (index, record) in records.enumerated() {
                if index > 0 { out.append(0x2C) }
                out.append(0x7B)
                for (position, entry) in record.entries.enumerated() {
                    if position > 0 { out.append(0x2C) }
                    writeString(entry.id, to: &out)
                    out.append(0x3A)
                    writeValue(entry.value, to: &out)
                }
                out.append(0x7D)
            }
            out.append(0x5D)
        }
    }

    /// Copies `text`'s UTF-8 as it is (a number literal).
    @usableFromInline
    static func writeString<Output: JSONByteOutput>(unquoted text: String, to out: inout Output) {
        var text = text
        text.withUTF8 { out.append($0) }
    }

    @usableFromInline
    static func writeUnicodeEscape<Output: JSONByteOutput>(_ byte: UInt8, to out: inout Output) {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
        out.append("\\u00")
        out.append(digit(byte >> 4))
        out.append(digit(byte & 0x0F))
    }
}
