import FormCore

/// What a run that could not complete without asking has, for a program to answer the rest:
/// `formline run FORM --no-input --format json` prints it (exit 65), and `formline mcp`'s
/// `fill` tool returns it. Shape version 1, documented in docs/json-output.md, schema in
/// schema/incomplete.schema.json.
///
/// ```swift
/// let run = IncompleteRun(form: "signup", session: session, missing: missing, refused: [])
/// run.json
/// // {"version":1,"complete":false,"form":"signup","answers":{"newsletter":false,…},"withheld":[],
/// //  "missing":[{"id":"email",…,"message":"is required","variable":"FORMLINE_ANSWER_email"}],"refused":[]}
/// ```
///
/// Secrets are never echoed: an accepted secret is named in `withheld`, never in `answers`,
/// and no message holds an answer's text.
public struct IncompleteRun: Sendable {
    /// An answer that was given and refused: the field, where the answer came from (never its
    /// text) and the field's message.
    public struct Refusal: Sendable, Equatable {
        public var field: String
        public var source: String
        public var message: String

        public init(field: String, source: String, message: String) {
            self.field = field
            self.source = source
            self.message = message
        }
    }

    /// The version of the JSON shape; it changes only when a member changes meaning or goes away.
    public static let jsonVersion = 1

    /// The form as it was named (`login`, `forms/login.yaml`).
    public let form: String
    /// The form's definition.
    public let definition: FormDefinition
    /// The answers accepted so far, secrets left out, in form order.
    public let answers: [(field: FieldDefinition, value: FieldValue?)]
    /// The secret fields answered (their answers are not shown).
    public let withheld: [String]
    /// The visible fields that still need an answer, in form order, with why.
    public let missing: [(field: FieldDefinition, section: String, message: String)]
    /// The answers refused, in order.
    public let refused: [Refusal]
    /// How an MCP elicitation ended the fill, when the person did not answer: `decline` or
    /// `cancel` (`formline mcp`); nil otherwise, and then not in the JSON.
    public var elicitation: String?

    /// What `session` holds now: the answered visible fields but those in `missing`.
    public init(form: String, session: FormSession, missing failures: [ValidationFailure], refused: [Refusal]) {
        self.form = form
        definition = session.form
        let missingIDs = Set(failures.map(\.field))
        let accepted = session.answers.filter { session.isAnswered($0.field.id) && !missingIDs.contains($0.field.id) }
        answers = accepted.filter { !$0.field.isSecret }
        withheld = accepted.filter { $0.field.isSecret }.map(\.field.id)
        missing = failures.compactMap { failure in
            guard let field = session.field(failure.field) else { return nil }
            return (field, session.form.section(containing: field.id)?.id ?? "main", failure.withoutAnswer)
        }
        self.refused = refused
    }

    /// The ids of the missing fields, in form order.
    public var missingIDs: [String] { missing.map(\.field.id) }

    /// The object as one line of JSON.
    public var json: String {
        var object = JSONObject()
        object["version"] = .number(Double(Self.jsonVersion))
        object["complete"] = .bool(false)
        object["form"] = .string(self.form)
        object["answers"] = .rawJSON(AnswerJSON.encode(answers))
        object["withheld"] = .array(withheld.map(JSONObject.Value.string))
        object["missing"] = .array(missing.map { entry in
            var item = FormDescription.json(for: entry.field, section: entry.section)
            item["message"] = .string(entry.message)
            item["variable"] = .optional(AnswerVariables.variable(for: entry.field.id, in: definition))
            return .object(item)
        })
        object["refused"] = .array(refused.map { refusal in
            var item = JSONObject()
            item["field"] = .string(refusal.field)
            item["source"] = .string(refusal.source)
            item["message"] = .string(refusal.message)
            return .object(item)
        })
        object["elicitation"] = elicitation.map(JSONObject.Value.string)
        return object.text
    }
}
