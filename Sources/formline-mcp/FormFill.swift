import FormCommands
import FormCore
import FormOutput
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// One `fill_form` call, one step of formline's own agent loop: the answers given so far go
/// through `FormSession.give` (checked as typed answers are), then the step either completes
/// the form or names the next round: the visible fields still open (a field shown by an answer
/// comes in the round after it; `from:` choices in the round after their source), or, when an
/// answer of the last round was refused, that field alone with its message and the refused
/// value as its default.
///
/// The draft (answers accepted in earlier rounds, the round asked) travels sealed in
/// `requestState` (`StateSealer`), so a fill can always be made again from it (the answers
/// file and `FORMLINE_ANSWER_*`, secrets, read again then); the server keeps a few fills
/// waiting for their next call (`FormServer.live`) only to save that work.
final class FormFill {
    /// Rounds at most (a client that keeps sending refused answers ends with what is missing).
    static let maximumRounds = 20

    /// How the call continues an earlier one.
    enum Continuation {
        /// The first call: `answers` are the answers given.
        case none
        /// A 2026-07-28 retry (`inputResponses`): the client repeats the first call's
        /// arguments, already in the draft, so `answers` is not read again.
        case inputResponses
        /// A call with `requestState` among its arguments (a client that cannot elicit, the
        /// model asking in chat): `answers` are the replies to the round.
        case arguments
    }

    /// The next round: what to ask and the draft to seal with it.
    struct Round {
        let number: Int
        let fields: [FieldDefinition]
        /// The elicitation's message and requested schema (JSON).
        let message: String
        let schema: String
        /// Why each field is asked again (a refused answer's message, `is required`), by id.
        let messages: [String: String]
        /// What is missing that cannot be asked (secrets), with why.
        let unaskable: [ValidationFailure]
        /// What is missing but asked in a later round (`from:` choices whose source this round
        /// asks), with why: still listed as missing, as `run --answers` lists it.
        let later: [ValidationFailure]
        let draft: [(key: String, value: JSON)]
    }

    enum Outcome {
        /// The result object: complete, or what is missing and refused.
        case done(String)
        case ask(Round)
    }

    private let loaded: FormCatalogue.Loaded
    private var form: FormDefinition { loaded.form }
    /// The digest of the form file the fill was made from.
    var digest: String { loaded.digest }
    /// The form's field ids, its secrets' and those with a computed default (asked per reply).
    private let fieldIDs: Set<String>
    private let secretIDs: Set<String>
    private let computedDefaultIDs: Set<String>
    private let session: FormSession
    private let output: String?
    private var refused: [IncompleteRun.Refusal] = []
    /// Answers accepted so far (never a secret's), in the order given: the draft.
    private var answers: [(key: String, value: JSON)] = []
    /// Fields with a computed default the person left empty: not asked again until their
    /// default is made (`acceptCurrentValues`) and refused.
    private var deferred: Set<String> = []
    /// Fields refused before any round (the arguments, the environment, the answers file): asked in the first round.
    private var again: Set<String> = []
    /// The round asked last (0: none yet) and its fields.
    private(set) var round = 0
    private(set) var asked: [String] = []

