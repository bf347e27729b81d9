/// A command a form runs: a field's `check:` (when the field is committed) or one of the
/// form's `checks:` (at submit). It is an argument list, never a shell line: `run[0]` is the
/// program (found on `PATH`, or a path; a relative path is taken from the form's folder),
/// the rest its arguments, passed as they are written.
///
/// FormCore only declares commands and asks a `CommandChecking` (the front end's runner) for
/// the verdict; it never starts a process itself.
///
/// ```yaml
/// - id: username
///   type: text
///   check: {run: [./username-taken], timeout: 5s}
/// ```
public struct FormCommand: Sendable, Equatable {
    /// What the command is for.
    public enum Role: Sendable, Hashable {
        /// A field's `check:`, run when that field is committed.
        case fieldCheck(field: String)
        /// One of the form's `checks:`, run at submit; its index among them.
        case formCheck(index: Int)
        /// A choice field's `choices: {run: […]}`, run when focus reaches the field.
        case choices(field: String)
        /// A field's `default: {run: […]}`, run when the field is reached.
        case defaultValue(field: String)
    }

    /// The program and its arguments, as written.
    public var arguments: [String]
    /// Where the command sits in the form.
    public var role: Role
    /// Most time the command may take, in milliseconds (`timeout: 5s`).
    public var timeoutMilliseconds: Int
    /// Fields whose answers the request names beyond the non-secret ones: a secret reaches a
    /// command only when it is listed here (a field check always gets its own field's value).
    public var reads: [String]
    /// A form check's field to refocus when it fails and its reply names none.
    public var field: String?
    /// `fill`: start the command once and send it one JSON request a line (JSON Lines).
    public var stream: Bool
    /// Where `run` is written, for diagnostics.
    public var location: SourceLocation?
    /// Where each of `reads` is written.
    public var readLocations: [SourceLocation] = []
    /// Where `field` is written.
    public var fieldLocation: SourceLocation?

    /// The timeout when none is written: 5 seconds.
    public static let defaultTimeoutMilliseconds = 5_000
    /// The longest timeout a form may ask for: 10 minutes.
    public static let maximumTimeoutMilliseconds = 600_000

    /// Creates a command.
    public init(arguments: [String], role: Role, timeoutMilliseconds: Int = FormCommand.defaultTimeoutMilliseconds,
                reads: [String] = [], field: String? = nil, stream: Bool = false) {
        self.arguments = arguments
        self.role = role
        self.timeoutMilliseconds = timeoutMilliseconds
        self.reads = reads
        self.field = field
        self.stream = stream
    }

    /// The command line as a person reads it (each argument shell-quoted when it needs it is
    /// the front end's job; this joins them with spaces for a plain listing).
    public var summary: String { arguments.joined(separator: " ") }

    /// The command as the subject of a sentence a person reads ("the command 'git branch'",
    /// `CommandWord`), terminal-safe: what a computed source says of itself.
    public var summaryText: MessageText { .command(.whatCommand, ["command": TerminalSafeText.escape(summary)]) }

    /// What the command is, in English words: "check of field 'username'", "form check 1"
    /// (`check --json`'s `what`); a person reads `roleText` in their language.
    public var roleDescription: String { roleText.english }

    /// What the command is, as catalog keys and values, for a message a person reads in their
    /// language (the trust gate's listing, `check`'s report: "the check of field 'x' names
    /// unknown field 'y'").
    public var roleText: MessageText {
        switch role {
        case .fieldCheck(let field): MessageText(.commandFieldCheck, ["field": .verbatim(field)])
        case .formCheck(let index): MessageText(.commandFormCheck, ["number": .verbatim("\(index + 1)")])
        case .choices(let field): MessageText(.commandChoices, ["field": .verbatim(field)])
        case .defaultValue(let field): MessageText(.commandDefault, ["field": .verbatim(field)])
        }
    }

    /// The timeout as written back: "5s", "250ms".
    public var timeoutText: String {
        timeoutMilliseconds % 1000 == 0 ? "\(timeoutMilliseconds / 1000)s" : "\(timeoutMilliseconds)ms"
    }

