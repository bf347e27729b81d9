import Foundation
import Testing
import TestSupport

/// Closing a terminal that runs a shell (a terminal emulator's window, `tmux kill-session`):
/// the shell is the session leader, formline its command. The shell's hang-up, the kernel's
/// and the dead terminal (EIO) reach formline in any order, microseconds apart; the draft is
/// saved every time exactly as after one `kill -HUP`, and no temporary file is left.
struct TerminalHangUpTests {
    /// Where formline is when the terminal closes.
    enum Step: String, CaseIterable, Sendable {
        case text, secret, calendar, review

        /// The answers given up front (so the run starts at this step) and what shows it is there.
        var start: (arguments: [String], environment: [String: String], shown: String) {
            switch self {
            case .text: return ([], [:], "[2/5] Name: ")
            case .secret: return (["--set", "name=ada"], [:], "[3/5] Pin: ")
            case .calendar: return (["--set", "name=ada"], ["FORMLINE_ANSWER_pin": TerminalHangUpTests.secret], "Date [2026-11-22]: ")
            case .review: return (["--set", "name=ada", "--set", "due=2026-12-01"], ["FORMLINE_ANSWER_pin": TerminalHangUpTests.secret], "[5/5] Note: ")
            }
        }
    }

    static var form: String { get throws { try Fixtures.form("hang-up") } }

    /// The pin given up front: letters no temporary path or draft field holds by chance
    /// (a bare "1234" turned up in the home folder's random name).
    static let secret = "pin-Qx-secret"

    /// Tries per shell and step: 13 × 4 steps = 52 tries with each shell.
    static let tries = 13

    @Test(arguments: FormlineTerminal.SessionLeader.allCases, Step.allCases)
    func closingATerminalRunningAShellSavesTheDraft(leader: FormlineTerminal.SessionLeader, step: Step) throws {
        // A few at once: a hang-up races with the others' start-up, as on a busy machine.
        let lock = NSLock()
        nonisolated(unsafe) var failed: [String] = []
        DispatchQueue.concurrentPerform(iterations: Self.tries) { attempt in
            do {
                try Self.closeTerminal(leader: leader, step: step)
            } catch {
                lock.withLock { failed.append("try \(attempt): \(error)") }
            }
        }
        #expect(failed.isEmpty, "\(failed.count) of \(Self.tries) tries with \(leader) at the \(step) lost the draft:\n\(failed.joined(separator: "\n"))")
    }

    private static func closeTerminal(leader: FormlineTerminal.SessionLeader, step: Step) throws {
        let home = try TemporaryHome()
        let formPath = home.url.appendingPathComponent("hangup.yaml")
        try form.write(to: formPath, atomically: true, encoding: .utf8)
        let start = step.start
        let run = try FormlineTerminal(["run", formPath.path, "--set", "team=core"] + start.arguments,
                                       environment: start.environment, home: home, sessionLeader: leader)
        try run.waitFor(start.shown)
        if step == .review {
            // Everything given but the note (with every answer given there is no review).
            try run.terminal.waitForRawMode()
            try run.terminal.sendKeys(.text("n"), .enter)
            try run.waitFor("Enter to submit")
        }
        if step == .secret {
            try run.terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO) == 0 }
        } else {
            try run.terminal.waitForRawMode()
        }
        let formline = try run.programID()
        run.terminal.hangUp()
        _ = try? run.terminal.waitForExit(timeout: .seconds(10))
        try ProcessInspector.waitForEnd(of: formline)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: home.drafts.path)) ?? []
        let drafts = home.draftFiles
        guard drafts.count == 1, let draft = drafts.values.first, draft.contains(#""team":{"text":"core"}"#) else {
            throw Failure("no draft: the drafts folder holds \(names)")
        }
        if step == .review && !draft.contains(#""name":{"text":"ada"}"#) {
            throw Failure("the draft lacks the answers: \(draft)")
        }
        if draft.contains(Self.secret) { throw Failure("the draft holds the secret") }
        if names.contains(where: { $0.hasPrefix(".formline-") }) {
            throw Failure("a temporary file was left: \(names)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
