import FormCore
import FrontEndSupport

/// A key the editor offers a line's interactions before acting on it itself.
enum InteractionKey: Equatable {
    /// Tab.
    case tab
    /// Space (`line.cursor` tells whether it is at the end).
    case space
    /// Enter.
    case enter
    /// ← (-1) or → (+1), decoded only for a line whose interaction `takesSteps`.
    case step(Int)
    /// Up, Down, PgUp, PgDn, decoded only while lines are drawn live below the line.
    case list(ChoiceListKey)
    /// Ctrl-K.
    case killLine
    /// Any other character typed.
    case typed(Unicode.Scalar)
}

/// The line as an interaction sees it when a key comes.
struct InteractionLine: Equatable {
    /// The text on the line.
    var text: String
    /// Unicode scalars before the cursor.
    var cursor: Int = 0
    /// The text is the untouched start of the line, replaced by typing (`LineStart`).
    var untouched = false
    /// The key before this one was a Tab that listed candidates (a second Tab moves on).
    var listedByLastTab = false
    /// Lines are drawn live below the line (a menu), which shows Tab's candidates itself.
    var drawnLive = false

    /// The text before the cursor.
    var typed: String { text.prefix(scalars: cursor) }
    /// Whether the cursor is at the end of the text.
    var cursorAtEnd: Bool { cursor >= text.unicodeScalars.count }
}

/// What an interaction made of a key.
enum InteractionResult: Equatable {
    /// Not its key: the next interaction is asked, then the editor acts as it always does.
    case passOn
    /// Taken, the line unchanged (a highlight moved, a pick refused with a notice shown live).
    case handled
    /// The line becomes this text, and editing goes on.
    case replaceLine(String)
    /// The line becomes this text, then ends as with Enter (a menu's highlighted choice).
    case replaceLineAndEnter(String)
    /// The `erase` scalars before the cursor become `insert`; `listing`, when not nil, is
    /// written below the line until the next key (empty: the live lines show it already).
    case complete(erase: Int, insert: String, listing: [String]?)
    /// The line ends with this event.
    case end(LineEvent)
    /// A character typed over an untouched line goes after it instead of replacing it.
    case appendToUntouched
}

/// How a prompt's line acts beyond plain editing: one object per behaviour (a choice's
/// completion, a menu below the line, path completion, Space ending a line of numbers, a
/// row's deletion, a rating's stars), which a kind's presenter and the field's shape put in
/// the line's `LineBehaviour` (issue 34 item 3). The editor only carries results out: it
/// offers each key to the interactions in order, the first that does not pass it on
/// decides, and it draws what the interaction that `drawsLive` returns between two keys.
/// Nothing here touches the terminal, so each is tested with scripted keys in process
/// (`LineInteractionTests`).
///
/// A class, so one value can keep state across the keys of one read (a menu's highlight).
protocol LineInteraction: AnyObject {
    /// What `key` does on `line`.
    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult
    /// Whether ← and → are its keys (they then no longer move the cursor).
    var takesSteps: Bool { get }
    /// Whether it draws lines below the line between keys (`liveLines`).
    var drawsLive: Bool { get }
    /// The lines to draw below `line` on a window of `room`, or [] when there is no room.
    func liveLines(for line: InteractionLine, room: LiveRoom) -> [String]
    /// Whether Space is one of its keys even where libedit would insert it (bound to it).
    var takesSpace: Bool { get }
}

extension LineInteraction {
    var takesSteps: Bool { false }
    var drawsLive: Bool { false }
    func liveLines(for line: InteractionLine, room: LiveRoom) -> [String] { [] }
    var takesSpace: Bool { false }
}

/// The room lines drawn live have: the window, and the rows the prompt and text take and
/// the form has drawn above them.
struct LiveRoom: Equatable {
    var columns: Int
    var terminalRows: Int
    var textRows: Int
    var rowsAbove: Int
}

/// How a line acts beyond plain editing, as one value: its interactions, asked in order.
///
/// ```swift
/// editor.readLine(prompt: "Country: ", behaviour: LineBehaviour(completions: ["Chile", "China"]))
/// ```
public struct LineBehaviour {
    /// The interactions, asked in order for each key.
    var interactions: [any LineInteraction]

    /// A line with no behaviour beyond editing (Tab moves to the next field).
    public init() {
        interactions = []
    }

    /// A line whose Tab completes `completions` (matched case-insensitively on the text
    /// before the cursor: a unique match completes, several are listed, and a second Tab in
    /// a row, or Tab on a text that already is the only match, matches nothing or is empty,
    /// moves on).
    public init(completions: [String]) {
        interactions = completions.isEmpty ? [] : [ChoiceCompletion(completions)]
    }

    init(_ interactions: [any LineInteraction]) {
        self.interactions = interactions
    }

    /// What the first interaction that takes `key` makes of it (`.passOn`: none does). The
    /// line is read from the editor only when some interaction may take the key (a plain
    /// text field's keys cost nothing more).
    func handle(_ key: InteractionKey, on line: @autoclosure () -> InteractionLine) -> InteractionResult {
        guard !interactions.isEmpty else { return .passOn }
        let line = line()
        for interaction in interactions {
            let result = interaction.handle(key, on: line)
            if result != .passOn { return result }
        }
        return .passOn
    }

