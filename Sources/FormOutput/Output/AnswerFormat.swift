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
    /// A dotenv file: `name='value'`, or `name="value"` with `\\` and `\"` escapes; line
    /// breaks raw inside the quotes.
    case env
    /// A YAML mapping (every string double-quoted).
    case yaml
    /// One value per line in form order, escaped so each stays on its line.
    case lines

    /// The answers in this format, ending with a newline. `prefix` goes before each
    /// variable name (`shell`, `env` only). Throws for `env` when a value has no dotenv
    /// spelling that sh, bash, zsh and python-dotenv all read back unchanged; the message
    /// names the field, never the value.
    public func render(_ answers: [(field: FieldDefinition, value: FieldValue?)], prefix: String = "") throws(UnwritableAnswer) -> String {
        switch self {
        case .json:
            return AnswerJSON.encode(answers) + "\n"
        case .shell:
            return answers.map { ShellName.name(for: $0.field.id, prefix: prefix) + "=" + ShellQuoting.quoted(Self.text($0.value)) + "\n" }.joined()
        case .env:
            var out = ""
            for answer in answers {
                guard let quoted = Self.dotenvQuoted(Self.text(answer.value)) else { throw UnwritableAnswer(fieldID: answer.field.id) }
                out += ShellName.name(for: answer.field.id, prefix: prefix) + "=" + quoted + "\n"
            }
            return out
        case .yaml:
            return answers.isEmpty ? "{}\n" : answers.map(Self.yamlEntry).joined()
        case .lines:
            return answers.map { Self.escapedLine(Self.text($0.value)) + "\n" }.joined()
        }
    }

    /// A value `--format env` cannot write: see `dotenvQuoted`.
    public struct UnwritableAnswer: Error, Sendable, Equatable, CustomStringConvertible {
        /// The field whose value it is.
        public let fieldID: String

        /// What is wrong, in the catalog's words (`ErrorWord.envAnswerUnwritable`).
        public var text: MessageText { .error(.envAnswerUnwritable, ["field": fieldID]) }

        public var description: String { text.english }
    }

    /// A value as text: canonical text, a list's rows joined by newlines, "" for no answer.
    static func text(_ value: FieldValue?) -> String {
        value?.canonicalText ?? ""
    }

    /// The value as a dotenv value that `set -a; . ./.env` in sh, bash and zsh and
    /// python-dotenv (interpolating, as it does by default) all read back byte for byte,
    /// line breaks kept raw inside the quotes; nil when there is none:
    /// - `'…'` when the value has no `'`, no `\\` and does not end in `\` (python-dotenv
    ///   undoes `\\` and `\'` inside single quotes, the shells nothing);
    /// - else `"…"` with `\\` and `\"` escapes (undone by both) when it has no `$` and no
    ///   backquote (which the shells expand inside double quotes);
    /// - never with `${` (python-dotenv expands it inside either quotes) or a carriage return
    ///   (python reads it as a line break).
    static func dotenvQuoted(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        func holds(_ first: Unicode.Scalar, then second: Unicode.Scalar) -> Bool {
            zip(scalars, scalars.dropFirst()).contains { $0 == first && $1 == second }
        }
        if scalars.contains("\r") || holds("$", then: "{") { return nil }
        if !scalars.contains("'") && !holds("\\", then: "\\") && scalars.last != "\\" { return "'" + text + "'" }
        if scalars.contains("$") || scalars.contains("`") { return nil }
        var out = "\""
        for scalar in scalars {
            switch scalar {
            case "\\": out += #"\\"#
            case "\"": out += #"\""#
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The text on one line, as `printf '%b'` turns it back: `\` as `\\`, newline as `\n`,
    /// carriage return as `\r`, vertical tab as `\v`, form feed as `\f`, and the other
    /// characters some readers take for a line break (U+001C–U+001E, NEL, U+2028, U+2029)
    /// as their UTF-8 bytes in `\0nnn` octal escapes.
    static func escapedLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\\"#
            case "\n": out += #"\n"#
            case "\r": out += #"\r"#
            case "\u{0B}": out += #"\v"#
            case "\u{0C}": out += #"\f"#
            case "\u{1C}"..."\u{1E}", "\u{85}", "\u{2028}", "\u{2029}":
                for byte in String(scalar).utf8 {
                    let octal = String(byte, radix: 8)
                    out += "\\0" + String(repeating: "0", count: 3 - octal.count) + octal
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One `"id": value` entry (a list as `- "row"` lines). Strings are JSON string literals,
    /// which YAML reads the same once U+FFFE and U+FFFF (not allowed raw in YAML) are
    /// escaped too: every control character is already.
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
        } else if case .records(let records)? = answer.value, !records.isEmpty {
            // A group: one block mapping per row, its sub-fields in order.
            out += "\n"
            for record in records {
                for (position, entry) in record.entries.enumerated() {
                    out += position == 0 ? "  - " : "    "
                    AnswerJSON.appendString(entry.id, to: &out)
                    out += ": "
                    AnswerJSON.appendValue(entry.value, to: &out)
                    out += "\n"
                }
                if record.entries.isEmpty { out += "  - {}\n" }
            }
        } else {
            out += " "
            AnswerJSON.appendValue(answer.value, to: &out)
            out += "\n"
        }
        guard out.unicodeScalars.contains(where: { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" }) else { return out }
        var escaped = ""
        for scalar in out.unicodeScalars {
            switch scalar {
            case "\u{FFFE}": escaped += #"\uFFFE"#
            case "\u{FFFF}": escaped += #"\uFFFF"#
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
