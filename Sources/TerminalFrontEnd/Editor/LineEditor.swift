import FrontEndSupport
import CLibEdit
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's terminal set-up (`el_init` reads terminfo into global state) is not thread-safe:
/// one at a time in this process (formline has one editor at a time; the in-process terminal
/// tests run several). `el_end` is not under the lock: it drains the terminal (`TCSADRAIN`),
/// which waits for whoever reads it, and must not hold up every other editor meanwhile.
private let libeditSetUp = Mutex(())

/// Where a `LineEditor` reads the user's libedit settings from.
public enum EditrcSource: Sendable, Equatable {
    /// `$EDITRC`, else `~/.editrc` (libedit's own lookup).
    case user
    /// This file.
    case file(String)
    /// No settings file.
    case none
}

/// Why a `LineEditor` could not be created.
public enum LineEditorError: Error, Equatable {
    /// dup or fdopen failed on the given descriptors.
    case cannotOpen(errno: Int32)
    /// libedit's el_init failed.
    case initFailed

    /// Why, as catalog words (the OS's reason, or libedit's set-up).
    public var text: MessageText {
        switch self {
        case .cannotOpen(let code): .systemReason(code)
        case .initFailed: .system(.lineEditorNotSetUp, [])
        }
    }
}

/// One-line prompts on libedit: history, completion, and keys that leave the line to move
/// between fields, open a date picker or run a form shortcut (see `LineEvent`).
///
/// Lines of `~/.editrc` (or `$EDITRC`) starting with `formline:` apply on top of the
/// editor's own bindings. While editing, Ctrl-C and Ctrl-Z are read as keys (the
/// terminal's signal keys are off): Ctrl-Z suspends the process, which redraws the prompt,
/// text and cursor once continued; a resized window gets the line laid out again at its
/// new width. libedit's own signal handling (EL_SIGNAL) stays off: it redraws inside the
/// handler and re-sends the signal to the whole process group, while formline's handlers
/// (`TerminalGuard`) only record and the redraw happens here, between two keys. Not
/// thread-safe; create editors on one thread at a time (libedit's terminal set-up uses
/// global state).
public final class LineEditor {
    let editLine: OpaquePointer
    let outputFile: UnsafeMutablePointer<FILE>
    let inputFD: Int32
    let keys: KeyBindings
    private let inputFile: UnsafeMutablePointer<FILE>
    let isTerminal: Bool
    /// Whether the output may take cursor movement (not `TERM=dumb`).
    let allowsCursorMovement: Bool
    /// The window's width when the line was last laid out.
    var columns: Int = 80
    private let noHistory = LineHistory(capacity: 1)
    private var promptText: UnsafeMutablePointer<CChar>

    var scalarReader = UTF8ScalarReader()
    /// Whole keys out of escape sequences (Shift-Tab, F1, Alt shortcuts, pastes).
    var decoder: EditorKeyDecoder
    /// Scalars to hand to libedit before reading more (after a private key).
    var pushedBack: [Unicode.Scalar] = []
    /// Scalars handed to libedit so far (tells a second Tab in a row).
    var scalarsRead = 0
    /// `scalarsRead` when Tab last listed the completions.
    var listedAt: Int?
    /// The prefill waiting for the private prefill key, if any.
    var pendingPrefill: LineBuffer?
    /// Whether the untouched prefill is replaced by the first typed or pasted character.
    var replacesPrefill = false
    /// The index in `KeyBindings.all` of a decoded key, waiting for the private key.
    var pendingConfigured: Int?
    /// Text pasted, waiting for the private paste key.
    var pendingPaste: String?
    /// The lines `?` on an empty line and F1 show (none: `?` is typed as is).
    var helpLines: [String] = []
    /// Whether the key that ended the line was pressed in vi's command mode.
    var endedInCommandMode = false
    /// Whether to turn on bracketed paste while reading (the terminal understands escapes).
    let bracketedPaste: Bool
    /// Whether the current `readLine` is a line of a multi-line field (`MultilineInput`):
    /// Ctrl-X Ctrl-E and pastes holding line breaks end it.
    var readsMultiline = false
    /// Set by a key that ends the line; `readLine` returns it.
    var pendingEvent: LineEvent?
    /// How the current `readLine`'s line acts beyond editing (Tab, Space, Ctrl-K, ←/→, the
    /// menu below it): its interactions, which the key functions ask.
    var behaviour = LineBehaviour()
    /// The lines drawn live below the line (a menu) and the rows the prompt and text took
    /// when they were drawn; nil when nothing is drawn.
    var liveDrawn: (lines: [String], textRows: Int)?
    /// The rows the menu took below the line when it was last cleared (the line ended, or
    /// lines were written above it); see `menuRows`.
    public internal(set) var lastMenuRows = 0

