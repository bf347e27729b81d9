/// A minimal xterm-like screen for tests: feed it what a program wrote and read back the
/// rows and the cursor, as a person would see them.
///
/// Understands printable text (one column per character, two for wide ones; auto-wrap
/// with xterm's delayed wrap at the last column), CR, LF, BS, and the CSI sequences line editors use: cursor
/// movement (A B C D G H), erase (J K), insert/delete characters (@ P), insert mode
/// (`4h`/`4l`), and SGR (`m`): each cell keeps the parameters in force when it was drawn
/// (`style(of:)`), reset by `0` or none; other sequences are ignored. `resize` cuts rows like
/// xterm (no reflow) and forgets the cells' SGR.
///
/// ```swift
/// var screen = VirtualScreen(rows: 5, columns: 10)
/// screen.feed("hello\r\u{1B}[2Cy")
/// screen.lines  // ["heylo"]
/// ```
public struct VirtualScreen: Sendable {
    /// The grid, one array of characters per row.
    public private(set) var grid: [[Character]]
    /// The cursor's row and column, from 0.
    public private(set) var cursor: (row: Int, column: Int) = (0, 0)
    /// The width.
    public private(set) var columns: Int
    private var pendingWrap = false
    private var insertMode = false
    /// Bytes of a program's output `follow` has fed so far.
    private var followed = 0
    /// Per row: whether its text runs on into the next row (an automatic wrap).
    private var wraps: [Bool]
    /// Per cell: the SGR parameters it was drawn with ("" for none), as `grid`.
    private var styles: [[String]]
    /// The SGR parameters in force (joined with `;` since the last reset).
    private var sgr = ""

    /// An empty screen.
    public init(rows: Int, columns: Int) {
        self.columns = columns
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        wraps = Array(repeating: false, count: rows)
        styles = Array(repeating: Array(repeating: "", count: columns), count: rows)
    }

    /// The SGR parameters the first character of `text`'s first appearance on the screen (in
    /// one row) was drawn with: "" for none, nil when `text` is not on the screen.
    ///
    /// ```swift
    /// var screen = VirtualScreen(rows: 2, columns: 20)
    /// screen.feed("a \u{1B}[1;33m! bad\u{1B}[0m")
    /// screen.style(of: "! bad")   // "1;33"
    /// ```
    public func style(of text: String) -> String? {
        let wanted = Array(text)
        for (row, cells) in grid.enumerated() {
            let shown = cells.enumerated().filter { $0.element != Self.continuation }
            guard shown.count >= wanted.count else { continue }
            for start in 0...(shown.count - wanted.count) where shown[start..<(start + wanted.count)].map(\.element) == wanted {
                return styles[row][shown[start].offset]
            }
        }
        return nil
    }

    /// The rows without trailing blanks, trailing empty rows dropped.
    public var lines: [String] {
        var lines = grid.map { row in
            String(row[..<(row.lastIndex { $0 != " " }.map { $0 + 1 } ?? 0)].filter { $0 != Self.continuation })
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The text of the cursor's row.
    public var cursorLine: String { lines.indices.contains(cursor.row) ? lines[cursor.row] : "" }

    /// Changes the width. Like xterm, rows are cut or padded and the cursor kept inside; with
    /// `reflow` (tmux, VTE, kitty, iTerm2...), wrapped lines are joined and wrapped again at
    /// the new width, the cursor staying on its character.
    public mutating func resize(columns newColumns: Int, reflow: Bool) {
        guard reflow else { return resize(columns: newColumns) }
        var lines: [[Character]] = []
        var cursorAt = (line: 0, offset: 0)
        var current: [Character] = []
        for (index, row) in grid.enumerated() {
            if index == cursor.row { cursorAt = (lines.count, current.count + cursor.column) }
            current += row
            if !wraps[index] {
                while current.last == " " { current.removeLast() }
                lines.append(current)
                current = []
            }
        }
        var rows: [[Character]] = [], rowWraps: [Bool] = []
        for (index, line) in lines.enumerated() {
            if index == cursorAt.line {
                cursor = (rows.count + cursorAt.offset / newColumns, cursorAt.offset % newColumns)
            }
            let chunks = stride(from: 0, to: max(line.count, 1), by: newColumns).map { Array(line.dropFirst($0).prefix(newColumns)) }
            for (number, chunk) in chunks.enumerated() {
                rows.append(chunk + Array(repeating: " ", count: newColumns - chunk.count))
                rowWraps.append(number < chunks.count - 1)
            }
        }
        while rows.count < grid.count {
            rows.append(Array(repeating: " ", count: newColumns))
            rowWraps.append(false)
        }
        let extra = rows.count - grid.count
        grid = Array(rows.dropFirst(extra))
        wraps = Array(rowWraps.dropFirst(extra))
        cursor.row = max(cursor.row - extra, 0)
        columns = newColumns
        pendingWrap = false
        styles = Array(repeating: Array(repeating: "", count: newColumns), count: grid.count)
    }

    /// Changes the width: rows are cut or padded, the cursor kept inside.
    public mutating func resize(columns newColumns: Int) {
        grid = grid.map { row in
            guard newColumns < row.count else { return row + Array(repeating: " ", count: newColumns - row.count) }
            var cut = Array(row.prefix(newColumns))
            if row[newColumns] == Self.continuation { cut[newColumns - 1] = " " }  // half a wide character
            return cut
        }
        columns = newColumns
        cursor.column = min(cursor.column, columns - 1)
        pendingWrap = false
        styles = Array(repeating: Array(repeating: "", count: newColumns), count: grid.count)
    }

    /// Interprets what `output` (everything a program drew so far) holds beyond what the
    /// last `follow` fed, so a test can resize the screen between two looks as the
    /// terminal was.
    public mutating func follow(_ output: String) {
        let bytes = Array(output.utf8)
        feed(String(decoding: bytes[min(followed, bytes.count)...], as: UTF8.self))
        followed = bytes.count
    }

    /// Interprets `text`.
    public mutating func feed(_ text: String) {
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\u{1B}": escape(&iterator)
            case "\r":
                cursor.column = 0
                pendingWrap = false
            case "\n":
                pendingWrap = false
                lineFeed()
            case "\r\n":  // one Character in Swift
                cursor.column = 0
                pendingWrap = false
                lineFeed()
            case "\u{08}": cursor.column = max(cursor.column - 1, 0); pendingWrap = false
            case "\u{07}": continue
            default: put(character)
            }
        }
    }

