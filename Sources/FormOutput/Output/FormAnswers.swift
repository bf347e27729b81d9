import FormCore

/// The answers of a submitted form, in form order: what a front end returns (never JSON
/// text); `rendered(as:prefix:)` writes them in any output format.
public struct FormAnswers: Sendable, Equatable {
    /// Each shown field with its value (nil for an unanswered optional field).
    public let fields: [(field: FieldDefinition, value: FieldValue?)]

    public init(_ fields: [(field: FieldDefinition, value: FieldValue?)]) {
        self.fields = fields
    }

    /// The answers in `format` (`prefix` before each variable name of `shell` and `env`),
    /// without a final newline: the one renderer of `run`'s output, whatever the front end.
    /// A value the format cannot write throws (`AnswerFormat.UnwritableAnswer`).
    public func rendered(as format: AnswerFormat, prefix: String = "") throws(AnswerFormat.UnwritableAnswer) -> String {
        let text = try format.render(fields, prefix: prefix)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The answers as one JSON object, as `run` prints them by default (`--format json`).
    public var json: String { AnswerJSON.encode(fields) }

    public static func == (a: FormAnswers, b: FormAnswers) -> Bool {
        a.fields.count == b.fields.count
            && zip(a.fields, b.fields).allSatisfy { $0.field == $1.field && $0.value == $1.value }
    }
}
