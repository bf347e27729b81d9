import Foundation
import FormCommands
import FormCore
import FormTooling
import FrontEndSupport
import MCP

/// One `fill_form` call: the answers given (an answers file, then the `answers` argument,
/// over `FORMLINE_ANSWER_*` in the server's environment) go through `FormSession.give`, as
/// `run --answers` does; then, when the client can elicit, the visible fields still open are
/// asked round by round (a field shown by an answer comes in the next round; a refused answer
/// is asked again with its message), and what cannot be asked (secrets) or was not answered
/// ends in the `IncompleteRun` object `run --no-input --format json` prints.
final class FormFill {
    /// Asks the client: the message and the requested schema; the person's reply.
    typealias Elicit = @Sendable (String, Elicitation.RequestSchema) async throws -> CreateElicitation.Result

    /// Rounds of elicitation at most (a client that keeps sending refused answers ends).
    static let maximumRounds = 20

    private let name: String
    private let form: FormDefinition
    private let session: FormSession
    private let output: String?
    private var refused: [IncompleteRun.Refusal] = []
    /// Fields with a computed default the person left empty: not asked again until their
    /// default is made (`acceptCurrentValues`) and refused.
    private var deferred: Set<String> = []

    init(name: String, loaded: LoadedForm, catalogue: FormCatalogue, arguments: [String: Value]) throws(FrontEndError) {
        self.name = name
        let form = loaded.form
        self.form = form
        if !form.commands.isEmpty {
            // Never a silent pass: the server does not run a form's commands (checks), so it
            // does not fill such a form at all.
            throw FrontEndError("the form '\(name)' runs commands (\(form.commands.map(\.roleDescription).joined(separator: ", "))), "
                                + "which formline mcp does not run; fill it with `formline run` (trusted: `formline trust FORM`)",
                                status: .untrusted)
        }
        session = FormSession(form: form, today: try catalogue.today(), paths: FileSystemPathProbe())
        // Defaults from the server's environment and choices from a file beside the form, as
        // `run` reads them (no command runs: a form with commands was refused above). What
        // needs trust (a variable beyond the identity ones, a file outside the form's folder)
        // is read only for a form the person trusted (`formline trust FORM`): an untrusted
        // form's environment never reaches the agent.
        let trusted = (try? FormTrust(environment: catalogue.environment).isTrusted(loaded.opened)) ?? false
        session.sources = CommandGate.sources(for: form, opened: loaded.opened, runner: nil, trusted: trusted,
                                              environment: catalogue.environment)
        output = arguments["output"]?.stringValue
        if let output { _ = try OutputTarget.resolve(output) }  // a bad output fails before anything is asked
        var given: [String: GivenAnswer]
        if let file = arguments["answersFile"]?.stringValue {
            let document = try Self.document(try FormFile.read(file), source: "answersFile")
            given = try Self.collect(form, document, source: "answersFile", environment: catalogue.environment)
        } else {
            given = try GivenAnswers.collect(for: form, sets: [], document: nil, documentName: nil,
                                             environment: catalogue.environment, raw: .process)
        }
        if let answers = arguments["answers"], answers != .null {
            guard case .object = answers else {
                throw FrontEndError("'answers' must be an object of field ids to answers, like {\"username\":\"ada\"}", status: .usage)
            }
            let document = try Self.document(try Self.json(answers), source: "answers")
            given.merge(try Self.collect(form, document, source: "answers", environment: [:])) { $1 }
        }
        refuse(session.give(inputs: given.mapValues(\.input)), source: { given[$0]?.source ?? "answers" })
    }

    /// Fills the form: the result object (complete, or what is missing and refused).
    func run(elicit: Elicit?) async throws -> String {
        var messages: [String: String] = Dictionary(refused.map { ($0.field, $0.message) }) { first, _ in first }
        var again = Set(refused.map(\.field))
        var round = 0
        while true {
            let ask = session.visibleFields.filter { field in
                field.kind != .secret && (again.contains(field.id) || !session.isAnswered(field.id) && !deferred.contains(field.id))
            }
            if let elicit, !ask.isEmpty, round < Self.maximumRounds {
                round += 1
                let schema = ElicitationSchema(fields: ask, session: session, messages: messages)
                let requested = try JSONDecoder().decode(Elicitation.RequestSchema.self, from: Data(schema.json.utf8))
                let reply = try await elicit(message(asking: ask, messages: messages), requested)
                guard reply.action == .accept else {
                    var incomplete = IncompleteRun(form: name, session: session, missing: session.acceptCurrentValues(), refused: refused)
                    incomplete.elicitation = reply.action.rawValue
                    return incomplete.json
                }
                let failures = try answer(ask, from: reply.content ?? [:], round: round)
                messages = Dictionary(failures.map { ($0.field, $0.withoutAnswer) }) { first, _ in first }
                again = Set(failures.map(\.field))
                continue
            }
            // Defaults now, computed ones from the answers before them; what they leave missing
            // is asked again when it can be.
            let missing = session.acceptCurrentValues()
            let askable = missing.filter { form.field($0.field)?.kind != .secret }
            if elicit != nil, !askable.isEmpty, round < Self.maximumRounds {
                deferred.subtract(askable.map(\.field))
                messages = Dictionary(askable.map { ($0.field, $0.withoutAnswer) }) { first, _ in first }
                again = Set(askable.map(\.field))
                continue
            }
            guard missing.isEmpty else {
                return IncompleteRun(form: name, session: session, missing: missing, refused: refused).json
            }
            switch session.submit() {
            case .success:
                return try completed()
            case .failure(let failure):  // a cross-field rule: ask its field again, if it can be asked
                refused.append(.init(field: failure.field, source: "rule", message: failure.withoutAnswer))
                guard elicit != nil, round < Self.maximumRounds, form.field(failure.field)?.kind != .secret else {
                    return IncompleteRun(form: name, session: session, missing: [failure], refused: refused).json
                }
                messages = [failure.field: failure.withoutAnswer]
                again = [failure.field]
            }
        }
    }