    /// The interaction drawing lines below the line, if any.
    var live: (any LineInteraction)? { interactions.first { $0.drawsLive } }
    /// Whether ← and → are taken.
    var takesSteps: Bool { interactions.contains { $0.takesSteps } }
    /// Whether Space is taken beyond inserting a space.
    var takesSpace: Bool { interactions.contains { $0.takesSpace } }
}

/// Tab over candidates (a choice's titles, yes/no, a rating's digits, the review's field
/// ids): a unique match completes, several are listed once (a second Tab in a row moves
/// on), and nothing typed, nothing matching or the text already whole goes to the next
/// field, so Tab never holds the person back. With `items` (a multiple choice), Tab
/// completes the item after the last comma, and a whole choice gets the separator; a
/// character typed over the untouched line adds an item, unless it is a digit (which
/// toggles a choice by number and so replaces the line).
final class ChoiceCompletion: LineInteraction {
    let candidates: [String]
    let items: Bool

    init(_ candidates: [String], items: Bool = false) {
        self.candidates = candidates
        self.items = items
    }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        switch key {
        case .tab:
            var typed = line.typed
            var erased = line.cursor
            if items {
                let (head, item) = MultiChoiceMenu.lastItem(of: typed)  // the item being typed
                erased -= head.unicodeScalars.count
                typed = item
            }
            switch Completion(typed: typed, candidates: candidates) {
            case .noMatch, .complete:
                return .end(.next)
            case .replace(let text):
                guard items && !text.isEmpty else { return .complete(erase: erased, insert: text, listing: nil) }
                // A whole choice gets the separator, ready for the next item; a common beginning does not.
                let whole = candidates.contains(text)
                return .complete(erase: erased, insert: whole ? ChoiceItems.quoted(text) + ", " : ChoiceItems.quoted(text), listing: nil)
            case .ambiguous(let matches):
                if typed.isEmpty || line.listedByLastTab { return .end(.next) }
                // The live menu shows them; otherwise they are listed under the line.
                return .complete(erase: 0, insert: "", listing: line.drawnLive ? [] : [Self.listing(matches)])
            }
        case .typed(let scalar) where items && line.untouched && !("0"..."9").contains(scalar):
            return .appendToUntouched
        default:
            return .passOn
        }
    }

    /// Candidates as Tab lists them: on one line, each made safe, two spaces apart.
    static func listing(_ names: [String]) -> String {
        names.map { TerminalSafeText.escape($0) }.joined(separator: "  ")
    }
}

/// Tab on a path field (`PathCompletion`): the path before the cursor is completed against
/// the file system; a unique match gets `/` when it is a folder; several are completed to
/// their common part, else listed (names, as bash lists them), and a second Tab in a row
/// moves on. Nothing typed, no match or a file already whole: the next field. A leading `~`
/// or `~/` is written out as `$HOME` in the line, as the answer uses `$HOME`
/// (`PathNormaliser`). Names go into the line as they are: a path field holds one path,
/// never shell words, so a name with spaces or quotes is stored as it is named.
final class FileNameCompletion: LineInteraction {
    /// The home folder `~` stands for.
    let home: () -> String

    init(home: @escaping () -> String = FileSystemPathProbe.home) {
        self.home = home
    }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        guard key == .tab else { return .passOn }
        let typed = line.typed
        if typed.isEmpty { return .end(.next) }
        var path = typed
        if typed == "~" || typed.hasPrefix("~/") { path = home() + typed.dropFirst() }
        let expanded = path != typed
        switch PathCompletion.complete(path) {
        case .noMatch, .complete:
            return expanded ? .complete(erase: line.cursor, insert: path, listing: nil) : .end(.next)
        case .replace(let text):
            return .complete(erase: line.cursor, insert: text, listing: nil)
        case .ambiguous(let names):
            if line.listedByLastTab { return .end(.next) }
            return .complete(erase: expanded ? line.cursor : 0, insert: expanded ? path : "",
                             listing: [ChoiceCompletion.listing(names)])
        }
    }
}

/// Space with the cursor at the end of a line it accepts ends the line as Enter would (a
/// multiple choice's `2` then Space toggles choice 2, when no menu is drawn).
final class SpaceEnds: LineInteraction {
    let accepts: (String) -> Bool

    init(_ accepts: @escaping (String) -> Bool) {
        self.accepts = accepts
    }

    var takesSpace: Bool { true }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        guard key == .space, line.cursorAtEnd, accepts(line.text) else { return .passOn }
        return .end(.line(line.text))
    }
}

/// Ctrl-K on an empty line at a list's or a group's row ends the line with `event` (the row
/// is then deleted); on a line with text, libedit's own kill to the end of the line.
final class RowDeletion: LineInteraction {
    let event: LineEvent

    init(_ event: LineEvent) {
        self.event = event
    }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        key == .killLine && line.text.isEmpty ? .end(event) : .passOn
    }
}
