import Foundation
import Testing
import FormCore
import FrontEndSupport
import PipedFrontEnd

/// Why an answer is refused is told in the person's language (issue 37 item 1): every
/// refusal FormCore gives the shipped forms' fields is made of catalog keys, their values and
/// the form's own words, never of English the catalog does not hold; and what a piped run
/// reports in German holds no English text of the catalog. Machine output stays English
/// (`message`, `withoutAnswer`).
@Suite struct MessageLanguageTests {
    private static let today = LocalDate(year: 2026, month: 11, day: 22)!
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every shipped form (`forms/*.yaml`, not the scenario files).
    private static func shippedForms() throws -> [(name: String, form: FormDefinition)] {
        let folder = root.appendingPathComponent("forms")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return (name, try #require(FormLoader.load(yaml: text, today: today).form, "\(name)"))
        }
    }

    /// Wrong, hostile and huge answers: blank, too short and too long, not a number, out of
    /// bounds, not a date, ambiguous and impossible dates, unknown choices, unclosed quotes,
    /// line breaks, NUL, shell and escape text, bidi controls, and more than any answer takes.
    private static let answers: [String] = [
        "", "   ", "x", "$(rm -rf ~)", "`id`", "'\"", "a\nb", "a\u{0}b", "abc\u{202E}def", "\u{1B}[31mred",
        "-5", "0", "1.5", "42", "99999999999999", "1e999", "1e-999", "0x1F", "maybe", "yes, no",
        "soon", "2026-02-30", "2026-13-01", "10000-01-01", "03/05/2026", "13/14/2026", "2026/3/5", "+99999999999999999999d",
        "[{\"nope\": 1}]", "[1]", "[{\"a\": {\"b\": 1}}]", "{}",
        "\"open, x", "\"a\" b, c", "nope, also nope", "/", "~nobody/x", "~/x.txt", "a.unknown",
        String(repeating: "x", count: 300), String(repeating: "y", count: InputLimits.maximumAnswerBytes + 1),
    ]

    /// A file system where nothing exists but `/`, a directory, and `/etc/passwd`, a file.
    private struct Paths: PathProbe {
        var homeDirectory: String? { nil }
        var currentDirectory: String? { "/work" }
        func entry(at path: String) -> PathEntry {
            switch path {
            case "/": .directory
            case "/etc/passwd": .file
            default: .missing
            }
        }
    }

    /// Each refusal the fields of every shipped form give `answers`, with where it came from.
    private static func refusals() throws -> [(place: String, failure: ValidationFailure)] {
        var found: [(String, ValidationFailure)] = []
        for (name, form) in try shippedForms() {
            for outer in form.fields {
              let group = FieldValidator(field: outer, today: today, paths: Paths(), dateLanguage: .german)
              for validator in [group] + group.members {
                let field = validator.field
                for (index, answer) in answers.enumerated() {
                    if case .failure(let failure) = validator.value(from: answer) { found.append(("\(name) \(field.id) answer \(index)", failure)) }
                    if field.takesItems, let failure = validator.validateRow(answer) { found.append(("\(name) \(field.id) row \(index)", failure)) }
                }
                if let failure = validator.validate(nil) { found.append(("\(name) \(field.id) nothing", failure)) }
                if field.takesItems {
                    for count in [1, 3, 12] {
                        let rows = Array(repeating: "a", count: count)
                        if let failure = validator.validate(.list(rows)) { found.append(("\(name) \(field.id) \(count) rows", failure)) }
                    }
                }
              }
            }
        }
        return found
    }

    /// The English of the catalog a German text must not hold: each catalog text's words
    /// between its placeholders, 12 characters or more, that its German text does not hold
    /// itself (key names and examples such as `2026-11-22` are the same in both).
    private static let englishFragments: [(word: Word, fragment: String)] = Word.allCases.flatMap { word in
        let english = Words.english[word], german = Words(.german)[word]
        return english.split(whereSeparator: { $0 == "{" || $0 == "}" }).enumerated()
            .filter { $0.offset.isMultiple(of: 2) == (english.first != "{") }
            .map { $0.element.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= 12 && !german.contains($0) }
            .map { (word, $0) }
    }

