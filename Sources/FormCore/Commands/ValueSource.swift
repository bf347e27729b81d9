/// Where a choice field's choices come from when they are not written in the form:
/// computed at run time, when focus reaches the field and again when what they read changed
/// (huh's `OptionsFunc` rule).
///
/// ```yaml
/// - id: tags
///   type: list
/// - id: mainTag
///   type: choice
///   choices: {from: tags}                        # the rows of the list answered before
/// - id: branch
///   type: choice
///   choices: {run: [git, branch, --format=%(refname:short)], timeout: 2s}
/// - id: region
///   type: choice
///   choices: {file: regions.txt}                 # beside the form
/// ```
public enum ChoiceSource: Sendable, Equatable {
    /// An earlier field's answer: a list's rows, a multiple choice's picks.
    case field(String)
    /// A file, relative to the form's folder: one choice a line, `value<TAB>label`, or a JSON array.
    case file(String)
    /// A command's standard output, in the same formats (run only when the form is trusted).
    case command(FormCommand)

    /// What the source is, in words: "the answer of 'tags'", "the file 'regions.txt'", "the command 'git branch'".
    public var summary: String { summary(in: .english) }

    /// What the source is as the subject of a sentence a person reads (`CommandWord`): "the
    /// file 'regions.txt' cannot be read: …". English is `summary`.
    public var summaryText: MessageText {
        switch self {
        case .field(let id): .command(.whatAnswer, ["id": id])
        case .file(let path): .command(.whatFile, ["path": TerminalSafeText.escape(path)])
        case .command(let command): command.summaryText
        }
    }

    /// `summary` in `words`' language (`describe`'s text).
    public func summary(in words: Words) -> String {
        switch self {
        case .field(let id): return words.describe(.sourceAnswer, ["id": id])
        case .file(let path): return words.describe(.sourceFile, ["path": TerminalSafeText.escape(path)])
        case .command(let command): return words.describe(.sourceCommand, ["command": TerminalSafeText.escape(command.summary)])
        }
    }
}

/// Where a field's default comes from when it is not written in the form: computed when the
/// field is reached, then editable like any default.
///
/// ```yaml
/// default: {env: USER}
/// default: {run: [git, config, user.name]}
/// ```
public enum DefaultSource: Sendable, Equatable {
    /// An environment variable of formline's own process.
    case environment(String)
    /// A command's standard output (its first line; run only when the form is trusted).
    case command(FormCommand)

    /// What the source is, in words.
    public var summary: String { summary(in: .english) }

    /// What the source is as the subject of a sentence a person reads (`CommandWord`).
    public var summaryText: MessageText {
        switch self {
        case .environment(let name): .command(.whatVariable, ["name": TerminalSafeText.escape(name)])
        case .command(let command): command.summaryText
        }
    }

    /// `summary` in `words`' language (`describe`'s text).
    public func summary(in words: Words) -> String {
        switch self {
        case .environment(let name): return words.describe(.sourceEnvironment, ["name": TerminalSafeText.escape(name)])
        case .command(let command): return words.describe(.sourceCommand, ["command": TerminalSafeText.escape(command.summary)])
        }
    }
}

/// One computed choice: the value the answers hold and the label shown (nil: the value).
public struct ComputedChoice: Sendable, Equatable {
    public var value: String
    public var label: String?

    public init(value: String, label: String? = nil) {
        self.value = value
        self.label = label
    }
}

/// Why a computed source gave nothing usable: the message shown at the field, as its pieces
/// (rendered in the person's language where it is shown, English for machine output), never
/// holding what a command wrote, which may be a secret.
public struct SourceFailure: Error, Sendable, Equatable {
    /// What the person is told.
    public var text: MessageText
    /// `text` in English (machine output, `fill`'s rejects).
    public var message: String { text.english }

    public init(_ text: MessageText) { self.text = text }
    /// A failure whose English message is not in the catalog.
    public init(_ message: String) { self.text = .english(message) }

