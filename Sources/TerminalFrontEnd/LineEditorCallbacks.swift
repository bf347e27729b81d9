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

    static func addFunctions(to editLine: OpaquePointer) {
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
        fl_el_set_addfn(editLine, "formline-alt-key", "Form shortcut") { el, character in
            LineEditorCallbacks.editor(el)?.configuredKey([0x1B, UInt8(truncatingIfNeeded: character)])
                ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-delete-or-end", "Delete the next character, or end input on an empty line") { el, _ in
            LineEditorCallbacks.editor(el)?.deleteOrEnd() ?? UInt8(CC_ERROR)
        }
        fl_el_set_addfn(editLine, "formline-suspend", "Suspend formline (job control)") { el, _ in
            guard LineEditorCallbacks.editor(el)?.isTerminal == true else { return UInt8(CC_ERROR) }
            SignalState.suspendProcess()
            return UInt8(CC_NORM)
        }
        fl_el_set_addfn(editLine, "formline-prefill", "Insert the prefilled text") { el, _ in
            LineEditorCallbacks.editor(el)?.insertPrefill() ?? UInt8(CC_ERROR)
        }
    }

    /// EL_PROMPT_ESC callback.
    static let prompt: fl_prompt_func = { el in
        editor(el)?.currentPrompt
    }

    /// EL_GETCFN callback: one Unicode scalar from the input, decoded as UTF-8.
    static let readCharacter: fl_read_func = { el, character in
        guard let editor = editor(el), let character else { return -1 }
        let fd = editor.inputFD
        if editor.isTerminal && !SignalState.isInReadingMode {
            // libedit has just put the terminal in its editing mode: SIGCONT restores it.
            var mode = termios()
            if tcgetattr(fd, &mode) == 0 { SignalState.enterReadingMode(mode) }
        }
        let onChange: (TerminalChange) -> Void = { editor.terminalChanged($0) }
        switch editor.scalarReader.next({ TerminalInput.readByte(from: fd, onChange: onChange) }) {
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
