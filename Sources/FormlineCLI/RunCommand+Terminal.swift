import ArgumentParser
import FormCore
import FrontEndSupport
import TerminalFrontEnd
#if canImport(Glibc)
import Glibc
#endif

extension RunRequest {
    /// Runs the terminal front end and turns its outcome into output, drafts and an exit status.
    func runInteractively(_ session: FormSession, draft: RunDraft, notices: [String]) throws {
        let words = Words.process
        let accessible = AccessibleMode.isOn(flag: accessible)
        let screen = TerminalScreen.forInterface(accessible: accessible)
        // A stopped run whose draft is kept: `headline`, then how to go on and how to discard
        // it, each command on a row of its own (never broken across two).
        func keptLines(_ headline: String) -> String {
            "formline: " + headline + "\n"
                + words(.continueWith, ["command": draft.resumeText.rendered(in: words) + (accessible ? " --accessible" : "")])
                + "\n" + words(.discardWith, ["command": draft.discardText.rendered(in: words)])
        }
        for notice in notices { screen.line("formline: " + notice) }
        let runner: TerminalRunner
        do {
            runner = try TerminalRunner(session: session, screen: screen, accessible: accessible)
        } catch {
            // TerminalRunner's set-up throws only LineEditorError.
            let reason = (error as? LineEditorError)?.text ?? .english("\(error)")
            throw FrontEndError(.error(.cannotStartLineEditor, [.init("reason", reason)]), status: .ioError)
        }
        runner.exitsAfterSignal = true  // a draft is saved, then formline exits
        switch runner.run() {
        case .submitted(let answers):
            ExitOnSignal.install(.writingAnswers)
            try draft.deliver(session) { () throws(FrontEndError) in
                try AnswerOutput(path: output, form: session.form).write(try rendered(answers))
            }
            screen.line(PromptFormatter(style: screen.style).note(words[.submitted]))
        case .cancelled:
            // One key never throws answers away: with any answered (secrets aside), they are
            // kept in a draft, and the line says how to go on or discard it.
            guard !session.draft().answered.isEmpty else {
                screen.line("formline: " + words[.runCancelledNothing])
                throw ExitCode(ExitStatus.cancelled.rawValue)
            }
            do throws(FrontEndError) {
                try draft.save(session)
                screen.line(keptLines(words[.runCancelledKept]))
            } catch {
                screen.line("formline: " + MessageText.error(.cancelledNotKept, [.init("reason", error.text)]).rendered(in: words))
            }
            throw ExitCode(ExitStatus.cancelled.rawValue)
        case .interrupted(let signal):
            if signal == InputIdleLimit.expiredSignal {
                return try finishAfterTimeout(session, draft: draft, screen: screen)
            }
            let status = ExitStatus(signal: signal)
            do throws(FrontEndError) {
                try draft.save(session)
                screen.line(keptLines(words[.runInterrupted]))
            } catch {
                screen.line("formline: " + MessageText.error(.interruptedNotSaved, [.init("reason", error.text)]).rendered(in: words))
            }
            throw ExitCode(status.rawValue)
        }
    }
}
