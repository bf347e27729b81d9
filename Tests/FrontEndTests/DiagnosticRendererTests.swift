import FormCore
@testable import FrontEndSupport
import Testing

/// `DiagnosticRenderer` (FrontEndSupport: diagnostics shown to people with their source line
/// and a caret) on what the loader reports.
@Suite struct DiagnosticRendererTests {
    private let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// The diagnostics for a YAML text.
    private func diagnostics(_ yaml: String) -> [Diagnostic] {
        FormLoader.load(yaml: yaml, today: today).diagnostics
    }

    @Test func rendererShowsSourceLineAndCaret() {
        let source = "title: T\nfields:\n  - id: a\n    tpye: text\n"
        let rendered = DiagnosticRenderer(path: "f.yaml", source: source).render(diagnostics(source))
        #expect(rendered.contains("f.yaml:4:5: error: unknown key 'tpye' in a field\n        tpye: text\n        ^\n    hint: did you mean 'type'?"))
    }

    @Test func manyUnknownKeysPrintAHundredAndCountTheRest() {
        var yaml = "title: T\nfields:\n  - id: a\n    type: text\n"
        for index in 0..<5_000 { yaml += "    k\(index): 1\n" }
        let found = diagnostics(yaml)
        #expect(found.count == 5_000)
        #expect(found.first?.hint == "allowed keys: id, type, label, help, required, default, minLength, maxLength, "
                + "pattern, patternMessage, multiline, choices, multiple, min, max, integer, minItems, maxItems, mustExist, pathKind, extensions, fields, rules, when, shortcut, text, check")  // check: issue 25; fields, rules: issue 27
        let rendered = DiagnosticRenderer(path: "f.yaml", source: yaml).render(found).split(separator: "\n")
        #expect(rendered.filter { $0.hasPrefix("f.yaml:") && $0.contains(": error: ") }.count == 100)
        #expect(rendered.last == "f.yaml: ... and 4900 more")
    }
}

/// A diagnostic on a very long line shows a window of it around the column, the caret
/// still under the place; a short line is shown whole.
@Suite struct LongSourceLineTests {
    @Test func aLongLineIsShownAroundTheColumn() {
        let long = String(repeating: "a", count: 1_000_000) + "!" + String(repeating: "b", count: 1_000)
        let text = "title: T\nfields: " + long + "\n"
        let diagnostic = Diagnostic(.error, "here", at: SourceLocation(line: 2, column: 9 + 1_000_000))
        let rendered = DiagnosticRenderer(path: "f.yaml", source: text).render(diagnostic)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1].count <= 4 + DiagnosticRenderer.maximumShownColumns + 2)
        #expect(lines[1].hasPrefix("    …") && lines[1].hasSuffix("…"))
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "!", "\(rendered)")
        // The end of a long line: cut only at the front.
        let end = DiagnosticRenderer.window(String(repeating: "a", count: 1_000) + "!", column: 1_001)
        #expect(end.line == "…" + String(repeating: "a", count: 159) + "!" && end.column == 161)
        #expect(Array(end.line)[end.column - 1] == "!")
        // Short lines are untouched.
        #expect(DiagnosticRenderer.window("title: x", column: 3) == ("title: x", 3))
    }
}
