import FormCore
import FrontEndSupport
import FormOutput
import PipedFrontEnd
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fills a session from lines read on a descriptor with the piped front end: the one
/// piped path of ``FormRun`` and of `formline run`.
///
/// ```swift
/// let json = try PipedFill.answers(session, input: fd) { problem in print(problem) }
/// ```
public enum PipedFill {
    /// Runs `PipedRunner` over `input` until the form is submitted; returns the answers'
    /// JSON. A rejected line is passed to `report` (`line 2: field 'age' (Age): …`) and the
    /// next line answers the refocused field; each note of the form the flow reaches is
    /// passed to `notes` as one line (`note: Hello Ada`). Installs no signal handlers.
    public static func answers(_ session: FormSession, input: Int32 = STDIN_FILENO,
                               report: @escaping (String) -> Void,
                               notes: @escaping (String) -> Void = { _ in }) throws(FormlineError) -> String {
        try answers(session, from: StandardInputAnswers(fd: input), report: report, notes: notes)
    }

    /// Like `answers(_:input:report:)`, with the lines taken from any `AnswerSource` (a
    /// scenario's lines in `formline test`, an array in tests).
    package static func answers(_ session: FormSession, from source: some AnswerSource,
                               report: @escaping (String) -> Void,
                               notes: @escaping (String) -> Void = { _ in }) throws(FormlineError) -> String {
        try fill(session, from: source, report: report, notes: notes).json
    }

    /// Like `answers(_:from:report:notes:)`, returning the answers themselves (for `run`'s
    /// renderer), its lines in `words`' language (`formline test`'s scenarios: English).
    package static func fill(_ session: FormSession, from source: some AnswerSource,
                             report: @escaping (String) -> Void,
                             notes: @escaping (String) -> Void = { _ in }, words: Words = .process) throws(FormlineError) -> FormAnswers {
        let runner = PipedRunner(session: session, source: source, report: report, notes: notes, words: words)
        do {
            return try runner.run()
        } catch {
            switch error.kind {
            case .inputEnded: throw .inputEnded(field: error.field, line: error.line, message: error.message)
            case .unreadableLine: throw .unreadableInput(field: error.field, line: error.line, message: error.message)
            }
        }
    }
}
