import FormCore
import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Drawing the line again after job control or a resize, from inside `el_wgets` (called
/// between two keys by the character reader, never from a signal handler).
extension LineEditor {
    /// After a stop the line was ended (see `SignalState.suspend`), so the prompt is drawn
    /// afresh at the start of the cursor's line. After a resize the cursor goes back to the
    /// first row of the prompt (as laid out at the old width, or at the new one when the
    /// terminal rewraps its lines itself, see `terminalReflows`), everything below is
    /// cleared, and libedit lays the line out at the new width. Either way the text and the
    /// cursor are those being edited.
    ///
    /// Example: at 80 columns `[1/3] Title: ` plus 60 typed characters fills one row; after
    /// shrinking to 40 columns the line is drawn again over three rows, cursor at its end.
    func terminalChanged(_ changes: TerminalChange) {
        var reset = "\r"
        if !changes.contains(.resumed) && changes.contains(.resized) {
            if allowsCursorMovement {
                let rows = rowsAboveCursor(width: Self.terminalReflows ? windowColumns : columns)
                reset = "\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J"
            } else {
                reset = "\r\n"
            }
        }
        fputs(reset, outputFile)
        fflush(outputFile)
        el_resize(editLine)
        columns = windowColumns
        _ = fl_el_refresh(editLine)
        updateChoiceList(force: true)
    }

    /// Erases a Tab listing (`listing`) as the next key comes, with the line it was listed
    /// under, and draws the line again where that was: the names listed are for what was
    /// typed then, so none stays above the line being edited (issue 35 item 8). Nothing to
    /// do where the cursor cannot move: the listing stays, as a transcript.
    func eraseListing() {
        guard let listing else { return }
        self.listing = nil
        guard allowsCursorMovement else { return }
        let rows = rowsAboveCursor(width: windowColumns) + listing.rows
        fputs("\r\u{1B}[\(rows)A\u{1B}[J", outputFile)
        fflush(outputFile)
        leftLines.removeLast(min(listing.lines, leftLines.count))
        _ = fl_el_refresh(editLine)
    }

    /// Whether the terminal rewraps lines already drawn when its width changes, as tmux,
    /// VTE (GNOME Terminal...), Konsole, kitty, iTerm2, Terminal.app, WezTerm, Windows
    /// Terminal and VS Code do; xterm, rxvt, st and the Linux console cut them instead.
    /// Decided from the environment those terminals set.
    static let terminalReflows: Bool = reflows(environment: { getenv($0).map { String(cString: $0) } })

    /// `terminalReflows` for an environment (`lookup` returns a variable's value).
    static func reflows(environment lookup: (String) -> String?) -> Bool {
        let markers = ["TMUX", "VTE_VERSION", "KONSOLE_VERSION", "KITTY_WINDOW_ID", "WT_SESSION", "WEZTERM_PANE"]
        if markers.contains(where: { !(lookup($0) ?? "").isEmpty }) { return true }
        let programs = ["iTerm.app", "Apple_Terminal", "WezTerm", "vscode", "ghostty"]
        if let program = lookup("TERM_PROGRAM"), programs.contains(program) { return true }
        let term = lookup("TERM") ?? ""
        return ["tmux", "kitty", "alacritty", "foot", "ghostty", "wezterm"].contains { term.hasPrefix($0) || term.contains("-\($0)") }
    }

    /// The window's width now (80 when unknown).
    var windowColumns: Int { WindowSize.columns(of: inputFD) ?? 80 }

    /// Rows between the prompt's first row and the cursor when laid out at `width`.
    func rowsAboveCursor(width: Int) -> Int {
        let buffer = currentBuffer
        let before = Self.displayWidth(of: buffer.text.prefix(scalars: buffer.cursor).unicodeScalars)
        return (promptWidth + before) / max(width, 1)
    }

    /// The prompt's width on screen: escapes between U+0001 pairs take no room.
    private var promptWidth: Int {
        var visible = String.UnicodeScalarView()
        var hidden = false
        for scalar in String(cString: currentPrompt).unicodeScalars {
            if scalar == "\u{1}" { hidden.toggle() } else if !hidden { visible.append(scalar) }
        }
        return Self.displayWidth(of: visible)
    }

    /// Columns taken by `scalars` as libedit draws them (`DisplayWidth.editorWidth`).
    static func displayWidth(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + DisplayWidth.editorWidth(of: $1) }
    }
}
