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
/// let text = MessageText.word(.validMinLength, ["min": "8"])
/// text.english                       // "must be at least 8 characters"
/// text.rendered(in: Words(.german))  // "muss mindestens 8 Zeichen lang sein"
/// ```
public enum MessageText: Sendable, Equatable {
    /// A catalog text, its placeholders filled with these values (each rendered in turn).
    case word(Word, [Value])
    /// A diagnostic of the catalog (`DiagnosticWord`: what `check` says of a form), its
    /// placeholders filled with these values.
    case diagnostic(DiagnosticWord, [Value])
    /// A command's error (`formline: …` on standard error), its placeholders filled with these values.
    case error(ErrorWord, [Value])
    /// What a tool says besides its report's own lines (`ToolWord`: an option's validation,
    /// unsupported pattern syntax, `import`'s comments), its placeholders filled with these values.
    case tool(ToolWord, [Value])
    /// What formline says of drafts, trust, files and streams (`NoticeWord`), its
    /// placeholders filled with these values.
    case notice(NoticeWord, [Value])
    /// The sentences around a refusal, a failed command's words (`FrameWord`), its
    /// placeholders filled with these values.
    case frame(FrameWord, [Value])
    /// The OS's reason for a failed call (`SystemWord`; `systemReason(_:)` makes it from
    /// `errno`), or what formline says of a place it passes over, its placeholders filled with these values.
    case system(SystemWord, [Value])
    /// A warning of a person's colour settings (`ColourWord`), its placeholders filled with these values.
    case colour(ColourWord, [Value])
    /// The words around a YAML problem (`YAMLWord`), its placeholders filled with these values.
    case yaml(YAMLWord, [Value])
    /// What formline says of the answers it reads without asking (`InputWord`: piped lines,
    /// given answers, `formline drafts`), its placeholders filled with these values.
    case input(InputWord, [Value])
    /// What formline says about a form's commands and computed sources (`CommandWord`), its
    /// placeholders filled with these values.
    case command(CommandWord, [Value])
    /// What formline's command line says besides its errors and notices (`CommandLineWord`:
    /// a signal's line, a piped run's ignored options, a draft's command), its placeholders
    /// filled with these values.
    case commandLine(CommandLineWord, [Value])
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

    /// A command's error whose values are shown as written (paths, ids, numbers, OS errors).
    public static func error(_ word: ErrorWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .error(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// A tool's text whose values are shown as written (syntax, numbers, names, paths).
    public static func tool(_ word: ToolWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .tool(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// A notice whose values are shown as written (paths, ids, numbers, commands, OS errors).
    public static func notice(_ word: NoticeWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .notice(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// The sentences around a refusal whose values are shown as written (ids, numbers, names).
    public static func frame(_ word: FrameWord, _ values: KeyValuePairs<String, String>) -> MessageText {
        .frame(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// A colour settings' warning whose values are shown as written (sources, values, names).
    public static func colour(_ word: ColourWord, _ values: KeyValuePairs<String, String>) -> MessageText {
        .colour(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// What formline says about a form's commands whose values are shown as written (ids,
    /// numbers, paths, commands).
    public static func command(_ word: CommandWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .command(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// A command line's words whose values are shown as written (paths, ids, commands, numbers).
    public static func commandLine(_ word: CommandLineWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .commandLine(word, values.map { Value($0.key, .verbatim($0.value)) })
    }

    /// `parts` one after another, each pair as `word` joins them (`{first}` and `{second}`):
    /// `a or b or c`, lines under each other.
    public static func joined(_ parts: [MessageText], by word: ErrorWord) -> MessageText {
        joined(parts) { .error(word, [Value("first", $0), Value("second", $1)]) }
    }

    /// `parts` one after another, each pair as the notice `word` joins them (`a and b`).
    public static func joined(_ parts: [MessageText], by word: NoticeWord) -> MessageText {
        joined(parts) { .notice(word, [Value("first", $0), Value("second", $1)]) }
    }

    /// `parts` one after another, each pair as the command word `word` joins them (`a, b`).
    public static func joined(_ parts: [MessageText], by word: CommandWord) -> MessageText {
        joined(parts) { .command(word, [Value("first", $0), Value("second", $1)]) }
    }

    /// `parts` one after another, each pair as the command line's `word` joins them (`a and b`).
    public static func joined(_ parts: [MessageText], by word: CommandLineWord) -> MessageText {
        joined(parts) { .commandLine(word, [Value("first", $0), Value("second", $1)]) }
    }

    private static func joined(_ parts: [MessageText], pair: (MessageText, MessageText) -> MessageText) -> MessageText {
        guard var text = parts.first else { return .verbatim("") }
        for part in parts.dropFirst() { text = pair(text, part) }
        return text
    }

    /// The text in English, the source (what machine output says).
    public var english: String { rendered(in: .english) }

    /// The text in `words`' language.
    public func rendered(in words: Words) -> String {
        switch self {
        case .verbatim(let text), .english(let text):
            return text
        case .word(let word, let values):
            return Self.fill(words[word], values, in: words)
        case .diagnostic(let word, let values):
            return Self.fill(words[word], values, in: words)
        case .error(let word, let values):
            return Self.fill(words[word], values, in: words)
        case .tool(let word, let values):
            return Self.fill(words[word], values, in: words)
        case .notice(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .frame(let word, let values):
            return Self.fill(words[word], values, in: words)
        case .system(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .colour(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .yaml(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .input(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .command(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        case .commandLine(let word, let values):
            return Self.fill(words.text(word), values, in: words)
        }
    }

    /// Whether any part of the text is English that no catalog key holds.
    public var holdsUncatalogedEnglish: Bool {
        switch self {
        case .verbatim: false
        case .english: true
        case .word(_, let values), .diagnostic(_, let values), .error(_, let values), .tool(_, let values),
             .notice(_, let values), .frame(_, let values), .system(_, let values), .colour(_, let values), .yaml(_, let values),
             .input(_, let values), .command(_, let values), .commandLine(_, let values):
            values.contains { $0.text.holdsUncatalogedEnglish }
        }
    }

    /// `template` with its placeholders filled by `values`, each rendered in `words`' language.
    private static func fill(_ template: String, _ values: [Value], in words: Words) -> String {
        guard !values.isEmpty else { return template }
        return Words.fill(template) { name in values.first { Words.isName($0.name, name) }?.text.rendered(in: words) }
    }
}
