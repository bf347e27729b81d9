/// What tag a scalar written without one stands for, when composing decides whether two
/// mapping keys are the same (and leaves the key's tag resolved).
///
/// `.basic` (the form and scenario loaders, as Yams's `.basic` resolver): every such scalar is
/// text, `!!str`. `.yaml11` (answers documents, as Yams's default resolver, whose regular
/// expressions this matches without compiling any): YAML 1.1's Booleans (`yes`, `off`...),
/// integers (`0b1`, `017`, `1_000`, `1:30`), floats (`1.5`, `.inf`, `1:30.5`), nulls (`~`, ``),
/// timestamps (`2024-01-02`), `<<` (merge) and `=` (value); anything else is text.
///
///     YAMLResolver.yaml11.tag(ofPlain: "yes")   // "tag:yaml.org,2002:bool"
///     YAMLResolver.basic.tag(ofPlain: "yes")    // "tag:yaml.org,2002:str"
package enum YAMLResolver: Sendable {
    case basic
    case yaml11

    /// A scalar's tag once resolved: its own, `!!str` for `!`, else what its text stands for.
    package func resolvedTag(of scalar: YAMLNode.Scalar) -> String {
        guard let tag = scalar.tag else { return self.tag(ofPlain: scalar.string) }
        return YAMLTags.resolved(tag, default: YAMLTags.str)
    }

    /// Whether `scalar` stands for null (`~`, `null`, nothing, `!!null`; under `.basic`,
    /// only a tagged one): the one reading of "no answer" in an answers document or a
    /// group's rows.
    package func isNull(_ scalar: YAMLNode.Scalar) -> Bool {
        resolvedTag(of: scalar) == YAMLTags.null
    }

    /// The full tag of an untagged plain scalar's `text`.
    package func tag(ofPlain text: String) -> String {
        guard self == .yaml11 else { return YAMLTags.str }
        // ICU's `$` also matches before a line terminator that ends the text.
        var bytes = Array(text.utf8)
        for ending in [[0x0D, 0x0A], [0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]] as [[UInt8]]
        where bytes.count >= ending.count && Array(bytes.suffix(ending.count)) == ending {
            bytes.removeLast(ending.count)
            break
        }
        let name: String
        if Self.booleans.contains(bytes) {
            name = "bool"
        } else if Self.isInteger(bytes) {
            name = "int"
        } else if Self.isFloat(bytes) {
            name = "float"
        } else if bytes == Array("<<".utf8) {
            name = "merge"
        } else if Self.nulls.contains(bytes) {
            name = "null"
        } else if Self.isTimestamp(bytes) {
            name = "timestamp"
        } else if bytes == Array("=".utf8) {
            name = "value"
        } else {
            return YAMLTags.str
        }
        return name == "null" ? YAMLTags.null : YAMLTags.prefix + name
    }

    private static let booleans = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
                                   "on", "On", "ON", "off", "Off", "OFF"].map { Array($0.utf8) }
    private static let nulls = ["~", "null", "Null", "NULL", ""].map { Array($0.utf8) }

    /// A cursor over the bytes of one candidate.
    private struct Cursor {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }
        var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Takes one byte in `set`.
        mutating func take(_ set: (UInt8) -> Bool) -> Bool {
            guard let byte = next, set(byte) else { return false }
            index += 1
            return true
        }

        mutating func take(_ byte: Character) -> Bool { take { $0 == byte.asciiValue! } }

        /// Takes every byte in `set` in a row; how many.
        mutating func run(_ set: (UInt8) -> Bool) -> Int {
            let start = index
            while take(set) {}
            return index - start
        }

        mutating func sign() { _ = take { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") } }

        /// `(:[0-5]?[0-9])+`; false (and any place) when there is none.
        mutating func sexagesimal() -> Bool {
            var groups = 0
            while next == UInt8(ascii: ":") {
                index += 1
                let start = index
                let digits = run(isDigit)
                guard digits == 1 || (digits == 2 && bytes[start] <= UInt8(ascii: "5")) else { return false }
                groups += 1
            }
            return groups > 0
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == UInt8(ascii: "_") }

    /// `[-+]?(0b[0-1_]+ | 0o?[0-7_]+ | 0|[1-9][0-9_]* | 0x[0-9a-fA-F_]+ | [1-9][0-9_]*(:[0-5]?[0-9])+)`
    private static func isInteger(_ bytes: [UInt8]) -> Bool {
        var start = Cursor(bytes: bytes)
        start.sign()
        let alternatives: [(inout Cursor) -> Bool] = [
            { $0.take("0") && $0.take("b") && $0.run { $0 == 48 || $0 == 49 || $0 == 95 } > 0 && $0.atEnd },
            { cursor in
                guard cursor.take("0") else { return false }
                _ = cursor.take("o")
                return cursor.run { (48...55).contains($0) || $0 == 95 } > 0 && cursor.atEnd
            },
            { $0.take("0") && $0.atEnd },
            { $0.take { (49...57).contains($0) } && $0.run(isDigitOrUnderscore) >= 0 && $0.atEnd },
            { $0.take("0") && $0.take("x") && $0.run { isDigit($0) || (65...70).contains($0) || (97...102).contains($0) || $0 == 95 } > 0 && $0.atEnd },
            { $0.take { (49...57).contains($0) } && $0.run(isDigitOrUnderscore) >= 0 && $0.sexagesimal() && $0.atEnd },
        ]
        return alternatives.contains { alternative in
            var cursor = start
            return alternative(&cursor)
        }
    }

    /// `[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)? | \.[0-9_]+([eE][-+][0-9]+)?
    ///  | [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`
    private static func isFloat(_ bytes: [UInt8]) -> Bool {
        var signed = Cursor(bytes: bytes)
        signed.sign()
        let exponent: (inout Cursor, Bool) -> Bool = { cursor, signRequired in
            guard cursor.take({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else { return true }
            let signed = cursor.take { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
            return (signed || !signRequired) && cursor.run(isDigit) > 0
        }
        let alternatives: [(Cursor, (inout Cursor) -> Bool)] = [
            (signed, { cursor in
                guard cursor.take(isDigit) else { return false }
                _ = cursor.run(isDigitOrUnderscore)
                if cursor.take(".") { _ = cursor.run(isDigitOrUnderscore) }
                return exponent(&cursor, false) && cursor.atEnd
            }),
            (Cursor(bytes: bytes), { cursor in
                cursor.take(".") && cursor.run(isDigitOrUnderscore) > 0 && exponent(&cursor, true) && cursor.atEnd
            }),
            (signed, { cursor in
                guard cursor.take(isDigit) else { return false }
                _ = cursor.run(isDigitOrUnderscore)
                return cursor.sexagesimal() && cursor.take(".") && cursor.run(isDigitOrUnderscore) >= 0 && cursor.atEnd
            }),
            (signed, { cursor in
                [".inf", ".Inf", ".INF"].contains { Array(cursor.bytes[cursor.index...]) == Array($0.utf8) }
            }),
            (Cursor(bytes: bytes), { cursor in [".nan", ".NaN", ".NAN"].contains { cursor.bytes == Array($0.utf8) } }),
        ]
        return alternatives.contains { start, alternative in
            var cursor = start
            return alternative(&cursor)
        }
    }

    /// `[0-9]{4}-[0-9]{2}-[0-9]{2} | [0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(\.[0-9]*)?
    ///  ([ \t]*(Z|[-+][0-9]{1,2}(:[0-9]{2})?))?`
    private static func isTimestamp(_ bytes: [UInt8]) -> Bool {
        var cursor = Cursor(bytes: bytes)
        guard cursor.run(isDigit) == 4, cursor.take("-") else { return false }
        let month = cursor.run(isDigit)
        guard (1...2).contains(month), cursor.take("-") else { return false }
        let day = cursor.run(isDigit)
        guard (1...2).contains(day) else { return false }
        if cursor.atEnd { return month == 2 && day == 2 }
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard cursor.take({ $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) || cursor.run(blank) > 0 else { return false }
        guard (1...2).contains(cursor.run(isDigit)), cursor.take(":"), cursor.run(isDigit) == 2, cursor.take(":"),
              cursor.run(isDigit) == 2 else { return false }
        if cursor.take(".") { _ = cursor.run(isDigit) }
        if cursor.atEnd { return true }
        _ = cursor.run(blank)
        if cursor.take("Z") { return cursor.atEnd }
        guard cursor.take({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }), (1...2).contains(cursor.run(isDigit)) else { return false }
        if cursor.take(":") { guard cursor.run(isDigit) == 2 else { return false } }
        return cursor.atEnd
    }
}
