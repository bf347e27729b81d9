import FormCore

/// A JSON value as `JSONParser` reads it: numbers keep their text (an answer `3.50` reaches
/// the form as written), objects keep their members' order. What the MCP server reads from a
/// client, and a check's reply.
package enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSON])
    case object([(key: String, value: JSON)])

    package static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// A member of an object (the last one of that name), or nil.
    package subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    package var string: String? { if case .string(let text) = self { text } else { nil } }

    /// The value as compact JSON text.
    package var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the value as compact JSON (UTF-8) into `out`, strings escaped by formline's one
    /// escaper (`AnswerJSON.writeString`), numbers as they were written, members in order.
    package func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .number(let text):
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        case .string(let text): AnswerJSON.writeString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                items[index].write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            JSON.write(members: members, to: &out)
        }
    }

    /// Writes an object's members as `{"key":value,…}`.
    package static func write(members: [(key: String, value: JSON)], to out: inout [UInt8]) {
        JSONObject.write(members: members, to: &out) { $0.write(to: &$1) }
    }
}

extension JSON: AnswerNode {
    /// A value as an answer (`AnswerDocument`): numbers and booleans as written.
    package var answerShape: AnswerNodeShape<JSON> {
        switch self {
        case .null: .null
        case .bool(let flag): .text(flag ? "true" : "false")
        case .number(let text), .string(let text): .text(text)
        case .array(let items): .items(items)
        case .object(let members): .pairs(members.map { (key: Optional($0.key), value: $0.value) })
        }
    }
}

/// Why a message is not JSON: what and at which byte.
package struct JSONParseError: Error {
    package let message: String
}

/// RFC 8259 JSON from bytes, in one pass (linear in the input), nested at most
/// `maximumDepth` deep; invalid UTF-8, a lone surrogate escape or trailing bytes are errors.
/// The one general JSON reader (MCP messages; drafts, the trust record and a check's reply
/// through `JSONValueDecoder`); its string escapes are read by `JSONEscape`, as `fill`'s
/// byte path reads them.
///
/// ```swift
/// try JSONParser.parse(Array(#"{"field":"name","n":3.50}"#.utf8))["n"]   // .number("3.50")
/// try JSONParser.parse(Array(#""\ud800""#.utf8))   // throws: "a lone surrogate escape at byte 7"
/// ```
package struct JSONParser {
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON {
        var parser = JSONParser(bytes)
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ what: String) -> JSONParseError {
        JSONParseError(message: "\(what) at byte \(index)")
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value() throws(JSONParseError) -> JSON {
        guard index < bytes.count else { throw error("the JSON ends early") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("unknown word")
        }
        index += expected.count
    }

    private mutating func nest() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(JSONParseError) -> JSON {
        try nest()
        index += 1
        var members: [(key: String, value: JSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("the JSON ends early") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONParseError) -> JSON {
        try nest()
        index += 1
        var items: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("the JSON ends early") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            index += 1
            depth -= 1
            return .array(items)
        }
    }

    private mutating func number() throws(JSONParseError) -> String {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("expected a value") }
        let integer = bytes[(bytes[start] == UInt8(ascii: "-") ? start + 1 : start)..<index]
        if integer.count > 1, integer.first == UInt8(ascii: "0") { throw error("a number has a leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number's fraction has no digits") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number's exponent has no digits") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        // Most strings (ids, answers, a state) have no escape: taken from the bytes as they are.
        let start = index
        var high: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = bytes[start..<index]
                index += 1
                if high < 0x80 { return String(decoding: run, as: UTF8.self) }  // ASCII: valid as it is
                guard let text = String(validating: run, as: UTF8.self) else { throw error("a string is not UTF-8") }
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            high |= byte
            index += 1
        }
        var out: [UInt8] = []
        var runStart = start
        while true {
            guard index < bytes.count else { throw error("a string is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                out += bytes[runStart..<index]
                index += 1
                break
            }
            if byte < 0x20 { throw error("a control character inside a string (escape it)") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            out += bytes[runStart..<index]
            let read: (scalar: UInt32, end: Int)
            do {
                read = try JSONEscape.read(bytes, at: index)
            } catch {
                index = error.offset
                switch error.kind {
                case .unterminated: throw self.error("a string is not closed")
                case .unknown: throw self.error("an unknown escape in a string")
                case .hexEndsEarly: throw self.error("a \\u escape ends early")
                case .notHexadecimal: throw self.error("a \\u escape is not hexadecimal")
                case .highWithoutLow, .lowWithoutHigh: throw self.error("a lone surrogate escape")
                }
            }
            index = read.end
            UTF8.encode(Unicode.Scalar(read.scalar)!) { out.append($0) }
            runStart = index
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw error("a string is not UTF-8") }
        return text
    }
}
