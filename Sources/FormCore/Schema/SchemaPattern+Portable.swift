/// The other direction of `SchemaPattern.icu`, for what formline writes: whether a form's
/// pattern (ICU syntax) can go into a JSON Schema as it is: it uses only the
/// syntax ECMA-262 (JavaScript validators), python's `re` (python's `jsonschema`) and ICU read
/// alike: literals, `.`, classes with ranges and negation, `\d \D \w \W \s \S \b \B`, escaped
/// punctuation, `\n \r \t \f \v`, `\uXXXX`, `\xXX`, groups `( )`, `(?: )`, lookahead `(?= )`
/// `(?! )`, `|`, `^ $`, quantifiers `* + ? {n} {n,} {n,m}` (lazy too). Anything else (`(?i)`,
/// `\x{…}`, `\p{…}`, `\Q…\E`, `\A \z`, possessive quantifiers, POSIX classes, class
/// intersections, back references, named groups) is not: `AnswerSchema` leaves such a
/// pattern out and says so in the field's `description` (docs/json-output.md).
///
/// ```swift
/// SchemaPattern.isPortable("^[a-z0-9._-]+$")   // true
/// SchemaPattern.isPortable("(?i)^ab")           // false
/// ```
extension SchemaPattern {
    public static func isPortable(_ source: String) -> Bool {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var inClass = false
        var afterAtom = false   // a quantifier may follow
        func hex(_ count: Int, at start: Int) -> Bool {
            guard start + count <= scalars.count else { return false }
            return scalars[start..<start + count].allSatisfy { $0.properties.isASCIIHexDigit }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                guard index + 1 < scalars.count else { return false }
                let next = scalars[index + 1]
                switch next {
                case "d", "D", "w", "W", "s", "S", "n", "r", "t", "f", "v":
                    index += 2
                case "b", "B":
                    guard !inClass else { return false }  // `\b` in a class is a backspace in ECMA-262, a word boundary nowhere
                    index += 2
                case "u":
                    guard hex(4, at: index + 2) else { return false }
                    index += 6
                case "x":
                    guard hex(2, at: index + 2) else { return false }
                    index += 4
                default:
                    // Escaped punctuation is the character itself everywhere; an escaped letter
                    // or digit means something else in some dialect.
                    guard next.isASCII, !next.properties.isAlphabetic, !("0"..."9").contains(next) else { return false }
                    index += 2
                }
                afterAtom = true
                continue
            }
            if inClass {
                switch scalar {
                case "]": inClass = false; afterAtom = true
                case "[": return false                  // POSIX classes, nested classes, intersections
                case "&" where index + 1 < scalars.count && scalars[index + 1] == "&": return false
                default: break
                }
                index += 1
                continue
            }
            switch scalar {
            case "[":
                inClass = true
                if index + 1 < scalars.count, scalars[index + 1] == "^" { index += 1 }
                if index + 1 < scalars.count, scalars[index + 1] == "]" { return false }  // `[]…]` differs between dialects
                afterAtom = false
            case "(":
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    guard index + 2 < scalars.count, [":", "=", "!"].contains(scalars[index + 2]) else { return false }
                    index += 2
                }
                afterAtom = false
            case ")":
                afterAtom = true
            case "|", "^", "$":
                afterAtom = false
            case "*", "+", "?":
                guard afterAtom else { return false }
                if index + 1 < scalars.count, scalars[index + 1] == "+" { return false }  // possessive
                if index + 1 < scalars.count, scalars[index + 1] == "?" { index += 1 }    // lazy
                afterAtom = false
            case "{":
                guard afterAtom, let close = scalars[index...].firstIndex(of: "}") else { return false }
                let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
                guard (1...2).contains(parts.count), let low = Int(parts[0]), low >= 0,
                      parts.count == 1 || parts[1].isEmpty || Int(parts[1]).map({ $0 >= low }) == true else { return false }
                index = close
                if index + 1 < scalars.count, scalars[index + 1] == "+" { return false }
                if index + 1 < scalars.count, scalars[index + 1] == "?" { index += 1 }
                afterAtom = false
            case "}", "]":
                return false  // a lone closer is a literal in some dialects, an error in others
            default:
                afterAtom = true
            }
            index += 1
        }
        return !inClass
    }
}
