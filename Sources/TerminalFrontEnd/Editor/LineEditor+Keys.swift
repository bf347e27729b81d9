import CLibEdit
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Key actions, run by libedit in the middle of `el_gets`.
extension LineEditor {
    /// The line as it is being edited.
    var currentBuffer: LineBuffer {
        let info = el_wline(editLine)!.pointee
        let count = info.lastchar - info.buffer
        return LineBuffer(text: String(wide: info.buffer, count: count), cursor: info.cursor - info.buffer)
    }

    /// Ends the line with an event built from the current buffer.
    func end(with event: (LineBuffer) -> LineEvent) -> UInt8 {
        lastBuffer = currentBuffer
        pendingEvent = event(lastBuffer)
        el_wpush(editLine, LineEditorCallbacks.acceptKey.wideCString)
        return UInt8(CC_NORM)
    }

    /// The line as the current read's interactions see it (`InteractionLine`).
    var interactionLine: InteractionLine {
        let buffer = currentBuffer
        return InteractionLine(text: buffer.text, cursor: buffer.cursor, untouched: replacesPrefill,
                               listedByLastTab: listedAt.map { $0 == scalarsRead - 1 } ?? false, drawnLive: showsChoiceList)
    }

    /// Tab: what the line's interactions make of it (`ChoiceCompletion`, `FileNameCompletion`);
    /// with none, the next field, so Tab never holds the person back.
    func tab() -> UInt8 {
        switch behaviour.handle(.tab, on: interactionLine) {
        case .end(let event):
            return end { _ in event }
        case .complete(let erase, let insert, let listing):
            if erase > 0 { el_deletestr(editLine, Int32(erase)) }
            if !insert.isEmpty { el_winsertstr(editLine, insert.wideCString) }
            guard let listing else { return UInt8(CC_REFRESH) }
            listedAt = scalarsRead
            if listing.isEmpty { return UInt8(insert.isEmpty && erase == 0 ? CC_NORM : CC_REFRESH) }  // the menu shows them
            self.listing = writeLines(listing)
            return UInt8(CC_REDISPLAY)
        case .replaceLine, .replaceLineAndEnter, .handled, .appendToUntouched:
            return UInt8(CC_NORM)
        case .passOn:
            return end { _ in .next }
        }
    }

    /// Ctrl-D: on an empty line, ends the input like Enter ends a line (libedit's own
    /// version prints `^D` and no newline, so the next message would be glued to it);
    /// otherwise deletes the character under the cursor, if any.
    func deleteOrEnd() -> UInt8 {
        let buffer = currentBuffer
        if buffer.text.isEmpty { return end { _ in .endOfInput } }
        guard buffer.cursor < buffer.text.unicodeScalars.count else { return UInt8(CC_ERROR) }
        el_cursor(editLine, 1)
        el_deletestr(editLine, 1)
        return UInt8(CC_REFRESH)
    }

    func configuredKey(_ bytes: [UInt8], commandMode: Bool = false) -> UInt8 {
        guard let index = keys.all.firstIndex(where: { $0.key.bytes == bytes }) else {
            return UInt8(CC_ERROR)
        }
        return configuredKey(index: index, commandMode: commandMode)
    }

    /// A configured key the `EditorKeyDecoder` decoded ends the line.
    func decodedConfiguredKey(commandMode: Bool) -> UInt8 {
        guard let index = pendingConfigured else { return UInt8(CC_NORM) }
        pendingConfigured = nil
        return configuredKey(index: index, commandMode: commandMode)
    }

    /// The configured key at `index` in `KeyBindings.all` ends the line.
    func configuredKey(index: Int, commandMode: Bool = false) -> UInt8 {
        guard keys.all.indices.contains(index) else { return UInt8(CC_ERROR) }
        let (key, isDate) = keys.all[index]
        endedInCommandMode = commandMode
        return end { buffer in
            isDate ? .datePicker(text: buffer.text, cursor: buffer.cursor)
                : .shortcut(key: ShortcutKey(key), text: buffer.text)
        }
    }

    func insertPrefill() -> UInt8 {
        guard let prefill = pendingPrefill else { return UInt8(CC_NORM) }
        pendingPrefill = nil
        el_winsertstr(editLine, prefill.text.wideCString)
        el_cursor(editLine, Int32(prefill.cursor - prefill.text.unicodeScalars.count))
        return UInt8(CC_REFRESH)
    }

    /// Inserts the pasted text as one line (`BracketedPaste.line(from:)`), replacing an
    /// untouched prefill; its line breaks never act as Enter.
    func paste() -> UInt8 {
        guard let pasted = pendingPaste else { return UInt8(CC_NORM) }
        pendingPaste = nil
        if readsMultiline, pasted.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) { return pasteLines(pasted) }
        if replacesPrefill {
            replacesPrefill = false
            _ = clearLine()
        }
        let text = BracketedPaste.line(from: pasted)
        if !text.isEmpty { el_winsertstr(editLine, text.wideCString) }
        return UInt8(CC_REFRESH)
    }

    /// Ctrl-K: at a list row (`RowDeletion`) on an empty line, ends the line so the row is
    /// deleted; otherwise libedit's own kill to the end of the line (`ed-kill-line`, through
    /// a private key, so what it kills can still be yanked back).
    func killOrDeleteRow() -> UInt8 {
        if case .end(let event) = behaviour.handle(.killLine, on: interactionLine) {
            return end { _ in event }
        }
        el_wpush(editLine, LineEditorCallbacks.killKey.wideCString)
        return UInt8(CC_NORM)
    }

    /// Deletes the whole line.
    func clearLine() -> UInt8 {
        let buffer = currentBuffer
        el_cursor(editLine, Int32(buffer.text.unicodeScalars.count - buffer.cursor))
        el_deletestr(editLine, Int32(buffer.text.unicodeScalars.count))
        return UInt8(CC_REFRESH)
    }

    /// Lists the keys above the prompt; the line and cursor stay as they are.
    func showHelp() -> UInt8 {
        guard !helpLines.isEmpty else { return UInt8(CC_NORM) }
        writeLines(helpLines)
        return UInt8(CC_REDISPLAY)
    }

    /// Space, when an interaction takes it (`SpaceEnds`): ends the line when it says so,
    /// else inserts a space.
    func space() -> UInt8 {
        if case .end(let event) = behaviour.handle(.space, on: interactionLine) {
            return end { _ in event }
        }
        el_winsertstr(editLine, " ".wideCString)
        return UInt8(CC_REFRESH)
    }

    /// `?`: the key list on an empty line (or an untouched prefill), else the character.
    func question() -> UInt8 {
        if !helpLines.isEmpty && (replacesPrefill || currentBuffer.text.isEmpty) { return showHelp() }
        if replacesPrefill {
            replacesPrefill = false
            _ = clearLine()
        }
        el_winsertstr(editLine, "?".wideCString)
        return UInt8(CC_REFRESH)
    }
}
