import FormCore

extension KeySpec {
    /// The libedit key for a form-file shortcut, already parsed (and checked) by FormCore:
    /// form shortcuts are parsed once, by `ShortcutKey`, never again here.
    public init(_ shortcut: ShortcutKey) {
        switch shortcut.modifier {
        case .ctrl: self = .control(shortcut.key)
        case .alt: self = .alt(shortcut.key)
        }
    }
}

extension ShortcutKey {
    /// The form shortcut a bound key stands for, to look up in the session's table
    /// (`FormSession.field(forShortcut:)`, `activate(_:keeping:)`).
    public init(_ key: KeySpec) {
        self.init(key.modifier == .control ? .ctrl : .alt, key.character)
    }
}

extension KeyBindings {
    /// Ctrl-T for the date picker and the form's field shortcuts (`alt-e`, `ctrl-g`…), as the
    /// session parsed them once from the form. Fails when a shortcut clashes with a key
    /// formline uses or is bound twice.
    public init(session: FormSession) throws(KeySpecError) {
        try self.init(dateKey: .control(ShortcutKey.datePickerControlKey), shortcuts: session.shortcutKeys.map(KeySpec.init))
    }
}
