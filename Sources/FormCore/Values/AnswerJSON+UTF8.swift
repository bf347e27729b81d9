extension AnswerJSON {
    /// Appends `bytes` (valid UTF-8) as a JSON string literal, escaped exactly like
    /// `appendString(_:to:)`; runs that need no escaping are copied as they are.
    public static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(0x22)
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Fast path: printable ASCII and UTF-8 bytes that need no escaping.
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xE2 {
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
            case _ where byte < 0x20 || byte == 0x7F:
                break
            default:
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if let escape {
                escape.withUTF8Buffer { out.append(contentsOf: $0) }
            } else {
                appendUnicodeEscape(byte, to: &out)
            }
            index += width
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        out.append(0x22)
    }

    /// Appends a JSON string literal for `text` as UTF-8 bytes.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(utf8: $0, to: &out) }
    }

    /// Appends one value as JSON UTF-8, like `appendValue(_:to:)`.
    public static func appendValue(_ value: FieldValue?, to out: inout [UInt8]) {
        switch value {
        case nil: out.append(contentsOf: "null".utf8)
        case .text(let text)?: appendString(text, to: &out)
        case .number(let number)?: out.append(contentsOf: NumberFormat.canonical(number).utf8)
        case .bool(let flag)?: out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .date(let date)?: appendString(date.iso, to: &out)
        case .list(let rows)?:
            out.append(0x5B)
            for (index, row) in rows.enumerated() {
                if index > 0 { out.append(0x2C) }
                appendString(row, to: &out)
            }
            out.append(0x5D)
        }
    }

    private static func appendUnicodeEscape(_ byte: UInt8, to out: inout [UInt8]) {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
        out.append(contentsOf: "\\u00".utf8)
        out.append(digit(byte >> 4))
        out.append(digit(byte & 0x0F))
    }
}
