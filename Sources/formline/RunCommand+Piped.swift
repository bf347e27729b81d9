import FormCore
import FrontEndSupport
import Formline
import PipedFrontEnd

extension RunCommand {
    /// Fills the form from lines piped on standard input and writes the answers.
    func runPiped(_ session: FormSession, output: AnswerOutput, draft: RunDraft) throws(FrontEndError) -> Void {
        PipedSignals.install()
        let json = try Self.answer(session, from: StandardInputAnswers(), report: { OutputStream.standardError("formline: " + $0) })
        try draft.deliver(session) { () throws(FrontEndError) in try output.write(renderedAnswers(json: json, session: session)) }
        PipedSignals.uninstall()
    }

    /// Answers the session from piped lines (`PipedFill`, shared with the library); returns
    /// the answers as JSON. Input that cannot complete the form is exit 65.
    static func answer(_ session: FormSession, from source: some AnswerSource, report: @escaping (String) -> Void) throws(FrontEndError) -> String {
        do {
            return try PipedFill.answers(session, from: source, report: report)
        } catch {
            throw FrontEndError(error.description, status: .dataError)
        }
    }
}
