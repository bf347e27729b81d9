import FormCore
/// A value written in a scenario file, with where it was written (for compiler-style reports).
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it is in the scenario file.
    public let location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A scenario file (`login.test.yaml`): which form it tests and the scenarios to run on it.
///
/// ```yaml
/// form: login.yaml          # default: the form this file is named after, beside it
/// today: 2026-11-23
/// scenarios:
///   - name: a short password is refused, the next line answers it again
///     input: [ada, short, correct horse, "yes"]
///     expect:
///       answers: {username: ada, password: correct horse, remember: true}
///       messages: [{line: 2, field: password, message: must be at least 8 characters}]
/// ```
public struct ScenarioFile: Sendable {
    /// The form as written under `form:` (a path relative to the scenario file, or a form's name).
    public var form: Located<String>?
    /// Every scenario, in file order (each with the file's `today` and `environment` merged in).
    public var scenarios: [Scenario]

    /// Creates a scenario file.
    public init(form: Located<String>?, scenarios: [Scenario]) {
        self.form = form
        self.scenarios = scenarios
    }

    /// An error for each field id a scenario names that is no field of `form`, with a
    /// did-you-mean (`answers:` may name other ids: like `--answers`, it leaves them out).
    public func unknownFields(in form: FormDefinition, formName: String) -> [Diagnostic] {
        let ids = form.fields.map(\.id)
        return scenarios.flatMap(\.fieldReferences).filter { !ids.contains($0.value) }.map { reference in
            Diagnostic(.error, DiagnosticText(.notAFieldOf, ["id": .verbatim(reference.value), "form": .verbatim(formName)]), at: reference.location,
                       hint: DiagnosticText.suggestion(for: reference.value, in: ids) ?? DiagnosticText(.itsFieldsAre, ["ids": .verbatim(ids.joined(separator: ", "))]))
        }
    }
}

/// One run of a form: what it is given, and what must follow.
public struct Scenario: Sendable {
    /// The scenario's name, unique in its file.
    public var name: String
    /// Where the scenario starts in its file.
    public var location: SourceLocation
    /// What "today" is (`FORMLINE_TODAY`); nil: the real today.
    public var today: LocalDate?
    /// Environment variables the run sees (`FORMLINE_ANSWER_<NAME>`, `FORMLINE_TODAY`).
    public var environment: [String: String] = [:]
    /// The lines piped to `formline run`, one per focused field.
    public var input: [String] = []
    /// `run`'s options: `--set ID=VALUE` (each), `--defaults`, `--no-input`, `--format`, `--prefix`.
    public var arguments: [String] = []
    /// Fixed replies for the form's commands, by program (`replies:`); see `ScenarioReplies`.
    public var replies: [String: [ScenarioReplies.Reply]] = [:]
    /// `trust: true`: the scenario says it runs the form's real commands. It grants nothing:
    /// they run only when the person trusts the form (`formline trust`, `formline test --trust`).
    public var declaresTrust = false
    /// The `answers:` mapping as YAML text (what `--answers FILE` would hold), when given.
    public var answers: Located<String>?
    /// What must follow.
    public var expect: ScenarioExpectation
    /// Every field id the scenario names where only a field of the form makes sense (`set`,
    /// expected answers, messages, `asked`), for `ScenarioFile.unknownFields(in:)`.
    public var fieldReferences: [Located<String>] = []

    /// Creates a scenario.
    public init(name: String, location: SourceLocation, expect: ScenarioExpectation) {
        self.name = name
        self.location = location
        self.expect = expect
    }
}

/// An expected answer as written in a scenario: compared with the real answer by its kind
/// (`remember: yes`-style words are not booleans; write `true`).
public enum ExpectedValue: Sendable, Equatable, CustomStringConvertible {
    /// No answer (`null`, `~`).
    case none
    /// A scalar as written (`ada`, `true`, `42`, `2026-11-30`).
    case scalar(String)
    /// A list's rows.
    case rows([String])
    /// A group's rows: each row's sub-field answers by id (a sub-field left out expects no answer).
    case records([[String: ExpectedValue]])

    public var description: String {
        switch self {
        case .none: return "null"
        case .scalar(let text): return Self.quoted(text)
        case .rows(let rows): return "[" + rows.map(Self.quoted).joined(separator: ", ") + "]"
        case .records(let rows):
            return "[" + rows.map { row in
                "{" + row.sorted { $0.key < $1.key }.map { Self.quoted($0.key) + ": " + $0.value.description }.joined(separator: ", ") + "}"
            }.joined(separator: ", ") + "]"
        }
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var out = ""
        AnswerJSON.appendString(text, to: &out)
        return out
    }
}

/// A message expected on a field: "line 2 refocuses `password` with `must be at least 8 characters`".
public struct ExpectedMessage: Sendable {
    /// The input line the message follows (nil: any line).
    public var line: Int?
    /// The field that is refocused.
    public var field: String
    /// The message.
    public var message: String
    /// Where the expectation is written.
    public var location: SourceLocation
    /// Where its field id is written.
    public var fieldLocation: SourceLocation
}

/// What must follow a scenario's run. Only what is written is checked, except `status`
/// (0 unless written).
public struct ScenarioExpectation: Sendable {
    /// The exit status `formline run` would give.
    public var status: Located<Int32>
    /// The answers, exactly (every field of the JSON object, no more).
    public var answers: Located<[(id: String, value: Located<ExpectedValue>)]>?
    /// Some of the answers (other fields may be there too).
    public var answersInclude: Located<[(id: String, value: Located<ExpectedValue>)]>?
    /// The text printed on standard output, exactly (after `--format`), without its last newline.
    public var output: Located<String>?
    /// Every message on a field (line answers and submits), in order.
    public var messages: Located<[ExpectedMessage]>?
    /// The field each input line answered, in order (a date step: the date field).
    public var asked: Located<[String]>?
    /// Text that must appear in what formline reports on standard error (each, anywhere).
    public var reported: [Located<String>] = []
    /// The field ids named in the expectations, where they are written.
    public var fieldReferences: [Located<String>] = []

    /// Creates an expectation of a successful run.
    public init(at location: SourceLocation) {
        status = Located(0, at: location)
    }
}
