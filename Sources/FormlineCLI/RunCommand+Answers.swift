import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormOutput
import FrontEndSupport
import TerminalFrontEnd
#if canImport(Glibc)
import Glibc
#endif

/// What is left to do once answers given up front and defaults are in.
enum ScriptedStart {
    /// Every field is answered and the form submitted: write the answers.
    case submitted
    /// Ask the rest at the terminal, or read it from the pipe, as usual.
    case continueAsUsual
}

extension RunRequest {
    /// Applies `--set`, `--answers`, `FORMLINE_ANSWER_*`, `--defaults` and `--no-input` to a
    /// new session. Every given answer goes through `FormSession.give` (the commit typed
    /// answers use); failures are reported naming the field and the source. Throws exit 65
    /// when the form cannot be completed without input that may not be read.
    func applyScripting(to session: FormSession, formName: String, atTerminal: Bool) throws -> ScriptedStart {
        // At a terminal, where the person will be asked, notes go where the prompts go
        // (the terminal even with standard error redirected), opened on the first note only:
        // most runs have none, and the front end opens its own screen.
        let toTerminal = atTerminal && scripting.mayReadInput
        var screen: TerminalScreen?
        let report = { (line: String) in
            guard toTerminal else { return StandardStreams.standardError("formline: " + line) }
            let opened = screen ?? TerminalScreen.forInterface()
            screen = opened
            opened.line(TerminalSafeText.escape("formline: " + line, keepingLayout: true))
        }
        // `--format json` named, without input: what is missing as one JSON object on standard output.
        let incomplete: ((IncompleteRun) -> Void)? = scripting.format == .json
            ? { run in try? StandardStreams.standardOutput(run.json + "\n") } : nil
        return try applyScripting(to: session, formName: formName, atTerminal: atTerminal, document: try answerDocument(),
                                  environment: LaunchEnvironment.values, raw: .process, report: report, incomplete: incomplete)
    }

