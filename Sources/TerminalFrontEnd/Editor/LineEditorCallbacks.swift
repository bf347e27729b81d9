import CLibEdit
import FrontEndSupport
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

    /// One of formline's key functions: its name (what `bind` names), the catalog key of its
    /// description (what editline's `bind -l` lists) and what it does.
    struct Function: Sendable {
        let name: String
        let description: InputWord
        let call: fl_key_func
    }

    /// formline's key functions, registered with every editor (`addFunctions`).
    static let functions: [Function] = [
        Function(name: "formline-kill-line", description: .editorKillLine) { el, _ in
            LineEditorCallbacks.editor(el)?.killOrDeleteRow() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-tab", description: .editorTab) { el, _ in
            LineEditorCallbacks.editor(el)?.tab() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-next", description: .editorNext) { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .next }) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-previous", description: .editorPrevious) { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .previous }) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-interrupt", description: .editorInterrupt) { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .interrupt }) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-cancel", description: .editorCancel) { el, _ in
            LineEditorCallbacks.editor(el)?.end(with: { _ in .cancel }) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-ctrl-key", description: .editorShortcut) { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([UInt8(truncatingIfNeeded: character)])
                ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-ctrl-key-command", description: .editorShortcutCommand) { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([UInt8(truncatingIfNeeded: character)], commandMode: true)
                ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-configured", description: .editorShortcutDecoded) { el, character in
            LineEditorCallbacks.editor(el)?.decodedConfiguredKey(commandMode: false) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-configured-command", description: .editorShortcutDecodedCommand) { el, character in
            LineEditorCallbacks.editor(el)?.decodedConfiguredKey(commandMode: true) ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-paste", description: .editorPaste) { el, _ in
            LineEditorCallbacks.editor(el)?.paste() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-replace", description: .editorReplace) { el, _ in
            LineEditorCallbacks.editor(el)?.clearLine() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-help", description: .editorHelp) { el, _ in
            LineEditorCallbacks.editor(el)?.showHelp() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-space", description: .editorSpace) { el, _ in
            LineEditorCallbacks.editor(el)?.space() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-question", description: .editorQuestion) { el, _ in
            LineEditorCallbacks.editor(el)?.question() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-alt-key", description: .editorShortcut) { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([0x1B, UInt8(truncatingIfNeeded: character)])
                ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-delete-or-end", description: .editorDeleteOrEnd) { el, _ in
            LineEditorCallbacks.editor(el)?.deleteOrEnd() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-suspend", description: .editorSuspend) { el, _ in
            guard let editor = LineEditorCallbacks.editor(el), editor.isTerminal else { return UInt8(CC_ERROR) }
            editor.eraseChoiceList()
            SignalState.suspendProcess()
            return UInt8(CC_NORM)
        },
        Function(name: "formline-editor", description: .editorExternal) { el, _ in
            LineEditorCallbacks.editor(el)?.openEditor() ?? UInt8(CC_ERROR)
        },
        Function(name: "formline-prefill", description: .editorPrefill) { el, _ in
            LineEditorCallbacks.editor(el)?.insertPrefill() ?? UInt8(CC_ERROR)
        },
    ]

    /// Registers `functions` with `editLine`, each described in `words`' language. libedit
    /// keeps the names' and descriptions' pointers, not copies: they are returned, for the
    /// editor to free after `el_end`.
    static func addFunctions(to editLine: OpaquePointer, words: Words) -> [UnsafeMutablePointer<wchar_t>] {
        var texts: [UnsafeMutablePointer<wchar_t>] = []
        texts.reserveCapacity(functions.count * 2)
        for function in functions {
            let name = wideCopy(function.name), help = wideCopy(words.text(function.description))
            texts.append(name)
            texts.append(help)
            fl_el_wset_addfn(editLine, name, help, function.call)
        }
        return texts
    }

    /// `text` as a NUL-terminated wide string of its own (freed with `deallocate`).
    private static func wideCopy(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let wide = text.wideCString
        let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: wide.count)
        copy.initialize(from: wide, count: wide.count)
        return copy
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
