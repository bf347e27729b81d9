/// Lays lines out for a terminal `columns` wide, by display width (`DisplayWidth`): the one
/// home of line wrapping, for the terminal front end's screen and for messages on standard
/// error alike.
///
/// `wrap` breaks a line between words, continuing under its own indent (a message's
/// `  ! ` counts as indent), so a hint never breaks mid-word; a word wider than the line
/// is left to the terminal. `rows` counts the rows a line takes as the terminal wraps it
/// (a wide character that does not fit at the end of a row moves to the next), so a
/// redraw knows exactly how far up its previous block began.
///
/// ```swift
/// TextWrap.wrap("  ! must be at least 8 characters", columns: 20)
/// // ["  ! must be at least", "    8 characters"]
/// TextWrap.rows("日本語", columns: 5)  // 2
/// ```
public enum TextWrap {
    /// `line` broken between words to fit `columns` (at least 1).
    public static func wrap(_ line: String, columns: Int) -> [String] {
        guard columns > 0, DisplayWidth.width(of: line) > columns else { return [line] }
        // A colour escape in front (the whole line styled) stays in front of the first row.
        if line.hasPrefix("\u{1B}["), let end = line.firstIndex(where: { $0 == "m" }) {
            let style = String(line[...end])
            var lines = wrap(String(line[line.index(after: end)...]), columns: columns)
            lines[0] = style + lines[0]
            return lines
        }
        let leading = line.prefix { $0 == " " }.count
        let indentWidth = min(line.dropFirst(leading).hasPrefix("! ") ? leading + 2 : leading, columns / 2)
        let indent = String(repeating: " ", count: indentWidth)
        var lines: [String] = []
        var current = String(line.prefix(leading))
        var currentWidth = leading
        var atRowStart = true
        for word in line.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.width(of: String(word))
            if !atRowStart && currentWidth + 1 + wordWidth > columns {
                lines.append(current)
                current = indent
                currentWidth = indentWidth
                atRowStart = true
                if word.isEmpty { continue }  // a row never starts with the space it broke at
            }
            if atRowStart && word.isEmpty && !lines.isEmpty { continue }
            current += (atRowStart ? "" : " ") + word
            currentWidth += (atRowStart ? 0 : 1) + wordWidth
            atRowStart = false
        }
        lines.append(current)
        return lines
    }

    /// The rows `line` takes on a terminal `columns` wide (at least 1). A tab (kept in a
    /// note's or a description's layout) moves to the next multiple of 8, never past the
    /// last column: a terminal does not wrap on a tab.
    public static func rows(_ line: String, columns: Int) -> Int {
        guard columns > 0 else { return 1 }
        var row = 0
        var column = 0
        DisplayWidth.forEachVisible(line) { scalar in
            if scalar == "\t" {
                column = max(column, min((column / 8 + 1) * 8, columns - 1))
                return
            }
            let width = DisplayWidth.width(of: scalar)
            guard width > 0 else { return }
            if column + width > columns {
                row += 1
                column = 0
            }
            column += width
        }
        return row + 1
    }

    /// The rows a line editor's `prompt` and `text` take on a terminal `columns` wide as
    /// libedit lays them out, and the row of the cursor (`cursor` scalars into `text`, nil
    /// at its end): the prompt's escapes and U+0001 markers take no room, each character
    /// takes `DisplayWidth.editorWidth` columns, one that does not fit at the end of a row
    /// moves to the next, and a row filled to its last column puts the cursor on the next.
    ///
    /// ```swift
    /// TextWrap.editorLayout(prompt: "Name: ", text: "Ada", columns: 9)  // (rows: 2, cursorRow: 1)
    /// ```
    public static func editorLayout(prompt: String, text: String, cursor: Int? = nil, columns: Int) -> (rows: Int, cursorRow: Int) {
        let width = max(columns, 1)
        var row = 0, column = 0, cursorRow = 0
        func put(_ scalar: Unicode.Scalar) {
            let size = DisplayWidth.editorWidth(of: scalar)
            guard size > 0 else { return }
            if column + size > width { row += 1; column = 0 }
            column += size
            if column >= width { row += 1; column = 0 }
        }
        DisplayWidth.forEachVisible(prompt, put)
        let count = text.unicodeScalars.count
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == cursor { cursorRow = row }
            put(scalar)
        }
        if (cursor ?? count) >= count { cursorRow = row }
        return (row + 1, cursorRow)
    }

    /// The rows a line editor's finished line takes (see `editorLayout`).
    public static func editorRows(prompt: String, text: String, columns: Int) -> Int {
        editorLayout(prompt: prompt, text: text, columns: columns).rows
    }
}
