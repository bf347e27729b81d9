import FormCore
import FormOutput
import FormDriver
import FrontEndSupport

/// Fills a form from piped lines: each line answers the focused field, under the same
/// focus rules as the terminal.
///
/// - A rejected line is reported (field, message, line number) and the next line answers
///   the refocused field.
/// - A blank line keeps what the field already holds (its default or earlier answer), as
///   `FormSession.answer(_:)` decides for every front end; in a list row it ends the list.
///   A row past the limit every list has (`InputLimits.maximumListRows`, and
///   `maximumAnswerBytes` for its rows together) stops the run with a `PipedError`.
/// - A multi-line text field takes lines until one holding only `.` (or the end of input);
///   a line starting with `.` loses that dot (`..x` is `.x`), and a blank first line is a
///   blank answer (`MultilineText.Reader`).
/// - In a date step the line is a date; focus then returns to the last focused field.
/// - When every field is answered (or input ends with all answered) the form is submitted;
///   a submit failure refocuses the offending field, which the next line answers.
/// - A note the flow reaches (`type: note`) takes no line: it goes to `notes` as one line
///   (`note: Hello Ada`), before the line for the field after it.
public struct PipedRunner<Source: AnswerSource> {
    private let view: PipedView<Source>

    /// Creates a runner; `report` receives one line per problem and `notes` one line per
    /// note of the form the flow reaches (both for standard error, a person's to read: a
    /// refused answer's reason is in `words`' language, the form's own messages as written).
    public init(session: FormSession, source: Source, report: @escaping (String) -> Void,
                notes: @escaping (String) -> Void = { _ in }, words: Words = .process) {
        view = PipedView(session: session, source: source, report: report, notes: notes, words: words)
    }

    /// Runs until the form is submitted or input ends; returns the answers.
    public func run() throws(PipedError) -> FormAnswers {
        switch FormDriver(session: view.session, view: view).run() {
        case .submitted(let answers): return answers
        case .failed(let error): throw error
        }
    }
}

/// How a piped run ends. (A plain enum rather than `Result<FormAnswers, PipedError>`: the
/// driver, generic over its view, looks the outcome type up at run time, and a generic
/// `Result` made that look-up check `PipedError: Error` by scanning every conformance record
/// in the binary, 0.2M instructions of `run`'s start-up.)
enum PipedOutcome {
    case submitted(FormAnswers)
    case failed(PipedError)
}

/// The piped `FormView`: every step but the review reads one line (a multi-line text
/// field's lines up to `.`); the review submits.
final class PipedView<Source: AnswerSource>: FormView {
    typealias Outcome = PipedOutcome

    let session: FormSession
    private var source: Source
    private let report: (String) -> Void
    private let notes: (String) -> Void
    /// The words a refused answer's reason is reported in.
    private let words: Words
    private var lastLine = 0
    /// The list whose rows are being read, and the input line of its first row.
    private var listStart: (field: String, line: Int)?

    init(session: FormSession, source: Source, report: @escaping (String) -> Void, notes: @escaping (String) -> Void, words: Words) {
        self.session = session
        self.source = source
        self.report = report
        self.notes = notes
        self.words = words
    }

    /// A note the flow reached, as `note: ` and its text on one line.
    func showNote(_ note: FormSession.DueNote) {
        notes(words(.note, ["text": note.oneLine]))
    }

    func begin(_ form: FormDefinition) {}
    func pendingStop() -> Outcome? { nil }
    func showSection(_ section: SectionDefinition) {}
    func submitted(_ answers: FormAnswers) -> Outcome { .submitted(answers) }

    func review() -> Outcome? {
        submit()
        return nil
    }

    func pickDate(_ field: FieldDefinition) -> Outcome? {
        readAnswer()
    }

    func prompt(_ target: FormFocus, field: FieldDefinition) -> Outcome? {
        readAnswer()
    }

    /// Reads the next line (the lines of a multi-line answer) and answers the focused field
    /// or date step with it; at the end of input, submits when every field is answered.
    private func readAnswer() -> Outcome? {
        do throws(PipedError) {
            guard let line = source.nextLine() else { return .submitted(try finishAtEndOfInput()) }
            lastLine = line.number
            let text = try readable(line)
            if session.phase == .editing, session.currentField?.shape == .lines, case .field? = session.focus.value {
                try answer(try linesAnswer(startingWith: text), line: line.number)
            } else {
                try answer(text, line: line.number)
            }
            return nil
        } catch {
            return .failed(error)
        }
    }

    private func readable(_ line: AnswerLine) throws(PipedError) -> String {
        switch line.text {
        case .failure(let error):
            let text = MessageText.input(.lineUnreadable, [.init("line", .verbatim("\(line.number)")), .init("problem", error.text),
                                                           .init("field", describeFocus())])
            throw PipedError(message: text.rendered(in: words), field: session.currentField?.id, line: line.number, kind: .unreadableLine)
        case .success(let text):
            return text
        }
    }

