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
        #expect(colour.apply(.error, to: "x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(colour.prompt(.accent, text: "> ") == "\u{1}\u{1B}[1;36m\u{1}> \u{1}\u{1B}[0m\u{1}")
        let plain = TerminalStyle(outputIsTerminal: false, environment: [:])
        #expect(plain.apply(.title, to: "x") == "x")
        #expect(plain.prompt(.prompt, text: "> ") == "> ")
    }

    /// The SGR parameters each role of the default theme writes: the 16 ANSI colours and
    /// attributes only (no 256-colour or truecolour default), so light and dark palettes work.
    @Test(arguments: [
        (ColourRole.title, "1"), (.accent, "1;36"), (.prompt, "1"), (.hint, "2"), (.muted, "2"),
        (.error, "31"), (.notice, "33"), (.highlight, "7"),
    ])
    func eachRoleWritesItsParameters(role: ColourRole, parameters: String) {
        let colour = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"])
        #expect(colour.apply(role, to: "x") == "\u{1B}[" + parameters + "mx\u{1B}[0m")
        #expect(colour.draws(role))
    }

    @Test func presetsUseOnlyTheSixteenColoursAndEightRoles() {
        #expect(ColourRole.allCases.count <= 8)
        #expect(Set(ColourTheme.presets.map(\.name)).isSuperset(of: ["default", "high-contrast", "colorblind"]))
        for (name, theme) in ColourTheme.presets {
            for role in ColourRole.allCases {
                let numbers = theme[role].split(separator: ";").map { Int($0)! }
                // Attributes 1 (bold) 2 (dim) 4 (underline) 7 (reverse); colours 30-37, 90-97.
                #expect(numbers.allSatisfy { [1, 2, 4, 7].contains($0) || (30...37).contains($0) || (90...97).contains($0) },
                        "\(name).\(role): \(theme[role])")
            }
        }
        // The colour-blind preset has no red (31, 91) and no green (32, 92) anywhere.
        let colorblind = ColourTheme.preset(named: "colorblind")!
        for role in ColourRole.allCases {
            #expect(!colorblind[role].split(separator: ";").contains { ["31", "32", "91", "92"].contains($0) })
        }
        // High contrast has no dim text.
        let high = ColourTheme.preset(named: "high-contrast")!
        #expect(ColourRole.allCases.allSatisfy { !high[$0].split(separator: ";").contains("2") })
    }

    /// NO_COLOR, TERM=dumb, unset TERM and not-a-terminal write no escape, whatever the theme says.
    @Test func noColourAtAllWhenColourIsOff() {
        var theme = ColourTheme.standard
        _ = theme.set("error=35:highlight=1;36", source: "FORMLINE_COLORS")
        let off = [
            TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], theme: theme),
            TerminalStyle(outputIsTerminal: true, environment: ["TERM": "dumb"], theme: theme),
            TerminalStyle(outputIsTerminal: true, environment: [:], theme: theme),
            TerminalStyle(outputIsTerminal: false, environment: ["TERM": "xterm"], theme: theme),
        ]
        for style in off {
            for role in ColourRole.allCases {
                #expect(style.apply(role, to: "x") == "x")
                #expect(style.prompt(role, text: "x") == "x")
                #expect(!style.draws(role))
            }
        }
    }

    @Test func anEmptyRoleIsDrawnPlain() {
        var theme = ColourTheme.standard
        #expect(theme.set("highlight=", source: "FORMLINE_COLORS").isEmpty)
        let style = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"], theme: theme)
        #expect(!style.draws(.highlight))
        #expect(style.apply(.highlight, to: "x") == "x")
    }
}
