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

/// How a line acts beyond plain editing, as one value (issue 34 item 3): what Tab completes,
/// what Space, Ctrl-K and ←/→ do, and the menu drawn below the line that follows its text.
/// The prompt assembles it from the kind's presenter (`FieldPrompt`); the editor only carries
/// it out (`LineEditor+Keys`, `LineEditor+Input`, `LineEditor+ChoiceList`).
///
/// ```swift
/// editor.readLine(prompt: "Country: ", behaviour: LineBehaviour(completions: ["Chile", "China"]))
/// ```
public struct LineBehaviour {
    /// Candidates for Tab, matched case-insensitively on the text before the cursor: a
    /// unique match completes, several are listed (a second Tab in a row moves on), and Tab
    /// on a text that already is the only match, matches nothing or is empty moves on. When
    /// empty (and no file names are completed), Tab moves to the next field.
    public var completions: [String]
    /// Tab completes the item after the last comma only (a multiple choice line like
    /// `events, ti`); a completed item holding a comma is quoted.
    public var completesItems: Bool
    /// Tab completes file names instead (a path field), through `PathCompletion`.
    public var completesFileNames: Bool
    /// Space with the cursor at the end of a line it accepts ends the line as Enter would (a
    /// multiple choice's `2` then Space toggles choice 2).
    public var spaceEnds: ((String) -> Bool)?
    /// A menu drawn below the line that follows its text (a choice field); Up/Down and
    /// PgUp/PgDn then move its highlight, Space toggles a multiple choice's.
    var choiceList: ChoiceList?
    /// At a list or group row, what Ctrl-K on an empty line ends it with (the row is then
    /// deleted); elsewhere Ctrl-K kills to the end of the line.
    var rowDeletion: LineEvent?
    /// What ← and → do instead of moving the cursor (a rating's stars).
    var stepper: LineInteraction?

    public init(completions: [String] = [], completesItems: Bool = false, completesFileNames: Bool = false,
                spaceEnds: ((String) -> Bool)? = nil) {
        self.completions = completions
        self.completesItems = completesItems
        self.completesFileNames = completesFileNames
        self.spaceEnds = spaceEnds
    }
}

/// The current read's behaviour, as the editor's key functions ask it.
extension LineEditor {
    var completions: [String] { behaviour.completions }
    var completesItems: Bool { behaviour.completesItems }
    var completesFileNames: Bool { behaviour.completesFileNames }
    var spaceEnds: ((String) -> Bool)? { behaviour.spaceEnds }
    var choiceList: ChoiceList? { behaviour.choiceList }
    var rowDeletion: LineEvent? { behaviour.rowDeletion }
    var interaction: LineInteraction? { behaviour.stepper }
}
