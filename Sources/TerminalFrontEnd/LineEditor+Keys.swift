import CLibEdit
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

    func tab() -> UInt8 {
        guard !completions.isEmpty else { return end { _ in .next } }
        let buffer = currentBuffer
        let typed = buffer.text.prefix(scalars: buffer.cursor)
        switch Completion(typed: typed, candidates: completions) {
        case .noMatch:
            return UInt8(CC_REFRESH_BEEP)
        case .complete:
            return end { _ in .next }
        case .replace(let text):
            el_deletestr(editLine, Int32(buffer.cursor))
            el_winsertstr(editLine, text.wideCString)
            return UInt8(CC_REFRESH)
        case .ambiguous(let candidates):
            fputs("\n" + candidates.joined(separator: "  ") + "\n", outputFile)
            fflush(outputFile)
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

    func configuredKey(_ bytes: [UInt8]) -> UInt8 {
        guard let (key, isDate) = keys.all.first(where: { $0.key.bytes == bytes }) else {
            return UInt8(CC_ERROR)
        }
        return end { buffer in
            isDate ? .datePicker(text: buffer.text, cursor: buffer.cursor)
                : .shortcut(key: key.description, text: buffer.text)
        }
    }

    func insertPrefill() -> UInt8 {
        guard let prefill = pendingPrefill else { return UInt8(CC_NORM) }
        pendingPrefill = nil
        el_winsertstr(editLine, prefill.text.wideCString)
        el_cursor(editLine, Int32(prefill.cursor - prefill.text.unicodeScalars.count))
        return UInt8(CC_REFRESH)
    }
}
