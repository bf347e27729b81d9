import FormCore

/// Renders diagnostics the way compilers do:
///
///     forms/login.yaml:7:5: error: unknown key 'lable' in field 'username'
///         lable: Username
///         ^
///     hint: did you mean 'label'?
///
/// In `words`' language (English unless asked: `Words.process` where a person reads it),
/// the labels (`Fehler:`, `Hinweis:`) and each message and hint the catalog has; the values
/// quoted from the file stay as written, escaped as in English (`Diagnostic`).
///
/// ```swift
/// let result = FormLoader.load(yaml: text, today: today)
/// print(DiagnosticRenderer(path: "forms/x.yaml", source: text).render(result.diagnostics))
/// // forms/x.yaml:6:5: error: unknown key 'lable' in a field, the line, a caret, the hint
/// ```
public struct DiagnosticRenderer: Sendable {
    /// The path printed before each location.
    public let path: String
    private let source: String
    /// The language of the report.
    public let words: Words

    /// Creates a renderer for the file at `path` whose text is `source`, in `words`' language.
    public init(path: String, source: String, words: Words = .english) {
        self.path = path
        self.source = source
        self.words = words
    }

    /// One diagnostic, with its source line and a caret under the column.
    public func render(_ diagnostic: Diagnostic) -> String {
        render(diagnostic, lines: lines(through: diagnostic.location.line))
    }

    /// The source's first `count` lines (fewer when it has fewer), found without looking further.
    private func lines(through count: Int) -> [Substring] {
        var lines: [Substring] = []
        var start = source.utf8.startIndex
        while lines.count < count {
            guard let end = source.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                lines.append(Substring(source.utf8[start...]))
                break
            }
            lines.append(Substring(source.utf8[start..<end]))
            start = source.utf8.index(after: end)
        }
        return lines
    }

    private func render(_ diagnostic: Diagnostic, lines: [Substring]) -> String {
        let severity = words[diagnostic.severity == .error ? DiagnosticWord.error : .warning]
        var out = "\(path):\(diagnostic.location.line):\(diagnostic.location.column): "
            + "\(severity): \(diagnostic.message(in: words))"
        let index = diagnostic.location.line - 1
        if lines.indices.contains(index) {
            let (line, column) = Self.window(String(lines[index].filter { $0 != "\r" }), column: diagnostic.location.column)
            out += "\n    " + line + "\n    " + caretPadding(line, column: column) + "^"
        }
        if let hint = diagnostic.hint(in: words) {
            out += "\n    " + words[DiagnosticWord.hintLabel] + " " + hint
        }
        return out
    }

    /// A source line longer than this many characters is shown as a window of them around
    /// the column: a hostile one-line file of megabytes must not fill the screen.
    public static let maximumShownColumns = 160

    /// `line` cut to `maximumShownColumns` characters around `column`, with `…` where it was
    /// cut, and the column's place in what is shown.
    ///
    /// ```swift
    /// DiagnosticRenderer.window(String(repeating: "a", count: 1_000) + "!", column: 1_001)
    /// // ("…" + 159 a's + "!", 161): the caret stays under the "!"
    /// ```
    static func window(_ line: String, column: Int) -> (line: String, column: Int) {
        let scalars = line.unicodeScalars
        let count = scalars.count
        guard count > maximumShownColumns else { return (line, column) }
        let first = min(max(0, column - 1 - maximumShownColumns / 2), count - maximumShownColumns)
        let from = scalars.index(scalars.startIndex, offsetBy: first)
        let to = scalars.index(from, offsetBy: maximumShownColumns)
        var shown = String(scalars[from..<to])
        var shownColumn = column - first
        if first > 0 {
            shown = "…" + shown
            shownColumn += 1
        }
        if to < scalars.endIndex { shown += "…" }
        return (shown, shownColumn)
    }

    /// At most this many diagnostics are rendered; the rest are counted
    /// (`Diagnostic.maximumShown`, which the loader knows too).
    public static let maximumRendered = Diagnostic.maximumShown

    /// The diagnostics in source order, separated by newlines: the first `maximumRendered`,
    /// then `... and N more` when there are more.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sorted { $0.location < $1.location }
        let shown = sorted.prefix(Self.maximumRendered)
        let source = lines(through: shown.last?.location.line ?? 0)
        var out = shown.map { render($0, lines: source) }
        if sorted.count > Self.maximumRendered {
            out.append("\(path): " + words(.andMore, ["count": "\(sorted.count - Self.maximumRendered)"]))
        }
        return out.joined(separator: "\n")
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