    /// The rows of the form drawn above this `readLine`'s prompt (title, answered fields,
    /// help), which a choice menu's page leaves on screen (`ChoiceList.fit`); 0 when unknown.
    var rowsAbove = 0

    /// The rows a Tab listing took with the line it was listed under, and how many of
    /// `leftLines` they are: erased at the next key (`eraseListing`).
    var listing: (rows: Int, lines: Int)?

    /// The lines the editor left on the terminal since `takeLeftLines()` last took them: each
    /// finished line (prompt and text), and the line and lines above it when F1 or a Tab
    /// listing wrote below it. What draws in place erases them (`TerminalScreen.record`).
    var leftLines: [DrawnLine] = []

    /// The text and cursor when the last `readLine` ended, whatever ended it: hand them
    /// back as `prefill` and `cursor` to continue editing where the user left off.
    public internal(set) var lastBuffer = LineBuffer()

    /// The names and descriptions of formline's key functions, which libedit points to
    /// without copying them (`LineEditorCallbacks.addFunctions`): freed after `el_end`.
    private var functionTexts: [UnsafeMutablePointer<wchar_t>] = []

    /// Creates an editor reading keys from `input` and drawing on `output` (both are
    /// duplicated, not taken over), with the given configurable keys; its key functions are
    /// described (editline's `bind -l`) in `words`' language.
    public init(programName: String = "formline", input: Int32 = STDIN_FILENO,
                output: Int32 = STDOUT_FILENO, keys: KeyBindings = .standard,
                editrc: EditrcSource = .user, bracketedPaste: Bool = false, words: Words = .process) throws {
        LocaleSetup.ensureUTF8()
        let inFD = dup(input)
        let outFD = dup(output)
        guard inFD >= 0, outFD >= 0, let inFile = fdopen(inFD, "r"), let outFile = fdopen(outFD, "w") else {
            let error = errno
            if inFD >= 0 { close(inFD) }
            if outFD >= 0 { close(outFD) }
            throw LineEditorError.cannotOpen(errno: error)
        }
        var made: OpaquePointer?
        libeditSetUp.withLock { _ in made = el_init(programName, inFile, outFile, outFile) }
        guard let editLine = made else {
            fclose(inFile)
            fclose(outFile)
            throw LineEditorError.initFailed
        }
        self.editLine = editLine
        self.inputFile = inFile
        self.outputFile = outFile
        self.inputFD = inFD
        self.isTerminal = isatty(inFD) == 1
        self.allowsCursorMovement = TerminalStyle.detect(output: outFD, readingTheme: false).allowsCursorMovement
        self.keys = keys
        self.promptText = strdup("")!
        self.bracketedPaste = bracketedPaste && isatty(inFD) == 1
        var altKeys: [Unicode.Scalar: Int] = [:]
        for (index, entry) in keys.all.enumerated() where entry.key.modifier == .alt {
            if let scalar = entry.key.character.unicodeScalars.first { altKeys[scalar] = index }
        }
        self.decoder = EditorKeyDecoder(altKeys: altKeys)

        fl_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        fl_el_set_string(editLine, EL_EDITOR, "emacs")
        fl_el_set_string_pair(editLine, EL_SETTY, "-d", "-isig")
        fl_el_set_prompt_esc(editLine, LineEditorCallbacks.prompt, 1)
        fl_el_set_getcfn(editLine, LineEditorCallbacks.readCharacter)
        fl_el_set_hist(editLine, noHistory.handle)
        functionTexts = LineEditorCallbacks.addFunctions(to: editLine, words: words)
        installBindings(Self.bindings(for: keys))
        sourceEditrc(editrc)
    }

    deinit {
        el_end(editLine)
        for text in functionTexts { text.deallocate() }
        fclose(inputFile)
        fclose(outputFile)
        free(promptText)
    }

