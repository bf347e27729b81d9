import FrontEndSupport

/// A small xterm-like screen for tests: feed it what a program wrote and read back what a
/// person would see, to check that redraws leave nothing stale at a given width.
///
/// It knows what formline and libedit send: printable text (wide characters take two
/// columns, combining marks none: `DisplayWidth`), automatic wrapping at the right margin
/// with xterm's pending-wrap column, CR, LF, BS, tab, and the CSI commands for cursor
/// movement (A B C D G H), erasing (J K X), deleting and inserting characters (P @);
/// colours, modes and OSC strings are ignored. Rows that scroll off the top go to
/// `scrollback`.
///
/// ```swift
/// var screen = ScreenEmulator(rows: 24, columns: 20)
/// screen.feed("hello\r\n\u{1B}[1Aj")
/// screen.lines.first  // "jello"
/// ```
public struct ScreenEmulator {
    public let rows: Int
    public let columns: Int
    /// Rows scrolled off the top, oldest first (trailing spaces trimmed).
    public private(set) var scrollback: [String] = []
    private var grid: [[Character?]]
    private var row = 0
    private var column = 0
    private var pendingWrap = false

    /// An empty screen.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: Array(repeating: nil, count: columns), count: rows)
    }

    /// The visible rows, trailing spaces trimmed (the second column of a wide character is
    /// not repeated).
    public var lines: [String] {
        grid.map(Self.text(of:))
    }

    /// Everything: the scrollback, then the visible rows without the empty ones at the end.
    public var allLines: [String] {
        var visible = lines
        while visible.last?.isEmpty == true { visible.removeLast() }
        return scrollback + visible
    }

    /// Interprets `output`.
    public mutating func feed(_ output: String) {
        var scalars = output.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0; pendingWrap = false
            case "\n": lineFeed(); pendingWrap = false
            case "\u{8}": column = max(0, column - 1); pendingWrap = false
            case "\t": column = min(columns - 1, (column / 8 + 1) * 8); pendingWrap = false
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value): continue
            default: put(scalar)
            }
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.width(of: scalar)
        if width == 0 {
            // A combining mark joins the character before it.
            let target = max(0, column - (pendingWrap ? 0 : 1))
            if let previous = grid[row][target] {
                grid[row][target] = Character(String(previous) + String(scalar))
            }
            return
        }
        if pendingWrap || column + width > columns {
            column = 0
            lineFeed()
            pendingWrap = false
        }
        grid[row][column] = Character(scalar)
        if width == 2, column + 1 < columns { grid[row][column + 1] = "\u{0}" }
        column += width
        if column >= columns {
            column = columns - 1
            pendingWrap = true
        }
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            scrollback.append(Self.text(of: grid.removeFirst()))
            grid.append(Array(repeating: nil, count: columns))
        } else {
            row += 1
        }
    }

    private mutating func escape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next() {
        case "[":
            var parameters = ""
            while let next = scalars.next() {
                if (0x40...0x7E).contains(next.value) {
                    csi(parameters, final: next)
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        case "]":
            while let next = scalars.next(), next != "\u{7}" {
                if next == "\u{1B}" { _ = scalars.next(); return }
            }
        default:
            return
        }
    }

    private mutating func csi(_ parameters: String, final: Unicode.Scalar) {
        guard !parameters.hasPrefix("?") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 0
        let count = max(first, 1)
        switch final {
        case "A": row = max(0, row - count); pendingWrap = false
        case "B": row = min(rows - 1, row + count); pendingWrap = false
        case "C": column = min(columns - 1, column + count); pendingWrap = false
        case "D": column = max(0, column - count); pendingWrap = false
        case "G": column = min(columns - 1, count - 1); pendingWrap = false
        case "H":
            row = min(rows - 1, count - 1)
            column = min(columns - 1, max((numbers.count > 1 ? numbers[1] ?? 1 : 1), 1) - 1)
            pendingWrap = false
        case "K":
            let range = first == 1 ? 0..<(column + 1) : first == 2 ? 0..<columns : column..<columns
            for index in range { grid[row][index] = nil }
        case "J":
            if first == 0 {
                for index in column..<columns { grid[row][index] = nil }
                for below in (row + 1)..<rows { grid[below] = Array(repeating: nil, count: columns) }
            } else if first == 2 {
                grid = Array(repeating: Array(repeating: nil, count: columns), count: rows)
            }
        case "X":
            for index in column..<min(columns, column + count) { grid[row][index] = nil }
        case "P":
            grid[row].removeSubrange(column..<min(columns, column + count))
            grid[row] += Array(repeating: nil, count: columns - grid[row].count)
        case "@":
            grid[row].insert(contentsOf: Array(repeating: nil, count: count), at: column)
            grid[row].removeLast(count)
        default:
            break
        }
    }

    private static func text(of cells: [Character?]) -> String {
        var text = String(cells.compactMap { cell -> Character? in cell == "\u{0}" ? nil : (cell ?? " ") })
        while text.last == " " { text.removeLast() }
        return text
    }
}
