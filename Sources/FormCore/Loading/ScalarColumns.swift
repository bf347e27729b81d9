/// Maps an offset inside a scalar's value back to where it is written in the file, through
/// quotes, escapes (`\\`, `''`) and block indicators (`|`, `>`).
enum ScalarColumns {
    /// The location of the value's `offset`-th Unicode scalar, or nil when the value is not
    /// written on one line (folded plain scalars, multi-line block scalars).
    ///
    /// - Parameters:
    ///   - offset: 0-based, in Unicode scalars of the value.
    ///   - start: where the scalar starts (its quote or block indicator).
    ///   - style: how the scalar is written.
    ///   - lines: the file's lines.
    /// The location of the value's `offset`-th Unicode scalar, else where the value starts.
    static func location(ofOffset offset: Int, inValueAt start: SourceLocation, style: YAMLNode.Scalar.Style?,
                         in lines: [Substring]) -> SourceLocation {
        guard let style else { return start }
        return location(ofOffset: offset, from: start, style: style, in: lines) ?? start
    }

    static func location(ofOffset offset: Int, from start: SourceLocation, style: YAMLNode.Scalar.Style,
                         in lines: [Substring]) -> SourceLocation? {
        guard lines.indices.contains(start.line - 1) else { return nil }
        let line = Array(lines[start.line - 1].unicodeScalars)
        switch style {
        case .plain, .any:
            return start.column - 1 + offset < line.count ? SourceLocation(line: start.line, column: start.column + offset) : nil
        case .singleQuoted:
            return walk(line, from: start.column, offset: offset, line: start.line) { raw, index in
                raw[index] == "'" ? 2 : 1
            }
        case .doubleQuoted:
            return walk(line, from: start.column, offset: offset, line: start.line) { raw, index in
                guard raw[index] == "\\", index + 1 < raw.count else { return 1 }
                switch raw[index + 1] {
                case "x": return 4
                case "u": return 6
                case "U": return 10
                default: return 2
                }
            }
        case .literal, .folded:
            guard lines.indices.contains(start.line) else { return nil }
            let content = Array(lines[start.line].unicodeScalars)
            guard let indent = content.firstIndex(where: { $0 != " " }), indent + offset < content.count else { return nil }
            return SourceLocation(line: start.line + 1, column: indent + offset + 1)
        }
    }

    /// Steps over `offset` decoded scalars starting after the opening quote at the 1-based
    /// `column`; `width` says how many raw scalars the one at an index takes.
    private static func walk(_ raw: [Unicode.Scalar], from column: Int, offset: Int, line: Int,
                             width: ([Unicode.Scalar], Int) -> Int) -> SourceLocation? {
        var index = column  // 0-based index of the first scalar after the quote
        for _ in 0..<offset {
            guard index < raw.count else { return nil }
            index += width(raw, index)
        }
        return index < raw.count ? SourceLocation(line: line, column: index + 1) : nil
    }
}
