/// How a line starts: the editable text already on it, where the cursor is, whether the
/// first character typed replaces it, and vi's mode (`LineEditor.readLine`'s `start`).
///
/// ```swift
/// editor.readLine(prompt: "Name: ", start: LineStart(text: "Ada", cursor: 1))
/// ```
public struct LineStart: Sendable {
    /// Editable initial text (terminals only; ignored when input is a pipe).
    public var text: String
    /// Unicode scalars of `text` before the cursor; nil puts it at the end.
    public var cursor: Int?
    /// The first typed or pasted character replaces `text` (a default, a choice); a key that
    /// edits (arrows, Ctrl-A/E, Backspace) keeps it.
    public var replacedByTyping: Bool
    /// Start in vi's command mode (the line ended there before).
    public var commandMode: Bool

    public init(text: String = "", cursor: Int? = nil, replacedByTyping: Bool = false, commandMode: Bool = false) {
        self.text = text
        self.cursor = cursor
        self.replacedByTyping = replacedByTyping
        self.commandMode = commandMode
    }
}
