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
    /// The message as a key of the catalog and its values, to be said in another language
    /// (`message(in:)`); `.english` for a message made outside the catalog, which stays English.
    package let text: DiagnosticText
    /// The hint as a key of the catalog and its values (`hint(in:)`).
    package let hintText: DiagnosticText?

    /// Creates a diagnostic.
    ///
    /// Message and hint are made one line each of terminal-safe text, at most
    /// `maximumShownCharacters` long: they quote values from the file (a key, a shortcut,
    /// a scalar that is not what was expected), and a file that is not a form at all may hold
    /// a line feed that would split the diagnostic, escape sequences, or a secret of
    /// megabytes on one line.
    package init(_ severity: Severity = .error, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = Self.shown(message)
        self.location = location
        self.hint = hint.map(Self.shown)
        self.text = .english(message)
        self.hintText = hint.map { .english($0) }
    }

    /// Creates a diagnostic whose message and hint can be said in every language: its
    /// `message` and `hint` are the English ones, `message(in:)` and `hint(in:)` another's.
    package init(_ severity: Severity = .error, _ text: DiagnosticText, at location: SourceLocation, hint: DiagnosticText? = nil) {
        self.severity = severity
        self.message = Self.shown(text.english)
        self.location = location
        self.hint = hint.map { Self.shown($0.english) }
        self.text = text
        self.hintText = hint
    }

    /// This diagnostic at another place.
    package func moved(to location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, message: message, at: location, hint: hint, text: text, hintText: hintText)
    }

    /// This diagnostic with its message made part of another (`message` says the new one
    /// given the old), and `hintWhenNone` as its hint when it has none.
    package func rephrased(_ message: (DiagnosticText) -> DiagnosticText, hintWhenNone: DiagnosticText? = nil) -> Diagnostic {
        let new = message(text)
        guard hint == nil, let hintWhenNone else {
            return Diagnostic(severity, message: Self.shown(new.english), at: location, hint: hint, text: new, hintText: hintText)
        }
        return Diagnostic(severity, new, at: location, hint: hintWhenNone)
    }

    private init(_ severity: Severity, message: String, at location: SourceLocation, hint: String?,
                 text: DiagnosticText, hintText: DiagnosticText?) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.text = text
        self.hintText = hintText
    }

    /// The message in `words`' language (English for one made outside the catalog), as
    /// terminal-safe and as short as `message`.
    package func message(in words: Words) -> String {
        guard words.language != .english else { return message }
        return Self.shown(text.said(in: words))
    }

    /// The hint in `words`' language (see `message(in:)`).
    package func hint(in words: Words) -> String? {
        guard let hintText, words.language != .english else { return hint }
        return Self.shown(hintText.said(in: words))
    }

    /// Diagnostics are equal when they say the same (in English) at the same place.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.location == rhs.location && lhs.hint == rhs.hint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(hint)
    }

    /// The most diagnostics a report shows (`DiagnosticRenderer`, FrontEndSupport, counts the
    /// rest); the loader stops suggesting past it, so a file of unknown keys stays quick.
    package static let maximumShown = 100

    /// The longest message or hint shown, in characters; more is cut with `…`.
    package static let maximumShownCharacters = 300

    /// `text` with its control characters escaped, cut to `maximumShownCharacters`.
    static func shown(_ text: String) -> String {
        let escaped = TerminalSafeText.escape(text)
        guard escaped.unicodeScalars.count > maximumShownCharacters else { return escaped }
        return String(String.UnicodeScalarView(escaped.unicodeScalars.prefix(maximumShownCharacters - 1))) + "…"
    }

    /// `line:col: severity: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