    /// The first English fragment of the catalog `text` holds, if any.
    private static func englishIn(_ text: String) -> (word: Word, fragment: String)? {
        englishFragments.first { text.contains($0.fragment) }
    }

    /// `text` with every value and form text (`verbatim`) replaced by `∎`: what is left is
    /// formline's own words.
    private static func ownWords(_ text: MessageText) -> MessageText {
        switch text {
        case .verbatim: .verbatim("∎")
        case .english: text
        case .word(let word, let values): .word(word, values.map { .init($0.name, ownWords($0.text)) })
        case .diagnostic(let word, let values): .diagnostic(word, values.map { .init($0.name, ownWords($0.text)) })
        case .error(let word, let values): .error(word, values.map { .init($0.name, ownWords($0.text)) })
        case .tool(let word, let values): .tool(word, values.map { .init($0.name, ownWords($0.text)) })
        case .notice(let word, let values): .notice(word, values.map { .init($0.name, ownWords($0.text)) })
        case .frame(let word, let values): .frame(word, values.map { .init($0.name, ownWords($0.text)) })
        case .system(let word, let values): .system(word, values.map { .init($0.name, ownWords($0.text)) })
        case .colour(let word, let values): .colour(word, values.map { .init($0.name, ownWords($0.text)) })
        case .yaml(let word, let values): .yaml(word, values.map { .init($0.name, ownWords($0.text)) })
        case .input(let word, let values): .input(word, values.map { .init($0.name, ownWords($0.text)) })
        case .command(let word, let values): .command(word, values.map { .init($0.name, ownWords($0.text)) })
        case .commandLine(let word, let values): .commandLine(word, values.map { .init($0.name, ownWords($0.text)) })
        }
    }

