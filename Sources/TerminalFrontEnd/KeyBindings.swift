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
    public static let standard = KeyBindings(checkedDateKey: .control("t"), shortcuts: [])

    /// Checks the keys: reserved keys, the date key as a shortcut and duplicates are refused.
    public init(dateKey: KeySpec? = .control("t"), shortcuts: [KeySpec] = []) throws(KeySpecError) {
        if let dateKey, let reason = Self.reservedKeys[dateKey] {
            throw .reserved(dateKey, reason: reason)
        }
        var seen: Set<KeySpec> = []
        for key in shortcuts {
            if let reason = Self.reservedKeys[key] { throw .reserved(key, reason: reason) }
            if key == dateKey { throw .reserved(key, reason: "date picker") }
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

    /// Keys that can never be configured, with the reason shown in errors.
    static let reservedKeys: [KeySpec: String] = [
        .control("c"): "interrupt", .control("d"): "end of input", .control("h"): "backspace",
        .control("i"): "Tab", .control("j"): "Enter", .control("m"): "Enter",
        .control("n"): "next field", .control("p"): "previous field", .control("z"): "suspend",
        .alt("O"): "starts cursor-key sequences",
    ]
}
