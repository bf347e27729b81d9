/// Reading one escape inside a JSON string (RFC 8259 §7): `\"`, `\\`, `\/`, `\b`, `\f`, `\n`,
/// `\r`, `\t` and `\uXXXX`, a surrogate pair written as two `\u` escapes read as one scalar.
/// The one reading of JSON escapes: `fill`'s byte path (`JSONLineParser`) and the JSON reader
/// (`JSONParser`: the MCP server's messages and its sealed round state, drafts, the trust
/// record and a check's reply through `JSONValueDecoder`) both call it, and each words a
/// refusal its own way (`JSONEscape.Failure` says what and where).
///
/// ```swift
/// let bytes = Array(#"\ud83d\ude00 and more"#.utf8)
/// let (scalar, end) = try JSONEscape.read(bytes, at: 0)   // (0x1F600, 12)
/// JSONEscape.read(Array(#"\ud800x"#.utf8), at: 0)         // throws: highWithoutLow(0xD800)
/// ```
package enum JSONEscape {
    /// Why an escape cannot be read.
    package struct Failure: Error, Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// The backslash is the last byte.
            case unterminated
            /// A letter no escape has (the byte after the backslash).
            case unknown(UInt8)
            /// Fewer than four bytes after a `\u`.
            case hexEndsEarly
            /// A byte among the four after a `\u` is not a hexadecimal digit.
            case notHexadecimal
            /// A high surrogate (the unit) not followed by a `\u` escape of a low one.
            case highWithoutLow(UInt32)
            /// A low surrogate (the unit) with no high one before it.
            case lowWithoutHigh(UInt32)
        }

        package let kind: Kind
        /// The backslash of the escape at fault: the first of a pair for a lone surrogate, the
        /// second `\u` when its digits are at fault.
        package let escape: Int
        /// Where reading stopped: the offset of the byte found wanting (for `hexEndsEarly`, the
        /// first of the missing digits; for a surrogate, the offset after the units read).
        package let offset: Int

        package init(_ kind: Kind, escape: Int, offset: Int) {
            self.kind = kind
            self.escape = escape
            self.offset = offset
        }
    }

    /// Reads the escape whose backslash is at `start` (there must be one there): the scalar it
    /// stands for and the offset just after it.
    @inlinable
    package static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int) throws(Failure)
        -> (scalar: UInt32, end: Int) where Bytes.Index == Int {
        let count = bytes.endIndex
        guard start + 1 < count else { throw Failure(.unterminated, escape: start, offset: start + 1) }
        let letter = bytes[start + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return (UInt32(letter), start + 2)
        case UInt8(ascii: "b"): return (0x08, start + 2)
        case UInt8(ascii: "f"): return (0x0C, start + 2)
        case UInt8(ascii: "n"): return (0x0A, start + 2)
        case UInt8(ascii: "r"): return (0x0D, start + 2)
        case UInt8(ascii: "t"): return (0x09, start + 2)
        case UInt8(ascii: "u"):
            let unit = try hex4(bytes, escape: start)
            if (0xD800...0xDBFF).contains(unit) {
                let low = start + 6
                guard low + 1 < count, bytes[low] == UInt8(ascii: "\\"), bytes[low + 1] == UInt8(ascii: "u") else {
                    throw Failure(.highWithoutLow(unit), escape: start, offset: low)
                }
                let second = try hex4(bytes, escape: low)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw Failure(.highWithoutLow(unit), escape: start, offset: low + 6)
                }
                return (0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00), low + 6)
            }
            if (0xDC00...0xDFFF).contains(unit) { throw Failure(.lowWithoutHigh(unit), escape: start, offset: start + 6) }
            return (unit, start + 6)
        default:
            throw Failure(.unknown(letter), escape: start, offset: start + 2)
        }
    }

    /// The four hexadecimal digits after the `\u` at `escape`.
    @inlinable
    static func hex4<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, escape: Int) throws(Failure) -> UInt32
        where Bytes.Index == Int {
        let first = escape + 2
        guard first + 4 <= bytes.endIndex else { throw Failure(.hexEndsEarly, escape: escape, offset: first) }
        var value: UInt32 = 0
        for offset in first..<(first + 4) {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw Failure(.notHexadecimal, escape: escape, offset: offset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
