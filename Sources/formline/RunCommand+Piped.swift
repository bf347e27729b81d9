import FormCore
import FrontEndSupport
import Formline
import PipedFrontEnd

extension RunCommand {
    /// Fills the form from lines piped on standard input and writes the answers.
    func runPiped(_ session: FormSession, output: AnswerOutput, draft: RunDraft) throws(FrontEndError) -> Void {
        PipedSignals.install()
        let json: String
        do {
            json = try PipedFill.answers(session, report: { OutputStream.standardError("formline: " + $0) })
        } catch {
            throw FrontEndError(error.description, status: .dataError)
        }
        try draft.deliver(session) { () throws(FrontEndError) in try output.write(renderedAnswers(json: json, session: session)) }
        PipedSignals.uninstall()
    }
}
