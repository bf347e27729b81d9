/// Renders diagnostics the way compilers do:
///
///     forms/login.yaml:7:5: error: unknown key 'lable' in field 'username'
///         lable: Username
///         ^
///     hint: did you mean 'label'?
///
/// ```swift
/// let result = FormLoader.load(yaml: text, today: today)
/// print(DiagnosticRenderer(path: "forms/x.yaml", source: text).render(result.diagnostics))
/// // forms/x.yaml:6:5: error: unknown key 'lable' in a field, the line, a caret, the hint
/// ```
public struct DiagnosticRenderer: Sendable {
    /// The path printed before each location.
    public let path: String
    private let lines: [Substring]

    /// Creates a renderer for the file at `path` whose text is `source`.
    public init(path: String, source: String) {
        self.path = path
        self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// One diagnostic, with its source line and a caret under the column.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = "\(path):\(diagnostic.location.line):\(diagnostic.location.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        let index = diagnostic.location.line - 1
        if lines.indices.contains(index) {
            let line = String(lines[index].filter { $0 != "\r" })
            out += "\n    " + line + "\n    " + caretPadding(line, column: diagnostic.location.column) + "^"
        }
        if let hint = diagnostic.hint {
            out += "\n    hint: " + hint
        }
        return out
    }

    /// All diagnostics in source order, separated by newlines.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sorted { $0.location < $1.location }.map(render).joined(separator: "\n")
    }

    /// Spaces (keeping tabs, so the caret lines up) up to the column.
    private func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        for scalar in line.unicodeScalars.prefix(column - 1) {
            padding.append(scalar == "\t" ? "\t" : " ")
        }
        return padding
    }
}
