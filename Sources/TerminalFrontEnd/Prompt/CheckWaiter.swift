import Dispatch
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while a check's command runs (`TerminalRunner.run` puts it in front of the
/// session's checker): the command runs on another thread while this one watches.
///
/// - Only once it has taken `threshold` (300 ms, Inquirer's and clack's) does a status say
///   so: `⠋ Checking Username…` with a spinner drawn over itself on one line, wiped when
///   the check ends; in accessible mode, or where the cursor cannot move (`TERM=dumb`), one
///   plain line `Checking Username…` and no spinner. A check that answers sooner shows nothing.
/// - Keys typed meanwhile are neither echoed nor lost: the terminal's echo and line editing
///   are off and the keys stay queued in the terminal for the next prompt (`NOFLSH`: Ctrl-C
///   does not flush them either).
/// - Ctrl-C (SIGINT) stops the check: its process group is killed (`cancelRunning`) and the
///   answer is refused with `Word.checkStopped`, so focus and text stay. SIGTERM and SIGHUP
///   stop it too, and the run then ends as after any such signal (a draft is saved).
///
/// The piped front end and `fill` never get here: they print nothing while a check runs.
final class CheckWaiter: CommandChecking {
    /// How long a check runs before the status appears, in milliseconds.
    static let threshold = 300
    /// How often the spinner turns, in milliseconds.
    static let frameInterval = 80

    private let inner: any CommandChecking
    private unowned let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let accessible: Bool

    init(_ inner: any CommandChecking, session: FormSession, input: Int32, screen: TerminalScreen, accessible: Bool) {
        self.inner = inner
        self.session = session
        self.input = input
        self.screen = screen
        self.accessible = accessible
    }

    func cancelRunning() {
        inner.cancelRunning()
    }

    /// `Checking Username…` for a field's check, `Checking the answers…` for the form's.
    func statusText(for command: FormCommand) -> String {
        switch command.role {
        case .fieldCheck(let id):
            return "Checking \(TerminalSafeText.escape(session.field(id)?.label ?? id))…"
        case .formCheck:
            return Words.process[.checkingAnswers]
        case .choices(let id):
            return Words.process(.computingChoices, ["field": TerminalSafeText.escape(session.field(id)?.label ?? id)])
        case .defaultValue(let id):
            return Words.process(.computingDefault, ["field": TerminalSafeText.escape(session.field(id)?.label ?? id)])
        }
    }

    func check(_ command: FormCommand, request: String) -> CheckVerdict {
        let job = CheckJob(inner, command: command, request: request)
        let mode = WaitingMode(fd: input)
        defer { mode.restore() }
        var status = CheckStatus(screen: screen, text: statusText(for: command),
                                 spinner: screen.style.allowsCursorMovement && !accessible)
        defer { status.clear() }
        let started = DispatchTime.now().uptimeNanoseconds
        while true {
            if let signal = SignalState.pendingSignal {
                inner.cancelRunning()
                job.waitForEnd()
                guard signal == SIGINT else {
                    return .failed(field: nil, text: .frame(.checkStoppedBySignal, ["signal": signal == SIGHUP ? "SIGHUP" : "SIGTERM"]))
                }
                SignalState.clearPendingSignal()
                return .failed(field: nil, text: .word(.checkStopped))
            }
            if let verdict = job.verdict(within: 40) { return verdict }
            if SignalState.takeChanges().contains(.resumed) { status.lineEnded() }
            let elapsed = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
            if elapsed >= Self.threshold { status.show(frame: (elapsed - Self.threshold) / Self.frameInterval) }
        }
    }
}

/// One check run on a thread of its own, its verdict handed back.
private final class CheckJob: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: CheckVerdict?
    private var ended = false

    init(_ checker: any CommandChecking, command: FormCommand, request: String) {
        nonisolated(unsafe) let checker = checker
        DispatchQueue.global().async { [self] in
            result = checker.check(command, request: request)
            done.signal()
        }
    }

    /// The verdict, if the check ends within `milliseconds`.
    func verdict(within milliseconds: Int) -> CheckVerdict? {
        guard !ended else { return result }
        guard done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        ended = true
        return result
    }

    /// Waits until the check has ended (it was cancelled: soon).
    func waitForEnd() {
        guard !ended else { return }
        done.wait()
        ended = true
    }
}

/// The terminal's mode while a check runs: no echo, no line editing, keys kept.
private struct WaitingMode {
    private let fd: Int32
    private let saved: termios?

    init(fd: Int32) {
        self.fd = fd
        var current = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &current) == 0 else {
            saved = nil
            return
        }
        saved = current
        // Raw: echo and line editing off (a typed key waits, unseen, for the next prompt);
        // but the signal keys on (Ctrl-C stops the check), flushing nothing.
        var waiting = RawMode.settings(from: current)
        waiting.c_lflag |= tcflag_t(ISIG | NOFLSH)
        SignalState.enterReadingMode(waiting)
        _ = tcsetattr(fd, TCSANOW, &waiting)
    }

    func restore() {
        guard var saved else { return }
        SignalState.leaveReadingMode()
        _ = tcsetattr(fd, TCSANOW, &saved)
    }
}

/// The status line: a spinner drawn over itself, or one plain line.
private struct CheckStatus {
    /// Braille dots where the terminal speaks UTF-8, else ASCII.
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiFrames = ["|", "/", "-", "\\"]

    let screen: TerminalScreen
    let text: String
    let spinner: Bool
    private var drawnFrame: Int?
    private var said = false

    init(screen: TerminalScreen, text: String, spinner: Bool) {
        self.screen = screen
        self.text = text
        self.spinner = spinner
    }

    mutating func show(frame: Int) {
        guard spinner else {
            if !said { screen.line(text) }
            said = true
            return
        }
        guard frame != drawnFrame else { return }
        drawnFrame = frame
        let frames = LocaleSetup.ensureUTF8() ? Self.frames : Self.asciiFrames
        screen.write("\r\u{1B}[K" + fitted(frames[frame % frames.count] + " " + text))
    }

    /// The process was stopped and continued: the line was ended, draw on the new one.
    mutating func lineEnded() {
        drawnFrame = nil
    }

    /// Wipes the spinner's line, so the next prompt starts on it.
    mutating func clear() {
        if drawnFrame != nil { screen.write("\r\u{1B}[K") }
        drawnFrame = nil
    }

    /// `line` cut to fit the terminal's width, so it never wraps (a wrapped line would not
    /// be drawn over).
    private func fitted(_ line: String) -> String {
        guard let columns = screen.columns else { return line }
        return DisplayWidth.prefix(of: line, fitting: columns - 1)
    }
}