    /// The lines of a multi-line answer from `first` on, up to its terminator or the end of
    /// input. Together they are one answer, held to the limit of one line
    /// (`InputLimits.maximumAnswerBytes`), so endless short lines cannot grow without bound.
    private func linesAnswer(startingWith first: String) throws(PipedError) -> String {
        let firstLine = lastLine
        var reader = MultilineText.Reader()
        var done = reader.add(first)
        var bytes = first.utf8.count
        while !done, let line = source.nextLine() {
            lastLine = line.number
            let text = try readable(line)
            done = reader.add(text)
            bytes += 1 + text.utf8.count
            if !done, bytes > InputLimits.maximumAnswerBytes {
                let text = MessageText.input(.multilineTooLong, [
                    .init("first", .verbatim("\(firstLine)")), .init("last", .verbatim("\(line.number)")),
                    .init("limit", .verbatim("\(InputLimits.maximumAnswerBytes)")), .init("field", describeFocus()),
                ])
                throw PipedError(message: text.rendered(in: words), field: session.currentField?.id, line: line.number, kind: .unreadableLine)
            }
        }
        return reader.text
    }

    /// Answers the focused field with one line. A row that would take its list past the
    /// limit every list has (`InputLimits`) stops the run at once, naming the list's lines:
    /// reading on would only feed the rest of a runaway input to the fields after it.
    private func answer(_ text: String, line: Int) throws(PipedError) {
        let field = session.currentField
        let focused = describeFocus()
        switch session.focus.value {
        case .row(let id, _)?, .cell(let id, _, _)?:
            if listStart?.field != id { listStart = (id, line) }
        default:
            listStart = nil
        }
        if let failure = session.listLimitFailure(answering: text) {
            let first = listStart?.line ?? line
            let lines: MessageText = first < line ? .input(.listLines, ["first": "\(first)", "last": "\(line)"]) : .input(.listLine, ["line": "\(line)"])
            let text = MessageText.input(.listOverLimit, [
                .init("lines", lines), .init("field", focused), .init("message", failure.text),
                .init("rows", .verbatim("\(InputLimits.maximumListRows)")), .init("limit", .verbatim("\(InputLimits.maximumAnswerBytes)")),
            ])
            throw PipedError(message: text.rendered(in: words), field: field?.id, line: line, kind: .unreadableLine)
        }
        guard case .failure(let failure) = session.answer(text) else { return }
        report(MessageText.frame(.refusedAtLine, [.init("line", .verbatim("\(line)")), .init("field", focused), .init("message", failure.text)])
            .rendered(in: words))
    }

    private func finishAtEndOfInput() throws(PipedError) -> FormAnswers {
        let unanswered = session.visibleFields.filter { !session.isAnswered($0.id) }
        if unanswered.isEmpty {
            submit()
            if session.phase == .submitted { return FormAnswers(session.answers) }
        }
        var values: [MessageText.Value] = [.init("line", .verbatim("\(lastLine)")), .init("field", describeFocus())]
        if let message = session.message { values.append(.init("message", message.text)) }
        let text = MessageText.frame(session.message == nil ? .inputEnded : .inputEndedBecause, values)
        throw PipedError(message: text.rendered(in: words), field: session.currentField?.id, line: lastLine)
    }

    private func submit() {
        if case .failure(let failure) = session.submit() {
            let refocused = session.focus.value?.fieldID == failure.field ? describeFocus() : describe(session.form.field(failure.field))
            report(MessageText.frame(.refusedAtSubmit, [.init("field", refocused), .init("message", failure.text)]).rendered(in: words))
        }
    }

    /// The focused field, and in a group its row and sub-field.
    private func describeFocus() -> MessageText {
        let field = describe(session.currentField)
        guard let target = session.focus.value, let member = session.member(of: target),
              let row = session.rowPosition(of: target) else { return field }
        return .frame(.rowSubField, [.init("field", field), .init("row", .verbatim("\(row.index)")),
                                     .init("id", .verbatim(member.id)), .init("label", .verbatim(member.label))])
    }

    private func describe(_ field: FieldDefinition?) -> MessageText {
        guard let field else { return .frame(.theForm, []) }
        return MessageText.naming(field.id, label: field.label)
    }
}

/// Piped input that could not complete the form.
public struct PipedError: Error, Sendable, CustomStringConvertible {
    /// What happened, naming the field and the input line.
    public let message: String
    /// The field that was waiting.
    public let field: String?
    /// The last input line read.
    public let line: Int
    /// Whether input ended or a line could not be read.
    public var kind: Kind = .inputEnded

    /// Why piped input could not complete the form.
    public enum Kind: Sendable, Equatable {
        /// Input ended while a field still needed an answer (or the submit failed).
        case inputEnded
        /// A line was not usable text (not UTF-8, a NUL byte, too long, a read error).
        case unreadableLine
    }

    public var description: String { message }
}