    /// Reads `5s`, `250ms`, `2m` or a number of seconds (`1.5`, `1e2`); nil for anything
    /// else, and for a time no `Int` of milliseconds holds (`1e16`, `1e400`: `CheckedNumber`).
    ///
    /// `FormCommand.milliseconds(in: "250ms")` is 250; `"1.5s"` and `"1.5"` are 1500.
    public static func milliseconds(in text: String) -> Int? {
        let units: [(suffix: String, scale: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(number) else { return nil }
            return CheckedNumber.whole(value * unit.scale)
        }
        return Double(text).flatMap { CheckedNumber.whole($0 * 1000) }
    }
}

/// What a command said about the answers.
public enum CheckVerdict: Sendable, Equatable {
    /// Exit status 0: the answer stands.
    case passed
    /// The answer is refused: `text` is shown at `field` (nil: the checked field, or a form
    /// check's own `field`). A command that timed out, crashed, wrote too much or could not be
    /// started fails too, with a message that says so in the catalog's words (never a silent
    /// pass); a command's own message is `verbatim`.
    case failed(field: String?, text: MessageText)

    /// A refusal whose message is English not in the catalog (a test's, a scenario's reply).
    public static func failed(field: String?, message: String) -> CheckVerdict {
        .failed(field: field, text: .english(message))
    }
}

/// What runs a form's commands: the front ends' runner (`FormCommands.CommandRunner`), a
/// scenario's fixed replies, or a library closure. `request` is the JSON object the command
/// reads on its standard input (`CheckRequest`).
public protocol CommandChecking: AnyObject {
    /// Runs `command` with `request` on its standard input and says what it decided.
    func check(_ command: FormCommand, request: String) -> CheckVerdict
    /// Stops the command `check` is running now, if any, called from another thread (Ctrl-C
    /// at the terminal while a check runs): `check` then returns soon, its verdict ignored.
    /// The default does nothing (a checker that answers at once has nothing to stop).
    func cancelRunning()
}

extension CommandChecking {
    public func cancelRunning() {}
}

/// What `fill` hands a record's streaming check to, reading its verdict later, so several
/// records' requests wait for their replies at once (issue 36 item 6: each request no longer
/// waits for the one before). One per worker; its checker pairs the replies by id.
public protocol DeferredChecking: AnyObject {
    /// Sends `command`'s `request` and returns a ticket for its verdict; nil when the command
    /// is not one that streams (run it with `check`).
    func submit(_ command: FormCommand, request: String) -> Int?
    /// The verdict of `ticket`, waited for. Tickets are read in the order they were given.
    func verdict(of ticket: Int) -> CheckVerdict
    /// Hands its processes back to its checker (the end of a run or of a chunk).
    func finish()
}

/// A checker that gives each `fill` worker a `DeferredChecking` of its own.
public protocol PipelinedChecking: AnyObject {
    func makePipeline() -> any DeferredChecking
}

/// The JSON request a command reads on standard input.
///
/// ```json
/// {"field":"username","value":"ada","answers":{"email":"ada@example.com"}}
/// ```
///
/// `answers` holds the visible answers so far, but a secret only when the command `reads` it
/// (a field check also gets its own field's value as `value`).
public enum CheckRequest {
    /// The request of `command` for `answers` (visible fields in form order), checking
    /// `field`'s `value` for a field check.
    public static func encode(_ command: FormCommand, field: String?, value: FieldValue?,
                              answers: [(field: FieldDefinition, value: FieldValue?)]) -> String {
        var out = "{"
        if let field {
            out += "\"field\":"
            AnswerJSON.appendString(field, to: &out)
            out += ",\"value\":"
            AnswerJSON.appendValue(value, to: &out)
            out += ","
        }
        out += "\"answers\":{"
        var first = true
        for (definition, answer) in answers where answer != nil {
            if definition.isSecret, !command.reads.contains(definition.id) { continue }
            if !first { out += "," }
            first = false
            AnswerJSON.appendString(definition.id, to: &out)
            out += ":"
            AnswerJSON.appendValue(answer, to: &out)
        }
        out += "}}"
        return out
    }
}

extension FormDefinition {
    /// Every command the form runs, in form order: each field's choices, default and check
    /// commands, then the form checks. What `check`, `describe` and the trust message list.
    package var commands: [FormCommand] {
        fields.flatMap { field in
            var commands: [FormCommand] = []
            if case .command(let command)? = field.choiceSource { commands.append(command) }
            if case .command(let command)? = field.defaultSource { commands.append(command) }
            if let check = field.check { commands.append(check) }
            return commands
        } + checks
    }

    /// Whether any field computes its choices or its default from outside the form (a file,
    /// the environment, a command): such a form needs a `SourceReading`.
    package var hasSources: Bool {
        fields.contains { $0.choiceSource != nil || $0.defaultSource != nil }
    }
}
