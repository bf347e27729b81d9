import FormCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Reads a secret: prints the prompt, reads a line with echo off (the terminal settings
/// are restored on every path), then prints a newline. Without a terminal it reads the
/// line as it comes. Never uses history.
///
/// Tab / Ctrl-N, Shift-Tab / Ctrl-P and the configured `keys` end the read as in a
/// `LineEditor`; `readSecretKeepingText(prompt:)` also hands back what was typed then.
/// Ctrl-Z suspends (see `TerminalGuard`); echo is off again before the next key is read.
///
/// With `echo` it is accessible mode's line reader for every field (`AccessibleView`):
/// what is typed is written back as it comes, Backspace as `\b \b` (as the terminal's own
/// line discipline does), `?` on an empty line asks for the key list, and after `fg` the
/// prompt and text are written again on a new line: never an escape sequence or a redraw.
public struct SecretReader {
    private let input: Int32
    private let output: Int32
    private let keys: KeyBindings
    private let bracketedPaste: Bool
    private var echo = false

    /// A reader on the given descriptors; `bracketedPaste` asks the terminal to bracket
    /// pastes while reading (see `BracketedPaste`).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, keys: KeyBindings = .standard,
                bracketedPaste: Bool = false) {
        self.input = input
        self.output = output
        self.keys = keys
        self.bracketedPaste = bracketedPaste
    }

    /// A reader that shows what is typed (see above); never brackets pastes.
    init(echoingOn input: Int32, output: Int32, keys: KeyBindings) {
        self.init(input: input, output: output, keys: keys)
        echo = true
    }

    /// Like `readSecret(prompt:)`, and also returns the text typed when a key other than
    /// Enter ended the read (Tab, Shift-Tab, the date key, a shortcut), so the caller can
    /// keep it; empty after Enter (the text is in `.line`) and after Ctrl-C or Ctrl-D.
    public func readSecretKeepingText(prompt: String, help: [String] = []) -> (event: LineEvent, typed: String) {
        let read = readSecretCountingHelp(prompt: prompt, help: help)
        return (read.event, read.typed)
    }

    /// Like `readSecretKeepingText(prompt:help:)`, and also how many times F1 wrote the key
    /// lines and the prompt again below the prompt (what drawing in place erases).
    func readSecretCountingHelp(prompt: String, help: [String]) -> (event: LineEvent, typed: String, helpShown: Int) {
        var typed = ""
        var helpShown = 0
        let event = readSecret(prompt: prompt, help: help, typed: &typed, helpShown: &helpShown)
        switch event {
        case .next, .previous, .datePicker, .shortcut: return (event, typed, helpShown)
        default: return (event, "", helpShown)
        }
    }

    /// Reads one secret line. Returns `.line`, `.interrupt` (Ctrl-C), `.endOfInput`
    /// (Ctrl-D on an empty line, or the input ended) or `.signal` (see `TerminalGuard`).
    public func readSecret(prompt: String) -> LineEvent {
        var typed = ""
        var helpShown = 0
        return readSecret(prompt: prompt, help: [], typed: &typed, helpShown: &helpShown)
    }

    private func readSecret(prompt: String, help: [String], typed: inout String, helpShown: inout Int) -> LineEvent {
        // Written here, not by libedit: the bold's markers would reach the terminal raw.
        let prompt = TerminalStyle.withoutPromptMarkers(prompt)
        let paste = isatty(input) == 1 && isatty(output) == 1 && bracketedPaste
        // Stops and resizes before the prompt is drawn are moot; one from here on (even
        // before echo is off) draws it again. Taken after the mode change, a SIGCONT in
        // between was swallowed and the prompt never came back.
        _ = SignalState.takeChanges()
        write((paste ? BracketedPaste.on : "") + prompt)
        defer { write("\n" + (paste ? BracketedPaste.off : "")) }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            return read(SecretInput(keys: keys), prompt: prompt, help: help, atTerminal: false, paste: paste,
                        typed: &typed, helpShown: &helpShown)
        }
        var quiet = RawMode.settings(from: saved)
        // Noted first: a SIGCONT at any point from here on brings echo-off back.
        SignalState.enterReadingMode(quiet)
        defer {
            SignalState.leaveReadingMode()
            _ = tcsetattr(input, TCSANOW, &saved)
        }
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return .endOfInput }
        let (erase, kill) = withUnsafeBytes(of: saved.c_cc) { ($0[Int(VERASE)], $0[Int(VKILL)]) }
        var discipline = SecretInput(erase: erase, kill: kill, keys: keys)
        discipline.questionMarkHelps = echo
        return read(discipline, prompt: prompt, help: help, atTerminal: true,
                    paste: paste, typed: &typed, helpShown: &helpShown)
    }

    /// Reads bytes into the discipline. At a terminal Ctrl-Z suspends, and the prompt is
    /// drawn again (bracketed paste on again) once the process is continued.
    private func read(_ discipline: SecretInput, prompt: String, help: [String], atTerminal: Bool, paste: Bool,
                      typed: inout String, helpShown: inout Int) -> LineEvent {
        var discipline = discipline
        defer { discipline.wipe() }
        // What the echo has written (whole characters only: a UTF-8 sequence still arriving waits).
        var shownText = ""
        let redraw: ((TerminalChange) -> Void)? = atTerminal ? { changes in
            guard changes.contains(.resumed) else { return }
            write(echo ? "\n" + prompt + shownText : (paste ? BracketedPaste.on : "") + "\r" + prompt)
        } : nil
        while true {
            switch TerminalInput.readByte(from: input, onChange: redraw) {
            case .byte(RawMode.suspendKey) where atTerminal:
                SignalState.suspendProcess()
            case .byte(let byte):
                var event = discipline.feed(byte)
                if event == nil, atTerminal, discipline.awaitsEscapeSequence,
                   !TerminalInput.waitForInput(on: input, milliseconds: TerminalInput.escapeDelay) {
                    event = discipline.escapeAlone()
                }
                if let event {
                    typed = discipline.typed
                    return event
                }
                if echo, let now = String(validating: discipline.typedBytes, as: UTF8.self), now != shownText {
                    write(Self.echo(from: shownText, to: now))
                    shownText = now
                }
                if discipline.wantsHelp {
                    // The key list, then the prompt again; what was typed stays (unseen).
                    discipline.wantsHelp = false
                    if !help.isEmpty {
                        write("\n" + help.joined(separator: "\n") + "\n" + prompt + shownText)
                        helpShown += 1
                    }
                }
            case .endOfInput:
                return discipline.finishAtEndOfInput()
            case .signal(let signal):
                return .signal(signal)
            }
        }
    }

    /// What to write when the shown text goes from `before` to `after`: `\b \b` for each
    /// column of the characters erased, then the characters added.
    ///
    /// ```swift
    /// SecretReader.echo(from: "ab", to: "abc")  // "c"
    /// SecretReader.echo(from: "ab", to: "a")    // "\u{8} \u{8}"
    /// ```
    static func echo(from before: String, to after: String) -> String {
        let common = zip(before.unicodeScalars, after.unicodeScalars).prefix { $0 == $1 }.count
        let erased = String(String.UnicodeScalarView(before.unicodeScalars.dropFirst(common)))
        let added = String(String.UnicodeScalarView(after.unicodeScalars.dropFirst(common)))
        return String(repeating: "\u{8} \u{8}", count: DisplayWidth.width(of: erased)) + added
    }

    private func write(_ text: String) {
        // Best effort: a terminal that went away is noticed by the next read.
        try? StandardStreams.write(text, to: output, name: .terminal)
    }
}
