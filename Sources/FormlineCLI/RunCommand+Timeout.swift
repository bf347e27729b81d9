import ArgumentParser
import FormCore
import FrontEndSupport
import TerminalFrontEnd

extension RunRequest {
    /// `--timeout`: no key arrived in time. Takes the defaults of the fields not yet answered
    /// and submits when the form is then valid; otherwise saves a draft and exits 124 (gum's
    /// convention), naming what is missing.
    func finishAfterTimeout(_ session: FormSession, draft: RunDraft, screen: TerminalScreen) throws {
        let seconds = scripting.timeout.map(NumberFormat.canonical) ?? "?"
        let missing = session.acceptCurrentValues()
        if missing.isEmpty, case .success = session.submit() {
            screen.line("formline: no key for \(seconds) s; submitted with the defaults")
            try writeScripted(session, draft: draft)
            return
        }
        let reasons = (missing.isEmpty ? session.message.map { [$0] } ?? [] : missing).map { failure in
            "  field '\(failure.field)' (\(session.form.field(failure.field)?.label ?? failure.field)): \(failure.message)"
        }
        do throws(FrontEndError) {
            try draft.save(session)
            screen.line("formline: no key for \(seconds) s and the form is not complete:\n" + reasons.joined(separator: "\n")
                        + "\nanswers so far saved (not secrets).\nContinue with: \(draft.resumeCommand)")
        } catch {
            screen.line("formline: no key for \(seconds) s; the draft could not be saved: \(error.message)")
        }
        throw ExitCode(ExitStatus.timedOut.rawValue)
    }
}
