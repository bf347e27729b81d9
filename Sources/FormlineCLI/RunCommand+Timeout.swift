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
            screen.line("formline: " + MessageText.notice(.timeoutSubmitted, ["seconds": seconds]).rendered(in: .process))
            try writeScripted(session, draft: draft)
            return
        }
        let reasons = (missing.isEmpty ? session.message.map { [$0] } ?? [] : missing).map { failure in
            MessageText.notice(.timeoutFieldLine, [.init("field", .verbatim(failure.field)),
                                                   .init("label", .verbatim(session.form.field(failure.field)?.label ?? failure.field)),
                                                   .init("problem", failure.text)])
        }
        do throws(FrontEndError) {
            try draft.save(session)
            screen.line("formline: " + MessageText.notice(.timeoutIncomplete, [.init("seconds", .verbatim(seconds)),
                                                                              .init("fields", .joined(reasons, by: .twoLines)),
                                                                              .init("command", draft.resumeText)]).rendered(in: .process))
        } catch {
            screen.line("formline: " + MessageText.notice(.timeoutNotSaved, [.init("seconds", .verbatim(seconds)), .init("reason", error.text)])
                .rendered(in: .process))
        }
        throw ExitCode(ExitStatus.timedOut.rawValue)
    }
}