    /// Two failures are equal when they say the same in English.
    public static func == (lhs: SourceFailure, rhs: SourceFailure) -> Bool { lhs.message == rhs.message }
}

/// What reads the outside world for a form's computed choices and defaults: files, the
/// environment, commands. The front ends inject it (`FormCommands.SourceReader`); scenarios
/// answer commands with fixed replies; FormCore itself does no I/O.
public protocol SourceReading: AnyObject {
    /// The choices a command or a file gives (`ChoiceOutput` reads its text), or why none.
    func choices(from source: ChoiceSource, request: String) -> Result<[ComputedChoice], SourceFailure>
    /// The default text the environment or a command gives (nil: the variable is not set,
    /// or the command wrote nothing), or why none.
    func defaultText(from source: DefaultSource, request: String) -> Result<String?, SourceFailure>
}

/// The most choices a computed source may give: a menu longer than this is no menu.
public enum ComputedChoices {
    public static let maximumCount = 10_000
    /// The most bytes read from a file or a command (1 MiB, as a check's output).
    public static let maximumBytes = 1 << 20

    /// The choices of an earlier field's answer: a list's rows, a multiple choice's picks, one
    /// value of any other kind; each value once, in order. Empty when it holds nothing.
    public static func choices(fromAnswer value: FieldValue?) -> [ComputedChoice] {
        let items: [String]
        switch value {
        case .list(let rows)?: items = rows
        case nil: items = []
        case let value?: items = [value.editableText]
        }
        var seen: Set<String> = []
        return items.compactMap { item in
            let text = AnswerText.trimmed(item)
            guard !text.isEmpty, seen.insert(text).inserted else { return nil }
            return ComputedChoice(value: text)
        }
    }

    /// Why `choices` cannot be a field's choices (nil: they can): none, too many, a value or
    /// label empty, holding a control character or a line break (`TerminalSafeText.isControl`),
    /// or a value given twice. `what` names the source ("the command 'x'"). In English.
    public static func problem(with choices: [ComputedChoice], from what: String) -> String? {
        problem(with: choices, from: .verbatim(what))?.english
    }

    /// `problem(with:from:)` as catalog keys and values (`CommandWord`), for a person's language.
    public static func problem(with choices: [ComputedChoice], from what: MessageText) -> MessageText? {
        func said(_ word: CommandWord, _ values: [MessageText.Value]) -> MessageText {
            .command(word, [.init("what", what)] + values)
        }
        if choices.isEmpty { return said(.noChoices, []) }
        if choices.count > maximumCount {
            return said(.tooManyChoices, [.init("count", .verbatim("\(choices.count)")), .init("maximum", .verbatim("\(maximumCount)"))])
        }
        var seen: [String: Int] = [:]
        for (index, choice) in choices.enumerated() {
            let number = MessageText.Value("number", .verbatim("\(index + 1)"))
            if choice.value.isEmpty { return said(.emptyChoice, [number]) }
            for text in [choice.value] + (choice.label.map { [$0] } ?? []) {
                if text.unicodeScalars.contains(where: { TerminalSafeText.isControl($0) || $0 == "\0" }) {
                    return said(.controlInChoice, [number])
                }
            }
            if let first = seen[choice.value] {
                return said(.repeatedChoice, [.init("first", .verbatim("\(first + 1)")), number])
            }
            seen[choice.value] = index
        }
        return nil
    }
}

extension FieldDefinition {
    /// The field with `computed` as its choices (values and labels), for its validator.
    package func withChoices(_ computed: [ComputedChoice]) -> FieldDefinition {
        var field = self
        field.settings.updateChoice { $0.setChoices(computed.map(\.value), labels: computed.contains { $0.label != nil } ? computed.map(\.label) : []) }
        return field
    }
}

