/// What a diagnostic says, kept as a key of the catalog (`DiagnosticWord`) and the values of
/// its placeholders, so it can be said in any language: English where a program reads it
/// (`formline check --format json`, `Diagnostic.message`), the person's language where the
/// text renderer prints it (`Words.process`).
///
/// A value is either verbatim (a key, an id, a number from the file: never translated) or
/// another text of the catalog (`the choices of field 'size'` inside `unknown key 'x' in …`).
/// Nothing is formatted until `said(in:)` asks: a form without problems builds none.
///
/// ```swift
/// let text = DiagnosticText(.unknownKey, ["key": "lable", "what": .text(DiagnosticText(.aField))])
/// text.said(in: .english)          // "unknown key 'lable' in a field"
/// text.said(in: Words(.german))    // "ein Feld hat einen unbekannten Schlüssel 'lable'"
/// ```
public typealias DiagnosticText = MessageText

/// A diagnostic's pieces are a `MessageText` like any other message (one structured text for
/// the catalog's keys): these spell a diagnostic as the loader writes it.
extension MessageText: ExpressibleByStringInterpolation {
    /// A value written as it is (a key, an id, a number from the file): never translated.
    public init(stringLiteral value: String) {
        self = .verbatim(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .verbatim(String(stringInterpolation: stringInterpolation))
    }

    /// A diagnostic: `word` with the values of its placeholders.
    public init(_ word: DiagnosticWord, _ values: KeyValuePairs<String, MessageText> = [:]) {
        self = .diagnostic(word, values.map { Value($0.key, $0.value) })
    }

    /// A text from elsewhere that is not in the catalog (a library's own message), shown as
    /// it is in every language.
    public init(verbatim text: String) {
        self = .verbatim(text)
    }

    /// Another text of the catalog as a placeholder's value, said in the language of the whole.
    public static func text(_ text: MessageText) -> MessageText { text }

    /// The text in `words`' language, its placeholders filled (values are not escaped here:
    /// a diagnostic escapes the whole, as it always has).
    public func said(in words: Words) -> String { rendered(in: words) }
}

extension Words {
    /// The text of a diagnostic's `word`, its placeholders left as they are.
    public subscript(_ word: DiagnosticWord) -> String {
        text(word)
    }

    /// The text of a diagnostic's `word` with its placeholders filled.
    public func callAsFunction(_ word: DiagnosticWord, _ values: KeyValuePairs<String, MessageText> = [:]) -> String {
        DiagnosticText(word, values).rendered(in: self)
    }
}

extension DiagnosticText {
    /// "did you mean '…'?" with the candidate closest to `word` (`Suggestions.closest`), or nil.
    public static func suggestion(for word: String, in candidates: some Sequence<String>) -> DiagnosticText? {
        Suggestions.closest(to: word, in: candidates).map { DiagnosticText(.didYouMean, ["name": .verbatim($0)]) }
    }
}

extension Words {
    /// The text of a `--help` word.
    public subscript(_ word: HelpWord) -> String {
        text(word)
    }

    /// The text of a `--help` word with its placeholders filled (values as they are).
    public func callAsFunction(_ word: HelpWord, _ values: KeyValuePairs<String, String>) -> String {
        Self.fill(self[word], values)
    }
}
