/// Parses one JSON Lines record: a flat JSON object whose values are strings, numbers,
/// booleans, null, or arrays of strings (list fields).
///
/// Strict JSON: full string unescaping including surrogate pairs (lone surrogates are
/// rejected), valid UTF-8 only, no raw control characters in strings (a NUL must be written
/// `\u0000`), and no duplicate keys (compared after unescaping). Errors carry the byte column.
///
/// With known keys, only their values are decoded and stored; every other key is still fully
/// validated but only its name is kept, in `RawRecord.unknownKeys`.
public struct JSONLineParser {
    /// The keys stored by index, or nil to store every key.
    public let knownKeys: RecordKeys?
    private var scratch: [UInt8] = []

    /// A parser that stores every key.
    public init() { knownKeys = nil }

    /// A parser that stores only `knownKeys` (and lists the others as unknown).
    public init(knownKeys: RecordKeys) { self.knownKeys = knownKeys }

    /// Parses `line` (without its newline) into `record`, reusing the record's storage.
    public mutating func parse(_ line: UnsafeBufferPointer<UInt8>, into record: inout RawRecord) throws(JSONLineError) {
        record.reset(knownKeys: knownKeys)
        // Swap the scratch buffer in and out so it is never shared (no copy-on-write).
        var cursor = JSONCursor(bytes: line, scratch: [])
        swap(&cursor.scratch, &scratch)
        defer { swap(&cursor.scratch, &scratch) }
        try cursor.parseObject(into: &record, knownKeys: knownKeys)
    }

    /// Parses `line` (without its newline) into a new record.
    public mutating func parse(_ line: UnsafeBufferPointer<UInt8>) throws(JSONLineError) -> RawRecord {
        var record = RawRecord()
        try parse(line, into: &record)
        return record
    }
}

