/// What the editor's key decoder hands libedit next.
enum DecodedKey: Equatable {
    /// A character (or an escape-sequence byte) for libedit's keymaps, unchanged.
    case scalar(Unicode.Scalar)
    /// Shift-Tab (`ESC [ Z`).
    case shiftTab
    /// F1 (`ESC O P`, `ESC [ 11 ~`).
    case help
    /// A configured Alt key (`ESC` + character): its index in `KeyBindings.all`.
    case configured(Int)
    /// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`): the pasted text, as is.
    case paste(String)
    /// Up/Down, PgUp/PgDn while a choice list is shown (`decodesListKeys`).
    case list(ChoiceListKey)
    /// Left (-1) or Right (+1) while the line has a `LineInteraction` (`decodesStepKeys`).
    case step(Int)
}

/// Turns the key sequences formline acts on into whole keys before libedit's keymaps see
/// them, so they work the same in every keymap and mode: Shift-Tab, F1, the form's Alt
/// shortcuts and bracketed pastes. In vi insert mode libedit would take their leading
/// Escape as "command mode" and then read `[Z` as commands (inserting `[Z` on the next
/// press); decoded here, they act on the first press. Every other sequence (cursor keys,
/// Escape Escape) is passed on byte for byte; Escape alone only in vi (see `next`).
///
/// The decoder never blocks by itself: `read` gets the next scalar (nil when none arrives
/// within the escape delay, only asked when `waiting` is true).
///
/// ```swift
/// var decoder = EditorKeyDecoder(altKeys: ["e": 1])
/// // ESC [ Z           -> .shiftTab
/// // ESC e (in time)   -> .configured(1)
/// // ESC [ D           -> .scalar(ESC), then "[", "D" as they were
/// // ESC (alone) c     -> .scalar("c") (emacs; vi: .scalar(ESC), then "c")
/// ```
struct EditorKeyDecoder {
    /// Configured Alt keys: the character after Escape, and its index in `KeyBindings.all`.
    let altKeys: [Unicode.Scalar: Int]
    /// Whether Up/Down (`ESC [ A`/`B`, `ESC O A`/`B`) and PgUp/PgDn (`ESC [ 5~`/`6~`) are
    /// decoded as `.list` keys (a choice list is shown) rather than passed on (history).
    var decodesListKeys = false
    /// Whether Left/Right (`ESC [ D`/`C`, `ESC O D`/`C`) are decoded as `.step` keys (the
    /// line has a `LineInteraction`) rather than passed on (cursor movement).
    var decodesStepKeys = false
    /// Whether Escape alone is handed on (vi, where it means command mode) or held back
    /// (emacs, where libedit would make a Meta key of it and the next key typed); see `next`.
    var passesLoneEscape = false
    /// Scalars read ahead, handed on as they are.
    private var queue: [Unicode.Scalar] = []
    /// Scalars read ahead that start a new key (Escape after Escape), decoded next.
    private var lookahead: [Unicode.Scalar] = []

    init(altKeys: [Unicode.Scalar: Int]) {
        self.altKeys = altKeys
    }

    /// How the decoder reads: `waiting` false blocks until a scalar arrives (nil at the
    /// end of input); true waits at most the escape delay (nil when nothing came).
    typealias Read = (_ waiting: Bool) -> Unicode.Scalar?

    /// The next key, or nil when the input ended.
    ///
    /// Escape alone (nothing following within the escape delay, or another Escape) is
    /// handed on as it is when `passesLoneEscape` (vi: command mode). Otherwise (emacs,
    /// where libedit would take it as a Meta prefix and eat the next key typed, however
    /// much later) it is held back: pressed alone twice it is handed on twice (libedit's
    /// Escape Escape), else it does nothing and the key after it is decoded as usual.
    mutating func next(_ read: Read) -> DecodedKey? {
        if !queue.isEmpty { return .scalar(queue.removeFirst()) }
        var escapeHeld = false
        while true {
            guard let first = take(read, waiting: false) else { return nil }
            guard first == "\u{1B}" else { return .scalar(first) }
            let second = take(read, waiting: true)
            if let second, second != "\u{1B}" { return decode(after: second, read) }
            // Escape alone; a second Escape read ahead starts a key of its own (Shift-Tab…).
            if let second { lookahead.append(second) }
            if passesLoneEscape { return .scalar(first) }
            if escapeHeld { return passOn(["\u{1B}"]) }
            escapeHeld = true
        }
    }

    /// The key that Escape then `second` (read within the escape delay) start.
    private mutating func decode(after second: Unicode.Scalar, _ read: Read) -> DecodedKey {
        switch second {
        case "[":
            var sequence: [Unicode.Scalar] = []
            while let scalar = take(read, waiting: true) {
                sequence.append(scalar)
                if (0x40...0x7E).contains(scalar.value) { break }
                if sequence.count > 16 { break }
            }
            switch String(String.UnicodeScalarView(sequence)) {
            case "Z": return .shiftTab
            case "11~": return .help
            case "200~": return .paste(Self.readPaste(read))
            case "A" where decodesListKeys: return .list(.up)
            case "B" where decodesListKeys: return .list(.down)
            case "5~" where decodesListKeys: return .list(.pageUp)
            case "6~" where decodesListKeys: return .list(.pageDown)
            case "C" where decodesStepKeys: return .step(1)
            case "D" where decodesStepKeys: return .step(-1)
            default: return passOn([second] + sequence)
            }
        case "O":
            guard let third = take(read, waiting: true) else { return passOn([second]) }
            if third == "P" { return .help }
            if decodesListKeys && (third == "A" || third == "B") { return .list(third == "A" ? .up : .down) }
            if decodesStepKeys && (third == "C" || third == "D") { return .step(third == "C" ? 1 : -1) }
            return passOn([second, third])
        default:
            if let index = altKeys[second] { return .configured(index) }
            return passOn([second])
        }
    }

    /// The next scalar: one read ahead first, else from `read`.
    private mutating func take(_ read: Read, waiting: Bool) -> Unicode.Scalar? {
        lookahead.isEmpty ? read(waiting) : lookahead.removeFirst()
    }

    /// Escape now, the rest of the sequence next.
    private mutating func passOn(_ rest: [Unicode.Scalar]) -> DecodedKey {
        queue.append(contentsOf: rest)
        return .scalar("\u{1B}")
    }

    /// Reads pasted text up to `ESC [ 201 ~` (or the end of input).
    private static func readPaste(_ read: Read) -> String {
        let end: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
        var text: [Unicode.Scalar] = []
        while let scalar = read(false) {
            text.append(scalar)
            if text.count >= end.count, Array(text.suffix(end.count)) == end {
                text.removeLast(end.count)
                break
            }
        }
        return String(String.UnicodeScalarView(text))
    }
}