    init(_ loaded: FormCatalogue.Loaded, catalogue: FormCatalogue, arguments: JSON, draft: JSON?,
         continuation: Continuation) throws(FrontEndError) {
        self.loaded = loaded
        let form = loaded.form
        fieldIDs = Set(form.fields.map(\.id))
        secretIDs = Set(form.fields.filter { $0.isSecret }.map(\.id))
        computedDefaultIDs = Set(form.fields.filter { $0.computedDefault != nil }.map(\.id))
        let name = loaded.name
        session = FormSession(form: form, today: try catalogue.today(), paths: FileSystemPathProbe())
        // What a form does outside itself (its commands, files outside its folder, variables
        // beyond who the person is: `TrustNeeds`) only when it is trusted (`formline trust`), as
        // `run` decides on the file as read; an untrusted one is refused, naming them, so an
        // untrusted form's environment never reaches the agent.
        let gate: CommandGate.Decision
        do {
            gate = try CommandGate.decide(form: form, opened: loaded.opened, trust: false, noChecks: false,
                                          environment: catalogue.environment, notice: { _ in })
        } catch {
            guard error.status == .untrusted else { throw error }
            let needs = form.trustNeeds
            throw FrontEndError("the form '\(name)' \(CommandGate.doing(needs)), and it is not trusted:\n\(CommandGate.listing(needs))\n"
                                + "read them, then run `formline trust \(ShellQuoting.shownWord(loaded.path))`; formline mcp runs and reads "
                                + "what a trusted form names",
                                status: .untrusted)
        }
        session.commandChecker = gate.runner
        // Defaults from the server's environment, choices from a file in the form's folder and a
        // trusted form's commands, read as `run` reads them (the SourceReader's rules on what a
        // form may read apply).
        session.sources = CommandGate.sources(for: form, opened: loaded.opened, runner: gate.runner, trusted: gate.trusted,
                                              environment: catalogue.environment)
        switch arguments["output"] {
        case nil, .null?: output = nil
        case .string(let path)?:
            output = path
            try OutputFile.check(path)  // a bad or existing output fails before anything is asked
        default: throw FrontEndError("'output' must be a file name", status: .usage)
        }
        var given: [String: GivenAnswer]
        var shape: [(failure: ValidationFailure, source: String)] = []  // answers of a shape no field takes
        switch arguments["answersFile"] {
        case nil, .null?:
            given = try GivenAnswers.collect(for: form, sets: [], document: nil, documentName: nil,
                                             environment: catalogue.environment, raw: .process)
        case .string(let file)?:
            let document = try Self.document(try FormFile.read(file, regularFileOnly: true), source: "answersFile")
            given = try Self.collect(form, document, source: "answersFile", environment: catalogue.environment, refusing: &shape)
        default: throw FrontEndError("'answersFile' must be a file name", status: .usage)
        }
        if let draft {
            guard case .number(let number)? = draft["round"], let round = Int(number),
                  case .array(let asked)? = draft["asked"], case .object(let answers)? = draft["answers"],
                  case .array(let deferred)? = draft["deferred"], case .array(let refused)? = draft["refused"] else {
                throw FrontEndError("requestState holds no draft; call fill_form again without it", status: .dataError)
            }
            self.round = round
            self.asked = asked.compactMap(\.string)
            self.answers = answers
            self.deferred = Set(deferred.compactMap(\.string))
            self.refused = refused.compactMap { item in
                guard let field = item["field"]?.string, let source = item["source"]?.string, let message = item["message"]?.string else { return nil }
                return .init(field: field, source: source, message: message)
            }
            if !answers.isEmpty {
                given.merge(try Self.collect(form, try Self.document(answers, source: "earlier rounds"),
                                             source: "earlier rounds", environment: [:], refusing: &shape)) { $1 }
            }
        }
        var answered: [(key: String, value: JSON)] = []
        if continuation == .none {
            switch arguments["answers"] {
            case nil, .null?: break
            case .object(let members)?:
                answered = members
                let document = try Self.document(members, source: "answers")
                given.merge(try Self.collect(form, document, source: "answers", environment: [:], refusing: &shape)) { $1 }
            default:
                throw FrontEndError("'answers' must be an object of field ids to answers, like {\"username\":\"ada\"}", status: .usage)
            }
        }
        var sources = given.mapValues(\.source)
        for (failure, source) in shape { sources[failure.field] = source }
        let failures = shape.map(\.failure) + session.give(inputs: given.mapValues(\.input))
        if continuation == .none {
            refused += failures.map { .init(field: $0.field, source: sources[$0.field] ?? "answers", message: $0.withoutAnswer) }
            again = Set(failures.map(\.field))
            keep(answered, refusedNow: again)
        } else {
            again = Set(failures.map(\.field)).subtracting(asked)
        }
    }

