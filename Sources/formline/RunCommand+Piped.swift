import FormCore
import FrontEndSupport
import PipedFrontEnd

extension RunCommand {
    /// Fills the form from lines piped on standard input and writes the answers.
    func runPiped(_ session: FormSession, output: AnswerOutput, draft: RunDraft) throws(FrontEndError) -> Void {
        PipedSignals.install()
        var runner = PipedRunner(session: session, source: StandardInputAnswers(),
                                 report: { OutputStream.standardError("formline: " + $0) })
        let json: String
        do {
            json = try runner.run()
        } catch {
            throw FrontEndError(error.message, status: .dataError)
        }
        try draft.deliver(session) { () throws(FrontEndError) in try output.write(renderedAnswers(json: json, session: session)) }
        PipedSignals.uninstall()
    }
}
