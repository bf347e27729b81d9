#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Where the interactive front end draws: standard error or the terminal, never standard
/// output (which carries only the final JSON answers). Write failures are ignored: there is
/// nowhere left to report them.
///
/// Lines are laid out for the terminal's current width (read at each draw): a line too
/// long is broken between words (`TextWrap`), and `redraw` counts the rows its previous
/// block took at that width, wide characters and wrapped lines included, so nothing stale
/// stays on screen.
public final class TerminalScreen {
    /// The descriptor drawn on.
    public let fd: Int32
    /// Colour and cursor movement allowed or not.
    public let style: TerminalStyle
    /// Whether long lines are broken between words; off in accessible mode, where a line
    /// broken by formline would be read out as two.
    public var breaksLines = true
    /// Rows the last `redraw` block took, to draw over it next time.
    private var blockLines = 0
    /// The lines of the open `redraw` block, recorded in `drawn` once it ends.
    private var blockDrawn: [DrawnLine] = []
    /// What is on screen, for erasing in place (kept only where the cursor can move).
    private var drawn = DrawnRegion()
    /// `SignalState`'s count of continues when `drawn` was last looked at.
    private var seenResumes = SignalState.resumes

    /// Whether `fd` was opened for this screen, and so is closed with it.
    private let ownsDescriptor: Bool

    /// A screen on `fd` with `style`; the caller keeps `fd` and closes it when done.
    public init(fd: Int32, style: TerminalStyle) {
        self.fd = fd
        self.style = style
        ownsDescriptor = false
    }

    /// A screen on a descriptor opened for it (the controlling terminal), closed when the
    /// screen goes, so a program running many forms does not collect open terminals.
    ///
    /// ```swift
    /// let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
    /// let screen = TerminalScreen(owning: tty, style: .detect(output: tty))   // closes tty in deinit
    /// ```
    public init(owning fd: Int32, style: TerminalStyle) {
        self.fd = fd
        self.style = style
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(fd) }
    }

    /// Writes `text` as is.
    public func write(_ text: String) {
        // Best effort: a terminal that went away is noticed by the next read.
        try? StandardStreams.write(text, to: fd, name: .terminal)
    }

    /// Writes one line, broken between words when wider than the terminal.
    public func line(_ text: String = "") {
        let lines = laidOut([text])
        write(lines.joined(separator: "\n") + "\n")
        // A note or description keeps its own line feeds: each starts a row.
        let columns = self.columns
        record(lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { DrawnLine(String($0), columns: columns) })
    }

    /// The terminal's width now, or nil when `fd` is no terminal.
    public var columns: Int? { WindowSize.columns(of: fd) }

    /// `lines` broken between words to fit the terminal's width; a line feed in a line
    /// starts a row of its own (each row is wrapped by itself).
    func laidOut(_ lines: [String]) -> [String] {
        guard breaksLines, let columns else { return lines }
        return lines.flatMap { line in
            line.split(separator: "\n", omittingEmptySubsequences: false).flatMap { TextWrap.wrap(String($0), columns: columns) }
        }
    }

    /// Draws a block of lines whose last line stays open (no newline), drawing over the
    /// previous block when the terminal allows cursor movement, else below it.
    public func redraw(_ lines: [String]) {
        if blockLines > 0 {
            if style.allowsCursorMovement {
                write("\r" + (blockLines > 1 ? "\u{1B}[\(blockLines - 1)A" : "") + "\u{1B}[J")
            } else {
                write("\n")
            }
        }
        let columns = self.columns
        let lines = laidOut(lines)
        write(lines.joined(separator: "\n"))
        blockLines = lines.reduce(0) { total, line in total + (columns.map { TextWrap.rows(line, columns: $0) } ?? 1) }
        blockDrawn = lines.map { DrawnLine($0, columns: columns) }
    }

    /// Forgets the open block without ending it: the cursor is no longer below it (the
    /// process was stopped and the line ended), so the next `redraw` starts where it is.
    public func abandonBlock() {
        blockLines = 0
        blockDrawn = []
    }

    /// Ends the open block: the next `redraw` starts afresh.
    public func endBlock() {
        if blockLines > 0 { write("\n") }
        blockLines = 0
        record(blockDrawn)
        blockDrawn = []
    }

    // MARK: - Drawing in place

    /// Notes lines another writer left on this terminal (a line editor's finished line, a
    /// secret prompt), so erasing in place counts them.
    func record(_ lines: [DrawnLine]) {
        guard style.allowsCursorMovement, !lines.isEmpty else { return }
        forgetAfterStop()
        drawn.add(lines)
    }

    /// Starts `mark` below everything drawn so far (see `DrawnRegion`).
    func mark(_ mark: DrawnRegion.Mark) {
        guard style.allowsCursorMovement else { return }
        forgetAfterStop()
        drawn.mark(mark)
    }

    /// Whether `mark` is on record.
    func hasMark(_ mark: DrawnRegion.Mark) -> Bool {
        drawn.contains(mark)
    }

    /// The marks drawn after the last `mark`, in order.
    func marks(after mark: DrawnRegion.Mark) -> [DrawnRegion.Mark] {
        forgetAfterStop()
        return drawn.marks(after: mark)
    }

    /// The rows everything on record takes at the terminal's width now: the form drawn
    /// above the cursor (title, answers, the focused field's help and errors). 0 where the
    /// cursor cannot move (nothing is recorded).
    var rowsDrawn: Int {
        forgetAfterStop()
        return drawn.rows(columns: columns, reflows: LineEditor.terminalReflows, atMost: WindowSize.rows(of: fd) ?? 24)
    }

    /// Entries of what is on record the bookkeeping looked at so far (`DrawnRegion.visited`).
    var drawnVisits: Int { drawn.visited }

    /// The section whose heading is the last one on screen.
    var lastHeading: String? { drawn.lastHeading }

    /// Erases the last `mark` and everything drawn after it: the cursor goes up the rows
    /// they take at the terminal's width now and clears to the end of the screen. Returns
    /// false (and draws nothing) when `mark` is not on record or the cursor cannot move.
    @discardableResult
    func erase(from mark: DrawnRegion.Mark) -> Bool {
        guard style.allowsCursorMovement, blockLines == 0 else { return false }
        forgetAfterStop()
        guard let rows = drawn.remove(from: mark, columns: columns, reflows: LineEditor.terminalReflows) else { return false }
        if rows > 0 { write("\r\u{1B}[" + (rows > 1 ? "\(rows)" : "") + "A\u{1B}[J") }
        return true
    }

    /// After a stop and `fg` the lines drawn before are no longer right above the cursor.
    private func forgetAfterStop() {
        let resumes = SignalState.resumes
        guard resumes != seenResumes else { return }
        seenResumes = resumes
        drawn.forgetLines()
    }
}