    /// Takes the replies to the round asked (nil: none), and decides: done, or the next round.
    /// `interactive`: the person is asked (elicitation), so every visible field still open is
    /// in the round; otherwise defaults are taken first and a round holds only what is
    /// still missing or refused.
    func step(replies: [(key: String, value: JSON)]?, interactive: Bool) -> Outcome {
        var messages: [String: String] = [:]
        var previous: [String: JSON] = [:]
        var ask: [FieldDefinition] = []
        var unaskable: [ValidationFailure] = []
        if let replies {
            let failures = answer(replies)
            for failure in failures {
                messages[failure.field] = failure.withoutAnswer
                if let value = replies.last(where: { $0.key == failure.field })?.value { previous[failure.field] = value }
            }
            // A refused answer comes back alone, with its message.
            if interactive {
                ask = failures.compactMap { session.field($0.field) }.filter { !$0.isSecret && session.isVisible($0.id) }
            }
        }
        for refusal in refused where again.contains(refusal.field) && messages[refusal.field] == nil {
            messages[refusal.field] = refusal.message
        }
        if interactive && ask.isEmpty {
            // By id: only the fields asked are copied.
            ask = session.visibleFieldIDs.filter { id in
                !secretIDs.contains(id) && (again.contains(id) || !session.isAnswered(id) && !deferred.contains(id))
            }.compactMap { session.field($0) }
        }
        again = []
        if ask.isEmpty {
            // Defaults now, computed ones from the answers before them; what they leave missing
            // is asked again when it can be.
            let missing = session.acceptCurrentValues()
            let askable = missing.filter { !secretIDs.contains($0.field) }
            unaskable = missing.filter { secretIDs.contains($0.field) }
            if !askable.isEmpty {
                deferred.subtract(askable.map(\.field))
                for failure in askable where messages[failure.field] == nil { messages[failure.field] = failure.withoutAnswer }
                ask = askable.compactMap { session.field($0.field) }
            } else if !missing.isEmpty {
                return .done(incomplete(missing: missing))
            } else {
                switch session.submit() {
                case .success:
                    do {
                        return .done(try completed())
                    } catch {
                        return .done(incomplete(missing: [], error: error.message))
                    }
                case .failure(let failure):  // a cross-field rule: ask its field again, if it can be asked
                    refused.append(.init(field: failure.field, source: "rule", message: failure.withoutAnswer))
                    guard let field = session.field(failure.field), !field.isSecret else {
                        return .done(incomplete(missing: [failure]))
                    }
                    messages[failure.field] = failure.withoutAnswer
                    ask = [field]
                }
            }
        }
        // `from:` choices are computed in the round after their source is answered.
        let askedIDs = Set(ask.map(\.id))
        var later: [ValidationFailure] = []
        ask = ask.filter { field in
            if case .field(let source)? = field.choiceSource, askedIDs.contains(source) || !session.isAnswered(source) {
                later.append(ValidationFailure(field: field.id, message: messages[field.id] ?? "needs an answer"))
                return false
            }
            return true
        }
        guard round < Self.maximumRounds else {
            return .done(incomplete(missing: session.acceptCurrentValues()))
        }
        return .ask(makeRound(ask, messages: messages, previous: previous, unaskable: unaskable, later: later))
    }

    /// The round asking `fields`: their choices computed now (files; earlier answers).
    private func makeRound(_ fields: [FieldDefinition], messages: [String: String], previous: [String: JSON],
                           unaskable: [ValidationFailure], later: [ValidationFailure]) -> Round {
        var messages = messages
        var ready: [FieldDefinition] = []
        for field in fields {
            if field.choiceSource != nil, let failure = session.computeChoices(of: field.id), messages[field.id] == nil {
                messages[field.id] = failure.withoutAnswer
            }
            // Computed choices are in the session's copy of the field; any other field is as given.
            ready.append(field.choiceSource != nil ? session.field(field.id) ?? field : field)
        }
        round += 1
        asked = ready.map(\.id)
        let schema = ElicitationSchema(fields: ready, session: session, messages: messages,
                                       previous: previous.compactMapValues(Self.schemaValue)).json
        var lines = [form.title + (form.description.map { ": " + $0 } ?? "")]
        lines.append("Fields, in order: " + ready.map(\.label).joined(separator: "; "))
        for field in ready {
            if let message = messages[field.id] { lines.append("\(field.label): \(message)") }
        }
        return Round(number: round, fields: ready, message: lines.joined(separator: "\n"), schema: schema, messages: messages, unaskable: unaskable,
                     later: later, draft: draft)
    }

    /// What `requestState` carries: the round asked and the answers so far.
    var draft: [(key: String, value: JSON)] {
        [("round", .number(String(round))), ("asked", .array(asked.map(JSON.string))), ("answers", .object(answers)),
         ("deferred", .array(deferred.sorted().map(JSON.string))),
         ("refused", .array(refused.suffix(50).map { .object([("field", .string($0.field)), ("source", .string($0.source)), ("message", .string($0.message))]) }))]
    }