    /// `applyScripting` with the answers document, the environment and where reports go given
    /// (`formline test` runs scenarios through this, in-process). Without input, a form that
    /// cannot complete is also handed to `incomplete` (answers so far, missing, refused) before
    /// the exit-65 error is thrown. What is reported is in `words`' language (`formline test`:
    /// English, which a scenario's `reported` and `messages` are written in).
    func applyScripting(to session: FormSession, formName: String, atTerminal: Bool, document: AnswerDocument?,
                        environment: [String: String], raw: GivenAnswers.RawText = .unchecked,
                        report: @escaping (String) -> Void, incomplete: ((IncompleteRun) -> Void)? = nil,
                        words: Words = .process) throws -> ScriptedStart {
        let options = scripting
        let collisions = ShellName.collisions(in: session.form, prefix: options.prefix)
        if options.answerFormat == .shell || options.answerFormat == .env, !collisions.isEmpty {
            throw FrontEndError(.error(.formatVariableClash, ["format": options.answerFormat.rawValue, "collisions": collisions.joined(separator: "; ")]),
                                status: .usage)
        }
        let given = try GivenAnswers.collect(for: session.form, sets: options.set, document: document,
                                             documentName: options.answers, environment: environment, raw: raw, words: words, warn: report)
        let canAsk = options.mayReadInput
        InputIdleLimit.set(seconds: atTerminal ? options.timeout : nil)
        guard !given.isEmpty || document?.refusals.isEmpty == false || options.defaults || !canAsk else { return .continueAsUsual }

        // An answer of a shape no field takes (an object, a row holding one) is that field's
        // refusal, reported as a `--set` refused is (and never skipped: it stays missing).
        let documentSource = "--answers \(options.answers ?? "-")"
        let shapeFailures = (document?.refusals ?? []).map { ValidationFailure(field: $0.id, message: $0.message) }
        var sources = given.mapValues(\.source)
        for failure in shapeFailures { sources[failure.field] = documentSource }
        let failures = shapeFailures + session.give(inputs: given.mapValues(\.input))
        let refused = failures.map { IncompleteRun.Refusal(field: $0.field, source: sources[$0.field] ?? Words.english(.givenAnswer), message: $0.withoutAnswer) }
        for failure in failures where canAsk {  // without input, the list of missing fields names them
            let source = sources[failure.field].map(MessageText.verbatim) ?? .input(.givenAnswer)
            let frame: FrameWord = canAsk && atTerminal ? .givenRefusedAsking : .givenRefused
            report(MessageText.frame(frame, [.init("source", source), .init("field", describe(failure.field, in: session.form)),
                                             .init("message", failure.textWithoutAnswer ?? failure.text)]).rendered(in: words))
        }
        for id in session.hiddenFields(among: given.keys) {
            let source = given[id]?.source ?? id
            if let condition = session.form.field(id)?.condition {
                report(words(.hiddenAnswerLeftOutWhen, ["source": source, "id": id, "condition": condition.summary(in: words)]))
            } else {
                report(words(.hiddenAnswerLeftOut, ["source": source, "id": id]))
            }
        }
        if !failures.isEmpty && canAsk && !atTerminal {
            throw FrontEndError(.error(failures.count == 1 ? .oneAnswerRefused : .answersRefused, ["count": "\(failures.count)"]),
                                status: .dataError)
        }
        var missing = options.defaults || !canAsk ? session.acceptCurrentValues() : []
        if !canAsk {
            for failure in shapeFailures where !missing.contains(where: { $0.field == failure.field }) { missing.append(failure) }
        }
        if !canAsk {
            guard missing.isEmpty else {
                incomplete?(IncompleteRun(form: formName, session: session, missing: missing, refused: refused))
                let why = options.noInput ? "--no-input" : "--answers -"
                let lines = missing.map { failure -> MessageText in
                    var values: [MessageText.Value] = [.init("field", describe(failure.field, in: session.form)),
                                                       .init("message", failure.textWithoutAnswer ?? failure.text)]
                    if let source = sources[failure.field] { values.append(.init("source", .verbatim(source))) }
                    return .frame(sources[failure.field] == nil ? .missingField : .missingFieldFrom, values)
                }
                throw FrontEndError(.error(missing.count == 1 ? .cannotCompleteOne : .cannotCompleteMany,
                                           [.init("form", .verbatim(formName)), .init("option", .verbatim(why)),
                                            .init("count", .verbatim("\(missing.count)")), .init("fields", .joined(lines, by: .twoLines))]),
                                    status: .dataError)
            }
        }
        if session.focusFirstUnanswered() { return .continueAsUsual }
        switch session.submit() {
        case .success:
            return .submitted
        case .failure(let failure):
            report(MessageText.frame(.refusedAtSubmit, [.init("field", describe(failure.field, in: session.form)),
                                                        .init("message", failure.textWithoutAnswer ?? failure.text)]).rendered(in: words))
            if canAsk && atTerminal { return .continueAsUsual }
            if !canAsk {  // a cross-field rule: the field it refocuses needs another answer
                let refusal = IncompleteRun.Refusal(field: failure.field, source: given[failure.field]?.source ?? "default", message: failure.withoutAnswer)
                incomplete?(IncompleteRun(form: formName, session: session, missing: [failure], refused: refused + [refusal]))
            }
            throw FrontEndError(.error(.answersFailChecks), status: .dataError)
        }
    }

    /// Writes the answers of a session submitted without asking; then this run's draft goes.
    func writeScripted(_ session: FormSession, draft: RunDraft) throws(FrontEndError) {
        try draft.deliver(session) { () throws(FrontEndError) in
            let text = try rendered(FormAnswers(session.answers))
            try AnswerOutput(path: output, form: session.form).write(text)
        }
    }

    /// The answers in the chosen `--format`, whichever front end returned them; a value the
    /// format cannot write is a data error (nothing is written, the draft keeps the rest).
    func rendered(_ answers: FormAnswers) throws(FrontEndError) -> String {
        do {
            return try answers.rendered(as: scripting.answerFormat, prefix: scripting.prefix)
        } catch {
            throw FrontEndError(.error(.nothingWritten, [.init("problem", error.text)]), status: .dataError)
        }
    }

    private func answerDocument() throws(FrontEndError) -> AnswerDocument? {
        guard let path = scripting.answers else { return nil }
        let text: String
        if path == "-" {
            text = try StandardInput.readAll()
        } else {
            text = try FormFile.read(path)
        }
        do {
            return try AnswerDocument(text: text)
        } catch {
            throw FrontEndError(.notice(.answersFileUnreadable, [.init("path", .verbatim(path)), .init("problem", error.text)]), status: .dataError)
        }
    }

    private func describe(_ id: String, in form: FormDefinition) -> MessageText {
        .naming(id, label: form.field(id)?.label)
    }
}
