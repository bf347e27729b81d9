/// Leaves repeated mapping keys out of a YAML file so it can be composed once and the rest of
/// the file still checked.
///
/// `YAMLScan` finds every repeat in one pass; `blanking` turns each repeated entry (from its
/// key to the end of its value) into spaces, keeping every line break, so what is left keeps
/// its lines and columns and composes as if the repeats were not there.
///
///     DuplicateKeys.blanking([(SourceLocation(line: 2, column: 1), SourceLocation(line: 2, column: 5))],
///                            in: "a: 1\na: 2\n")   // "a: 1\n    \n"
enum DuplicateKeys {
    /// `text` with each range (lines and columns of Unicode scalars, end exclusive) replaced
    /// by spaces, line breaks kept.
    static func blanking(_ ranges: [(start: SourceLocation, end: SourceLocation)], in text: String) -> String {
        guard !ranges.isEmpty else { return text }
        let sorted = ranges.sorted { $0.start < $1.start }
        var result = String.UnicodeScalarView()
        var line = 1, column = 1
        var next = 0
        for scalar in text.unicodeScalars {
            let here = SourceLocation(line: line, column: column)
            while next < sorted.count, !(here < sorted[next].end) { next += 1 }
            let blank = next < sorted.count && !(here < sorted[next].start) && scalar != "\n" && scalar != "\r"
            result.append(blank ? " " : scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return String(result)
    }
}