    /// Gives the replies to the asked fields (an asked field left out is a blank answer: it
    /// keeps its default); returns the refused ones.
    private func answer(_ replies: [(key: String, value: JSON)]) -> [ValidationFailure] {
        var object: [(key: String, value: JSON)] = []
        let expected = asked.isEmpty ? replies.map(\.key) : asked
        let byID = Dictionary(replies.map { ($0.key, $0.value) }) { _, last in last }
        for id in expected {
            guard fieldIDs.contains(id) else { continue }
            let value = byID[id] ?? .string("")
            // A computed default left empty is made from the other answers once they are in.
            if computedDefaultIDs.contains(id), value == .null || value.string.map(AnswerText.isBlank) == true {
                deferred.insert(id)
                continue
            }
            object.append((id, value))
        }
        // Replies to fields not asked (a chat reply) are answers too.
        let expectedIDs = Set(expected)
        for reply in replies where !expectedIDs.contains(reply.key) { object.append(reply) }
        let source = "elicitation (round \(round))"
        let given: [String: GivenAnswer]
        var shape: [(failure: ValidationFailure, source: String)] = []
        do {
            given = try Self.collect(form, try Self.document(object, source: source), source: source, environment: [:],
                                     refusing: &shape)
        } catch {
            let field = object.first?.key ?? asked.first ?? ""
            refused.append(.init(field: field, source: source, message: error.message))
            return [ValidationFailure(field: field, message: error.message)]
        }
        let failures = shape.map(\.failure) + session.give(inputs: given.mapValues(\.input))
        refused += failures.map { .init(field: $0.field, source: source, message: $0.withoutAnswer) }
        keep(object, refusedNow: Set(failures.map(\.field)))
        return failures
    }

    /// Adds accepted answers to the draft (never a secret's).
    private func keep(_ given: [(key: String, value: JSON)], refusedNow: Set<String>) {
        let kept = Set(given.map(\.key)).subtracting(refusedNow).intersection(fieldIDs).subtracting(secretIDs)
        guard !kept.isEmpty else { return }
        answers.removeAll { kept.contains($0.key) }
        // Given twice: the last one, in the place it was given (one pass, not a removal per answer).
        let last = Dictionary(given.enumerated().map { ($1.key, $0) }) { _, later in later }
        for (index, (id, value)) in given.enumerated() where kept.contains(id) && last[id] == index {
            answers.append((id, value))
        }
    }

    /// The result when the fill cannot go on: what is missing and refused (and `error`, when
    /// the answers could not be written).
    func incomplete(missing: [ValidationFailure], error: String? = nil, extra: JSONObject? = nil) -> String {
        var text = IncompleteRun(form: loaded.name, session: session, missing: missing, refused: refused).json
        var more = extra ?? JSONObject()
        if let error { more["error"] = .string(error) }
        if more.text != "{}" {
            text.removeLast()
            text += "," + more.text.dropFirst()
        }
        return text
    }