    @Test func everyRefusalOfTheShippedFormsIsInTheCatalog() throws {
        let refusals = try Self.refusals()
        #expect(refusals.count > 200, "the answers reach the fields' checks: \(refusals.count)")
        // Every kind of refusal is met: required, length, bounds, dates, choices, paths, rows.
        let words = Set(refusals.flatMap { Self.catalogWords(in: $0.failure.text) })
        for expected: Word in [.validRequired, .validMinLength, .validMaxLength, .validNotADate, .validDateMonthDays, .validDateAmbiguousTwo,
                               .validChoiceMustBe, .validLineBreak, .validNUL, .validTooLong, .validPathMissing] {
            #expect(words.contains(expected), "no refusal said \(expected)")
        }
        for (place, failure) in refusals {
            #expect(!failure.text.holdsUncatalogedEnglish && failure.textWithoutAnswer?.holdsUncatalogedEnglish != true,
                    "\(place): '\(failure.message)' is English that is not in the catalog (Sources/FormText/Words)")
            let german = Self.ownWords(failure.text).rendered(in: Words(.german))
            if let english = Self.englishIn(german) {
                Issue.record("\(place): the German '\(german)' holds the English '\(english.fragment)' of .\(english.word)")
            }
            #expect(failure.message == failure.text.english, "machine output stays English")
        }
    }

    private static func catalogWords(in text: MessageText) -> [Word] {
        guard case .word(let word, let values) = text else { return [] }
        return [word] + values.flatMap { catalogWords(in: $0.text) }
    }

    /// A piped run in German: every line `formline run` writes to standard error for a refused
    /// answer is in German; a form's own message (signup's pattern message) is as written;
    /// machine output, the session's `message`, stays English.
    @Test func pipedRefusalsSpeakGerman() throws {
        let cases: [(form: String, lines: [String], expected: [String])] = [
            ("login", ["\t", "ab", "ada", "short", "correct horse", "maybe", "yes"],
             ["Eingabezeile 1: Feld 'username' (Username): ist erforderlich",
              "Eingabezeile 2: Feld 'username' (Username): muss mindestens 3 Zeichen lang sein",
              "Eingabezeile 4: Feld 'password' (Password): muss mindestens 8 Zeichen lang sein",
              "Eingabezeile 6: Feld 'remember' (Remember me on this computer?): mit yes oder no antworten"]),
            ("new-task", ["Plan", ".", "", "2026-02-30", "soon", "morgen"],
             ["Eingabezeile 4: Feld 'due' (Due date): 2026-02-30 ist kein gültiges Datum: Februar 2026 hat 28 Tage",
              "Eingabezeile 5: Feld 'due' (Due date): \"soon\" ist kein Datum: erwartet ein Datum wie 2026-11-22, heute, morgen, +3d, nächsten freitag"]),
        ]
        for (name, lines, expected) in cases {
            let text = try String(contentsOf: Self.root.appendingPathComponent("forms/\(name).yaml"), encoding: .utf8)
            let session = FormSession(form: try #require(FormLoader.load(yaml: text, today: Self.today).form), today: Self.today,
                                      dateLanguage: .german)
            var reports: [String] = []
            let runner = PipedRunner(session: session, source: ArrayAnswerSource(lines), report: { reports.append($0) }, words: Words(.german))
            _ = try runner.run()
            #expect(reports == expected)
            for report in reports {
                if let english = Self.englishIn(report) { Issue.record("\(name): '\(report)' holds the English '\(english.fragment)' of .\(english.word)") }
            }
        }
    }

    /// The same refusal in each language: English for machine output, the language's words
    /// for a person, the values (the answer, bounds) unchanged.
    @Test func oneRefusalInEveryLanguage() throws {
        let field = FieldDefinition(id: "password", settings: .secret(TextRules(minLength: 8)))
        guard case .failure(let failure) = FieldValidator(field: field, today: Self.today).value(from: "short") else {
            Issue.record("accepted")
            return
        }
        #expect(failure.message == "must be at least 8 characters")
        #expect(failure.withoutAnswer == failure.message)
        let shown = Language.allCases.map { failure.message(in: Words($0)) }
        #expect(shown == ["must be at least 8 characters", "muss mindestens 8 Zeichen lang sein", "doit faire au moins 8 caractères",
                          "debe tener al menos 8 caracteres", "deve ter pelo menos 8 caracteres", "至少需要 8 个字符"])
        // A path: the person sees the path, machine output never does.
        let config = FieldDefinition(id: "config", settings: .path(PathRules(mustExist: true, pathKind: .file, extensions: [])))
        guard case .failure(let missing) = FieldValidator(field: config, today: Self.today, paths: Paths()).value(from: "/work/$(x)") else {
            Issue.record("accepted")
            return
        }
        #expect(missing.message == "does not exist: /work/$(x)" && missing.withoutAnswer == "does not exist")
        #expect(missing.message(in: Words(.french)) == "n'existe pas : /work/$(x)" && missing.withoutAnswer(in: Words(.french)) == "n'existe pas")
    }

    /// A review line's items in each language's words; an item is inserted as written, never
    /// read as a placeholder (`{second}`) or a separator.
    @Test func reviewItemsAreJoinedInTheLanguagesWords() {
        let items = ["milk", "{second}", "a; b", "$(x)"]
        #expect(Words.english.reviewItems(items) == "milk; {second}; a; b; $(x)")
        #expect(Words(.simplifiedChinese).reviewItems(items) == "milk；{second}；a; b；$(x)")
        #expect(Words(.french).reviewItems(["x"]) == "x" && Words(.french).reviewItems([]) == "")
        #expect(Words(.french).reviewItems(["x", "y"]) == "x ; y")
    }
}
