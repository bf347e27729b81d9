import FormText
import Testing

@Suite struct TerminalStyleTests {
    @Test func colourNeedsATerminalAndACapableTerm() {
        #expect(TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"]).usesColor)
        #expect(!TerminalStyle(outputIsTerminal: false, environment: ["TERM": "xterm"]).usesColor)
        #expect(!TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]).usesColor)
        #expect(TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]).usesColor)
        #expect(!TerminalStyle(outputIsTerminal: true, environment: [:]).usesColor)
    }

    @Test func dumbTerminalsGetNoCursorMovement() {
        let dumb = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "dumb"])
        #expect(!dumb.allowsCursorMovement && !dumb.usesColor)
        let noColor = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(noColor.allowsCursorMovement)
    }

    @Test func appliesEscapesOnlyWhenColourIsOn() {
        let colour = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm-256color"])
        #expect(colour.apply(.bold, .red, to: "x") == "\u{1B}[1;31mx\u{1B}[0m")
        #expect(colour.prompt(.cyan, text: "> ") == "\u{1}\u{1B}[36m\u{1}> \u{1}\u{1B}[0m\u{1}")
        let plain = TerminalStyle(outputIsTerminal: false, environment: [:])
        #expect(plain.apply(.bold, to: "x") == "x")
        #expect(plain.prompt(.bold, text: "> ") == "> ")
    }
}
