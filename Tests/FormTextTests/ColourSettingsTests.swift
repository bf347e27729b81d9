import FormText
import Testing

/// `FORMLINE_COLORS`, `FORMLINE_THEME` and the config file's `theme` / `colors`, parsed in
/// process: good values set roles, hostile ones are a warning each and leave the default.
@Suite struct ColourSettingsTests {
    @Test func colorsSetRolesLikeLSColors() {
        var theme = ColourTheme.standard
        #expect(theme.set("error=35:highlight=1;36", source: "FORMLINE_COLORS").map(\.english).isEmpty)
        #expect(theme[.error] == "35" && theme[.highlight] == "1;36")
        #expect(theme[.title] == ColourTheme.standard[.title])
        // Empty entries (`::`, a trailing `:`) are nothing.
        #expect(theme.set("::hint=2;3:", source: "FORMLINE_COLORS").map(\.english).isEmpty)
        #expect(theme[.hint] == "2;3")
    }

    /// Hostile values: escapes, command substitution, NUL, quotes, bidi controls, spaces,
    /// newlines, huge numbers of characters. Each is refused with a one-line warning naming the
    /// variable, and the role keeps its colour; nothing of it reaches the theme.
    @Test(arguments: [
        "error=\u{1B}[31m", "error=$(rm -rf ~)", "error=`id`", "error=3\u{0}1", "error='31'", "error=\"31\"",
        "error=\u{202E}13", "error=3 1", "error=31\n", "error=31m", "error=-1", "error=" + String(repeating: "1", count: 33),
        "error=\u{FFFD}", "error=３１",
    ])
    func hostileParametersAreRefused(value: String) {
        var theme = ColourTheme.standard
        let warnings = theme.set(value, source: "FORMLINE_COLORS").map(\.english)
        #expect(theme == .standard)
        #expect(warnings.count == 1)
        #expect(warnings.allSatisfy { $0.hasPrefix("FORMLINE_COLORS: ignored ") && $0.contains("for error") })
    }

    @Test func unknownRolesAndShapelessEntriesAreNamed() {
        var theme = ColourTheme.standard
        let warnings = theme.set("eror=35:warning:hint=1", source: "FORMLINE_COLORS").map(\.english)
        #expect(theme[.hint] == "1")
        #expect(warnings.count == 2)
        #expect(warnings[0].contains("unknown role 'eror'") && warnings[0].contains("roles: title, accent"))
        #expect(warnings[1].contains("'warning': not role=PARAMETERS"))
    }

    @Test func aHugeValueIsIgnoredWholeInOneLine() {
        var theme = ColourTheme.standard
        let warnings = theme.set(String(repeating: "error=35:", count: 10_000), source: "FORMLINE_COLORS").map(\.english)
        #expect(theme == .standard)
        #expect(warnings == ["FORMLINE_COLORS: ignored: longer than 1024 bytes; the colours set before it are used"])
    }

    @Test func manyBadEntriesWarnAFewTimes() {
        var theme = ColourTheme.standard
        let warnings = theme.set(Array(repeating: "x=1", count: 100).joined(separator: ":"), source: "FORMLINE_COLORS").map(\.english)
        #expect(warnings.count == 3)
        #expect(warnings[2] == "FORMLINE_COLORS: 98 more bad entries ignored")
    }

    /// A long bad part is cut in the warning, so it stays one short line.
    @Test func aLongBadPartIsCut() {
        var theme = ColourTheme.standard
        let warnings = theme.set(String(repeating: "r", count: 500) + "=1", source: "FORMLINE_COLORS").map(\.english)
        #expect(warnings.count == 1 && warnings[0].count < 200 && warnings[0].contains("…"))
    }

