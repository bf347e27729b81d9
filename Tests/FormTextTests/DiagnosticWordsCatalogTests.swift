import Foundation
import FormText
import Testing

/// The diagnostics' keys of the catalog (`DiagnosticWord`, what `formline check` says): every
/// language has every key (a missing one does not compile), with the source's placeholders,
/// text a terminal can show, and translations that are not the English text.
@Suite struct DiagnosticWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(DiagnosticWord.self, in: language)
    }

    /// No control character, no bidi control, no line break, no space at either end: a
    /// diagnostic is one line, escaped as a whole (`Diagnostic`), and a text of the catalog is
    /// shown as it is.
    @Test(arguments: Language.allCases)
    func everyTextIsSafeOnATerminal(language: Language) {
        let words = Words(language)
        for word in DiagnosticWord.allCases {
            let text = words[word]
            #expect(TerminalSafeText.escape(text) == text, "\(language.rawValue): \(word)")
            #expect(text.first?.isWhitespace != true && text.last?.isWhitespace != true, "\(language.rawValue): \(word)")
        }
    }

    /// Most keys differ from the source; those that may not are placeholders only (`{text}`,
    /// `{pointer}: {message}`, `YAML: {problem}`, a section of the docs after a `{hint}`), a key's name
    /// (`'{name}'`) or words English shares ("ok", "error").
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(DiagnosticWord.self, in: language)
        #expect(same.count * 10 < DiagnosticWord.allCases.count, "\(language.rawValue): \(same) are the English text")
        let allowed: Set<DiagnosticWord> = [.verbatim, .quoted, .atPointer, .yaml, .templateHint, .roleCommand, .withWarnings, .checkOK, .error, .oneError, .warning, .countsJoined]
        #expect(Set(same).subtracting(allowed).isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    /// A diagnostic's text nests others (`unknown key 'x' in a field`): each is said in the
    /// language of the whole, verbatim values as they are, a placeholder without a value left
    /// as written.
    @Test func nestedTextsAreSaidInOneLanguage() {
        let text = DiagnosticText(.unknownKey, ["key": "lable", "what": .text(DiagnosticText(.theChoicesOfField, ["field": "size"]))])
        #expect(text.english == "unknown key 'lable' in the choices of field 'size'")
        #expect(text.said(in: Words(.german)) == "die Auswahlangabe des Felds 'size' hat einen unbekannten Schlüssel 'lable'")
        #expect(text.said(in: Words(.simplifiedChinese)) == "字段 'size' 的选项定义中有未知的键 'lable'")
        // A value holding a placeholder's spelling is not filled again.
        let tricky = DiagnosticText(.unknownKey, ["key": "{what}", "what": .text(DiagnosticText(.aField))])
        #expect(tricky.english == "unknown key '{what}' in a field")
        #expect(DiagnosticText(verbatim: "{text} $(x)").said(in: Words(.french)) == "{text} $(x)")
        // A YAML key in the text that is no placeholder stays as written.
        #expect(Words(.german)(.choiceTextOrMapping, ["found": "nichts"]).contains("{value: …, label: …}"))
    }
}

/// The `--help` keys of the catalog (`HelpWord`): every language has every key, a text a
/// terminal shows as it is (a discussion's paragraphs apart), the source's placeholders, and
/// not the English text.
@Suite struct HelpWordsCatalogTests {
    @Test(arguments: Language.allCases)
    func everyTextIsTranslatedAndSafe(language: Language) {
        let words = Words(language)
        var same: [HelpWord] = []
        for word in HelpWord.allCases {
            let text = words[word]
            #expect(!text.isEmpty, "\(language.rawValue): \(word) is empty")
            // Only a discussion holds line breaks: between its paragraphs, as the source does.
            #expect(TerminalSafeText.escape(text, keepingLayout: true) == text && !text.contains("\t"), "\(language.rawValue): \(word)")
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == Words.english[word].split(separator: "\n", omittingEmptySubsequences: false).count,
                    "\(language.rawValue): \(word) has not the source's paragraphs")
            #expect(text.first?.isWhitespace != true && text.last?.isWhitespace != true, "\(language.rawValue): \(word)")
            #expect(Words.placeholders(in: text) == Words.placeholders(in: Words.english[word]), "\(language.rawValue): \(word)")
            if language != .english && text == Words.english[word] { same.append(word) }
        }
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    /// Option values, paths and commands in the help stay as typed in every language.
    @Test(arguments: Language.allCases)
    func typedWordsStayAsTyped(language: Language) {
        let words = Words(language)
        #expect(words[HelpWord.checkFormat].hasPrefix("text") && words[HelpWord.checkFormat].contains("json"))
        #expect(words[HelpWord.draftsAbstract].contains("`formline run FORM --resume`"))
        #expect(words[HelpWord.runResume].contains("FORMLINE_DRAFT_DIR") && words[HelpWord.runResume].contains("~/.local/state/formline/drafts"))
        #expect(words[HelpWord.draftsRemoveAbstract].contains("--all"))
    }

