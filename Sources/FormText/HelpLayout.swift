/// A `--help` screen laid out by display width, for text argument-parser cannot wrap: it
/// counts characters (a Chinese character takes two columns) and breaks only at spaces (a
/// Chinese sentence has none), so its Chinese help ran past the right edge. Given the screen
/// rendered with no wrapping (one line a paragraph, an option's help on its label's line),
/// `wrapped` breaks each line as argument-parser lays it out, by `DisplayWidth`: at a space,
/// or between two characters either of which is wide, but never before closing punctuation
/// (`，。）：`) or after opening punctuation (`（“`); an option's help continues under its
/// column (26), a discussion under its own indent, and `USAGE:` is kept as it is.
///
/// ```swift
/// HelpLayout.wrapped("OVERVIEW: 填写表单并输出回答。", columns: 20)
/// // "OVERVIEW: 填写表单并\n输出回答。"
/// ```
public enum HelpLayout {
    /// Where argument-parser puts an option's help (`HelpGenerator.labelColumnWidth`).
    public static let helpColumn = 26

    /// Whether `text` holds a character that takes two columns: a help screen that does
    /// not is left as argument-parser wraps it.
    public static func hasWideCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x1100 && DisplayWidth.width(of: $0) == 2 }
    }

    /// `screen` (a help screen with no line wrapped) with each line wrapped to `columns`.
    public static func wrapped(_ screen: String, columns: Int) -> String {
        var lines: [String] = []
        var inUsage = false
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("USAGE:") { inUsage = true }
            if line.isEmpty { inUsage = false }
            if inUsage {
                lines.append(String(line))
                continue
            }
            lines += wrap(line, columns: columns)
        }
        return lines.joined(separator: "\n")
    }

    /// One line of the screen, wrapped: an option's label line continues under the help
    /// column, any other line under its own indent.
    static func wrap(_ line: Substring, columns: Int) -> [String] {
        let leading = line.prefix { $0 == " " }.count
        var head = line.prefix(leading)
        var text = line.dropFirst(leading)
        var indent = leading
        if leading == 2, line.count > helpColumn {
            let label = line.prefix(helpColumn)
            if label.hasSuffix("  "), line.dropFirst(helpColumn).first != " " {
                head = label
                text = line.dropFirst(helpColumn)
                indent = helpColumn
            }
        }
        let width = columns - indent
        guard width >= 10, DisplayWidth.width(of: String(head)) + DisplayWidth.width(of: String(text)) > columns else {
            return [String(line)]
        }
        let rows = breakRows(text, width: width)
        let pad = String(repeating: " ", count: indent)
        return rows.enumerated().map { index, row in (index == 0 ? String(head) : pad) + row }
    }

    /// `text` broken into rows of at most `width` columns where it may break (a word wider
    /// than a row is left whole).
    static func breakRows(_ text: Substring, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        var pendingSpaces = 0   // spaces between the row and the next piece: dropped at a break
        var piece = ""
        var pieceWidth = 0
        var previous: Character?

        func place() {
            guard !piece.isEmpty else { return }
            if !row.isEmpty && rowWidth + pendingSpaces + pieceWidth > width {
                rows.append(row)
                row = ""
                rowWidth = 0
                pendingSpaces = 0
            }
            if !row.isEmpty || rows.isEmpty {
                row += String(repeating: " ", count: pendingSpaces)
                rowWidth += pendingSpaces
            }
            row += piece
            rowWidth += pieceWidth
            pendingSpaces = 0
            piece = ""
            pieceWidth = 0
        }

        for character in text {
            if character == " " {
                place()
                pendingSpaces += 1
                previous = character
                continue
            }
            if let previous, previous != " ", mayBreak(between: previous, and: character) { place() }
            piece.append(character)
            pieceWidth += DisplayWidth.width(of: String(character))
            previous = character
        }
        place()
        rows.append(row)
        return rows
    }

    /// Whether a line may break between `before` and `after` (no space between them).
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        guard isWide(before) || isWide(after) else { return false }
        return !closing.contains(after) && !opening.contains(before)
    }

    private static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.contains { DisplayWidth.width(of: $0) == 2 }
    }

    /// Never at the start of a row.
    private static let closing: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "】", "》", "」", "』", "〉", "”", "’", "…",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "'", "\"", "`",
    ]

    /// Never at the end of a row.
    private static let opening: Set<Character> = ["（", "【", "《", "「", "『", "〈", "“", "‘", "(", "[", "{", "'", "\"", "`", "$", "<"]
}
