import FormText

/// Why an answer was refused, and which field gets focus because of it.
///
/// ```swift
/// if case .failure(let failure) = session.answer("short") {
///     print("\(failure.field): \(failure.message)")   // password: must be at least 8 characters
///     print(failure.message(in: Words(.german)))      // muss mindestens 8 Zeichen lang sein
/// }
/// ```
///
/// The reason is kept as its pieces (`MessageText`: catalog keys and values, a form author's
/// own words as written) and made into text only when it is shown: `message` and
/// `withoutAnswer` are English, for machine output (`fill` rejects, `refused`, JSON) and
/// every existing caller; `message(in:)` is what a person reads, in their language.
public struct ValidationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The failure's parts, behind one reference: a failure is copied many times on its way
    /// to a report (`Result`, a `fill` reject), and a copy is then one retain, however many
    /// pieces its text has. A failure made ahead (`prepared`) is one object for every
    /// record it refuses.
    private final class Parts: Sendable {
        let field: String
        let text: MessageText
        let textWithoutAnswer: MessageText?
        let english: String?

        init(field: String, text: MessageText, textWithoutAnswer: MessageText?, english: String?) {
            self.field = field
            self.text = text
            self.textWithoutAnswer = textWithoutAnswer
            self.english = english
        }
    }

    private let parts: Parts

    /// The id of the field that is refocused.
    public var field: String { parts.field }
    /// What the person is told, as its pieces.
    public var text: MessageText { parts.text }
    /// `text` without the answer in it (nil: `text` does not show it).
    public var textWithoutAnswer: MessageText? { parts.textWithoutAnswer }
    /// `text` in English made once, for a failure made once and reported many times (a
    /// validator's length and pattern failures: `fill` may refuse millions of records with it).
    private var english: String? { parts.english }

    /// What the person is told, in English, e.g. "must be at least 8 characters".
    public var message: String { english ?? text.english }

    /// `message` without the answer in it, for every report that must not echo values
    /// (`fill` rejects, `--set`, `--answers` and environment errors): a date or path
    /// message names the answer for the person typing it ("\"soon\" is not a date: …",
    /// "does not exist: /work/x"), this does not ("is not a date: …", "does not exist").
    public var withoutAnswer: String { textWithoutAnswer?.english ?? message }

    /// What the person is told, in `words`' language (the form's own messages as written).
    public func message(in words: Words) -> String { text.rendered(in: words) }

    /// `withoutAnswer` in `words`' language.
    public func withoutAnswer(in words: Words) -> String { (textWithoutAnswer ?? text).rendered(in: words) }

    /// Creates a failure whose English message, not in the catalog, does not show the answer.
    public init(field: String, message: String) {
        self.init(field: field, text: .english(message))
    }

    /// Creates a failure whose English message shows the answer, and what to say without it.
    public init(field: String, message: String, withoutAnswer: String) {
        self.init(field: field, text: .english(message), withoutAnswer: .english(withoutAnswer))
    }

    /// Creates a failure from its text's pieces; `withoutAnswer` when `text` shows the answer.
    public init(field: String, text: MessageText, withoutAnswer: MessageText? = nil) {
        parts = Parts(field: field, text: text, textWithoutAnswer: withoutAnswer, english: nil)
    }

    /// A failure whose English message (and its `withoutAnswer`, the same) is made now, once:
    /// for one made ahead and reported many times.
    public static func prepared(field: String, text: MessageText) -> ValidationFailure {
        ValidationFailure(field: field, text: text, english: text.english)
    }

    private init(field: String, text: MessageText, english: String) {
        parts = Parts(field: field, text: text, textWithoutAnswer: nil, english: english)
    }

    /// A failure telling a form author's or a check's own words, shown as written in every
    /// language (a rule's `message`, a check's reply).
    public static func authored(field: String, message: String) -> ValidationFailure {
        ValidationFailure(field: field, text: .verbatim(message))
    }

    /// Two failures are equal when they refocus the same field and say the same in English.
    public static func == (lhs: ValidationFailure, rhs: ValidationFailure) -> Bool {
        lhs.field == rhs.field && lhs.message == rhs.message && lhs.withoutAnswer == rhs.withoutAnswer
    }

    public var description: String { "\(field): \(message)" }
}