    /// Fills the right half of a wide character's two cells.
    private static let continuation: Character = "\u{0}"

    private mutating func put(_ character: Character) {
        let width = Self.width(of: character)
        if pendingWrap || cursor.column + width > columns {
            wraps[cursor.row] = true
            cursor.column = 0
            lineFeed()
            pendingWrap = false
        }
        if insertMode { insertBlanks(width) }
        grid[cursor.row][cursor.column] = character
        styles[cursor.row][cursor.column] = sgr
        if width == 2 {
            grid[cursor.row][cursor.column + 1] = Self.continuation
            styles[cursor.row][cursor.column + 1] = sgr
        }
        if cursor.column + width >= columns { pendingWrap = true } else { cursor.column += width }
    }

    /// 2 for East Asian wide characters and emoji, else 1 (a character with combining
    /// marks is one Swift `Character`, so marks take no column of their own).
    static func width(of character: Character) -> Int {
        guard let value = character.unicodeScalars.first?.value else { return 1 }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                           0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
                                           0x1F900...0x1F9FF, 0x20000...0x3FFFD]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private mutating func lineFeed() {
        if cursor.row == grid.count - 1 {
            grid.removeFirst()
            grid.append(Array(repeating: " ", count: columns))
            styles.removeFirst()
            styles.append(Array(repeating: "", count: columns))
            wraps.removeFirst()
            wraps.append(false)
        } else {
            cursor.row += 1
        }
    }

    private mutating func escape(_ iterator: inout String.Iterator) {
        guard iterator.next() == "[" else { return }
        var parameters = ""
        while let next = iterator.next() {
            guard let scalar = next.unicodeScalars.first, !(0x40...0x7E).contains(scalar.value) else {
                control(next, parameters)
                return
            }
            parameters.append(next)
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let n = max(numbers.first ?? 1, 1)
        if final != "m" && final != "h" && final != "l" { pendingWrap = false }
        switch final {
        case "A": cursor.row = max(cursor.row - n, 0)
        case "B": cursor.row = min(cursor.row + n, grid.count - 1)
        case "C": cursor.column = min(cursor.column + n, columns - 1)
        case "D": cursor.column = max(cursor.column - n, 0)
        case "G": cursor.column = min(n - 1, columns - 1)
        case "H":
            cursor = (min(n - 1, grid.count - 1), min(max(numbers.count > 1 ? numbers[1] : 1, 1) - 1, columns - 1))
        case "J":
            clearLine(from: cursor.column)
            for row in (cursor.row + 1)..<grid.count {
                grid[row] = Array(repeating: " ", count: columns)
                styles[row] = Array(repeating: "", count: columns)
                wraps[row] = false
            }
        case "K": clearLine(from: cursor.column)
        case "P":
            var row = grid[cursor.row], rowStyles = styles[cursor.row]
            row.removeSubrange(cursor.column..<min(cursor.column + n, columns))
            rowStyles.removeSubrange(cursor.column..<min(cursor.column + n, columns))
            grid[cursor.row] = row + Array(repeating: " ", count: columns - row.count)
            styles[cursor.row] = rowStyles + Array(repeating: "", count: columns - rowStyles.count)
        case "@": insertBlanks(n)
        case "h", "l": if parameters == "4" { insertMode = final == "h" }
        case "m":
            var inForce = sgr.isEmpty ? [] : sgr.split(separator: ";").map(String.init)
            for parameter in parameters.split(separator: ";", omittingEmptySubsequences: false) {
                if Int(parameter) ?? 0 == 0 { inForce = [] } else { inForce.append(String(parameter)) }
            }
            sgr = inForce.joined(separator: ";")
        default: break
        }
    }

    private mutating func clearLine(from column: Int) {
        for index in column..<columns {
            grid[cursor.row][index] = " "
            styles[cursor.row][index] = ""
        }
        if column == 0 { wraps[cursor.row] = false }
    }

    private mutating func insertBlanks(_ count: Int) {
        var row = grid[cursor.row], rowStyles = styles[cursor.row]
        row.insert(contentsOf: Array(repeating: " ", count: count), at: cursor.column)
        rowStyles.insert(contentsOf: Array(repeating: "", count: count), at: cursor.column)
        grid[cursor.row] = Array(row.prefix(columns))
        styles[cursor.row] = Array(rowStyles.prefix(columns))
    }
}
