import FormCore
import FormRecords

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
    /// Holds the line's strings that had escapes, unescaped.
    private let arena = ByteArena()

    /// A parser that stores every key.
    public init() { knownKeys = nil }

    /// A parser that stores only `knownKeys` (and lists the others as unknown).
    public init(knownKeys: RecordKeys) { self.knownKeys = knownKeys }

    /// Parses `line` (without its newline) into `record`, reusing the record's storage.
    public mutating func parse(_ line: UnsafeBufferPointer<UInt8>, into record: inout RawRecord) throws(JSONLineError) {
        record.reset(knownKeys: knownKeys)
        try parseLine(line, into: &record)
    }

    /// Parses `line` (without its newline) into a new record.
    public mutating func parse(_ line: UnsafeBufferPointer<UInt8>) throws(JSONLineError) -> RawRecord {
        var record = RawRecord()
        try parse(line, into: &record)
        return record
    }

    /// Parses `line` into `builder` (reset first): its values then point into `line` and this
    /// parser's arena, valid until the next call on this parser (or a copy of it: copies share
    /// the arena). Known keys come from the builder; the parser's own are not used.
    public mutating func parse(_ line: UnsafeBufferPointer<UInt8>, into builder: inout RecordFieldsBuilder) throws(JSONLineError) {
        builder.reset()
        try parseLine(line, into: &builder)
    }

    private func parseLine<Sink: JSONRecordSink>(_ line: UnsafeBufferPointer<UInt8>, into sink: inout Sink) throws(JSONLineError) {
        arena.reset(capacity: line.count)
        var cursor = JSONCursor(bytes: line, arena: arena)
        try cursor.parseObject(into: &sink)
    }
}

