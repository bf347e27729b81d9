/// Patterns between JSON Schema and formline, in one place: `icu` reads a JSON Schema
/// `pattern` for `formline import`, `isPortable` (SchemaPattern+Portable.swift) says whether a
/// form's pattern can be written into the answers' JSON Schema as it is.
///
/// A JSON Schema `pattern` (ECMA-262) as a formline `pattern:` (ICU syntax, run by
/// `FieldPattern` on a DFA), where the two mean the same.
///
/// Rewritten: `\d` `\w` (and `\D` `\W` outside a class) to their ASCII classes, as ECMA-262
/// defines them (ICU's are Unicode's), `\u{…}` to `\x{…}`, `\cX` to its control character, and
/// `[`, `&` and a second `-` inside a class escaped (ICU reads nested sets and set operations
/// there). Refused, with the reason: backreferences, `[^]`, `[]`, `\D`/`\W` inside a class, and
/// whatever `FieldPattern` does not run (lookaround, a pattern too costly to match).
///
/// ```swift
/// SchemaPattern.icu(#"^\d{3}-\w+$"#)   // .success("^[0-9]{3}-[A-Za-z0-9_]+$")
/// SchemaPattern.icu(#"(a)\1"#)         // .failure("a backreference (\\1) ...")
/// ```
public enum SchemaPattern {
    /// Why a pattern is not translated, in the catalog's words (`import` says it in the person's language).
    struct Refusal: Error { let reason: DiagnosticText }

    static func icu(_ ecma: String) -> Result<String, Refusal> {
        var out = ""
        var scalars = Array(ecma.unicodeScalars)[...]
        var inClass = false
        var classStart = false
        while let scalar = scalars.popFirst() {
            let first = classStart
            classStart = false
            switch scalar {
            case "\\":
                guard let next = scalars.popFirst() else { return .failure(Refusal(reason: DiagnosticText(.schemaPatternLoneBackslash))) }
                switch next {
                case "d": out += inClass ? "0-9" : "[0-9]"
                case "w": out += inClass ? "A-Za-z0-9_" : "[A-Za-z0-9_]"
                case "D", "W":
                    guard !inClass else { return .failure(Refusal(reason: DiagnosticText(.schemaPatternEscapeInClass, ["escape": .verbatim("\\\(next)")]))) }
                    out += next == "D" ? "[^0-9]" : "[^A-Za-z0-9_]"
                case "1"..."9":
                    return .failure(Refusal(reason: DiagnosticText(.schemaPatternBackreference, ["escape": .verbatim("\\\(next)")])))
                case "k":
                    return .failure(Refusal(reason: DiagnosticText(.schemaPatternNamedBackreference)))
                case "u" where scalars.first == "{":
                    var digits = ""
                    scalars = scalars.dropFirst()
                    while let digit = scalars.popFirst(), digit != "}" { digits.unicodeScalars.append(digit) }
                    out += "\\x{\(digits)}"
                case "c":
                    guard let letter = scalars.popFirst(), letter.properties.isASCIIHexDigit || ("A"..."z").contains(letter) else {
                        return .failure(Refusal(reason: DiagnosticText(.schemaPatternControlLetter)))
                    }
                    out += "\\x{" + String(letter.value % 32, radix: 16) + "}"
                case "/": out += "/"
                default:
                    out += "\\"
                    out.unicodeScalars.append(next)
                }
            case "[" where !inClass:
                if scalars.first == "]" { return .failure(Refusal(reason: DiagnosticText(.schemaPatternEmptyClass))) }
                if scalars.starts(with: ["^", "]"]) { return .failure(Refusal(reason: DiagnosticText(.schemaPatternAnyCharacter))) }
                inClass = true
                classStart = true
                out += "["
                if scalars.first == "^" { out += "^"; scalars = scalars.dropFirst() }
            case "[", "&":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case "-" where inClass && !first && scalars.first == "-":
                out += "-\\-"
                scalars = scalars.dropFirst()
            case "]" where inClass:
                inClass = false
                out += "]"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        do {
            _ = try FieldPattern(out)
        } catch {
            return .failure(Refusal(reason: FormLoader.patternText(error.reason)))
        }
        return .success(out)
    }

    /// Patterns for the `format`s formline checks with a pattern, and the message shown.
    static func format(_ name: String) -> (pattern: String, message: String)? {
        switch name {
        case "email", "idn-email": return (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "should look like name@example.com")
        case "uri", "iri": return (#"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s]+$"#, "should be a URI like https://example.com/")
        case "uri-reference", "iri-reference": return (#"^[^\s]*$"#, "should be a URI reference (no spaces)")
        case "uuid": return ("^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$", "should be a UUID like 123e4567-e89b-12d3-a456-426614174000")
        case "date-time": return (#"^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+\-][0-9]{2}:[0-9]{2})$"#, "should be a date and time like 2026-12-24T18:00:00Z")
        case "time": return (#"^[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+\-][0-9]{2}:[0-9]{2})$"#, "should be a time like 18:00:00Z")
        case "ipv4": return (#"^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$"#, "should be an IPv4 address like 192.0.2.1")
        case "hostname", "idn-hostname": return (#"^[A-Za-z0-9]([A-Za-z0-9.\-]*[A-Za-z0-9])?$"#, "should be a host name like example.com")
        default: return nil
        }
    }
}
