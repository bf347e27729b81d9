import FormCore
import FrontEndSupport

/// What the date picker does after a key.
public enum DatePickerAction: Equatable, Sendable {
    /// Redraw and keep reading keys.
    case redraw
    /// Pick this text (an ISO date, or what the person typed, like `tomorrow`).
    case pick(String)
    /// Close the picker without picking (Escape).
    case cancel
    /// Leave the step for the field after the date field (Tab, Ctrl-N).
    case next
    /// Leave the step for the field before it (Shift-Tab, Ctrl-P).
    case previous
    /// List the keys (F1, or `?` with nothing typed).
    case help
    /// Keep everything as it is and say why (`message`).
    case refuse(String)
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D on an empty entry: cancel the form.
    case endOfInput
    /// A signal arrived.
    case signal(Int32)
    /// Nothing changed.
    case ignore
}

/// The date picker's state, without I/O: a highlighted day moved with keys, and text typed
/// instead (`tomorrow`, `+3d`, `2026-12-24`) that moves the highlight as soon as it reads as
/// a date.
///
/// Keys: ←/→ a day, ↑/↓ a week, Page Up/Down or `<`/`>` a month, Home/End the month's
/// first/last day, Enter picks (the typed text if any, else the highlighted day), Escape
/// cancels, Backspace, Ctrl-W (a word) and Ctrl-U (everything) edit the typed text, a paste
/// is typed as one line, Tab / Ctrl-N and Shift-Tab / Ctrl-P leave the step. `t` alone
/// means today. A key that moves the highlight while text is typed starts from the date
/// the text reads as (the text gives way to the highlight); when the text is no date, the
/// key is refused with a message, never silently dropping the text.
public struct DatePickerState: Equatable, Sendable {
    /// The day the calendar highlights.
    public private(set) var highlighted: LocalDate
    /// Text typed instead of moving the highlight.
    public private(set) var typed = ""
    /// Today, for date words.
    public let today: LocalDate
    /// The field's earliest and latest dates (`min`/`max`, resolved): the highlight stays
    /// between them, and a key that would leave them is refused with a message.
    public let earliest: LocalDate?
    public let latest: LocalDate?
    /// An optional date with none yet: Enter on the untouched calendar (no key moved it,
    /// nothing typed) leaves it empty rather than picking the highlighted day.
    public let emptyAllowed: Bool
    /// Whether a key moved the highlight or text was typed.
    public private(set) var touched = false

    /// Starts on `start` (the field's answer, or today), between `earliest` and `latest`;
    /// `emptyAllowed` for an optional date with none yet.
    public init(start: LocalDate, today: LocalDate, earliest: LocalDate? = nil, latest: LocalDate? = nil, emptyAllowed: Bool = false) {
        highlighted = start
        self.today = today
        self.earliest = earliest
        self.latest = latest
        self.emptyAllowed = emptyAllowed
    }

    /// Whether Enter now leaves the date empty.
    public var picksNothing: Bool { emptyAllowed && !touched && AnswerText.isBlank(typed) }

    /// Whether `date` is outside the field's range (drawn apart, never landed on by a key).
    public func isOutOfRange(_ date: LocalDate) -> Bool {
        if let earliest, date < earliest { return true }
        if let latest, date > latest { return true }
        return false
    }

    /// The month shown: the one holding the highlighted day.
    public var grid: MonthGrid { MonthGrid(containing: highlighted) }

    /// What Enter would pick now.
    public var pickText: String {
        if picksNothing { return "" }
        let text = AnswerText.trimmed(typed)
        if text.isEmpty { return highlighted.iso }
        return text == "t" ? "today" : String(text)
    }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> DatePickerAction {
        switch key {
        case .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .character, .paste:
            touched = true
        default:
            break
        }
        switch key {
        case .left, .right, .up, .down, .pageUp, .pageDown, .home, .end:
            if !AnswerText.isBlank(typed) && (try? DateParser.parse(pickText, today: today, language: Language.process)) == nil {
                return .refuse(Words.process(.calendarNotADate, ["typed": typed]))
            }
            return move(by: key)
        case .character("<") where typed.isEmpty: return move { $0.adding(months: -1) }
        case .character(">") where typed.isEmpty: return move { $0.adding(months: 1) }
        case .character("?") where typed.isEmpty: return .help
        case .character(let character):
            typed.append(character)
            follow()
        case .paste(let text):
            typed += BracketedPaste.line(from: text)
            follow()
        case .backspace:
            guard !typed.isEmpty else { return .ignore }
            typed.removeLast()
            follow()
        case .control("u"):
            guard !typed.isEmpty else { return .ignore }
            typed = ""
        case .control("w"):
            guard !typed.isEmpty else { return .ignore }
            while typed.last == " " { typed.removeLast() }
            while let last = typed.last, last != " " { typed.removeLast() }
            follow()
        case .enter: return .pick(pickText)
        case .escape: return .cancel
        case .tab, .control("n"): return .next
        case .shiftTab, .control("p"): return .previous
        case .help: return .help
        case .interrupt: return .interrupt
        case .endOfInput: return typed.isEmpty ? .endOfInput : .ignore
        case .signal(let signal): return .signal(signal)
        case .control, .other: return .ignore
        }
        return .redraw
    }

    private mutating func move(by key: Key) -> DatePickerAction {
        switch key {
        case .left: move { $0.adding(days: -1) }
        case .right: move { $0.adding(days: 1) }
        case .up: move { $0.adding(days: -7) }
        case .down: move { $0.adding(days: 7) }
        case .pageUp: move { $0.adding(months: -1) }
        case .pageDown: move { $0.adding(months: 1) }
        case .home: move { LocalDate(year: $0.year, month: $0.month, day: 1) ?? $0 }
        case .end: move { LocalDate(year: $0.year, month: $0.month, day: LocalDate.daysInMonth(year: $0.year, month: $0.month)) ?? $0 }
        default: .redraw
        }
    }

    /// Moves the highlight (from the typed date, if any); a day outside the range is not
    /// landed on: the highlight stops at the range's end, said in a message (the move is
    /// refused when it is already there).
    private mutating func move(_ step: (LocalDate) -> LocalDate) -> DatePickerAction {
        typed = ""
        let target = step(highlighted)
        if let earliest, target < earliest {
            return clamp(to: earliest, Words.process(.calendarEarliest, ["date": earliest.iso]))
        }
        if let latest, target > latest {
            return clamp(to: latest, Words.process(.calendarLatest, ["date": latest.iso]))
        }
        highlighted = target
        return .redraw
    }

    private mutating func clamp(to end: LocalDate, _ why: String) -> DatePickerAction {
        // Only a highlight inside the range moves to its end (one outside, from a typed
        // date or an answer, keeps moving towards it).
        if !isOutOfRange(highlighted) { highlighted = end }
        return .refuse(why)
    }

    /// Moves the highlight to the typed date once it reads as one.
    private mutating func follow() {
        let text = pickText
        if text == highlighted.iso { return }
        if let date = try? DateParser.parse(text, today: today, language: Language.process) { highlighted = date }
    }
}
