/// Finds a repeated key in a block mapping so the loader can report it where it is repeated
/// and keep checking the rest of the file.
///
/// Yams stops composing at the first mapping that repeats a key and only says where the
/// first occurrence is. `repeatedEntry` finds the next line that writes the same key at the
/// same column; `blanking` empties that entry's lines (keeping line numbers), so composing
/// again reads the file as if the repeat were not there.
enum DuplicateKeys {
    /// The location of the repeat of `key` first written at `first`, and the lines its entry
    /// spans (0-based, half-open), or nil when it is not a block-style repeat.
    static func repeatedEntry(of key: String, firstAt first: SourceLocation,
                              in lines: [Substring]) -> (location: SourceLocation, lines: Range<Int>)? {
        let column = first.column
        var index = first.line  // the line after the first occurrence, 0-based
        while index < lines.count {
            let line = Array(lines[index].unicodeScalars)
            guard let start = firstContent(line) else { index += 1; continue }
            if start + 1 < column { return nil }  // the mapping ended
            if start + 1 == column, writesKey(key, in: line, at: start) {
                let end = entryEnd(after: index, column: column, in: lines)
                return (SourceLocation(line: index + 1, column: column), index..<end)
            }
            index += 1
        }
        return nil
    }

    /// `lines` with the lines in `range` emptied.
    static func blanking(_ range: Range<Int>, in lines: [Substring]) -> [Substring] {
        var result = lines
        for index in range { result[index] = "" }
        return result
    }

    // MARK: - Scanning

    /// The 0-based index of the first scalar that is not a space, or nil for blank and comment lines.
    private static func firstContent(_ line: [Unicode.Scalar]) -> Int? {
        guard let start = line.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return nil }
        return line[start] == "#" ? nil : start
    }

    /// Whether `line` writes `key` (plain or quoted) followed by `:` at the 0-based `offset`.
    private static func writesKey(_ key: String, in line: [Unicode.Scalar], at offset: Int) -> Bool {
        let rest = String(String.UnicodeScalarView(line[offset...]))
        for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
            let after = rest.dropFirst(spelling.count).drop { $0 == " " || $0 == "\t" }
            if after.first == ":" { return true }
        }
        return false
    }

    /// The line after the last one of the entry starting at `start`: the entry goes on while
    /// lines are blank, comments, or indented beyond `column`.
    private static func entryEnd(after start: Int, column: Int, in lines: [Substring]) -> Int {
        var index = start + 1
        while index < lines.count {
            let line = Array(lines[index].unicodeScalars)
            if let content = firstContent(line), content + 1 <= column { break }
            index += 1
        }
        return index
    }
}
