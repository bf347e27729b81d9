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

    /// Tab: completes the choice when that makes progress; lists several matches once
    /// (a second Tab in a row moves on); otherwise (nothing typed, nothing matching, the
    /// choice already whole) goes to the next field, so Tab never holds the person back.
    func tab() -> UInt8 {
        if completesFileNames { return completeFileName() }
        guard !completions.isEmpty else { return end { _ in .next } }
        let buffer = currentBuffer
        var typed = buffer.text.prefix(scalars: buffer.cursor)
        var erased = typed.unicodeScalars.count
        if completesItems {
            let (head, item) = MultiChoiceMenu.lastItem(of: typed)  // the item being typed
            erased -= head.unicodeScalars.count
            typed = item
        }
        let secondInARow = listedAt.map { $0 == scalarsRead - 1 } ?? false
        switch Completion(typed: typed, candidates: completions) {
        case .noMatch, .complete:
            return end { _ in .next }
        case .replace(let text):
            el_deletestr(editLine, Int32(erased))
            if completesItems && !text.isEmpty {
                // A whole choice gets the separator, ready for the next item; a common beginning does not.
                let whole = completions.contains(text)
                el_winsertstr(editLine, (whole ? ChoiceItems.quoted(text) + ", " : ChoiceItems.quoted(text)).wideCString)
            } else {
                el_winsertstr(editLine, text.wideCString)
            }
            return UInt8(CC_REFRESH)
        case .ambiguous(let candidates):
            if typed.isEmpty || secondInARow { return end { _ in .next } }
            listedAt = scalarsRead
            if showsChoiceList { return UInt8(CC_NORM) }  // the list below shows them
            listing = writeLines([candidates.map { TerminalSafeText.escape($0) }.joined(separator: "  ")])
            return UInt8(CC_REDISPLAY)
        }
    }

    /// Tab on a path field (`PathCompletion`): the path before the cursor is completed
    /// against the file system; a unique match gets `/` when it is a folder; several are
    /// completed to their common part, else listed (names, as bash lists them, through
    /// `TerminalSafeText`), and a second Tab in a row moves on. Nothing typed, no match or
    /// a file already whole: the next field, so Tab never holds the person back. A leading
    /// `~` or `~/` is written out as `$HOME` in the line, as the answer uses `$HOME`
    /// (`PathNormaliser`). Names go into the line as they are: a path field holds one path,
    /// never shell words, so a name with spaces or quotes is stored as it is named.
    func completeFileName() -> UInt8 {
        let buffer = currentBuffer
        var typed = buffer.text.prefix(scalars: buffer.cursor)
        if typed.isEmpty { return end { _ in .next } }
        let secondInARow = listedAt.map { $0 == scalarsRead - 1 } ?? false
        if typed == "~" || typed.hasPrefix("~/") {
            let expanded = FileSystemPathProbe.home() + typed.dropFirst()
            el_deletestr(editLine, Int32(buffer.cursor))
            el_winsertstr(editLine, expanded.wideCString)
            typed = expanded
        }
        switch PathCompletion.complete(typed) {
        case .noMatch, .complete:
            return currentBuffer == buffer ? end { _ in .next } : UInt8(CC_REFRESH)
        case .replace(let text):
            el_deletestr(editLine, Int32(typed.unicodeScalars.count))
            el_winsertstr(editLine, text.wideCString)
            return UInt8(CC_REFRESH)
        case .ambiguous(let names):
            if secondInARow { return end { _ in .next } }
            listedAt = scalarsRead
            listing = writeLines([names.map { TerminalSafeText.escape($0) }.joined(separator: "  ")])
            return UInt8(CC_REDISPLAY)
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

    /// Ctrl-K: at a list row (`rowDeletion`) on an empty line, ends the line so the row is
    /// deleted; otherwise libedit's own kill to the end of the line (`ed-kill-line`, through
    /// a private key, so what it kills can still be yanked back).
    func killOrDeleteRow() -> UInt8 {
        if let rowDeletion, currentBuffer.text.isEmpty {
            return end { _ in rowDeletion }
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

    /// Space: ends the line when `spaceEnds` takes it whole (the cursor at its end), else
    /// inserts a space.
    func space() -> UInt8 {
        let buffer = currentBuffer
        if let spaceEnds, buffer.cursor == buffer.text.unicodeScalars.count, spaceEnds(buffer.text) {
            return end { .line($0.text) }
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
