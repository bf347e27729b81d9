import FormCore
import FormOutput
import FrontEndSupport
import Formline
import PipedFrontEnd

extension RunRequest {
    /// Fills the form from lines piped on standard input and writes the answers.
    func runPiped(_ session: FormSession, output: AnswerOutput, draft: RunDraft) throws(FrontEndError) -> Void {
        ExitOnSignal.install(.pipedRun)
        let answers = try Self.answer(session, from: StandardInputAnswers(), report: { StandardStreams.standardError("formline: " + $0) },
                                      notes: { StandardStreams.standardError("formline: " + $0) })
        try draft.deliver(session) { () throws(FrontEndError) in try output.write(try rendered(answers)) }
    }

    /// Notes for the options that act only at a terminal, when the answers are read from a
    /// pipe instead: said once on standard error rather than ignored without a word, and not
    /// an error, so that one command line serves a person and a script alike.
    ///
    ///     formline run login --timeout 30 < answers.txt
    ///     // formline: --timeout applies only at a terminal, and standard input is not one: ignored; …
    var terminalOnlyNotes: [String] {
        var notes: [String] = []
        let words = Words.process
        if let timeout = scripting.timeout {
            notes.append(words(.timeoutIgnoredWhenPiped, ["seconds": NumberFormat.canonical(timeout), "status": "\(ExitStatus.timedOut.rawValue)"]))
        }
        if accessible {
            notes.append(words(.accessibleIgnoredWhenPiped))
        }
        return notes
    }

    /// Answers the session from piped lines (`PipedFill`, shared with the library); returns
    /// the answers. Input that cannot complete the form is exit 65. What is reported is in
    /// `words`' language (a scenario's run: English, what its `reported` is compared with).
    static func answer(_ session: FormSession, from source: some AnswerSource, report: @escaping (String) -> Void,
                       notes: @escaping (String) -> Void = { _ in }, words: Words = .process) throws(FrontEndError) -> FormAnswers {
        do {
            return try PipedFill.fill(session, from: source, report: report, notes: notes, words: words)
        } catch {
            throw FrontEndError(error.description, status: .dataError)
        }
    }
}
