import CLibEdit

/// Key bindings and the user's editrc.
extension LineEditor {
    /// One key (in libedit's `bind` notation) and the function it runs.
    typealias Binding = (key: String, function: String)

    /// Binds `bindings`. In vi mode, keys starting with Escape go to the command-mode
    /// keymap only (so Escape alone still leaves insert mode); the others to both keymaps.
    func installBindings(_ bindings: [Binding]) {
        let vi = editorName == "vi"
        for (key, function) in bindings {
            let escaped = key.hasPrefix("\\e")
            if !(vi && escaped) {
                fl_el_wset_bind(editLine, 0, key.wideCString, function.wideCString)
            }
            if vi {
                fl_el_wset_bind(editLine, 1, key.wideCString, function.wideCString)
            }
        }
    }

    /// Applies the user's settings on top of the editor's bindings, which they may
    /// override. `bind -v` / `bind -e` reset the keymaps: after a switch of editor every
    /// binding is made again, otherwise only the private ones the editor relies on.
    func sourceEditrc(_ editrc: EditrcSource) {
        let editorBefore = editorName
        switch editrc {
        case .user: el_source(editLine, nil)
        case .file(let path): el_source(editLine, path)
        case .none: return
        }
        installBindings(editorName == editorBefore ? Self.privateBindings : Self.bindings(for: keys))
    }

    /// Every binding: the fixed keys, the configured ones and the private ones.
    static func bindings(for keys: KeyBindings) -> [Binding] {
        let fixed: [Binding] = [
            ("^I", "formline-tab"),
            ("^N", "formline-next"),
            ("^P", "formline-previous"),
            ("\\e[Z", "formline-previous"),
            ("^C", "formline-interrupt"),
            ("^Z", "formline-suspend"),
            ("^D", "formline-delete-or-end"),
            ("\\e\\e", "formline-cancel"),
        ]
        let configured = keys.all.map { key, _ -> Binding in
            (key.editlineNotation, key.modifier == .control ? "formline-ctrl-key" : "formline-alt-key")
        }
        return fixed + configured + privateBindings
    }

    /// Keys no keyboard sends (U+0091, U+0092), pushed by the editor itself: one inserts
    /// the prefill inside the edit session (text inserted before `el_gets` is wiped), the
    /// other runs libedit's `ed-newline` after a key that ends the line, so libedit moves
    /// below the text before returning.
    static let privateBindings: [Binding] = [
        (LineEditorCallbacks.prefillKey, "formline-prefill"),
        (LineEditorCallbacks.acceptKey, "ed-newline"),
    ]

    private var editorName: String? {
        fl_el_get_editor(editLine).map { String(cString: $0) }
    }
}

extension KeySpec {
    /// The key in libedit's `bind` notation ("^G", "\eu").
    var editlineNotation: String {
        switch modifier {
        case .control: return "^" + character.uppercased()
        case .alt: return "\\e" + String(character)
        }
    }
}
