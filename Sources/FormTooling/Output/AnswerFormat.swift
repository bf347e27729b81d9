import FormCore
/// How `formline run` prints the answers (`--format`).
///
/// ```swift
/// AnswerFormat.shell.render(answers, prefix: "FORM_")   // "FORM_username='ada'\nFORM_remember='true'\n"
/// ```
public enum AnswerFormat: String, Sendable, CaseIterable {
    /// One JSON object, keys in form order (the default).
    case json
    /// `name='value'` lines safe to `eval` in sh, bash and zsh.
    case shell
    /// A dotenv file: `name='value'`, or a double-quoted value with escapes.
    case env
    /// A YAML mapping (every string double-quoted).
    case yaml
    /// One value per line in form order, escaped so each stays on its line.
    case lines

    /// The answers in this format, ending with a newline. `prefix` goes before each
    /// variable name (`shell`, `env` only).
    public func render(_ answers: [(field: FieldDefinition, value: FieldValue?)], prefix: String = "") -> String {
        switch self {
        case .json:
            return AnswerJSON.encode(answers) + "\n"
        case .shell:
            return answers.map { ShellName.name(for: $0.field.id, prefix: prefix) + "=" + Self.shellQuoted(Self.text($0.value)) + "\n" }.joined()
        case .env:
            return answers.map { ShellName.name(for: $0.field.id, prefix: prefix) + "=" + Self.dotenvQuoted(Self.text($0.value)) + "\n" }.joined()
        case .yaml:
            return answers.isEmpty ? "{}\n" : answers.map(Self.yamlEntry).joined()
        case .lines:
            return answers.map { Self.escapedLine(Self.text($0.value)) + "\n" }.joined()
        }
    }

    /// A value as text: canonical text, a list's rows joined by newlines, "" for no answer.
    static func text(_ value: FieldValue?) -> String {
        value?.canonicalText ?? ""
    }

    /// `'…'` with each `'` written as `'\''`: nothing inside is expanded by sh, bash or zsh.
    static func shellQuoted(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            if scalar == "'" { out += #"'\''"# } else { out.unicodeScalars.append(scalar) }
        }
        return out + "'"
    }

    /// `'…'` when the value has no `'`, newline or carriage return; else `"…"` with `\\`,
    /// `\"`, `\n` and `\r` escapes.
    static func dotenvQuoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "'" || $0 == "\n" || $0 == "\r" }) else { return "'" + text + "'" }
        return "\"" + escapedLine(text, escapingDoubleQuotes: true) + "\""
    }

    /// The text with `\` as `\\`, newline as `\n` and carriage return as `\r` (what
    /// `printf '%b'` turns back), and `"` as `\"` when asked.
    static func escapedLine(_ text: String, escapingDoubleQuotes: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\\"#
            case "\"" where escapingDoubleQuotes: out += #"\""#
            case "\n": out += #"\n"#
            case "\r": out += #"\r"#
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func yamlEntry(_ answer: (field: FieldDefinition, value: FieldValue?)) -> String {
        var out = ""
        AnswerJSON.appendString(answer.field.id, to: &out)
        out += ":"
        if case .list(let rows)? = answer.value {
            out += "\n"
            for row in rows {
                out += "  - "
                AnswerJSON.appendString(row, to: &out)
                out += "\n"
            }
            return out
        }
        out += " "
        AnswerJSON.appendValue(answer.value, to: &out)
        return out + "\n"
    }
}
