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

extension KeyBindings {
    /// Ctrl-T for the date picker and the form's field shortcuts (`alt-e`, `ctrl-g`…), each
    /// parsed once by FormCore's `ShortcutKey`. Fails when a shortcut clashes with a key
    /// formline uses or is bound twice.
    public init(form: FormDefinition) throws(KeySpecError) {
        var keys: [KeySpec] = []
        for field in form.fields {
            guard let text = field.shortcut, let shortcut = try? ShortcutKey(parsing: text) else { continue }
            keys.append(KeySpec(shortcut))
        }
        try self.init(dateKey: .control("t"), shortcuts: keys)
    }
}