/// The parsing state for one line.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Holds a string's bytes when it had escapes.
    var scratch: [UInt8]

    init(bytes: UnsafeBufferPointer<UInt8>, scratch: [UInt8]) {
        self.bytes = bytes
        self.scratch = scratch
    }

    /// A scanned string: a slice of the line when it had no escapes, else `scratch`.
    enum StringToken {
        case slice(Range<Int>)
        case scratch
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONLineError {
        JSONLineError(message: message, column: (offset ?? position) + 1)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    // MARK: - Object

    mutating func parseObject(into record: inout RawRecord, knownKeys: RecordKeys?) throws(JSONLineError) {
        skipWhitespace()
        guard current == UInt8(ascii: "{") else {
            throw error(position == bytes.count ? "empty line: expected a JSON object" : "expected '{' to start a JSON object")
        }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                try parseMember(into: &record, knownKeys: knownKeys)
                skipWhitespace()
                guard let next = current else { throw error("unterminated object: expected ',' or '}'") }
                position += 1
                if next == UInt8(ascii: "}") { break }
                guard next == UInt8(ascii: ",") else { throw error("expected ',' or '}' after a value", at: position - 1) }
                skipWhitespace()
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the end of the object") }
    }

    private mutating func parseMember(into record: inout RawRecord, knownKeys: RecordKeys?) throws(JSONLineError) {
        let keyStart = position
        guard current == UInt8(ascii: "\"") else {
            throw error(current == nil ? "unterminated object: expected a key" : "expected a string key")
        }
        position += 1
        let token = try scanString(openedAt: keyStart)

        enum Destination { case known(Int), general(String), unknown }
        let destination: Destination
        if let knownKeys {
            if let index = withBytes(of: token, { knownKeys.index(ofUTF8: $0) }) {
                guard !record.hasValue(at: index) else { throw duplicate(knownKeys.names[index], at: keyStart) }
                destination = .known(index)
            } else {
                let key = string(from: token)
                guard record.insertUnknownKey(key) else { throw duplicate(key, at: keyStart) }
                destination = .unknown
            }
        } else {
            let key = string(from: token)
            guard !record.contains(key: key) else { throw duplicate(key, at: keyStart) }
            destination = .general(key)
        }

        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
        position += 1
        skipWhitespace()
        switch destination {
        case .known(let index): try parseValue(into: &record, key: index)
        case .general(let key): try parseValue(into: &record, key: record.addGeneralKey(key))
        case .unknown: try parseValue(into: &record, key: nil)
        }
    }

    private func duplicate(_ key: String, at offset: Int) -> JSONLineError {
        error("duplicate key \(Self.quoted(key))", at: offset)
    }

    // MARK: - Values

    /// Parses one value into `record` under `key`, or only validates it when `key` is nil.
    private mutating func parseValue(into record: inout RawRecord, key: Int?) throws(JSONLineError) {
        guard let first = current else { throw error("expected a value") }
        switch first {
        case UInt8(ascii: "\""):
            let start = position
            position += 1
            let token = try scanString(openedAt: start)
            if let key { withBytes(of: token) { record.appendText(.string, $0, key: key) } }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = try scanNumber()
            if let key { record.appendText(.number, UnsafeBufferPointer(rebasing: bytes[range]), key: key) }
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            if let key { record.appendBool(true, key: key) }
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            if let key { record.appendBool(false, key: key) }
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            if let key { record.appendNull(key: key) }
        case UInt8(ascii: "["):
            try parseStringArray(into: &record, key: key)
        case UInt8(ascii: "{"): throw error("nested objects are not allowed: values must be strings, numbers, booleans, null or arrays of strings")
        default: throw error("expected a value (a string, number, true, false, null or an array of strings)")
        }
    }

    private mutating func parseStringArray(into record: inout RawRecord, key: Int?) throws(JSONLineError) {
        position += 1
        if let key { record.beginArray(key: key) }
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            guard let next = current else { throw error("unterminated array: expected a string or ']'") }
            guard next == UInt8(ascii: "\"") else { throw error("array items must be strings") }
            let start = position
            position += 1
            let token = try scanString(openedAt: start)
            if key != nil { withBytes(of: token) { record.appendItem($0) } }
            skipWhitespace()
            guard let separator = current else { throw error("unterminated array: expected ',' or ']'") }
            position += 1
            if separator == UInt8(ascii: "]") { break }
            guard separator == UInt8(ascii: ",") else { throw error("expected ',' or ']' in the array", at: position - 1) }
            skipWhitespace()
        }
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONLineError) {
        let count = word.utf8CodeUnitCount
        let matches = position + count <= bytes.count
            && (0..<count).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches, !isWordByte(at: position + count) else {
            throw error("invalid literal: expected a string, number, true, false or null")
        }
        position += count
    }

    private func isWordByte(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        return byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func scanNumber() throws(JSONLineError) -> Range<Int> {
        let start = position
        let invalid = error("invalid number", at: start)
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            guard isDigit(position) else { throw invalid }
            while isDigit(position) { position += 1 }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw invalid }
            while isDigit(position) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { throw invalid }
            while isDigit(position) { position += 1 }
        }
        if isWordByte(at: position) || current == UInt8(ascii: ".") { throw invalid }
        return start..<position
    }

    // MARK: - Strings

    /// Positioned after the opening quote at `openedAt`; leaves the position after the closing one.
    mutating func scanString(openedAt quote: Int) throws(JSONLineError) -> StringToken {
        let start = position
        var runStart = position
        var escaped = false
        while true {
            // Fast path: plain printable ASCII, eight bytes at a time, then one at a time.
            position = Self.skipPlainASCII(bytes, from: position)
            while position < bytes.count {
                let byte = bytes[position]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position += 1
            }
            guard position < bytes.count else { throw error("unterminated string", at: quote) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if !escaped { position += 1; return .slice(start..<(position - 1)) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                position += 1
                return .scratch
            } else if byte == UInt8(ascii: "\\") {
                if !escaped { scratch.removeAll(keepingCapacity: true); escaped = true }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try unescape()
                runStart = position
            } else if byte < 0x20 {
                throw error("raw control character U+\(Self.hex(UInt32(byte), digits: 4)) in a string (escape it, e.g. \\n or \\u0000)")
            } else {
                position += try utf8Length(at: position)
            }
        }
    }

    /// The first position at or after `start` where an aligned run of eight bytes contains a
    /// quote, backslash, control character or non-ASCII byte (or too few bytes remain).
    @inline(__always)
    static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var position = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special = ((word &- ones &* 0x20) | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                | word) & highs
            if special != 0 { break }
            position += 8
        }
        return position
    }

    /// Positioned on a backslash: appends the escaped scalar to `scratch`.
    private mutating func unescape() throws(JSONLineError) {
        let escapeStart = position
        guard position + 1 < bytes.count else { throw error("unterminated string") }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeStart: escapeStart)
            var scalar = unit
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("lone surrogate \\u\(Self.hex(unit, digits: 4)): a high surrogate must be followed by a \\u low surrogate", at: escapeStart) }
                let lowStart = position
                position += 2
                let low = try hexUnit(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone surrogate \\u\(Self.hex(unit, digits: 4)): a high surrogate must be followed by a \\u low surrogate", at: escapeStart)
                }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone surrogate \\u\(Self.hex(unit, digits: 4)): a low surrogate must follow a high one", at: escapeStart)
            }
            appendUTF8(scalar)
        default:
            throw error("invalid escape '\\\(Self.printable(letter))' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: escapeStart)
        }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func hexUnit(escapeStart: Int) throws(JSONLineError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw error("\\u needs four hex digits", at: escapeStart) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("\\u needs four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(0xC0 | UInt8(scalar >> 6))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        case ..<0x10000:
            scratch.append(0xE0 | UInt8(scalar >> 12))
            scratch.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(scalar >> 18))
            scratch.append(0x80 | UInt8((scalar >> 12) & 0x3F))
            scratch.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// The length of the valid multi-byte UTF-8 sequence at `offset`, or an error.
    private func utf8Length(at offset: Int) throws(JSONLineError) -> Int {
        guard let length = RecordUTF8.sequenceLength(bytes, at: offset) else {
            throw error("invalid UTF-8", at: offset)
        }
        return length
    }

    // MARK: - Materializing

    func withBytes<R>(of token: StringToken, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch token {
        case .slice(let range): body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .scratch: scratch.withUnsafeBufferPointer(body)
        }
    }

    func string(from token: StringToken) -> String {
        withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: - Message helpers

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + hex(UInt32(byte), digits: 2)
    }

    /// A key quoted for a message, with control characters escaped.
    static func quoted(_ key: String) -> String {
        var result = "\""
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case ..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: result += "\\u" + hex(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
