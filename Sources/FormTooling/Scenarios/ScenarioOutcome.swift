import FormCore
/// What happened when a scenario ran: what `formline run` would have printed and exited with,
/// and what the session did on the way (recorded through `FormSession`'s public API).
public struct ScenarioOutcome {
    /// A message on a field: "line 2 refocuses `password` with `must be at least 8 characters`".
    public struct Message: Sendable, Equatable, CustomStringConvertible {
        /// The input line it followed (0: before any line, e.g. on a submit of given answers).
        public var line: Int
        /// The field refocused.
        public var field: String
        /// What the person is told.
        public var message: String
        /// Whether a submit (not the line's own answer) found it.
        public var onSubmit: Bool

        /// Creates a message.
        public init(line: Int, field: String, message: String, onSubmit: Bool) {
            (self.line, self.field, self.message, self.onSubmit) = (line, field, message, onSubmit)
        }

        public var description: String { text.english }

        /// `description` as catalog keys and values.
        public var text: MessageText {
            let when = line == 0 ? MessageText(.whenBeforeAnyLine) : MessageText(.whenLine, ["line": "\(line)"])
            return MessageText(.messageRefocuses, ["when": onSubmit ? MessageText(.whenOnSubmit, ["when": when]) : when,
                                                   "field": .verbatim(field), "message": .verbatim(message)])
        }
    }

    /// The exit status.
    public var status: Int32 = 0
    /// The answers, when the form was submitted.
    public var answers: [(field: FieldDefinition, value: FieldValue?)]?
    /// What standard output would hold (after `--format`), without its last newline; nil when nothing.
    public var output: String?
    /// `output` as a report may show it: rendered with every answered secret as
    /// `AnswerJSON.secretMask` (nil: show `output`, which then holds no secret).
    public var shownOutput: String?
    /// Every message on a field, in order.
    public var messages: [Message] = []
    /// The field each input line answered.
    public var asked: [String] = []
    /// Every line formline would report on standard error (without `formline: `).
    public var reported: [String] = []

    /// Creates an empty outcome.
    public init() {}
}
