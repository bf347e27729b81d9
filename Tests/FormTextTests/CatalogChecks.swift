import FormText
import Testing

/// What every key enum of the catalog (`CatalogKey`: `Word`, `DiagnosticWord`, `HelpWord`,
/// `ErrorWord`, `DescribeWord`, `ToolWord`, `NoticeWord`, `FrameWord`, `SystemWord`, `ColourWord`, `YAMLWord`, `InputWord`, `CommandWord`, `CommandLineWord`) is checked for in each language, in one place.
enum CatalogChecks {
    /// Every key's text in `language` is not empty and holds the source's placeholders (in
    /// any order): a value the source fills in has a place in every language.
    static func everyKeyHasTheSourcesPlaceholders<Key: CatalogKey>(_ keys: Key.Type, in language: Language) {
        let words = Words(language)
        for word in Key.allCases {
            let source = Words.english.text(word)
            let text = words.text(word)
            #expect(!text.isEmpty, "\(language.rawValue): \(word) is empty")
            #expect(Words.placeholders(in: text).sorted() == Words.placeholders(in: source).sorted(),
                    "\(language.rawValue): \(word) has placeholders \(Words.placeholders(in: text)), the source \(Words.placeholders(in: source))")
        }
    }

    /// The keys whose text in `language` is the English source's, word for word: each suite
    /// says which (layout or syntax only) may be.
    static func keysLeftInEnglish<Key: CatalogKey>(_ keys: Key.Type, in language: Language) -> [Key] {
        let words = Words(language)
        return Key.allCases.filter { words.text($0) == Words.english.text($0) }
    }
}

extension CatalogChecks {
    /// Every key's text in `language` is shown as it is (only the values put in it are
    /// escaped): no control or bidi character (`TerminalSafeText`), no tab or carriage return,
    /// the source's line breaks (none where the enum's texts are `oneLine`), and white space at
    /// either end only where the source has it (Chinese may end without the source's space,
    /// after its full-width punctuation) and the enum allows it at all (`leadingSpace`: a line
    /// listed under a heading; `trailingSpace`: a text that runs on into the next words), in
    /// English too.
    static func everyTextIsSafeOnATerminal<Key: CatalogKey>(_ keys: Key.Type, in language: Language, oneLine: Bool,
                                                             leadingSpace: Bool = false, trailingSpace: Bool = false) {
        let words = Words(language)
        for word in Key.allCases {
            let text = words.text(word), source = Words.english.text(word)
            #expect(TerminalSafeText.escape(text, keepingLayout: !oneLine) == text, "\(language.rawValue): \(word)")
            #expect(!text.contains("\t") && !text.contains("\r"), "\(language.rawValue): \(word)")
            #expect(text.filter { $0 == "\n" }.count == source.filter { $0 == "\n" }.count, "\(language.rawValue): \(word) has not the source's lines")
            #expect(text.prefix { $0 == " " } == source.prefix { $0 == " " }, "\(language.rawValue): \(word) starts otherwise than the source")
            #expect(leadingSpace || text.first?.isWhitespace != true, "\(language.rawValue): \(word) starts with white space")
            #expect(trailingSpace || text.last?.isWhitespace != true, "\(language.rawValue): \(word) ends with white space")
            if language == .simplifiedChinese && source.last == " " {
                #expect(text.last?.isWhitespace != true || text.last == " ", "\(language.rawValue): \(word)")
            } else {
                #expect(text.last?.isWhitespace == source.last?.isWhitespace, "\(language.rawValue): \(word) ends otherwise than the source")
            }
        }
    }
}
