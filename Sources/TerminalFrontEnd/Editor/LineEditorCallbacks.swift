import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C callbacks libedit calls back into a `LineEditor` with.
enum LineEditorCallbacks {
    /// The private key that inserts the prefill (see `LineEditor.privateBindings`).
    static let prefillKey = "\u{91}"
    /// The private key that ends the line (see `LineEditor.privateBindings`).
    static let acceptKey = "\u{92}"
    /// Shift-Tab, decoded by `EditorKeyDecoder`.
    static let previousKey = "\u{93}"
    /// A bracketed paste, decoded by `EditorKeyDecoder` (the text is `pendingPaste`).
    static let pasteKey = "\u{94}"
    /// Clears the untouched prefill before the first typed character.
    static let replaceKey = "\u{95}"
    /// F1, decoded by `EditorKeyDecoder`.
    static let helpKey = "\u{96}"
    /// Pushed to start a line in vi's command mode (bound to `vi-command-mode`).
    static let commandModeKey = "\u{97}"
    /// A configured key decoded by `EditorKeyDecoder` (an Alt key; its index in
    /// `KeyBindings.all` is `pendingConfigured`). Private keys stay below U+0100: libedit's
    /// keymaps index single keys by their low byte.
    static let configuredKey = "\u{98}"
    /// libedit's kill to the end of the line, pushed by Ctrl-K off a list row.
    static let killKey = "\u{99}"

    static func addFunctions(to editLine: OpaquePointer) {
        fl_el_set_addfn(editLine, "formline-kill-line", "Kill to the end of the line; on an empty list row, delete the row") { el, _ in
            LineEditorCallbacks.editor(el)?.killOrDeleteRow() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-tab", "Complete, or go to the next field") { el, _ in
            LineEditorCallbacks.editor(el)?.tab() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-next", "Go to the next field") { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .next }) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-previous", "Go to the previous field") { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .previous }) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-interrupt", "Interrupt the form") { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .interrupt }) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-cancel", "Cancel") { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .cancel }) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-ctrl-key", "Form shortcut") { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([UInt8(truncatingIfNeeded: character)])
                ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-ctrl-key-command", "Form shortcut (vi command mode)") { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([UInt8(truncatingIfNeeded: character)], commandMode: true)
                ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-configured", "Form shortcut (decoded)") { el, character in
            LineEditorCallbacks.editor(el)?.decodedConfiguredKey(commandMode: false) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-configured-command", "Form shortcut (decoded, vi command mode)") { el, character in
            LineEditorCallbacks.editor(el)?.decodedConfiguredKey(commandMode: true) ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-paste", "Insert pasted text") { el, _ in
            LineEditorCallbacks.editor(el)?.paste() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-replace", "Clear the untouched prefill") { el, _ in
            LineEditorCallbacks.editor(el)?.clearLine() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-help", "List the keys") { el, _ in
            LineEditorCallbacks.editor(el)?.showHelp() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-space", "Toggle the number typed (a multiple choice), else insert a space") { el, _ in
            LineEditorCallbacks.editor(el)?.space() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-question", "List the keys on an empty line, else insert ?") { el, _ in
            LineEditorCallbacks.editor(el)?.question() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-alt-key", "Form shortcut") { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([0x1B, UInt8(truncatingIfNeeded: character)])
                ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-delete-or-end", "Delete the next character, or end input on an empty line") { el, _ in
            LineEditorCallbacks.editor(el)?.deleteOrEnd() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-suspend", "Suspend formline (job control)") { el, _ in
            guard let editor = LineEditorCallbacks.editor(el), editor.isTerminal else { return UInt8(CC_ERROR) }
            editor.eraseChoiceList()
            SignalState.suspendProcess()
            return UInt8(CC_NORM)
        }
        fl_el_set_addfn(editLine, "formline-editor", "Edit a multi-line field in $VISUAL or $EDITOR") { el, _ in
            LineEditorCallbacks.editor(el)?.openEditor() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-prefill", "Insert the prefilled text") { el, _ in
            LineEditorCallbacks.editor(el)?.insertPrefill() ?? UInt8(CC_ERROR)
        }
    }

    /// EL_PROMPT_ESC callback.
    static let prompt: fl_prompt_func = { el in
        editor(el)?.currentPrompt
    }

    /// EL_GETCFN callback: one Unicode scalar from the input, decoded as UTF-8, with the
    /// keys `EditorKeyDecoder` decodes turned into private keys.
    static let readCharacter: fl_read_func = { el, character in
        guard let editor = editor(el), let character else { return -1 }
        switch editor.nextScalar() {
        case .success(let scalar):
            character.pointee = wchar_t(bitPattern: scalar.value)
            return 1
        case .failure(.endOfInput):
            character.pointee = 0
            return 0
        case .failure(.signal):
            character.pointee = 0
            errno = EINTR
            return -1
        }
    }

    static func editor(_ el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = fl_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}