/// The parsing state for one line.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Receives strings that had escapes, unescaped; never moves during the line. Owned by the
    /// parser, which outlives every cursor it makes (so no reference counting per line).
    unowned(unsafe) let arena: ByteArena

    init(bytes: UnsafeBufferPointer<UInt8>, arena: ByteArena) {
        self.bytes = bytes
        self.arena = arena
    }

    /// A scanned string: a slice of the line when it had no escapes, else of the arena.
    /// `plain` is a slice of printable ASCII without quotes or backslashes (what the fast scan
    /// passes), so it is valid UTF-8 with no NUL or CR and needs no JSON escaping.
    enum StringToken {
        case plain(Range<Int>)
        case slice(Range<Int>)
        case arena(Range<Int>)
    }

    func error(_ message: String, at offset: Int? = nil, key: Int? = nil) -> JSONLineError {
        JSONLineError(message: message, column: (offset ?? position) + 1, key: key)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    @inline(__always)
    private mutating func skipWhitespace() {
        // Compact JSON has none: one comparison decides.
        if position < bytes.count, bytes[position] > 0x20 { return }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    // MARK: - Object

    mutating func parseObject<Sink: JSONRecordSink>(into sink: inout Sink) throws(JSONLineError) {
        skipWhitespace()
        guard current == UInt8(ascii: "{") else {
            throw error(position == bytes.count ? "empty line: expected a JSON object" : "expected '{' to start a JSON object")
        }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
        } else {
            var member = 0
            while true {
                try parseMember(into: &sink, position: member)
                member += 1
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

    private mutating func parseMember<Sink: JSONRecordSink>(into sink: inout Sink, position member: Int) throws(JSONLineError) {
        let keyStart = position
        guard current == UInt8(ascii: "\"") else {
            throw error(current == nil ? "unterminated object: expected a key" : "expected a string key")
        }
        position += 1
        let token = try scanString(openedAt: keyStart)
        let slot: JSONMemberSlot
        if case .plain(let range) = token {
            slot = sink.beginMember(key: UnsafeBufferPointer(rebasing: bytes[range]), position: member)
        } else {
            slot = withBytes(of: token) { sink.beginMember(key: $0, position: member) }
        }
        let key: Int?
        switch slot {
        case .store(let index): key = index
        case .skip: key = nil
        case .duplicate(let name): throw duplicate(name, at: keyStart)
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
        position += 1
        skipWhitespace()
        try parseValue(into: &sink, key: key)
    }

    private func duplicate(_ key: String, at offset: Int) -> JSONLineError {
        error("duplicate key \(TerminalSafeText.quoted(key))", at: offset)
    }

    // MARK: - Values

    /// Parses one value into `record` under `key`, or only validates it when `key` is nil.
    private mutating func parseValue<Sink: JSONRecordSink>(into record: inout Sink, key: Int?) throws(JSONLineError) {
        guard let first = current else { throw error("expected a value") }
        switch first {
        case UInt8(ascii: "\""):
            let start = position
            position += 1
            let token = try scanString(openedAt: start)
            if let key {
                if case .plain(let range) = token {
                    record.appendPlainText(UnsafeBufferPointer(rebasing: bytes[range]), key: key)
                } else {
                    withBytes(of: token) { record.appendText(.string, $0, key: key) }
                }
            }
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

    private mutating func parseStringArray<Sink: JSONRecordSink>(into record: inout Sink, key: Int?) throws(JSONLineError) {
        let opening = position
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "{") {
            position = opening
            return try parseObjectArray(into: &record, key: key)
        }
        if let key { record.beginArray(key: key) }
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            if key != nil { record.endArray() }
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
        if key != nil { record.endArray() }
    }

    /// An array of objects whose values are strings, numbers, booleans or null (a group's
    /// rows): checked here, kept as its JSON text for the group's validator to read.
    /// A sink that takes cells (`RecordFieldsBuilder`) gets each answer of a stored key's rows
    /// as it is read, pointing into the line, so the rows are checked without reading them again.
    private mutating func parseObjectArray<Sink: JSONRecordSink>(into record: inout Sink, key: Int?) throws(JSONLineError) {
        let start = position
        let cells = key != nil && Sink.takesRowCells
        var row = 0
        position += 1
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "{") else { throw error("a list of objects (a group's rows) holds only objects", key: key) }
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
            } else {
                while true {
                    guard current == UInt8(ascii: "\"") else { throw error("expected a string key in a row", key: key) }
                    let keyStart = position
                    position += 1
                    let name = try scanString(openedAt: keyStart)
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key", key: key) }
                    position += 1
                    skipWhitespace()
                    let value: RecordValue
                    switch current ?? 0 {
                    case UInt8(ascii: "\""):
                        let quote = position
                        position += 1
                        let token = try scanString(openedAt: quote)
                        if case .plain(let range) = token {
                            value = .plainString(UnsafeBufferPointer(rebasing: bytes[range]))
                        } else {
                            value = withBytes(of: token) { .string($0) }
                        }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        value = .number(UnsafeBufferPointer(rebasing: bytes[try scanNumber()]))
                    case UInt8(ascii: "t"): try expectLiteral("true"); value = .bool(true)
                    case UInt8(ascii: "f"): try expectLiteral("false"); value = .bool(false)
                    case UInt8(ascii: "n"): try expectLiteral("null"); value = .null
                    case UInt8(ascii: "["):
                        // A multiple choice's picks or a list's rows in a row: checked here (not
                        // kept), and the rows read by the group's validator from their text
                        // (`.array` marks a cell not read in place: `GroupCellTable`).
                        do {
                            try parseStringArray(into: &record, key: nil)
                        } catch {
                            throw JSONLineError(message: error.message, column: error.column, key: key)
                        }
                        value = .array(list: -1)
                    default: throw error("a row's answers must be strings, numbers, booleans, null or arrays of strings", key: key)
                    }
                    if cells { withBytes(of: name) { record.appendRowCell(row: row, key: $0, value: value) } }
                    skipWhitespace()
                    guard let next = current else { throw error("unterminated row: expected ',' or '}'", key: key) }
                    position += 1
                    if next == UInt8(ascii: "}") { break }
                    guard next == UInt8(ascii: ",") else { throw error("expected ',' or '}' after a value", at: position - 1, key: key) }
                    skipWhitespace()
                }
            }
            row += 1
            skipWhitespace()
            guard let separator = current else { throw error("unterminated array: expected ',' or ']'") }
            position += 1
            if separator == UInt8(ascii: "]") { break }
            guard separator == UInt8(ascii: ",") else { throw error("expected ',' or ']' in the array", at: position - 1) }
        }
        if let key { record.appendRows(UnsafeBufferPointer(rebasing: bytes[start..<position]), rows: row, key: key) }
    }

    /// `word` is `true`, `false` or `null`: compared as one four-byte word and a fifth byte.
    private mutating func expectLiteral(_ word: StaticString) throws(JSONLineError) {
        let count = word.utf8CodeUnitCount
        var matches = position &+ count <= bytes.count
        if matches, let base = bytes.baseAddress {
            let here = UnsafeRawPointer(base + position), spelled = UnsafeRawPointer(word.utf8Start)
            matches = here.loadUnaligned(as: UInt32.self) == spelled.loadUnaligned(as: UInt32.self)
                && (count == 4 || here.load(fromByteOffset: 4, as: UInt8.self) == spelled.load(fromByteOffset: 4, as: UInt8.self))
        }
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
    /// The usual string (plain ASCII up to its closing quote) is a slice found here, inline;
    /// anything else goes to `scanEscapedString`.
    @inline(__always)
    mutating func scanString(openedAt quote: Int) throws(JSONLineError) -> StringToken {
        let start = position
        let end = PlainJSONText.wordRunEnd(bytes, from: start)
        // Bytes before `end` are plain: a quote there closes a string without escapes.
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            position = end &+ 1
            return .plain(start..<end)
        }
        return try scanEscapedString(openedAt: quote)
    }

    /// `scanString` for strings with escapes, non-ASCII text, or errors.
    mutating func scanEscapedString(openedAt quote: Int) throws(JSONLineError) -> StringToken {
        let start = position
        var runStart = position
        var escaped = false
        var arenaStart = 0
        while true {
            // Fast path: plain printable ASCII, eight bytes at a time, then one at a time.
            position = PlainJSONText.wordRunEnd(bytes, from: position)
            while position < bytes.count {
                let byte = bytes[position]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position += 1
            }
            guard position < bytes.count else { throw error("unterminated string", at: quote) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if !escaped { position += 1; return .slice(start..<(position - 1)) }
                arena.append(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                position += 1
                return .arena(arenaStart..<arena.count)
            } else if byte == UInt8(ascii: "\\") {
                if !escaped { arenaStart = arena.count; escaped = true }
                arena.append(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try unescape()
                runStart = position
            } else if byte < 0x20 {
                throw error("raw control character U+\(Self.hex(UInt32(byte), digits: 4)) in a string (escape it, e.g. \\n or \\u0000)")
            } else {
                position += try utf8Length(at: position)
            }
        }
    }

    /// Positioned on a backslash: appends the escaped scalar to the arena (the escape read by
    /// `JSONEscape`, the one reading; refusals worded here, at the escape's column). Never
    /// inlined: escapes are rare, and the scanning loop above stays as small as it was.
    @inline(never)
    private mutating func unescape() throws(JSONLineError) {
        let read: (scalar: UInt32, end: Int)
        do {
            read = try JSONEscape.read(bytes, at: position)
        } catch {
            switch error.kind {
            case .unterminated: throw self.error("unterminated string", at: error.escape)
            case .unknown(let letter):
                throw self.error("invalid escape '\\\(Self.printable(letter))' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                                 at: error.escape)
            case .hexEndsEarly, .notHexadecimal: throw self.error("\\u needs four hex digits", at: error.escape)
            case .highWithoutLow(let unit):
                throw self.error("lone surrogate \\u\(Self.hex(unit, digits: 4)): a high surrogate must be followed by a \\u low surrogate",
                                 at: error.escape)
            case .lowWithoutHigh(let unit):
                throw self.error("lone surrogate \\u\(Self.hex(unit, digits: 4)): a low surrogate must follow a high one", at: error.escape)
            }
        }
        position = read.end
        appendUTF8(read.scalar)
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            arena.append(UInt8(scalar))
        case ..<0x800:
            arena.append(0xC0 | UInt8(scalar >> 6))
            arena.append(0x80 | UInt8(scalar & 0x3F))
        case ..<0x10000:
            arena.append(0xE0 | UInt8(scalar >> 12))
            arena.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            arena.append(0x80 | UInt8(scalar & 0x3F))
        default:
            arena.append(0xF0 | UInt8(scalar >> 18))
            arena.append(0x80 | UInt8((scalar >> 12) & 0x3F))
            arena.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            arena.append(0x80 | UInt8(scalar & 0x3F))
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
        case .plain(let range), .slice(let range): body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .arena(let range): body(arena.bytes(range))
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

}
