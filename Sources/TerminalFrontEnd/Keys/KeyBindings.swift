import FormCore

/// The configurable keys of a `LineEditor`: the date-picker key and the form's shortcuts.
///
/// Fixed keys cannot be configured: Ctrl-C (interrupt), Ctrl-D (end of input),
/// Ctrl-H (backspace), Ctrl-I (Tab), Ctrl-J and Ctrl-M (Enter), Ctrl-N and Ctrl-P (next and
/// previous field), and Alt-O (the start of cursor-key sequences).
public struct KeyBindings: Sendable, Equatable {
    /// The key that returns `.datePicker`, if any.
    public let dateKey: KeySpec?
    /// Keys that return `.shortcut`, in the order given.
    public let shortcuts: [KeySpec]

    /// Ctrl-T for the date picker and no shortcuts.
    public static let standard = KeyBindings(checkedDateKey: .control(ShortcutKey.datePickerControlKey), shortcuts: [])

    /// Checks the keys: reserved keys, the date key as a shortcut and duplicates are refused.
    public init(dateKey: KeySpec? = .control(ShortcutKey.datePickerControlKey), shortcuts: [KeySpec] = []) throws(KeySpecError) {
        if let dateKey, let reason = Self.reservedKeys[dateKey] {
            throw .reserved(dateKey, reason: reason)
        }
        var seen: Set<KeySpec> = []
        for key in shortcuts {
            if let reason = Self.reservedKeys[key] { throw .reserved(key, reason: reason) }
            if key == dateKey { throw .reserved(key, reason: .datePicker) }
            guard seen.insert(key).inserted else { throw .duplicate(key) }
        }
        self.init(checkedDateKey: dateKey, shortcuts: shortcuts)
    }

    private init(checkedDateKey: KeySpec?, shortcuts: [KeySpec]) {
        self.dateKey = checkedDateKey
        self.shortcuts = shortcuts
    }

    /// Every configurable key with what it returns.
    var all: [(key: KeySpec, isDate: Bool)] {
        (dateKey.map { [($0, true)] } ?? []) + shortcuts.map { ($0, false) }
    }

    /// Keys that can never be configured, with the reason shown in errors: formline's own
    /// control keys from the one list, `ShortcutKey.reservedControlKeys` (but the date-picker
    /// key, which is configured here, and Ctrl-[, which is Escape itself), and Alt-O, which
    /// starts cursor-key sequences.
    static let reservedKeys: [KeySpec: ReservedKeyUse] = {
        var keys: [KeySpec: ReservedKeyUse] = [.alt("O"): .cursorKeys]
        for (key, reason) in ShortcutKey.reservedControlKeys where key.isLetter && key != ShortcutKey.datePickerControlKey {
            keys[.control(key)] = reason
        }
        return keys
    }()
}
