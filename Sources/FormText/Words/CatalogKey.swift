/// A key of the one catalog (`Words`): `Word` (what the terminal and the validator say),
/// `DiagnosticWord` (what `check` says of a form file), `HelpWord` (`--help`), `ErrorWord`
/// (a command's errors), `ToolWord` (options' validation, pattern syntax, import's comments),
/// `NoticeWord` (what formline says of drafts, trust, files and streams), `FrameWord` (the
/// sentences around a refusal, a failed command's words), `SystemWord` (the OS's reasons,
/// `errno`), `ColourWord` (warnings of a person's colour settings), `YAMLWord` (the words
/// around libyaml's problem in an answers file), `InputWord` (piped lines, given
/// answers, `formline drafts`' lines, the line editor's functions), `CommandWord` (what
/// formline says about a form's commands and computed sources) and `CommandLineWord` (what the
/// command line says besides those: a signal's line, `new`'s and `list`'s words, a draft's command). English (`englishText`) is each key's source; each shipped language has its file per key enum (`Words+German.swift`, `Diagnostics+German.swift` …) giving every
/// key's text, so a key missing from a language does not compile, and `Words` picks the
/// language in one place (`text(_:)`).
public protocol CatalogKey: CaseIterable, Sendable, Equatable {
    static func englishText(_ word: Self) -> String
    static func germanText(_ word: Self) -> String
    static func frenchText(_ word: Self) -> String
    static func spanishText(_ word: Self) -> String
    static func portugueseText(_ word: Self) -> String
    static func chineseText(_ word: Self) -> String
}

extension Word: CatalogKey {}
extension DiagnosticWord: CatalogKey {}
extension HelpWord: CatalogKey {}
extension ErrorWord: CatalogKey {}
extension DescribeWord: CatalogKey {}
extension ToolWord: CatalogKey {}
extension NoticeWord: CatalogKey {}
extension FrameWord: CatalogKey {}
extension SystemWord: CatalogKey {}
extension ColourWord: CatalogKey {}
extension YAMLWord: CatalogKey {}
extension InputWord: CatalogKey {}
extension CommandWord: CatalogKey {}
extension CommandLineWord: CatalogKey {}

extension Words {
    /// The text of `word` in this language, its placeholders left as they are: the one
    /// choice of a language's file, whatever the key enum.
    public func text<Key: CatalogKey>(_ word: Key) -> String {
        switch language {
        case .english: Key.englishText(word)
        case .german: Key.germanText(word)
        case .french: Key.frenchText(word)
        case .spanish: Key.spanishText(word)
        case .portugueseBrazil: Key.portugueseText(word)
        case .simplifiedChinese: Key.chineseText(word)
        }
    }
}

extension Words {
    /// The text of `word` with each `{name}` replaced by `values[name]`, as written (paths,
    /// ids, numbers, commands): a notice of drafts, trust, files or streams.
    public func callAsFunction(_ word: NoticeWord, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(text(word), values)
    }
}