    @Test func themesByName() {
        let resolved = inEnglish(ColourSettings.resolve(environment: ["FORMLINE_THEME": "colorblind"], file: nil))
        #expect(resolved.warnings.isEmpty)
        #expect(resolved.theme == ColourTheme.preset(named: "colorblind"))
        #expect(resolved.theme[.error] == "1;33")
        let unknown = inEnglish(ColourSettings.resolve(environment: ["FORMLINE_THEME": "dracula\u{1B}]0;x\u{7}"], file: nil))
        #expect(unknown.theme == .standard)
        #expect(unknown.warnings.count == 1)
        #expect(unknown.warnings[0].hasPrefix("FORMLINE_THEME: unknown theme 'dracula"))
        #expect(unknown.warnings[0].contains("themes: default, high-contrast, colorblind, mono"))
        #expect(ColourSettings.resolve(environment: ["FORMLINE_THEME": ""], file: nil).theme == .standard)
    }

    @Test func theFileSetsTheSameTwoKeys() {
        let file = (path: "/home/ada/.config/formline/config", text: """
            # my colours
            theme = high-contrast

              colors=error=35:hint=2
            """)
        let resolved = inEnglish(ColourSettings.resolve(environment: [:], file: file))
        #expect(resolved.warnings.isEmpty)
        var expected = ColourTheme.preset(named: "high-contrast")!
        expected[.error] = "35"
        expected[.hint] = "2"
        #expect(resolved.theme == expected)
    }

    /// The environment beats the file: its theme replaces the file's, its colours go over the file's.
    @Test func theEnvironmentBeatsTheFile() {
        let file = (path: "config", text: "theme = high-contrast\ncolors = error=35:hint=4\n")
        let resolved = inEnglish(ColourSettings.resolve(environment: ["FORMLINE_THEME": "colorblind", "FORMLINE_COLORS": "error=32"], file: file))
        #expect(resolved.warnings.isEmpty)
        #expect(resolved.theme[.error] == "32")
        #expect(resolved.theme[.hint] == "4")
        #expect(resolved.theme[.accent] == ColourTheme.preset(named: "colorblind")![.accent])
    }

    @Test func badFileLinesAreNamedByLine() {
        let file = (path: "/c/config", text: "theme = sepia\nbogus line\ncolour = error=1\ncolors = error=$(x)\r\n")
        let resolved = inEnglish(ColourSettings.resolve(environment: [:], file: file))
        #expect(resolved.theme == .standard)
        #expect(resolved.warnings.count == 4)
        #expect(resolved.warnings.contains { $0.hasPrefix("/c/config:1: unknown theme 'sepia'") })
        #expect(resolved.warnings.contains { $0 == "/c/config:2: ignored: not 'key = value'" })
        #expect(resolved.warnings.contains { $0.hasPrefix("/c/config:3: ignored unknown key 'colour'") })
        #expect(resolved.warnings.contains { $0.hasPrefix("/c/config:4: ignored '$(x)' for error") })
    }

    @Test func aFileOfManyBadLinesWarnsAFewTimes() {
        let file = (path: "/c/config", text: String(repeating: "nonsense\n", count: 10_000))
        let resolved = inEnglish(ColourSettings.resolve(environment: [:], file: file))
        #expect(resolved.warnings.count == 4)
        #expect(resolved.warnings.last == "/c/config: more bad lines ignored")
    }

    /// A warning carries the bad part as given; it is written through the one escaper, which
    /// leaves no control character in it.
    @Test func warningsAreEscapedWhenShown() {
        var theme = ColourTheme.standard
        let warnings = theme.set("error=\u{1B}[2J\u{202E}", source: "FORMLINE_COLORS").map(\.english)
        let shown = TerminalSafeText.escape(warnings[0])
        #expect(!shown.unicodeScalars.contains { TerminalSafeText.isControl($0) })
        #expect(shown.contains("\\e[2J"))
    }
}

/// A resolved theme with its warnings in English (what they were before the catalog, byte for byte).
private func inEnglish(_ resolved: (theme: ColourTheme, warnings: [MessageText])) -> (theme: ColourTheme, warnings: [String]) {
    (resolved.theme, resolved.warnings.map(\.english))
}
