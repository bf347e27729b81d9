#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What libedit reads: scalars from the terminal, with whole keys decoded first.
extension LineEditor {
    /// The next scalar for libedit. On a terminal, Shift-Tab, F1, the form's Alt keys and
    /// pastes become private keys (see `EditorKeyDecoder`), and the first printable
    /// character typed over an untouched prefill is preceded by the private key that
    /// clears it; any other first key (arrows, Ctrl-A/E, Backspace…) keeps the prefill.
    func nextScalar() -> Result<Unicode.Scalar, UTF8ScalarReader.InputEnd> {
        let fd = inputFD
        guard isTerminal else { return scalarReader.next { TerminalInput.readByte(from: fd) } }
        if !SignalState.isInReadingMode {
            // libedit has just put the terminal in its editing mode: SIGCONT restores it.
            var mode = termios()
            if tcgetattr(fd, &mode) == 0 { SignalState.enterReadingMode(mode) }
        }
        let onChange: (TerminalChange) -> Void = { [unowned self] in self.terminalChanged($0) }
        if !pushedBack.isEmpty { return handOn(pushedBack.removeFirst()) }
        updateChoiceList()
        var ended: UTF8ScalarReader.InputEnd?
        let key = decoder.next { [unowned self] waiting in
            if waiting, !TerminalInput.waitForInput(on: fd, milliseconds: TerminalInput.escapeDelay) { return nil }
            switch self.scalarReader.next({ TerminalInput.readByte(from: fd, onChange: onChange) }) {
            case .success(let scalar): return scalar
            case .failure(let end):
                ended = end
                return nil
            }
        }
        guard let key else { return .failure(ended ?? .endOfInput) }
        // A Tab listing is for what was typed then: gone at the next key (a second Tab moves on).
        if listing != nil, key != .scalar("\t") { eraseListing() }
        switch key {
        case .list(let listKey):
            _ = behaviour.handle(.list(listKey), on: interactionLine)  // the highlight moves; drawn before the next key
            return nextScalar()
        case .step(let step):
            guard case .replaceLine(let line) = behaviour.handle(.step(step), on: interactionLine) else { return nextScalar() }
            return replaceLine(with: line, then: nil)
        case .scalar(let scalar) where scalar == "\r" || scalar == "\n":
            switch behaviour.handle(.enter, on: interactionLine) {
            case .replaceLine(let line):
                return replaceLine(with: line, then: nil)
            case .replaceLineAndEnter(let line):
                eraseChoiceListInPlace()
                return replaceLine(with: line, then: scalar)
            case .handled:
                return nextScalar()
            case .end(let event):
                lastBuffer = currentBuffer
                pendingEvent = event
                return handOn(LineEditorCallbacks.acceptKey.unicodeScalars.first!)
            case .passOn, .complete, .appendToUntouched:
                replacesPrefill = false
                return handOn(scalar)
            }
        case .scalar(" ") where showsChoiceList:
            // The menu's Space (several choices) comes before libedit's.
            switch behaviour.live?.handle(.space, on: interactionLine) ?? .passOn {
            case .replaceLine(let line):
                return replaceLine(with: line, then: nil)
            case .handled:
                return nextScalar()
            case .appendToUntouched:
                replacesPrefill = false
                return handOn(" ")
            default:
                return typed(" ")
            }
        case .scalar(let scalar):
            return typed(scalar)
        case .shiftTab:
            return handOn(LineEditorCallbacks.previousKey.unicodeScalars.first!)
        case .help:
            return handOn(LineEditorCallbacks.helpKey.unicodeScalars.first!)
        case .configured(let index):
            pendingConfigured = index
            return handOn(LineEditorCallbacks.configuredKey.unicodeScalars.first!)
        case .paste(let text):
            pendingPaste = text
            return handOn(LineEditorCallbacks.pasteKey.unicodeScalars.first!)
        }
    }

    /// A character typed: the interactions see it first (a menu clears its refusal); over
    /// an untouched prefill, a printable character is preceded by the private key that
    /// clears the line, unless an interaction keeps the line (a multiple choice's names add
    /// to it) or `?` lists the keys.
    private func typed(_ scalar: Unicode.Scalar) -> Result<Unicode.Scalar, UTF8ScalarReader.InputEnd> {
        let result = behaviour.handle(.typed(scalar), on: interactionLine)
        guard replacesPrefill else { return handOn(scalar) }
        if scalar == "?" && !helpLines.isEmpty { return handOn(scalar) }  // `?` lists the keys
        replacesPrefill = false
        if result == .appendToUntouched { return handOn(scalar) }
        guard scalar.value >= 0x20, scalar.value != 0x7F, !(0x80...0x9F).contains(scalar.value) else {
            return handOn(scalar)
        }
        pushedBack.append(scalar)
        return handOn(LineEditorCallbacks.replaceKey.unicodeScalars.first!)
    }

    /// The line becomes `line` (through the private keys that clear it and insert a
    /// paste), then `after` is handed on (Enter, to end it).
    private func replaceLine(with line: String, then after: Unicode.Scalar?) -> Result<Unicode.Scalar, UTF8ScalarReader.InputEnd> {
        replacesPrefill = false
        pendingPaste = line
        pushedBack += [LineEditorCallbacks.pasteKey.unicodeScalars.first!] + (after.map { [$0] } ?? [])
        return handOn(LineEditorCallbacks.replaceKey.unicodeScalars.first!)
    }

    private func handOn(_ scalar: Unicode.Scalar) -> Result<Unicode.Scalar, UTF8ScalarReader.InputEnd> {
        scalarsRead += 1
        return .success(scalar)
    }
}
