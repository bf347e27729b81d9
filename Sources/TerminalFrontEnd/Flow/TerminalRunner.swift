import FocusEngine
import FormCore
import FormDriver
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive front end: `FormDriver`'s loop over a `FormSession` with a `TerminalView`,
/// drawing on a `TerminalScreen` (standard error or the terminal) and reading keys from a
/// terminal, in the standard or the accessible presentation.
///
/// The session decides everything; the view shows what it focused. A prompt shows the
/// field's position and label, prefilled with its current text; Enter answers, Tab / Ctrl-N
/// and Shift-Tab / Ctrl-P move (never blocked by an invalid value, which is kept), Ctrl-T
/// opens the date picker (the text and cursor come back afterwards), form shortcuts focus
/// their field from anywhere. Once every field is answered a review lists the answers;
/// Enter submits. Ctrl-D on an empty line cancels; Ctrl-C, SIGTERM and SIGHUP interrupt.
/// The terminal's settings are restored on every path (see `TerminalGuard`).
public final class TerminalRunner {
    private let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let view: TerminalView
    private let accessible: Bool

    /// A runner reading keys from `input` and drawing on `screen`; libedit settings come
    /// from `editrc` (`$EDITRC` or `~/.editrc` by default, `formline:` lines). `accessible`
    /// turns on accessible mode (see `AccessibleMode`; give it a `.plain` screen).
    public init(session: FormSession, input: Int32 = STDIN_FILENO, screen: TerminalScreen,
                editrc: EditrcSource = .user, accessible: Bool = false) throws {
        self.session = session
        self.input = input
        self.screen = screen
        self.accessible = accessible
        let keys: KeyBindings
        do {
            keys = try KeyBindings(session: session)
        } catch {
            let reason = MessageText.commandLine(.shortcutsOff, [.init("reason", error.text)])
            screen.line(PromptFormatter(style: screen.style).note("formline: " + reason.rendered(in: .process)))
            keys = .standard
        }
        let editor = try LineEditor(input: input, output: screen.fd, keys: keys, editrc: editrc,
                                    bracketedPaste: screen.style.allowsCursorMovement)
        let secrets = SecretReader(input: input, output: screen.fd, keys: keys,
                                   bracketedPaste: screen.style.allowsCursorMovement)
        let keyHelp = KeyHelp(session: session, keys: keys)
        let presentation: any TerminalPresentation = accessible
            ? AccessiblePresentation(AccessibleView(session: session, input: input, screen: screen, keys: keys))
            : StandardPresentation(session: session, input: input, screen: screen, editor: editor, secrets: secrets, keyHelp: keyHelp)
        self.view = TerminalView(session: session, input: input, screen: screen, presentation: presentation)
    }

    /// Whether the program exits once `run()` returns `.interrupted` (the formline
    /// executable, which then saves a draft and exits): SIGINT, SIGTERM and SIGHUP then stay
    /// blocked and ignored, so a second one cannot kill it half-way through saving (see
    /// `TerminalGuard.release`). Off (a library's caller, which goes on): `run()` puts the
    /// caller's signal handlers and signal mask back on every return.
    public var exitsAfterSignal = false

    /// Runs the form to its end. Starts the session unless the caller already did (for
    /// example at a draft's field). While a check's command runs, `CheckWaiter` shows that
    /// it is waiting and lets Ctrl-C stop it.
    public func run() -> TerminalOutcome {
        let guardian = try? TerminalGuard(fd: input, screen: screen.fd)
        let exits = exitsAfterSignal
        defer { guardian?.release(restoringSignals: !exits) }
        let checker = session.commandChecker
        if let checker {
            session.commandChecker = CheckWaiter(checker, session: session, input: input, screen: screen, accessible: accessible)
        }
        defer { session.commandChecker = checker }
        return FormDriver(session: session, view: view).run()
    }
}
