import Foundation
import Testing
import TestSupport

/// Every command's `--help` in the person's language (issue 37): the abstract, the discussion
/// and the help of every argument and option are formline's own words, so in German, French,
/// Spanish, Brazilian Portuguese and Chinese none of them is left in English; what
/// argument-parser says (`USAGE:`, `OPTIONS:`, `Show help information.`, `(values: …)`) stays
/// English. Chinese is laid out by display width. (English is kept byte for byte by the golden
/// files, `GoldenOutputTests`.)
@Suite struct HelpTranslationTests {
    static let commands: [[String]] = [[], ["run"], ["check"], ["describe"], ["new"], ["import"], ["fill"], ["list"], ["test"],
                                       ["drafts"], ["drafts", "list"], ["drafts", "rm"], ["mcp"], ["trust"]]
    static let languages = ["de", "fr", "es", "pt_BR", "zh_CN"]
    /// A screen so wide that no paragraph is wrapped (the longest discussion is some 1,300 characters).
    static let unwrapped = 100_000

    /// `formline COMMAND --help` in `language` (nil: English) on a screen `columns` wide.
    static func help(_ command: [String], language: String?, columns: Int) throws -> String {
        var environment = ["COLUMNS": "\(columns)"]
        if let language { environment["LANGUAGE"] = language }
        let result = try ProcessRunner.formline(command + ["--help"], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(command) \(language ?? "en"): \(result.stderr)")
        return result.stdout
    }

    /// formline's own texts on a help screen too wide to wrap: the abstract, each paragraph of
    /// the discussion, each command's, argument's and option's help and the note under an
    /// option; argument-parser's own (usage, headings, `--help`, `--version`, the values and
    /// defaults it adds) are left out.
    static func ownTexts(_ screen: String) -> [String] {
        var texts: [String] = []
        var section = "overview"
        for raw in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if line.hasPrefix("USAGE:") { section = "usage"; continue }
            if line.isEmpty {
                if section == "usage" { section = "sections" }
                continue
            }
            if section == "usage" || line.contains("for detailed help.") { continue }
            if line.hasPrefix("OVERVIEW: ") {
                line = String(line.dropFirst("OVERVIEW: ".count))
            } else if section == "sections" {
                if !line.hasPrefix(" ") { continue }                         // a heading
                if line.hasPrefix("  ") && !line.hasPrefix("   ") {         // a label and its help
                    // A label too long for the column stands alone, its help on the next line.
                    guard line.count > 26, line.dropFirst(24).hasPrefix("  ") else { continue }
                    line = String(line.dropFirst(26))
                }
            }
            // What argument-parser adds at the end: "(values: …)", "(default: …)".
            line = line.replacingOccurrences(of: #" ?\((values|default): [^)]*\)$"#, with: "", options: .regularExpression)
            line = line.trimmingCharacters(in: .whitespaces)
            if ["Show help information.", "Show the version."].contains(line) || line.isEmpty { continue }
            texts.append(line)
        }
        return texts
    }

    /// The clauses of English `text` that are prose of formline's own: three words or more
    /// that are not typed as written (options, `code`, variables, paths, numbers).
    static func englishClauses(_ text: String) -> [String] {
        text.components(separatedBy: CharacterSet(charactersIn: ".;:!?")).map { $0.trimmingCharacters(in: .whitespaces) }.filter { clause in
            let words = clause.split(separator: " ").filter { word in
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",()"))
                return bare.count > 1 && bare.allSatisfy { $0.isLetter && $0.isASCII } && bare.uppercased() != bare
            }
            return words.count >= 3
        }
    }

    @Test(arguments: commands)
    func noTextOfFormlinesOwnIsLeftInEnglish(_ command: [String]) throws {
        let english = Self.ownTexts(try Self.help(command, language: nil, columns: Self.unwrapped))
        #expect(english.count >= 2, "\(english)")
        let clauses = english.flatMap(Self.englishClauses)
        #expect(!clauses.isEmpty)
        for language in Self.languages {
            let screen = try Self.help(command, language: language, columns: Self.unwrapped)
            let translated = Self.ownTexts(screen)
            #expect(translated.count == english.count, "formline \(command.joined(separator: " ")) --help, \(language): \(translated)")
            for text in translated {
                #expect(!english.contains(text), "formline \(command.joined(separator: " ")) --help, \(language): '\(text)' is the English text")
            }
            for clause in clauses {
                #expect(!screen.contains(clause), "formline \(command.joined(separator: " ")) --help, \(language): '\(clause)' is left in English")
            }
        }
    }

    @Test func runsHelpIsSaidInGermanAndFillsInFrench() throws {
        let german = try Self.help(["run"], language: "de", columns: Self.unwrapped)
        #expect(german.contains("\nAm Terminal (die Standardeingabe ist ein TTY) ist jedes Feld eine libedit-Eingabezeile"), "\(german)")
        #expect(german.contains("Ctrl-D in einer leeren Zeile bricht ab (Exit-Status 3;"), "\(german)")
        #expect(german.contains("\nSKRIPTE:\n  --set <id=value>        Ein Feld vorab beantworten: --set ID=VALUE"), "\(german)")
        #expect(german.contains("mit 65 beenden"), "\(german)")
        #expect(german.contains("\nBEFEHLE:\n  --trust                 Die Befehle des Formulars"), "\(german)")
        #expect(german.contains("\n        Auch eingeschaltet mit ACCESSIBLE=1"), "\(german)")
        // argument-parser's own words stay English.
        #expect(german.contains("\nUSAGE: formline run [<options>] <form>\n") && german.contains("\nOPTIONS:\n"))
        #expect(german.contains("Show help information."))
        let french = try Self.help(["fill"], language: "fr", columns: Self.unwrapped)
        #expect(french.contains("\nChaque enregistrement (un objet JSON par ligne"), "\(french)")
        #expect(french.contains("Code de sortie\u{A0}: 0 tous acceptés, 1 certains refusés, 65/66 entrée inutilisable"), "\(french)")
        #expect(french.contains("  --jobs <jobs>           Remplir du JSON Lines"), "\(french)")
        let chinese = try Self.help(["trust"], language: "zh_CN", columns: Self.unwrapped)
        #expect(chinese.contains("\n检查会运行命令的表单只在受信任时运行这些命令"), "\(chinese)")
        #expect(chinese.contains("退出状态：0 完成，64 用法错误"), "\(chinese)")
    }

    /// The columns a line takes: East Asian wide characters two, others one (the help holds
    /// no combining marks).
    static func width(_ line: Substring) -> Int {
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                                            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6]
        return line.unicodeScalars.reduce(0) { total, scalar in total + (wide.contains { $0.contains(scalar.value) } ? 2 : 1) }
    }

    /// Chinese help fits the screen by display width (argument-parser counted a Chinese
    /// character as one column and broke only at spaces), never starts a row with closing
    /// punctuation, and loses nothing.
    @Test(arguments: [[], ["run"], ["fill"], ["trust"], ["test"]])
    func chineseHelpFitsTheScreen(_ command: [String]) throws {
        let whole = try Self.help(command, language: "zh_CN", columns: Self.unwrapped)
        for columns in [50, 80] {
            let screen = try Self.help(command, language: "zh_CN", columns: columns)
            var inUsage = false
            for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("USAGE:") { inUsage = true }
                if line.isEmpty { inUsage = false }
                if inUsage { continue }
                // A path with its closing bracket, say, is left whole when it is wider than the row.
                let body = line.trimmingCharacters(in: .whitespaces)
                let unbreakable = !body.contains(" ") && body.allSatisfy { Self.width(Substring(String($0))) == 1 || "，。、；：）”".contains($0) }
                #expect(Self.width(line) <= columns || unbreakable, "formline \(command.joined(separator: " ")) --help at \(columns): \(line)")
                #expect(!"，。、；：）”".contains(line.trimmingCharacters(in: .whitespaces).first ?? " "), "\(columns): \(line)")
            }
            #expect(screen.filter { !$0.isWhitespace } == whole.filter { !$0.isWhitespace }, "formline \(command.joined(separator: " ")) --help at \(columns)")
            #expect(screen.contains("\n  --version               Show the version.\n"))
        }
    }
}
