import FormCore

/// How one `LineEditor.readLine` or `SecretReader.readSecret` call ended.
public enum LineEvent: Sendable, Equatable {
    /// Enter: the edited text, without the newline.
    case line(String)
    /// Tab (without completions) or Ctrl-N: go to the next field.
    case next
    /// Shift-Tab or Ctrl-P: go to the previous field.
    case previous
    /// Ctrl-K on an empty line at a list's or a group's row: delete the row.
    case deleteRow
    /// The date-picker key. `cursor` counts Unicode scalars before the cursor, so the
    /// caller can hand both back as `prefill` and `cursor` later.
    case datePicker(text: String, cursor: Int)
    /// A configured shortcut key, as the session's table holds it (`FormSession.shortcutKeys`).
    case shortcut(key: ShortcutKey, text: String)
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D on an empty line, or the input closed.
    case endOfInput
    /// Escape pressed twice.
    case cancel
    /// A signal caught by `TerminalGuard` (SIGINT, SIGTERM, SIGHUP) arrived while reading.
    case signal(Int32)
    /// Ctrl-X Ctrl-E on a multi-line read: open an editor; `text` is the line so far.
    case editor(text: String)
    /// A paste holding line breaks on a multi-line read: the line with the paste put in at
    /// the cursor, split into lines (the last one is still being typed).
    case pastedLines([String])
}

/// The text being edited and where the cursor was, in Unicode scalars from the start.
public struct LineBuffer: Sendable, Equatable {
    /// The line's text.
    public var text: String
    /// Unicode scalars before the cursor, from 0 to `text.unicodeScalars.count`.
    public var cursor: Int
    /// Whether the editor was in vi's command mode (hand it back as `commandMode`).
    public var inCommandMode = false

    /// A buffer holding `text` with the cursor at `cursor` (clamped), or at the end when nil.
    public init(text: String = "", cursor: Int? = nil) {
        let count = text.unicodeScalars.count
        self.text = text
        self.cursor = min(max(cursor ?? count, 0), count)
    }
}