    /// What a person types or reads as written (option names, `code`, variables, paths and
    /// the files of docs/) is in every language's discussion and option help as in English.
    @Test(arguments: Language.allCases)
    func optionsCodeAndPathsAreKeptInDiscussionsAndOptionHelp(language: Language) {
        let words = Words(language)
        for word in HelpWord.allCases where word.rawValue.hasSuffix("Discussion") || word.rawValue.hasSuffix("Help")
            || word.rawValue.hasPrefix("fill") {
            let text = words[word]
            for token in Self.typedTokens(in: Words.english[word]) {
                #expect(text.contains(token), "\(language.rawValue): \(word) lost '\(token)'")
            }
        }
    }

    @Test func typedTokensAreFound() {
        let tokens = Self.typedTokens(in: Words.english[HelpWord.runDiscussion])
        for token in ["--set", "--answers", "--no-checks", "FORMLINE_ANSWER_<ID>", "`check:`", "`formline trust FORM`", "~/.editrc", "$EDITRC",
                      "docs/json-output.md"] {
            #expect(tokens.contains(token), "\(token) not in \(tokens)")
        }
    }

    /// The words of `text` a person types as written: `--option`, `code`, $VARIABLES,
    /// VARIABLE_NAMES, paths (with a '/') and file:line:col forms of output kept in English.
    static func typedTokens(in text: String) -> [String] {
        var tokens: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            tokens.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        let trim = CharacterSet(charactersIn: ".,;:()'\"")
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where !word.contains("`") {
            let bare = String(word).trimmingCharacters(in: trim)
            let isOption = bare.hasPrefix("--") && bare.count > 2
            let isVariable = bare.hasPrefix("$") || (bare.contains("_") && bare.uppercased() == bare && bare.count > 3)
            let isPath = bare.contains("/") && !bare.contains("|") && !bare.hasPrefix("Tab/") && !bare.hasPrefix("Shift-Tab/")
                && !bare.hasPrefix("SIGINT/") && !bare.hasPrefix("{")
            if isOption || isVariable || isPath { tokens.append(bare) }
        }
        return tokens
    }
}

/// `describe`'s keys of the catalog (`DescribeWord`): every language has every key with the
/// source's placeholders, a text a terminal shows as it is, and, but for the words a language
/// shares with English (a type name, `id`, a list's comma), not the English text.
@Suite struct DescribeWordsCatalogTests {
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(DescribeWord.self, in: language)
        let words = Words(language)
        let same = DescribeWord.allCases.filter { words.text($0) == Words.english.text($0) }
        let shared: Set<DescribeWord> = [.columnID, .columnType, .listed, .commandLine, .subFieldLine, .partsJoined, .detailMessage, .detailDates,
                                         .choices, .oneChoice]
        #expect(Set(same).subtracting(shared).isEmpty, "\(language.rawValue): \(same) are the English text")
        #expect(same.count * 5 < DescribeWord.allCases.count, "\(language.rawValue): \(same)")
    }

    @Test(arguments: Language.allCases)
    func everyTextIsSafeOnATerminal(language: Language) {
        for word in DescribeWord.allCases {
            let text = Words(language).text(word)
            #expect(TerminalSafeText.escape(text) == text && text.first?.isWhitespace != true && text.last?.isWhitespace != true,
                    "\(language.rawValue): \(word)")
        }
    }

    /// Values are put in as they are, a placeholder's spelling in a value not filled again.
    @Test func valuesAreFilledOnce() {
        #expect(Words(.german).describe(.sectionOf, ["index": "1", "count": "2", "title": "{count}"]) == "Abschnitt 1 von 2: {count}")
        #expect(Words.english.describe(.rangeFromTo, ["min": "3", "count": "32 characters"]) == "3 to 32 characters")
    }
}
