import CLibEdit

/// Key bindings and the user's editrc.
extension LineEditor {
    /// One key (in libedit's `bind` notation) and the function it runs in each keymap.
    struct Binding {
        /// Which of vi's keymaps a binding goes to (emacs has only the first).
        enum Maps { case both, insertOnly }

        let key: String
        let function: String
        /// The function in vi's command-mode keymap, when it differs.
        let commandFunction: String?
        let maps: Maps

        init(_ key: String, _ function: String, command: String? = nil, maps: Maps = .both) {
            self.key = key
            self.function = function
            self.commandFunction = command
            self.maps = maps
        }
    }

    /// Binds `bindings`. In vi mode, keys starting with Escape go to the command-mode
    /// keymap only (so Escape alone still leaves insert mode); the others to both keymaps.
    func installBindings(_ bindings: [Binding]) {
        let vi = editorName == "vi"
        for binding in bindings {
            let escaped = binding.key.hasPrefix("\\e")
            if !(vi && escaped) {
                fl_el_wset_bind(editLine, 0, binding.key.wideCString, binding.function.wideCString)
            }
            if vi && binding.maps == .both {
                let function = binding.commandFunction ?? binding.function
                fl_el_wset_bind(editLine, 1, binding.key.wideCString, function.wideCString)
            }
        }
        if vi {
            fl_el_wset_bind(editLine, 0, LineEditorCallbacks.commandModeKey.wideCString, "vi-command-mode".wideCString)
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
            Binding("^I", "formline-tab"),
            Binding("^N", "formline-next"),
            Binding("^P", "formline-previous"),
            Binding("\\e[Z", "formline-previous"),
            Binding("^C", "formline-interrupt"),
            Binding("^Z", "formline-suspend"),
            Binding("^D", "formline-delete-or-end"),
            Binding("^K", "formline-kill-line"),
            Binding("\\e\\e", "formline-cancel"),
            Binding("?", "formline-question", maps: .insertOnly),
        ]
        // Ctrl-X Ctrl-E (as in bash and zsh) opens the editor on a multi-line field; a form
        // taking Ctrl-X as a shortcut has no multi-line field (`formline check`).
        let editorKey = keys.all.contains { $0.key == .control("x") } ? [] : [Binding("^X^E", "formline-editor")]
        let configured = keys.all.map { key, _ -> Binding in
            key.modifier == .control
                ? Binding(key.editlineNotation, "formline-ctrl-key", command: "formline-ctrl-key-command")
                : Binding(key.editlineNotation, "formline-alt-key")
        }
        return fixed + editorKey + configured + privateBindings
    }

    /// Keys no keyboard sends (U+0091…U+0099), pushed by the editor
    /// itself: one inserts the prefill inside the edit session (text inserted before
    /// `el_gets` is wiped), one runs libedit's `ed-newline` after a key that ends the
    /// line, so libedit moves below the text before returning; the others stand for keys
    /// the `EditorKeyDecoder` decoded (Shift-Tab, F1, a paste, the form's keys) and for
    /// "replace the untouched prefill".
    static var privateBindings: [Binding] {
        [
            Binding(LineEditorCallbacks.prefillKey, "formline-prefill"),
            Binding(LineEditorCallbacks.acceptKey, "ed-newline"),
            Binding(LineEditorCallbacks.previousKey, "formline-previous"),
            Binding(LineEditorCallbacks.pasteKey, "formline-paste"),
            Binding(LineEditorCallbacks.replaceKey, "formline-replace"),
            Binding(LineEditorCallbacks.helpKey, "formline-help"),
            Binding(LineEditorCallbacks.configuredKey, "formline-configured", command: "formline-configured-command"),
            Binding(LineEditorCallbacks.killKey, "ed-kill-line"),
        ]
    }

    var editorName: String? {
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
