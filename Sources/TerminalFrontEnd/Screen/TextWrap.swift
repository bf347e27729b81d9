import FormCore
import FrontEndSupport

/// Lays lines out for a terminal `columns` wide, by display width (`DisplayWidth`).
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
enum TextWrap {
    /// `line` broken between words to fit `columns` (at least 1).
    static func wrap(_ line: String, columns: Int) -> [String] {
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

    /// The rows `line` takes on a terminal `columns` wide (at least 1).
    static func rows(_ line: String, columns: Int) -> Int {
        guard columns > 0 else { return 1 }
        var row = 0
        var column = 0
        DisplayWidth.forEachVisible(line) { scalar in
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
}
