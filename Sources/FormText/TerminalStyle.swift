/// Whether output may use colour and cursor movement, and the escapes for it.
///
/// Colour and bold only when the output is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org) and `TERM` names a capable terminal. With `TERM` unset, empty
/// or "dumb" there is neither colour nor cursor movement.
///
/// The policy is pure (it is given whether the output is a terminal and the environment);
/// `detect(output:)`, which asks the process, is FrontEndSupport's.
public struct TerminalStyle: Sendable, Equatable {
    /// Text attributes.
    public enum Attribute: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    /// Whether `apply` adds escapes.
    public let usesColor: Bool
    /// Whether the caller may move the cursor or redraw (clear line, go up, ...).
    public let allowsCursorMovement: Bool

    /// Decides from whether output is a terminal and the environment.
    public init(outputIsTerminal: Bool, environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let capable = outputIsTerminal && !term.isEmpty && term != "dumb"
        allowsCursorMovement = capable
        usesColor = capable && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `text` with the attributes, or unchanged when colour is off.
    public func apply(_ attributes: Attribute..., to text: String) -> String {
        guard usesColor, !attributes.isEmpty else { return text }
        return start(attributes) + text + "\u{1B}[0m"
    }

    /// Like `apply`, with each escape wrapped in U+0001 so a `LineEditor` prompt does not
    /// count it as visible width.
    public func prompt(_ attributes: Attribute..., text: String) -> String {
        guard usesColor, !attributes.isEmpty else { return text }
        return "\u{1}" + start(attributes) + "\u{1}" + text + "\u{1}\u{1B}[0m\u{1}"
    }

    /// A `prompt(_:text:)` as written by anything but libedit (the secret prompt, a
    /// transcript): its U+0001 markers, which only libedit reads, taken out.
    public static func withoutPromptMarkers(_ prompt: String) -> String {
        prompt.unicodeScalars.contains("\u{1}") ? String(String.UnicodeScalarView(prompt.unicodeScalars.lazy.filter { $0 != "\u{1}" })) : prompt
    }

    private func start(_ attributes: [Attribute]) -> String {
        "\u{1B}[" + attributes.map(\.rawValue).joined(separator: ";") + "m"
    }
}