    /// The result for a client that cannot elicit (or a round left unanswered): what is
    /// missing, with the round's fields, their JSON Schema (choices included) and the sealed
    /// state to call `fill_form` again with (`requestState`, and the replies as `answers`).
    func inputNeeded(_ round: Round, state: String, elicitation: String? = nil) -> String {
        var input = JSONObject()
        input["round"] = .number(Double(round.number))
        input["fields"] = .array(round.fields.map { .string($0.id) })
        input["message"] = .string(round.message)
        input["schema"] = .rawJSON(round.schema)
        input["requestState"] = .string(state)
        var extra = JSONObject()
        if let elicitation { extra["elicitation"] = .string(elicitation) }
        extra["input"] = .object(input)
        let order = Dictionary(form.fields.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let missing = (round.fields.map { ValidationFailure(field: $0.id, message: round.messages[$0.id] ?? "needs an answer") } + round.unaskable + round.later)
            .sorted { order[$0.field, default: 0] < order[$1.field, default: 0] }
        return incomplete(missing: missing, extra: extra)
    }

    /// `{"version":1,"complete":true,"form":"login","answers":{…},"withheld":["password"]}`;
    /// with `output`, the whole answers (secrets too) are written to that new file first, and
    /// `secretsWrittenTo` says so.
    private func completed() throws(FrontEndError) -> String {
        let answers = session.answers
        let secrets = answers.filter { $0.field.isSecret && $0.value != nil }.map(\.field.id)
        if let output {
            try OutputFile.create(output, text: AnswerJSON.encode(answers) + "\n",
                                  mode: AtomicFile.mode(holdingSecrets: form.holdsSecrets))
        }
        var object = JSONObject()
        object["version"] = .number(Double(IncompleteRun.jsonVersion))
        object["complete"] = .bool(true)
        object["form"] = .string(loaded.name)
        object["answers"] = .rawJSON(AnswerJSON.encode(answers.filter { !$0.field.isSecret }))
        object["withheld"] = .array(secrets.map(JSONObject.Value.string))
        if let output {
            object["output"] = .string(output)
            object["secretsWrittenTo"] = secrets.isEmpty ? .null : .string(output)
        }
        return object.text
    }

    /// A reply value as a schema default.
    private static func schemaValue(_ value: JSON) -> JSONObject.Value? {
        switch value {
        case .string(let text): .string(text)
        case .number(let text): .numberText(text)
        case .bool(let flag): .bool(flag)
        case .array(let items): items.allSatisfy { $0.string != nil } ? .array(items.compactMap(\.string).map(JSONObject.Value.string)) : nil
        default: nil
        }
    }

    private static func document(_ text: String, source: String) throws(FrontEndError) -> AnswerDocument {
        do {
            return try AnswerDocument(text: text)
        } catch {
            throw FrontEndError("\(source): \(error.message)", status: .dataError)
        }
    }

    /// The answers of a JSON object already parsed, read by `AnswerDocument`'s rules (as its
    /// compact text would be: every key on line 1) without writing and parsing it again.
    private static func document(_ members: [(key: String, value: JSON)], source: String) throws(FrontEndError) -> AnswerDocument {
        do {
            return try AnswerDocument(entries: members.map { (key: Optional($0.key), value: $0.value, line: 1) })
        } catch {
            throw FrontEndError("\(source): \(error.message)", status: .dataError)
        }
    }

    /// `GivenAnswers.collect` for one document, each answer's source named `source`.
    private static func collect(_ form: FormDefinition, _ document: AnswerDocument, source: String, environment: [String: String],
                                refusing shape: inout [(failure: ValidationFailure, source: String)]) throws(FrontEndError) -> [String: GivenAnswer] {
        shape += document.refusals.map { (ValidationFailure(field: $0.id, message: $0.message), source) }
        let given = try GivenAnswers.collect(for: form, sets: [], document: document, documentName: source,
                                             environment: environment, raw: .process)
        let documentSource = "--answers \(source)"
        return given.mapValues { $0.source == documentSource ? GivenAnswer(input: $0.input, source: source) : $0 }
    }
}

/// `fill_form`'s `output`: always a new file, created exclusively (`O_CREAT|O_EXCL`), never
/// through a symbolic link (`O_NOFOLLOW`), never replacing a file that is there (a client could
/// otherwise overwrite `~/.bashrc` with answers, secrets included).
enum OutputFile {
    /// Refuses an output that exists (or whose folder does not), before anything is asked.
    static func check(_ path: String) throws(FrontEndError) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw FrontEndError("'output' must be a file name", status: .usage) }
        var info = stat()
        if lstat(path, &info) == 0 {
            throw FrontEndError("'output' names '\(FormServer.clipped(path))', which exists; formline mcp writes only a new file "
                                + "(it never replaces one): name a file that is not there", status: .ioError)
        }
        if case .descriptor = try OutputTarget.resolve(path) {
            throw FrontEndError("'output' must name a new file, not a descriptor", status: .usage)
        }
    }

    static func create(_ path: String, text: String, mode: mode_t) throws(FrontEndError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else {
            let code = errno
            // An agent reads it: English.
            let reason = code == EEXIST ? "it exists (formline mcp writes only a new file)" : MessageText.systemReason(code).english
            throw FrontEndError("cannot write 'output' '\(FormServer.clipped(path))': \(reason)", status: .ioError)
        }
        var bytes = Array(text.utf8)
        do throws(FrontEndError) {
            try StandardStreams.write(&bytes, to: fd, name: path)
            guard fsync(fd) == 0 else { throw FrontEndError(MessageText.systemReason(errno).english, status: .ioError) }
            close(fd)
        } catch {
            close(fd)
            unlink(path)
            throw FrontEndError("cannot write 'output' '\(FormServer.clipped(path))': \(error.message)", status: .ioError)
        }
    }
}
