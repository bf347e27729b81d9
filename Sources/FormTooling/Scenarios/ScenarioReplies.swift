import FormCore
import FormOutput

/// A scenario's fixed replies for the form's commands (`replies:`), so a form with checks is
/// testable offline: each program named (a command's `run[0]`, as written) answers from its
/// list in turn, `pass` or a message (the check fails with it; the last reply repeats). A
/// command without replies goes to `fallback` (the real runner, when the form is trusted).
///
/// ```yaml
/// replies:
///   ./checks/username-taken: ["That username is taken. Please choose another.", pass]
/// ```
public final class ScenarioReplies: CommandChecking, SourceReading {
    /// One reply: pass, or fail with a message.
    public enum Reply: Sendable, Equatable {
        case pass
        case fail(String)
    }

    private var replies: [String: [Reply]]
    private var used: [String: Int] = [:]
    private let fallback: (any CommandChecking)?
    /// The requests each program got, in order (for reports and tests).
    public private(set) var requests: [(program: String, request: String)] = []

    /// Replies by program; `fallback` answers for the others (nil: they pass unasked is never
    /// done: a command without replies and without a fallback fails, saying so).
    public init(_ replies: [String: [Reply]], fallback: (any CommandChecking)?) {
        self.replies = replies
        self.fallback = fallback
    }

    public func check(_ command: FormCommand, request: String) -> CheckVerdict {
        let program = command.arguments.first ?? ""
        requests.append((program, request))
        guard let list = replies[program], !list.isEmpty else {
            if let fallback { return fallback.check(command, request: request) }
            return .failed(field: nil, message: "the scenario has no replies for '\(program)' and the form is not run trusted")
        }
        let index = min(used[program, default: 0], list.count - 1)
        used[program] = index + 1
        switch list[index] {
        case .pass: return .passed
        case .fail(let message): return .failed(field: nil, message: message)
        }
    }

    /// What reads files, the environment and the commands without replies for computed
    /// choices and defaults (nil: a command without replies fails, saying so).
    public var sourceFallback: (any SourceReading)?

    /// The next reply of `command`'s program, counted as `check` counts them; nil when it has none.
    private func nextReply(_ command: FormCommand, request: String) -> Reply? {
        let program = command.arguments.first ?? ""
        guard let list = replies[program], !list.isEmpty else { return nil }
        requests.append((program, request))
        let index = min(used[program, default: 0], list.count - 1)
        used[program] = index + 1
        return list[index]
    }

    /// What a reply means for a choices or default command: the text it writes (`pass`: nothing).
    private static func output(of reply: Reply) -> [UInt8] {
        if case .fail(let text) = reply { return Array(text.utf8) }
        return []
    }

    /// Whether every command of `form` has replies here.
    public func covers(_ form: FormDefinition) -> Bool {
        form.commands.allSatisfy(covers)
    }

    /// Whether the scenario answers `command` itself (so it never really runs).
    public func covers(_ command: FormCommand) -> Bool {
        replies[command.arguments.first ?? ""]?.isEmpty == false
    }

    /// What of `needs` the scenario would really do: the commands it has no replies for, and
    /// files outside the form's folder (its variables are the scenario's own `environment`).
    public func uncovered(_ needs: TrustNeeds) -> TrustNeeds {
        TrustNeeds(items: needs.items.filter { item in
            switch item {
            case .command(let command): !covers(command)
            case .file: true
            case .variable: false
            }
        })
    }
}

/// For a command that computes choices or a default, a reply is the text it writes:
/// `replies: {./list-regions: ["eu\tEurope\nus\tUnited States\n"]}`.
extension ScenarioReplies {
    public func choices(from source: ChoiceSource, request: String) -> Result<[ComputedChoice], SourceFailure> {
        if case .command(let command) = source, let reply = nextReply(command, request: request) {
            return ChoiceOutput.parse(Self.output(of: reply), from: source.summaryText)
        }
        return sourceFallback?.choices(from: source, request: request)
            ?? .failure(SourceFailure("\(source.summary) has no replies in the scenario and is not run"))
    }

    public func defaultText(from source: DefaultSource, request: String) -> Result<String?, SourceFailure> {
        if case .command(let command) = source, let reply = nextReply(command, request: request) {
            return ChoiceOutput.defaultText(Self.output(of: reply), from: source.summaryText)
        }
        return sourceFallback?.defaultText(from: source, request: request)
            ?? .failure(SourceFailure("\(source.summary) has no replies in the scenario and is not run"))
    }
}