    /// Reads one line after `prompt`. When input is not a terminal, libedit reads the line
    /// as it comes, without prompt or editing.
    ///
    /// - Parameters:
    ///   - prompt: Shown before the text; wrap escape sequences in U+0001 pairs (see
    ///     `TerminalStyle.prompt`) so they take no room.
    ///   - start: How the line starts: its text, the cursor, whether typing replaces it, vi's
    ///     mode (`LineStart`).
    ///   - history: The field's history for Up/Down; a committed non-blank line is added.
    ///   - behaviour: How the line acts beyond editing: its interactions (Tab's completions,
    ///     Space, Ctrl-K, ←/→, the menu below it: `LineBehaviour`, `LineInteraction`).
    ///   - help: Lines that F1, or `?` on an empty or untouched line, show above the prompt.
    ///   - severalLines: A line of a multi-line field: Ctrl-X Ctrl-E ends it with `.editor`, a
    ///     paste holding line breaks with `.pastedLines`.
    public func readLine(prompt: String, start: LineStart = LineStart(), history: LineHistory? = nil,
                         behaviour: LineBehaviour = LineBehaviour(), help: [String] = [],
                         severalLines: Bool = false) -> LineEvent {
        let prefill = start.text, cursor = start.cursor, commandMode = start.commandMode
        if let signal = SignalState.pendingSignal { return .signal(signal) }
        free(promptText)
        promptText = strdup(prompt)!
        self.behaviour = behaviour
        self.readsMultiline = severalLines
        fl_el_wset_bind(editLine, 0, " ".wideCString, (behaviour.takesSpace ? "formline-space" : "ed-insert").wideCString)
        self.helpLines = help
        lastMenuRows = 0
        liveDrawn = nil
        decoder.decodesListKeys = showsChoiceList
        decoder.decodesStepKeys = behaviour.takesSteps && isTerminal
        decoder.passesLoneEscape = editorName == "vi"
        pendingEvent = nil
        pendingPrefill = nil
        pendingPaste = nil
        listedAt = nil
        endedInCommandMode = false
        self.replacesPrefill = isTerminal && start.replacedByTyping && !prefill.isEmpty
        fl_el_set_hist(editLine, (history ?? noHistory).handle)
        var pushed = ""
        if isTerminal && !prefill.isEmpty {
            let count = prefill.unicodeScalars.count
            // vi-command-mode steps back one character: start one further right.
            let start = commandMode ? min((cursor ?? count) + 1, count) : cursor
            pendingPrefill = LineBuffer(text: prefill, cursor: start)
            pushed += LineEditorCallbacks.prefillKey
        }
        if isTerminal && commandMode && editorName == "vi" { pushed += LineEditorCallbacks.commandModeKey }
        if !pushed.isEmpty { el_wpush(editLine, pushed.wideCString) }

        if bracketedPaste { writeOutput(BracketedPaste.on) }
        var count: Int32 = 0
        // el_wgets takes the window's size itself; earlier stops and resizes are moot.
        _ = SignalState.takeChanges()
        columns = windowColumns
        let line = el_wgets(editLine, &count)
        SignalState.leaveReadingMode()
        if isTerminal, pendingEvent != nil || (line != nil && count > 0) {
            // Enter and the keys that leave the line end it with a newline below the text.
            leftLines.append(DrawnLine(prompt: prompt, text: currentBuffer.text.trimmingTrailingNewline, columns: windowColumns))
        }
        if pendingEvent != nil || (line != nil && count > 0) { clearChoiceListBelow() } else { eraseChoiceList() }
        self.behaviour = LineBehaviour()
        listing = nil   // left with the line: erased with it, as drawn in place
        rowsAbove = 0
        decoder.decodesListKeys = false
        if bracketedPaste { writeOutput(BracketedPaste.off) }
        pendingPrefill = nil
        if let event = pendingEvent {
            lastBuffer.inCommandMode = endedInCommandMode
            return event
        }
        guard let line, count > 0 else {
            lastBuffer = LineBuffer()
            if let signal = SignalState.pendingSignal { return .signal(signal) }
            return .endOfInput
        }
        var text = String(wide: line, count: Int(count))
        if text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        lastBuffer = LineBuffer(text: text)
        history?.add(text)
        return .line(text)
    }

    /// Writes `text` on the editor's output now.
    func writeOutput(_ text: String) {
        fputs(text, outputFile)
        fflush(outputFile)
    }

    /// Writes `lines` below the line being edited, broken between words to fit the
    /// terminal; libedit then redraws the prompt and the text under them. Returns the rows
    /// the line and `lines` take and how many `leftLines` they are.
    @discardableResult
    func writeLines(_ lines: [String]) -> (rows: Int, lines: Int) {
        eraseListing()
        eraseChoiceList()
        let columns = WindowSize.columns(of: fileno(outputFile)) ?? 0
        let wrapped = lines.flatMap { TextWrap.wrap($0, columns: columns) }
        writeOutput("\n" + wrapped.joined(separator: "\n") + "\n")
        let width = columns > 0 ? columns : nil
        let written = [DrawnLine(prompt: String(cString: currentPrompt), text: currentBuffer.text, columns: width)]
            + wrapped.map { DrawnLine($0, columns: width) }
        leftLines += written
        return (written.reduce(0) { $0 + $1.rows(now: width, reflows: false) }, written.count)
    }

    /// Takes the lines left on the terminal so far (see `leftLines`).
    func takeLeftLines() -> [DrawnLine] {
        defer { leftLines = [] }
        return leftLines
    }

    /// The prompt for libedit's callback.
    var currentPrompt: UnsafeMutablePointer<CChar> { promptText }
}

private extension String {
    /// Without the line break libedit keeps at the end of an entered line.
    var trimmingTrailingNewline: String {
        hasSuffix("\n") || hasSuffix("\r") ? String(dropLast()) : self
    }
}
