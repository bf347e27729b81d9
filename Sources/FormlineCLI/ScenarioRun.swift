import ArgumentParser
import FormCommands
import FormCore
import FormOutput
import FormTooling
import FrontEndSupport
import PipedFrontEnd

/// Runs one scenario in-process, through exactly what `formline run` does with piped input:
/// `RunCommand` parses the scenario's options into a `RunRequest`, `applyScripting` applies answers given up
/// front, `RunRequest.answer` feeds the lines through `PipedRunner`, and `rendered`
/// formats the output. Only the ends differ: the lines come from the scenario, reports are
/// collected instead of printed, nothing is written and no draft is kept.
///
/// ```swift
/// let outcome = ScenarioRun.run(scenario, formText: text, formPath: "forms/login.yaml", answersLabel: "login.test.yaml:7")
/// outcome.status   // 0
/// ```
enum ScenarioRun {
    /// Runs `scenario` on the form as read (`opened`); `trusted`: the person trusts the form,
    /// so the commands without replies run (in its folder as opened) and its files outside the
    /// folder are read (`ScenarioFileRun` decided, never the scenario file).
    static func run(_ scenario: Scenario, opened: OpenedForm, answersLabel: String, trusted: Bool,
                    extraArguments: [String] = []) -> ScenarioOutcome {
        let formText = opened.text, formPath = opened.path
        var outcome = ScenarioOutcome()
        let log = ScenarioLog()
        do {
            let today = try scenario.today ?? Today.resolve(environment: scenario.environment)
            guard let form = FormLoader.load(yaml: formText, today: today).form else {
                throw FrontEndError(.error(.formHasErrorsBrief, ["path": formPath]), status: .badForm)
            }
            let session = FormSession(form: form, today: today, paths: FileSystemPathProbe())
            log.session = session
            let command = try parse([formPath] + scenario.arguments + extraArguments
                                    + (scenario.answers == nil ? [] : ["--answers", answersLabel]))
            // The form's commands: fixed replies first (offline); the others run only when
            // the person trusts the form (a scenario needing them was not started otherwise).
            let replies = ScenarioReplies(scenario.replies, fallback: nil)
            let trusted = trusted && !command.noChecks
            if !form.commands.isEmpty, !command.noChecks {
                let runner = replies.covers(form) || !trusted ? nil : CommandGate.runner(for: opened)
                let answering = ScenarioReplies(scenario.replies, fallback: runner)
                session.commandChecker = answering
                if form.hasSources {
                    answering.sourceFallback = CommandGate.sources(for: form, opened: opened, runner: runner, trusted: trusted,
                                                                   environment: scenario.environment)
                    session.sources = answering
                }
            } else {
                session.sources = CommandGate.sources(for: form, opened: opened, runner: nil, trusted: trusted, environment: scenario.environment)
            }
            var document: AnswerDocument?
            do throws(AnswerDocumentError) {
                if let answers = scenario.answers { document = try AnswerDocument(text: answers.value) }
            } catch {
                throw FrontEndError(.notice(.answersFileUnreadable, [.init("path", .verbatim(answersLabel)), .init("problem", error.text)]),
                                    status: .dataError)
            }
            let name = formPath.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? formPath
            let answers: FormAnswers
            switch try command.applyScripting(to: session, formName: name, atTerminal: false, document: document,
                                              environment: scenario.environment, report: log.report, words: .english) {
            case .submitted:
                answers = FormAnswers(session.answers)
            case .continueAsUsual:
                answers = try RunRequest.answer(session, from: ScenarioLines(scenario.input, log: log), report: log.report, words: .english)
            }
            outcome.output = try command.rendered(answers)
            outcome.shownOutput = try? command.rendered(FormAnswers(AnswerJSON.masking(session.answers)))
            outcome.answers = session.answers
        } catch let error as FrontEndError {
            outcome.status = error.status.rawValue
            log.reported.append(error.message)
        } catch {
            outcome.status = ExitStatus.usage.rawValue
            log.reported.append(RunCommand.message(for: error))
        }
        outcome.messages = log.messages
        outcome.asked = log.asked
        outcome.reported = log.reported
        return outcome
    }

    /// `run`'s own argument parsing (and validation) of the scenario's options.
    private static func parse(_ arguments: [String]) throws -> RunRequest {
        do {
            return try RunRequest(RunCommand.parse(arguments))
        } catch {
            throw FrontEndError(RunCommand.message(for: error), status: .usage)
        }
    }
}

/// What a scenario's run reported and asked, recorded as it happens.
final class ScenarioLog {
    var session: FormSession?
    /// The last input line read (0 before the first).
    var line = 0
    var messages: [ScenarioOutcome.Message] = []
    var asked: [String] = []
    var reported: [String] = []

    /// Collects a line `run` would print on standard error; a rejected line or a failed
    /// submit also becomes a message on the field the session refocused.
    func report(_ text: String) {
        reported.append(text)
        guard text.hasPrefix("line ") || text.hasPrefix("submit: "), let failure = session?.message else { return }
        // The line `run` names: a multi-line answer is reported at its first line.
        let named = text.hasPrefix("line ") ? Int(text.dropFirst(5).prefix { $0.isNumber }) : nil
        messages.append(.init(line: named ?? line, field: failure.field, message: failure.message, onSubmit: text.hasPrefix("submit: ")))
    }
}

/// A scenario's `input` lines, recording the field each one answers. A line over the piped
/// limit (`InputLimits.maximumAnswerBytes`) is refused as on a real pipe.
struct ScenarioLines: AnswerSource {
    private let lines: [String]
    private let log: ScenarioLog
    private var index = 0

    init(_ lines: [String], log: ScenarioLog) {
        self.lines = lines
        self.log = log
    }

    mutating func nextLine() -> AnswerLine? {
        guard index < lines.count else { return nil }
        if case .pickingDate(let field)? = log.session?.phase {
            log.asked.append(field)
        } else {
            log.asked.append(log.session?.currentField?.id ?? "")
        }
        index += 1
        log.line = index
        let line = lines[index - 1]
        guard line.utf8.count <= InputLimits.maximumAnswerBytes else {  // as StandardInputAnswers reads a pipe
            return AnswerLine(number: index, text: .failure(.tooLong(limit: InputLimits.maximumAnswerBytes)))
        }
        return AnswerLine(number: index, text: .success(line))
    }
}
