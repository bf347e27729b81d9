import Testing

/// What a terminal test drives, whether formline runs as the binary on a pseudo-terminal
/// (`FormlineTerminal`) or its terminal front end runs in the test process
/// (TerminalFrontEndTests' `InProcessTerminal`): the suites' helpers below serve both.
public protocol TerminalDrive: AnyObject {
    /// The pseudo-terminal: keys go in through it, `output` is everything drawn.
    var drawn: PseudoTerminal { get }
    /// Waits for `text`, then for the line editor to take the terminal (raw mode), then types.
    @discardableResult func type(after text: String, _ keys: TerminalKey...) throws -> String
    /// Waits for `text` in what was drawn.
    @discardableResult func waitFor(_ text: String) throws -> String
    /// Waits for the run to end; the status `formline run` exits with.
    func waitForExit() throws -> Int32
    /// Whether the terminal is back in canonical mode with echo on.
    var terminalIsRestored: Bool { get }
}

extension FormlineTerminal: TerminalDrive {
    public var drawn: PseudoTerminal { terminal }
}

extension TerminalDrive {
    /// The screen now, as a person sees it: what was drawn replayed on a `VirtualScreen`.
    public func seen(rows: Int = 30, columns: Int) -> [String] {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(drawn.output)
        return screen.lines
    }
}

/// Columns a line takes (CJK as 2), for checks on what the `VirtualScreen` shows: the tests'
/// own reckoning, independent of formline's `DisplayWidth`.
public enum DisplayWidthForTests {
    public static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (($1.value >= 0x3000 && $1.value < 0xA000) ? 2 : 1) }
    }
}

/// profile's 54-country choice list (TerminalChoiceListTests, ChoiceListScreenTests).
public protocol ChoiceListScenes {}

extension ChoiceListScenes {
    public static var profile: String { FormlineTerminal.form("profile") }
    public static var prompt: String { "[5/5] Country (54 choices): " }

    /// Answers profile's first four fields.
    public static func reachCountry(_ run: some TerminalDrive) throws {
        try run.type(after: "[1/5] First name: ", .text("Ada"), .enter)
        try run.type(after: "[2/5] Last name: ", .text("Lovelace"), .enter)
        try run.type(after: "[3/5] Email: ", .enter)
        try run.type(after: "[4/5] Handle: ", .enter)
        try run.waitFor(prompt)
    }

    /// Waits for `text` in the list, then for the prompt drawn again after it.
    public static func waitForList(_ text: String, _ run: some TerminalDrive, prompt: String = prompt) throws {
        try run.waitFor(text)
        try run.waitFor(prompt)
    }

    /// The screen's rows from the last line starting with `prefix` down.
    public static func rows(from prefix: String, _ run: some TerminalDrive, columns: Int) -> [String] {
        let lines = run.seen(rows: 300, columns: columns)
        let trimmed = String(prefix.reversed().drop { $0 == " " }.reversed())
        let start = lines.lastIndex { $0.hasPrefix(trimmed) } ?? 0
        return Array(lines[start...])
    }
}

/// A multiple choice of topics on a line-by-line terminal (TerminalMultipleChoiceTests,
/// MultipleChoiceScreenTests).
public protocol MultipleChoiceScenes {}

extension MultipleChoiceScenes {
    public static var topics: String {
        ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/choices/topics.yaml").path
    }
    public static var prompt: String { "[1/2] Topics (1 to 2, separated by commas): " }

    /// Waits until the line being edited reads `line` on a virtual screen (libedit redraws
    /// a completed word in pieces, so the raw output does not hold it whole), then types.
    public func type(_ run: some TerminalDrive, whenLineIs line: String, _ keys: TerminalKey...) throws {
        try ProcessInspector.wait(for: "the line '\(line)'") {
            var screen = VirtualScreen(rows: 40, columns: 120)
            screen.feed(run.drawn.output)
            return screen.cursorLine == line
        }
        try run.drawn.waitForRawMode()
        for key in keys { try run.drawn.sendKeys(key) }
    }

    /// Answers the name and submits: the run ends well and gives the terminal back.
    public func finish(_ run: some TerminalDrive, name: String = "Ada",
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run.type(after: "[2/2] name: ", .text(name), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0, sourceLocation: sourceLocation)
        #expect(run.terminalIsRestored, sourceLocation: sourceLocation)
    }
}

/// Accessible mode's lines (TerminalAccessibleTests and the binary's other suites,
/// AccessibleScreenTests).
public protocol AccessibleScenes {}

extension AccessibleScenes {
    /// The prompt lines written (what precedes the typed answer on lines starting `Field `).
    public func promptLines(_ run: some TerminalDrive) -> [String] {
        run.drawn.output.components(separatedBy: "\r\n").filter { $0.hasPrefix("Field ") }
    }

    /// Every prompt line says where (`Field n of N`), what (the label) and whether it is required.
    public func expectSelfContainedPrompts(_ run: some TerminalDrive, labels: [String], count: Int,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let prompts = promptLines(run)
        #expect(!prompts.isEmpty, sourceLocation: sourceLocation)
        for line in prompts {
            let said = (1...count).contains { line.hasPrefix("Field \($0) of \(count), ") }
            let labelled = labels.contains { line.contains(", \($0), ") }
            let requirement = line.contains(", required") || line.contains(", optional")
            #expect(said && labelled && requirement, "prompt line lacks position, label or requirement: \(line)",
                    sourceLocation: sourceLocation)
        }
    }

    /// No escape sequence at all reached the terminal.
    public func expectNoEscapes(_ run: some TerminalDrive, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = run.drawn.output
        #expect(!raw.contains("\u{1B}"), "an escape sequence reached the terminal: \(raw.debugDescription)",
                sourceLocation: sourceLocation)
    }
}

/// The calendar at a terminal's width (WidthScreenTests).
public protocol CalendarScenes {}

extension CalendarScenes {
    /// Waits for the calendar on 2026-11-22, then moves the highlight two days, one at a time.
    public static func pressRightTwice(in run: some TerminalDrive) throws {
        try run.waitFor("Date [2026-11-22]: ")
        try run.drawn.waitForRawMode()
        try run.drawn.sendKeys(.right)
        try run.waitFor("Date [2026-11-23]: ")
        try run.drawn.sendKeys(.right)
        try run.waitFor("Date [2026-11-24]: ")
    }
}

/// signup drawn compactly (TerminalCompactLayoutTests, CompactLayoutScreenTests).
public protocol CompactLayoutScenes {}

extension CompactLayoutScenes {
    public static var signup: String { FormlineTerminal.form("signup") }

    /// The screen now, as a person sees it.
    public static func seen(_ run: some TerminalDrive, rows: Int = 30, columns: Int) -> [String] {
        run.seen(rows: rows, columns: columns)
    }
}

/// login's refused user name under a colour theme (TerminalColourThemeTests,
/// ColourThemeScreenTests).
public protocol ColourThemeScenes {}

extension ColourThemeScenes {
    /// A colour terminal, its settings left to the test.
    public static var themedTerminal: [String: String] { ["TERM": "xterm-256color", "NO_COLOR": ""] }

    /// Types a too-short user name into `login` and returns the screen with its message.
    public func refusedUsername(_ run: some TerminalDrive) throws -> VirtualScreen {
        try run.type(after: "Username", .text("ab"), .enter)
        try run.waitFor("! ")
        try run.drawn.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.drawn.output)
        return screen
    }

    /// The message's line on `screen`.
    public func message(on screen: VirtualScreen) throws -> String {
        try #require(screen.lines.first { $0.hasPrefix("  ! ") })
    }
}
