/// A message a person may read, kept as what it is made of until it is shown: a catalog
/// text and its values (`word`), text shown as written in every language (`verbatim`: a
/// form author's message, a check's reply, a value), or English no catalog key holds yet
/// (`english`). `english(in:)` is the source's rendering, the one machine output uses
/// (`fill` rejects, `refused`, JSON); `rendered(in:)` a person's language's.
///
/// Nothing is rendered until asked: a failure carries its pieces, and only a failure that
/// is reported pays for its text.
///
/// ```swift
/// let text = MessageText.word(.minLength, ["min": .verbatim("8")])
/// text.english                       // "must be at least 8 characters"
/// text.rendered(in: Words(.german))  // "muss mindestens 8 Zeichen lang sein"
/// ```
public indirect enum MessageText: Sendable, Equatable {
    /// A catalog text, its placeholders filled with these values (each rendered in turn).
    case word(Word, [Value])
    /// Shown as written, whatever the language.
    case verbatim(String)
    /// Built-in English that is not in the catalog (a test fails on one a person is shown).
    case english(String)

    /// One placeholder's value.
    public struct Value: Sendable, Equatable {
        public let name: String
        public let text: MessageText

        public init(_ name: String, _ text: MessageText) {
            self.name = name
            self.text = text
        }
    }

    /// A catalog text without values.
    public static func word(_ word: Word) -> MessageText { .word(word, []) }

    /// A catalog text whose values are shown as written (numbers, names, paths).
    public static func word(_ word: Word, _ values: KeyValuePairs<String, String>) -> MessageText {
        .word(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// The text in English, the source (what machine output says).
    public var english: String { rendered(in: .english) }

    /// The text in `words`' language.
    public func rendered(in words: Words) -> String {
        switch self {
        case .verbatim(let text), .english(let text):
            return text
        case .word(let word, let values):
            let template = words[word]
            guard !values.isEmpty else { return template }
            return Words.fill(template) { name in values.first { $0.name.utf8.elementsEqual(name) }?.text.rendered(in: words) }
        }
    }

    /// Whether any part of the text is English that no catalog key holds.
    public var holdsUncatalogedEnglish: Bool {
        switch self {
        case .verbatim: false
        case .english: true
        case .word(_, let values): values.contains { $0.text.holdsUncatalogedEnglish }
        }
    }
}
