/// A keyboard shortcut written in a form file: `ctrl-<letter>` or `alt-<letter or digit>`.
///
/// ```swift
/// let key = try ShortcutKey(parsing: "Ctrl+G")
/// key.description            // "ctrl-g"
/// try ShortcutKey(parsing: "ctrl-c")    // throws: used by formline itself
/// ```
public struct ShortcutKey: Hashable, Sendable, CustomStringConvertible {
    /// The modifier held with the key.
    ///
    /// ```swift
    /// try ShortcutKey(parsing: "M-u").modifier     // .alt
    /// ```
    public enum Modifier: String, Sendable {
        /// The Control key.
        case ctrl
        /// The Alt (Meta) key, sent by terminals as Escape then the key.
        case alt
    }

    /// The modifier.
    public let modifier: Modifier
    /// The key, lower-case.
    public let key: Character

    /// Control keys formline itself uses, which a form cannot take, and what for: the one
    /// list (the terminal's key bindings refuse exactly these).
    public static let reservedControlKeys: [Character: ReservedKeyUse] = [
        "c": .interrupt, "d": .endOfInput, "h": .backspace, "i": .tab, "j": .enter, "m": .enter,
        "n": .nextField, "p": .previousField, datePickerControlKey: .datePicker, "z": .suspend, "[": .escape,
    ]
    /// The first key of Ctrl-X Ctrl-E, which opens an editor on a multi-line field: a form
    /// with a multi-line field cannot take it as a shortcut.
    public static let editorPrefix = try! ShortcutKey(parsing: "ctrl-x")  // swiftlint:disable:this force_try (a constant that parses)
    /// The control key that opens the date picker (Ctrl-T).
    public static let datePickerControlKey: Character = "t"
    /// Control keys that edit the line in emacs mode; a form may take them, but loses the editing key.
    public static let editingControlKeys: Set<Character> = ["a", "b", "e", "f", "k", "l", "r", "u", "w", "y"]

    /// A key already decoded (a front end's key binding made from `FormSession.shortcutKeys`);
    /// `key` is lower-cased as a parsed shortcut's is.
    public init(_ modifier: Modifier, _ key: Character) {
        self.modifier = modifier
        self.key = Character(key.lowercased())
    }

    /// Parses `ctrl-g`, `Ctrl+G`, `alt-u`, `M-u` and the like.
    public init(parsing text: String) throws(ShortcutKeyError) {
        // ASCII only: some non-ASCII letters lower-case to ASCII ones (KELVIN SIGN to "k").
        guard text.unicodeScalars.allSatisfy(\.isASCII) else {
            throw ShortcutKeyError(.shortcutNotASCII, text)
        }
        let lowered = text.lowercased()
        // Empty parts (`ctrl--g`, `alt-x-`, `alt++x`) are not a spelling of any key.
        let parts = lowered.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "+" }).map(String.init)
        guard parts.count == 2, parts[1].count == 1, let key = parts[1].first else {
            throw ShortcutKeyError(.shortcutNotAShortcut, text)
        }
        switch parts[0] {
        case "ctrl", "control", "c":
            guard key.isASCII, key.isLetter else {
                throw ShortcutKeyError(.shortcutCtrlLetter, text)
            }
            guard Self.reservedControlKeys[key] == nil else {
                throw ShortcutKeyError(.shortcutReserved, text)
            }
            modifier = .ctrl
        case "alt", "meta", "m", "option":
            guard key.isASCII, key.isLetter || key.isNumber else {
                throw ShortcutKeyError(.shortcutAltLetterOrDigit, text)
            }
            modifier = .alt
        default:
            throw ShortcutKeyError(.shortcutUnknownModifier, text, modifier: String(parts[0]))
        }
        self.key = key
    }

    /// Whether the key also edits the line in emacs mode (a form file gets a warning).
    public var shadowsEditingKey: Bool { modifier == .ctrl && Self.editingControlKeys.contains(key) }

    /// The canonical spelling, `ctrl-g` or `alt-u`.
    public var description: String { "\(modifier.rawValue)-\(key)" }
}

/// Why a shortcut could not be parsed.
///
/// ```swift
/// do { _ = try ShortcutKey(parsing: "ctrl-1") }
/// catch { print(error.message) }     // "'ctrl-1': ctrl shortcuts take a letter a-z"
/// ```
public struct ShortcutKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to write instead, as catalog keys and values (`check`'s report
    /// says it in the person's language).
    public let text: MessageText
    /// `text` in English.
    public var message: String { text.english }
    init(_ word: DiagnosticWord, _ shortcut: String, modifier: String? = nil) {
        var values = [MessageText.Value("text", .verbatim(shortcut))]
        if let modifier { values.append(MessageText.Value("modifier", .verbatim(modifier))) }
        text = .diagnostic(word, values)
    }
    public var description: String { message }
}

/// What formline uses a key for that a form cannot take (`ShortcutKey.reservedControlKeys`, and
/// the terminal's Alt-O, which starts cursor-key sequences).
public enum ReservedKeyUse: Sendable, Equatable, CaseIterable {
    case interrupt, endOfInput, backspace, tab, enter, nextField, previousField, datePicker, suspend, escape, cursorKeys

    /// In words (`ctrl-c is reserved (interrupt)`): a key's name (Tab, Enter, Escape) as
    /// written in every language, the others as the catalog says them.
    public var text: MessageText {
        switch self {
        case .interrupt: .commandLine(.reasonInterrupt)
        case .endOfInput: .commandLine(.reasonEndOfInput)
        case .backspace: .commandLine(.reasonBackspace)
        case .tab: .verbatim("Tab")
        case .enter: .verbatim("Enter")
        case .nextField: .word(.nextField)
        case .previousField: .word(.previousField)
        case .datePicker: .commandLine(.reasonDatePicker)
        case .suspend: .commandLine(.reasonSuspend)
        case .escape: .verbatim("Escape")
        case .cursorKeys: .commandLine(.reasonCursorKeys)
        }
    }
}