    /// Gives the reply's answers to the asked fields (a field left out is a blank answer: it
    /// keeps its default); returns the refused ones.
    private func answer(_ asked: [FieldDefinition], from content: [String: Value], round: Int) throws -> [ValidationFailure] {
        var object: [String: Value] = [:]
        for field in asked {
            let value = content[field.id] ?? .string("")
            // A computed default left empty is made from the other answers once they are in.
            if field.computedDefault != nil, value == .null || value.stringValue?.allSatisfy(\.isWhitespace) == true {
                deferred.insert(field.id)
                continue
            }
            object[field.id] = value
        }
        let source = "elicitation (round \(round))"
        let given: [String: GivenAnswer]
        do {
            given = try Self.collect(form, try Self.document(try Self.json(.object(object)), source: source), source: source, environment: [:])
        } catch {
            refused.append(.init(field: asked[0].id, source: source, message: error.message))
            return [ValidationFailure(field: asked[0].id, message: error.message)]
        }
        let failures = session.give(inputs: given.mapValues(\.input))
        refuse(failures, source: { _ in source })
        return failures
    }

    private func refuse(_ failures: [ValidationFailure], source: (String) -> String) {
        refused += failures.map { .init(field: $0.field, source: source($0.field), message: $0.withoutAnswer) }
    }

    /// What the person reads above the fields: the form, the fields in form order (the SDK
    /// writes the schema's properties sorted by id), and the refused answers' messages.
    private func message(asking fields: [FieldDefinition], messages: [String: String]) -> String {
        var lines = [form.title + (form.description.map { ": " + $0 } ?? "")]
        lines.append("Fields, in order: " + fields.map(\.label).joined(separator: "; "))
        for field in fields {
            if let message = messages[field.id] { lines.append("\(field.label): \(message)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"version":1,"complete":true,"form":"login","answers":{…},"withheld":["password"]}`;
    /// with `output`, the whole answers (secrets too) are written there first.
    private func completed() throws(FrontEndError) -> String {
        let answers = session.answers
        if let output {
            let secrets = form.fields.contains { $0.kind == .secret }
            try AtomicFile.write(AnswerJSON.encode(answers) + "\n", to: output, mode: AtomicFile.mode(holdingSecrets: secrets))
        }
        var object = JSONObject()
        object["version"] = .number(Double(IncompleteRun.jsonVersion))
        object["complete"] = .bool(true)
        object["form"] = .string(name)
        object["answers"] = .rawJSON(AnswerJSON.encode(answers.filter { $0.field.kind != .secret }))
        object["withheld"] = .array(answers.filter { $0.field.kind == .secret && $0.value != nil }.map { .string($0.field.id) })
        if let output { object["output"] = .string(output) }
        return object.text
    }

    private static func json(_ value: Value) throws(FrontEndError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        } catch {
            throw FrontEndError("the answers cannot be read as JSON", status: .dataError)
        }
    }

    private static func document(_ text: String, source: String) throws(FrontEndError) -> AnswerDocument {
        do {
            return try AnswerDocument(text: text)
        } catch {
            throw FrontEndError("\(source): \(error.message)", status: .dataError)
        }
    }

    /// `GivenAnswers.collect` for one document, each answer's source named `source`.
    private static func collect(_ form: FormDefinition, _ document: AnswerDocument, source: String,
                                environment: [String: String]) throws(FrontEndError) -> [String: GivenAnswer] {
        let given = try GivenAnswers.collect(for: form, sets: [], document: document, documentName: source,
                                             environment: environment, raw: .process)
        let documentSource = "--answers \(source)"
        return given.mapValues { $0.source == documentSource ? GivenAnswer(input: $0.input, source: source) : $0 }
    }
}
