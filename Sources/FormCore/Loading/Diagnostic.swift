/// One problem found in a form file.
///
/// ```swift
/// let problem = Diagnostic(.error, "unknown key 'lable' in a field", at: SourceLocation(line: 6, column: 5),
///                          hint: "did you mean 'label'?")
/// problem.description     // "6:5: error: unknown key 'lable' in a field"
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad the problem is.
    ///
    /// ```swift
    /// FormLoader.load(yaml: text, today: today).diagnostics.filter { $0.severity == .warning }
    /// ```
    public enum Severity: String, Sendable {
        /// The form cannot be used.
        case error
        /// The form works, but probably not as meant.
        case warning
    }

    /// How bad the problem is.
    public let severity: Severity
    /// What is wrong, in one sentence.
    public let message: String
    /// Where it is.
    public let location: SourceLocation
    /// How to fix it, when there is something specific to say.
    public let hint: String?

    /// Creates a diagnostic.
    ///
    /// Message and hint are made one line each of terminal-safe text, at most
    /// `maximumShownCharacters` long: they quote values from the file (a key, a shortcut,
    /// a scalar that is not what was expected), and a file that is not a form at all may hold
    /// a line feed that would split the diagnostic, escape sequences, or a secret of
    /// megabytes on one line.
    public init(_ severity: Severity = .error, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = Self.shown(message)
        self.location = location
        self.hint = hint.map(Self.shown)
    }

    /// The most diagnostics a report shows (`DiagnosticRenderer`, FrontEndSupport, counts the
    /// rest); the loader stops suggesting past it, so a file of unknown keys stays quick.
    public static let maximumShown = 100

    /// The longest message or hint shown, in characters; more is cut with `…`.
    public static let maximumShownCharacters = 300

    /// `text` with its control characters escaped, cut to `maximumShownCharacters`.
    static func shown(_ text: String) -> String {
        let escaped = TerminalSafeText.escape(text)
        guard escaped.unicodeScalars.count > maximumShownCharacters else { return escaped }
        return String(String.UnicodeScalarView(escaped.unicodeScalars.prefix(maximumShownCharacters - 1))) + "…"
    }

    /// `line:col: severity: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
