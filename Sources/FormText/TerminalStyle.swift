/// Whether output may use colour and cursor movement, and the escapes for it.
///
/// Colour and bold only when the output is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org) and `TERM` names a capable terminal. With `TERM` unset, empty
/// or "dumb" there is neither colour nor cursor movement. Every colour or attribute formline
/// writes is a `ColourRole`'s, its SGR parameters from the `theme` (a person's
/// `FORMLINE_THEME` / `FORMLINE_COLORS`, read only when colour is on).
///
/// The policy is pure (it is given whether the output is a terminal and the environment);
/// `detect(output:)`, which asks the process, is FrontEndSupport's.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether `apply` adds escapes.
    public let usesColor: Bool
    /// Whether the caller may move the cursor or redraw (clear line, go up, ...).
    public let allowsCursorMovement: Bool
    /// Each role's SGR parameters (used only when `usesColor`).
    public let theme: ColourTheme

    /// Decides from whether output is a terminal and the environment.
    public init(outputIsTerminal: Bool, environment: [String: String], theme: ColourTheme = .standard) {
        let term = environment["TERM"] ?? ""
        let capable = outputIsTerminal && !term.isEmpty && term != "dumb"
        allowsCursorMovement = capable
        usesColor = capable && (environment["NO_COLOR"] ?? "").isEmpty
        self.theme = theme
    }

    /// Whether `role` is drawn with an escape (colour on and the theme gives it parameters): a
    /// caller that marks a role only by its look (the highlighted day) marks it otherwise when not.
    public func draws(_ role: ColourRole) -> Bool {
        usesColor && !theme[role].isEmpty
    }

    /// `text` in `role`'s colour, or unchanged when colour is off.
    public func apply(_ role: ColourRole, to text: String) -> String {
        guard draws(role) else { return text }
        return "\u{1B}[" + theme[role] + "m" + text + "\u{1B}[0m"
    }

    /// Like `apply`, with each escape wrapped in U+0001 so a `LineEditor` prompt does not
    /// count it as visible width.
    public func prompt(_ role: ColourRole, text: String) -> String {
        guard draws(role) else { return text }
        return "\u{1}\u{1B}[" + theme[role] + "m\u{1}" + text + "\u{1}\u{1B}[0m\u{1}"
    }

    /// A `prompt(_:text:)` as written by anything but libedit (the secret prompt, a
    /// transcript): its U+0001 markers, which only libedit reads, taken out.
    public static func withoutPromptMarkers(_ prompt: String) -> String {
        prompt.unicodeScalars.contains("\u{1}") ? String(String.UnicodeScalarView(prompt.unicodeScalars.lazy.filter { $0 != "\u{1}" })) : prompt
    }
}
