import FormCore
import FrontEndSupport
@testable import TerminalFrontEnd
import Testing

/// Issue 37, item 7: meaning never rests on colour alone. With colour on (any theme, even
/// one whose roles are all plain) and off, a message keeps its `!`, a pick its `[x]`, the
/// highlighted choice its `> `, the highlighted day its brackets or `>`, today its `*` and a
/// day out of range its `·`; colour off writes no escape at all.
@Suite struct ColourMeaningTests {
    static func everyRole(_ parameters: String) -> ColourTheme {
        var theme = ColourTheme.standard
        _ = theme.set(ColourRole.allCases.map { "\($0.rawValue)=\(parameters)" }.joined(separator: ":"), source: "test")
        return theme
    }

    static let styles: [(name: String, style: TerminalStyle)] = [
        ("default", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"])),
        ("colorblind", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"], theme: ColourTheme.preset(named: "colorblind")!)),
        ("all plain", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"], theme: everyRole(""))),
        ("all blue", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"], theme: everyRole("34"))),
        ("NO_COLOR", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], theme: everyRole("34"))),
        ("dumb", TerminalStyle(outputIsTerminal: true, environment: ["TERM": "dumb"], theme: everyRole("34"))),
        ("accessible", .plain),
    ]

    /// The text a person sees: SGR escapes taken out.
    static func seen(_ lines: [String]) -> [String] {
        lines.map { line in
            var out = "", inEscape = false
            for character in line {
                if character == "\u{1B}" { inEscape = true; continue }
                if inEscape { if character == "m" { inEscape = false }; continue }
                out.append(character)
            }
            return out
        }
    }

    @Test(arguments: styles.indices)
    func choicesAndMessagesAreMarkedWithoutColour(index: Int) {
        let (name, style) = Self.styles[index]
        let list = ChoiceFilter(titles: ["Germany", "France", "Spain"], pageSize: 5, highlighting: 1)
        let renderer = ChoiceListRenderer(style: style)
        let menu = Self.seen(renderer.lines(for: list, picked: [0], notice: "takes at most 1 choice", columns: 60))
        #expect(menu.contains { $0.hasPrefix("  1 [x] Germany") }, "\(name): \(menu)")
        #expect(menu.contains { $0.hasPrefix("> 2 [ ] France") }, "\(name): \(menu)")
        #expect(menu.contains { $0.hasPrefix("  ! takes at most 1 choice") }, "\(name): \(menu)")
        let message = Self.seen([PromptFormatter(style: style).message("must be at least 8 characters")])
        #expect(message == ["  ! must be at least 8 characters"], "\(name)")
        if !style.usesColor {
            #expect(!(renderer.lines(for: list, picked: [0], notice: "x", columns: 60) + [PromptFormatter(style: style).message("x")])
                .joined().contains("\u{1B}"), "\(name)")
        }
    }

    @Test(arguments: styles.indices)
    func theCalendarIsMarkedWithoutColour(index: Int) {
        let (name, style) = Self.styles[index]
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        var state = DatePickerState(start: today, today: today, earliest: LocalDate(year: 2026, month: 11, day: 18)!)
        _ = state.handle(.right)
        let renderer = DatePickerRenderer(style: style)
        let wide = renderer.lines(label: "Due", state: state, message: "too early")
        let narrow = renderer.lines(label: "Due", state: state, message: nil, columns: 24)
        #expect(Self.seen(wide).contains("·16 ·17  18  19  20  21  22*"), "\(name): \(Self.seen(wide))")
        #expect(Self.seen(wide).contains("[23] 24  25  26  27  28  29"), "\(name)")
        #expect(Self.seen(wide).contains("  ! too early"), "\(name)")
        #expect(Self.seen(narrow).contains(">23 24 25 26 27 28 29"), "\(name): \(Self.seen(narrow))")
        if !style.usesColor { #expect(!(wide + narrow).joined().contains("\u{1B}"), "\(name)") }
    }
}
