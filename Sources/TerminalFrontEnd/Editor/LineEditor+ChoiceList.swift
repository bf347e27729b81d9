import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Drawing a `ChoiceList` (a choice field's menu) below the line being edited, between two
/// keys (from the character reader, like `terminalChanged`): in place, never printed again.
///
/// The block is redrawn whole: back to the prompt's first row, clear to the end of the
/// screen, down past the rows the prompt and text take, the list's lines (each one row,
/// cut to the width), back up, and libedit draws the prompt and text again with the cursor
/// where it was. Every line of the list fits one row and the page leaves the prompt on
/// screen, so moving up always lands on the prompt, also after a resize (which gives a new
/// page size) or `fg`.
extension LineEditor {
    /// The window's height now (nil when unknown).
    var windowRows: Int? { WindowSize.rows(of: inputFD) }

    /// Whether lines are drawn live below the line in this `readLine` (a choice's menu: the
    /// behaviour's `live` interaction), on a terminal that takes cursor movement.
    var showsChoiceList: Bool { behaviour.live != nil && isTerminal && allowsCursorMovement }

    /// Draws the list for the text now, when it (or the rows the text takes) changed since
    /// it was drawn, or always with `force` (after a resize or `fg`).
    func updateChoiceList(force: Bool = false) {
        guard showsChoiceList, let live = behaviour.live else { return }
        let width = windowColumns
        let layout = lineLayout(width: width)
        let room = LiveRoom(columns: width, terminalRows: windowRows ?? 24, textRows: layout.rows, rowsAbove: rowsAbove)
        let lines = live.liveLines(for: interactionLine, room: room)
        if !force, let drawn = liveDrawn, drawn.lines == lines, drawn.textRows == layout.rows { return }
        var output = "\r" + Self.up(layout.cursorRow) + "\u{1B}[J"
        if !lines.isEmpty {
            output += String(repeating: "\n", count: layout.rows) + lines.joined(separator: "\r\n")
            output += "\r" + Self.up(layout.rows + lines.count - 1)
        }
        fputs(output, outputFile)
        fflush(outputFile)
        _ = fl_el_refresh(editLine)
        liveDrawn = (lines, layout.rows)
    }

    /// Clears the list from the screen, leaving the cursor at the start of the text's last
    /// row (lines written next go below the text); it is drawn again before the next key.
    func eraseChoiceList() {
        guard showsChoiceList, let drawn = liveDrawn else { return }
        lastMenuRows = drawn.lines.count
        let layout = lineLayout(width: windowColumns)
        let down = layout.rows - 1 - layout.cursorRow
        fputs("\r" + (down > 0 ? "\u{1B}[\(down)B" : "") + "\n\u{1B}[J\u{1B}[A", outputFile)
        fflush(outputFile)
        liveDrawn = nil
    }

    /// Clears the menu and has libedit draw the prompt and text again over clean rows, the
    /// cursor where it was: before Enter puts a choice on the line, whose text may then
    /// take a row more — libedit would write it over a menu row it does not know about and
    /// leave the rest of that row standing.
    func eraseChoiceListInPlace() {
        guard showsChoiceList, let drawn = liveDrawn else { return }
        lastMenuRows = drawn.lines.count
        let layout = lineLayout(width: windowColumns)
        fputs("\r" + Self.up(layout.cursorRow) + "\u{1B}[J", outputFile)
        fflush(outputFile)
        _ = fl_el_refresh(editLine)
        liveDrawn = nil
    }

    /// After the line ended with Enter or a key that leaves it (the cursor is then at the
    /// start of the row below the text, where the list begins): clears the list.
    func clearChoiceListBelow() {
        guard showsChoiceList, let drawn = liveDrawn else { return }
        lastMenuRows = drawn.lines.count
        fputs("\r\u{1B}[J", outputFile)
        fflush(outputFile)
        liveDrawn = nil
    }

    /// The rows the menu takes on screen below the line now (0 when none is drawn): what a
    /// view that redraws the field must erase with it. The editor clears the menu itself
    /// when the line ends; `lastMenuRows` keeps how many rows it took then.
    public var menuRows: Int { showsChoiceList ? liveDrawn?.lines.count ?? 0 : 0 }

    /// The rows the prompt and text take at `width` as libedit lays them out, and the row
    /// of the cursor: a character that does not fit at the end of a row moves to the next,
    /// and a row filled to its last column puts the cursor on the next one.
    func lineLayout(width: Int) -> (rows: Int, cursorRow: Int) {
        let buffer = currentBuffer
        var row = 0, column = 0, cursorRow = 0
        func put(_ scalar: Unicode.Scalar) {
            let size = Self.displayWidth(of: CollectionOfOne(scalar))
            guard size > 0 else { return }
            if column + size > width { row += 1; column = 0 }
            column += size
            if column >= width { row += 1; column = 0 }
        }
        var hidden = false
        for scalar in String(cString: currentPrompt).unicodeScalars {
            if scalar == "\u{1}" { hidden.toggle() } else if !hidden { put(scalar) }
        }
        for (index, scalar) in buffer.text.unicodeScalars.enumerated() {
            if index == buffer.cursor { cursorRow = row }
            put(scalar)
        }
        if buffer.cursor >= buffer.text.unicodeScalars.count { cursorRow = row }
        return (row + 1, cursorRow)
    }

    private static func up(_ rows: Int) -> String {
        rows > 0 ? "\u{1B}[\(rows)A" : ""
    }
}
