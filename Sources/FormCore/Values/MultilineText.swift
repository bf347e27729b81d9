/// The text of a multi-line field (a text field of several lines, see `TextKind`): how it is stored,
/// and how it is read one line at a time from piped input and accessible mode.
///
/// Stored text has `\n` line ends: CR LF and a lone CR become LF, blank lines before the
/// first line with text are dropped (that line's indentation is kept), and white space and
/// line breaks at the end are trimmed. Lines in between, blank ones too, are kept as written.
///
/// ```swift
/// MultilineText.normalised("\r\n  Dear Ada,\r\n\r\nThanks.\r\n")   // "  Dear Ada,\n\nThanks."
/// MultilineText.normalised(" \n \t\n")                            // "" (no answer)
/// MultilineText.lineCount("a\n\nb")                               // 3
/// ```
public enum MultilineText {
    /// `text` as a multi-line field stores it (see the type's notes).
    public static func normalised(_ text: String) -> String {
        let folded = AnswerText.foldingLineEnds(text)
        let scalars = folded.unicodeScalars
        guard let bounds = AnswerText.contentBounds(of: scalars) else { return "" }
        // From the start of the first line with text: its indentation is kept.
        let start = scalars[..<bounds.lowerBound].lastIndex(of: "\n").map(scalars.index(after:)) ?? scalars.startIndex
        return String(String.UnicodeScalarView(scalars[start..<bounds.upperBound]))
    }

    /// How many lines stored text has (an empty text has none).
    public static func lineCount(_ text: String) -> Int {
        text.isEmpty ? 0 : text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The first line of stored text, for one-line views (the review, a summary).
    public static func firstLine(_ text: String) -> Substring {
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// How a one-line view shows stored text: the text itself when it is one line, else its
    /// first line and the number of lines.
    ///
    /// `summary("Call Bob\nthen Ann")` is `"Call Bob (2 lines)"`.
    public static func summary(_ text: String) -> String {
        let count = lineCount(text)
        return count <= 1 ? text : "\(firstLine(text)) (\(count) lines)"
    }

    /// The line that ends a multi-line answer in piped input and accessible mode, as in mail.
    public static let terminator = "."

    /// Writes stored text as piped lines that `Reader` reads back exactly: lines starting
    /// with `.` get a second one, and the terminator line ends it.
    ///
    /// `pipedLines("a\n.b")` is `["a", "..b", "."]`.
    public static func pipedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix(".") ? "." + $0 : String($0) } + [terminator]
    }

    /// Gathers the lines of one multi-line answer given one line at a time (piped input,
    /// accessible mode): a line holding only `.` ends it, and a line starting with `.` has
    /// that dot removed (`..x` is `.x`, `..` alone is `.`). A blank first line is the whole
    /// answer: no answer, which keeps what the field holds (`FormSession.answer(_:)`).
    ///
    /// ```swift
    /// var reader = MultilineText.Reader()
    /// reader.add("Call Bob")   // false: more lines to come
    /// reader.add("..then Ann") // false
    /// reader.add(".")          // true: reader.text == "Call Bob\n.then Ann"
    /// ```
    public struct Reader: Sendable {
        private var lines: [String] = []
        /// Whether the answer is complete (the terminator or a blank first line was read).
        public private(set) var isComplete = false

        /// Creates an empty reader.
        public init() {}

        /// Whether no line has been added yet.
        public var isEmpty: Bool { lines.isEmpty && !isComplete }

        /// Adds one line (without its line end); returns true when the answer is complete.
        @discardableResult
        public mutating func add(_ line: String) -> Bool {
            guard !isComplete else { return true }
            if lines.isEmpty, AnswerText.isBlank(line) {
                isComplete = true
                return true
            }
            if line == MultilineText.terminator {
                isComplete = true
                return true
            }
            lines.append(line.hasPrefix(".") ? String(line.dropFirst()) : line)
            return false
        }

        /// The lines read so far, joined by `\n` (what is passed to `FormSession.answer(_:)`).
        public var text: String { lines.joined(separator: "\n") }
    }
}
