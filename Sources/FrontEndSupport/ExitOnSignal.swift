#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FormCore

/// SIGINT, SIGTERM and SIGHUP for front ends that simply stop (piped `run`, `fill`): kill
/// the commands running now (`RunningCommands`), remove every temporary file
/// (`TemporaryFiles`), print one line on standard error and exit 130,
/// 143 or 129. Files being replaced keep their old content.
///
/// Once the run's output is committed (`commit(finishing:_:)`, which `AtomicFileWriter.commit`
/// calls around its renames, with the signals blocked), the run is done: a
/// signal from then on exits quietly with the status the run finished with, never saying
/// that nothing was written. So what a signal reports is always what the files hold.
///
/// ```swift
/// ExitOnSignal.install(.pipedRun)
/// // "formline: terminated (SIGTERM) before the answers were written; nothing was written", exit 143
/// ```
public enum ExitOnSignal {
    /// The three signals handled.
    public static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Messages for SIGINT, SIGTERM and SIGHUP, as C strings allocated before any handler runs.
    nonisolated(unsafe) fileprivate static let messages: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let storage = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 3)
        storage.initialize(repeating: nil, count: 3)
        return storage
    }()

    /// Where the run is: `running` (-1), `committing` (-2: its output files are being renamed
    /// into place), or finished with that status (0 or more). Raw storage, set up by `install`,
    /// so the handler never initialises anything; an aligned `Int32` is read and written whole.
    nonisolated(unsafe) fileprivate static let state: UnsafeMutablePointer<Int32> = {
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        storage.initialize(to: running)
        return storage
    }()
    fileprivate static var running: Int32 { -1 }
    fileprivate static var committing: Int32 { -2 }

    /// Commits the run's output with `body` (the renames) and, when it returns true, marks the
    /// run finished with `status`: from then on a signal exits with `status` without a message.
    /// The three signals are blocked on this thread meanwhile, and a handler that runs on
    /// another thread waits until the commit is over, so a signal sees the output all old
    /// (and says so) or all new (and exits as the run would have).
    package static func commit(finishing status: Int32, _ body: () -> Bool) {
        TemporaryFiles.withSignalsBlocked {
            state.pointee = committing
            state.pointee = body() ? status : running
        }
    }

    /// How a run that simply stops says so.
    public enum Stop: Sendable {
        /// A piped `run`: nothing has been written by then (the answers are written, an
        /// `--output` file renamed into place, only once the form is submitted, and piped runs
        /// keep no draft); once they are, a signal exits 0, quietly.
        case pipedRun
        /// `fill`, replacing `files` (`--output`, `--rejects`), which keep their old content: both
        /// are renamed into place together with the signals blocked
        /// (`AtomicFileWriter.commit(_:finishing:)`); after that a signal exits with the run's own
        /// status (0, or 1 with rejects), quietly.
        case fill(replacing: [String])
        /// A submitted run at a terminal while its answers are written (the draft is kept).
        case writingAnswers
        /// `formline mcp`'s server.
        case server

        /// The line printed for `signal` (`terminated (SIGTERM)`), in `words`' language:
        /// rendered when the handlers are installed, never in a handler.
        public func message(_ signal: String, in words: Words = .process) -> String {
            switch self {
            case .pipedRun:
                return "formline: " + words(.signalBeforeAnswersWritten, ["signal": signal])
            case .fill(let files):
                guard !files.isEmpty else { return "formline: " + words(.signalFillStopped, ["signal": signal]) }
                let kept = MessageText.joined(files.map { .commandLine(.quotedFile, ["path": $0]) }, by: .twoFiles)
                return "formline: " + MessageText.commandLine(.signalFillStoppedKept, [.init("signal", .verbatim(signal)), .init("files", kept)])
                    .rendered(in: words)
            case .writingAnswers:
                return "formline: " + words(.signalWhileAnswersWritten, ["signal": signal])
            case .server:
                return "formline mcp: \(signal)"
            }
        }

        /// The words for SIGINT, SIGTERM and SIGHUP (`interrupted (SIGINT)` …) in `words`'
        /// language; MCP's server says them in English (its standard error is a client's log).
        func signalNames(in words: Words) -> [String] {
            if case .server = self { return ["interrupted (SIGINT)", "terminated (SIGTERM)", "hung up (SIGHUP)"] }
            return [words(.signalInterrupted), words(.signalTerminated), words(.signalHungUp)]
        }
    }

    /// Installs the handlers with `stop`'s message, in the process's language (rendered
    /// now: a handler cannot allocate).
    public static func install(_ stop: Stop) {
        let words = Words.process
        install(names: stop.signalNames(in: words)) { stop.message($0, in: words) }
    }

    /// Installs the handlers and unblocks the signals (a parent may have left them blocked).
    /// `message` gets `names`' word for the signal (`interrupted (SIGINT)`, `terminated
    /// (SIGTERM)` or `hung up (SIGHUP)` in English) and returns the line to print. A signal
    /// ignored when formline started (`nohup`) stays ignored.
    private static func install(names: [String], message: (String) -> String) {
        TemporaryFiles.prepare()
        RunningCommands.prepare()
        state.pointee = running
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for (index, signalNumber) in signals.enumerated() {
            let previousMessage = messages[index]
            messages[index] = strdup(message(names[index]) + "\n")
            free(previousMessage)
            let previous = signal(signalNumber, handleExitSignal)
            if isIgnore(previous) { _ = signal(signalNumber, SIG_IGN) }
            sigaddset(&unblock, signalNumber)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    private static func isIgnore(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

/// Async-signal-safe: removes temporary files, writes the prepared message, exits with
/// `ExitStatus.code(forSignal:)`; once the run is finished, exits with its status instead, quietly.
private func handleExitSignal(_ signalNumber: Int32) {
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    while ExitOnSignal.state.pointee == ExitOnSignal.committing { nanosleep(&pause, nil) }
    RunningCommands.killAll()  // a check running now: not left behind
    let finished = ExitOnSignal.state.pointee
    if finished >= 0 { _exit(finished) }
    TemporaryFiles.removeAll()
    let index = signalNumber == SIGTERM ? 1 : (signalNumber == SIGHUP ? 2 : 0)
    if let message = ExitOnSignal.messages[index] {
        _ = write(STDERR_FILENO, message, strlen(message))
    }
    _exit(ExitStatus.code(forSignal: signalNumber))
}