/// The one way computed choices and defaults are read and judged, for the session and for
/// `fill`'s record validator alike: what they depend on (`key`: computed again only when it
/// changes), reading the source, and what the result makes of the field.
package enum SourceComputation {
    /// What `source`'s choices for field `id` depend on: the earlier answer (`answer`, for
    /// `from:`), nothing (a file: read once), or the request of a command (the answers before).
    package static func key(_ source: ChoiceSource, field id: String, answer: FieldValue?,
                    answers: [(field: FieldDefinition, value: FieldValue?)]) -> String {
        switch source {
        case .field:
            var text = ""
            AnswerJSON.appendValue(answer, to: &text)
            return text
        case .file: return "file"
        case .command(let command): return CheckRequest.encode(command, field: id, value: nil, answers: answers)
        }
    }

    /// What a computed default of field `id` depends on.
    package static func key(_ source: DefaultSource, field id: String, answers: [(field: FieldDefinition, value: FieldValue?)]) -> String {
        switch source {
        case .environment: return "env"
        case .command(let command): return CheckRequest.encode(command, field: id, value: nil, answers: answers)
        }
    }

    /// The choices `source` gives (`answer`: the earlier field's, for `from:`; `request`: the key).
    package static func choices(_ source: ChoiceSource, answer: FieldValue?, request: String,
                        sources: (any SourceReading)?) -> Result<[ComputedChoice], SourceFailure> {
        switch source {
        case .field(let from):
            let choices = ComputedChoices.choices(fromAnswer: answer)
            return choices.isEmpty
                ? .failure(SourceFailure(.command(.noChoicesYet, ["field": from])))
                : .success(choices)
        case .file:
            return sources.map { $0.choices(from: source, request: request) }
                ?? .failure(SourceFailure(.command(.nothingReadsFiles, [.init("what", source.summaryText)])))
        case .command:
            return sources.map { $0.choices(from: source, request: request) }
                ?? .failure(SourceFailure(.command(.choicesNotRun, [.init("what", source.summaryText)])))
        }
    }

    /// `field` with the choices `result` gave (none when they cannot be its choices), and the
    /// failure that refuses its answers; `what` names the source (`summaryText`).
    package static func apply(_ result: Result<[ComputedChoice], SourceFailure>, to field: FieldDefinition,
                      what: MessageText) -> (field: FieldDefinition, failure: ValidationFailure?) {
        switch result {
        case .success(let choices):
            let failure = ComputedChoices.problem(with: choices, from: what)
                .map { ValidationFailure(field: field.id, text: .command(.noUsableChoices, [.init("problem", $0)])) }
            return (field.withChoices(failure == nil ? choices : []), failure)
        case .failure(let problem):
            return (field.withChoices([]), ValidationFailure(field: field.id, text: problem.text))
        }
    }

    /// The default text `source` gives.
    package static func defaultText(_ source: DefaultSource, request: String, sources: (any SourceReading)?) -> Result<String?, SourceFailure> {
        sources.map { $0.defaultText(from: source, request: request) }
            ?? .failure(SourceFailure(.command(.defaultNotRead, [.init("what", source.summaryText)])))
    }

    /// What a default's `result` makes of the field: its value and text (nil: no default), or
    /// why it is not used. The text itself never reaches the message (it may be a secret).
    package static func defaultValue(_ result: Result<String?, SourceFailure>, what: MessageText,
                             validator: FieldValidator) -> (value: FieldValue?, text: String?, failure: ValidationFailure?) {
        let id = validator.field.id
        switch result {
        case .success(let given?) where !(validator.field.isSecret ? given.isEmpty : AnswerText.isBlank(given)):
            switch validator.value(from: given) {
            case .success(let parsed): return (parsed, given, nil)
            case .failure(let refused):
                return (nil, nil, ValidationFailure(field: id, text: .command(.defaultRefused, [.init("what", what), .init("message", refused.text)])))
            }
        case .success:
            return (nil, nil, nil)
        case .failure(let problem):
            return (nil, nil, ValidationFailure(field: id, text: .command(.defaultNotUsed, [.init("what", what), .init("message", problem.text)])))
        }
    }
}
