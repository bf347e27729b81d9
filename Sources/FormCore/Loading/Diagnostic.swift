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
    public init(_ severity: Severity = .error, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// `line:col: severity: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
