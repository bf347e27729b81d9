import FormText
import Testing

/// `HelpLayout`: a help screen with Chinese text wrapped by display width, where Chinese
/// may break (between characters, never before closing or after opening punctuation), an
/// option's help under its column, `USAGE:` as it is.
@Suite struct HelpLayoutTests {
    @Test func chineseBreaksBetweenCharactersByDisplayWidth() {
        let text = "OVERVIEW: 填写表单并输出回答（一个 JSON 对象，或 --format shell、env、yaml、lines）。"
        let lines = HelpLayout.wrapped(text, columns: 30).split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        for line in lines { #expect(DisplayWidth.width(of: line) <= 30, "\(line)") }
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        // 30 columns hold "填写表单并输出回答（", but a row never ends with an opening bracket.
        #expect(lines[0] == "OVERVIEW: 填写表单并输出回答")
    }

    @Test func noRowStartsWithClosingPunctuation() {
        let text = String(repeating: "表单文件，或表单的名称（例如 login；`formline list` 会列出）。", count: 4)
        for columns in 12...40 {
            let lines = HelpLayout.wrapped(text, columns: columns).split(separator: "\n").map(String.init)
            for line in lines {
                #expect(!"，。、；：）”".contains(line.first ?? " "), "\(columns): \(line)")
                #expect(!"（“".contains(line.last ?? " "), "\(columns): \(line)")
            }
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(columns)")
        }
    }

    @Test func anOptionsHelpContinuesUnderItsColumn() {
        let line = "  --defaults              不询问，直接接受每个未回答字段的默认值（可选字段则不作回答）。"
        let lines = HelpLayout.wrapped(line, columns: 60).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("  --defaults              不询问"))
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 26)) && lines[1].dropFirst(26).first != " ")
        for line in lines { #expect(DisplayWidth.width(of: line) <= 60, "\(line)") }
        // A discussion under an option keeps its own indent.
        let under = HelpLayout.wrapped("        设置 ACCESSIBLE=1 时也会开启（除空值、0 或 false 以外的任何值）。", columns: 40)
        for line in under.split(separator: "\n") {
            #expect(line.hasPrefix("        ") && DisplayWidth.width(of: String(line)) <= 40, "\(line)")
        }
    }

    @Test func usageAndLinesThatFitAreKeptAsTheyAre() {
        let screen = "OVERVIEW: 短。\n\nUSAGE: formline fill <form> [--input <input>] [--format <format>] [--output <output>]\n\nOPTIONS:\n  -h, --help              Show help information.\n"
        #expect(HelpLayout.wrapped(screen, columns: 60) == screen)
        #expect(HelpLayout.hasWideCharacters(screen))
        #expect(!HelpLayout.hasWideCharacters("Écrire les réponses ; naïve façon — 0600"))
        // English words are never cut: a row breaks at a space.
        let english = HelpLayout.wrapped("一 alpha beta gamma delta epsilon", columns: 12)
        #expect(english == "一 alpha\nbeta gamma\ndelta\nepsilon")
    }
}
