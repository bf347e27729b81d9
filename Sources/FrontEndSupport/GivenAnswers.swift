import FormCore
import FormOutput
#if canImport(Glibc)
import Glibc
#endif

/// One answer given up front, and where it came from (for messages; never the value).
/// `run` and `formline-mcp` collect them (`GivenAnswers`).
public struct GivenAnswer: Sendable {
    /// The answer: typed text (a list's rows separated by newlines), or items given apart
    /// (an answers file's array, one `--set` per list row), read as `fill` reads an array.
    public var input: AnswerInput
    /// `--set username=…`, `--answers answers.json`, `FORMLINE_ANSWER_username`.
    public var source: String

    public init(input: AnswerInput, source: String) {
        self.input = input
        self.source = source
    }
}

/// Collects answers given up front for a form, by field id. Precedence, per field:
/// `--set`, then `--answers`, then `FORMLINE_ANSWER_<NAME>` (NAME as `ShellName` maps the
/// id, or that name upper-cased when no other field maps to it too).
///
/// ```swift
/// let given = try GivenAnswers.collect(for: login, sets: ["username=ada"], document: nil,
///                                      documentName: nil, environment: ["FORMLINE_ANSWER_remember": "yes"])
/// // given["username"]?.source == "--set username=…"; given["remember"]?.source == "FORMLINE_ANSWER_remember"
/// ```
public enum GivenAnswers {
    public static let environmentPrefix = AnswerVariables.prefix

    /// The answers given for `form`; what `warn` is told (an answers file's field the form
    /// lacks, a secret given with `--set`) is in `words`' language.
    public static func collect(for form: FormDefinition, sets: [String], document: AnswerDocument?, documentName: String?,
                               environment: [String: String], raw: RawText = .unchecked, words: Words = .process,
                               warn: (String) -> Void = { _ in }) throws(FrontEndError) -> [String: GivenAnswer] {
        var given: [String: GivenAnswer] = [:]
        // The variables' names are worked out only when one is set (a document alone needs none).
        let variables = environment.keys.contains { $0.hasPrefix(environmentPrefix) } ? AnswerVariables.names(for: form) : []
        for (name, ids) in variables {
            guard let value = environment[name] else { continue }
            guard ids.count == 1 else {  // refused as `--format shell` refuses the same clash, never ignored
                throw FrontEndError(.error(.variableShared, ["name": name, "ids": ids.map { "'\($0)'" }.joined(separator: ", ")]),
                                    status: .usage)
            }
            if value.unicodeScalars.contains("\u{FFFD}"), raw.variableIsNotUTF8(name) { throw notUTF8(name) }
            given[ids[0]] = GivenAnswer(input: .text(value), source: name)  // exact names come last, so they win
        }
        if let document, let documentName {
            let source = "--answers \(documentName)"
            given.reserveCapacity(given.count + document.answers.count)
            for (id, text) in document.answers {
                guard form.hasField(id) else {
                    if let hint = Suggestions.hint(for: id, in: form.fields.map(\.id), words: words) {
                        warn(words(.answersFieldLeftOutHint, ["document": documentName, "id": id, "hint": hint]))
                    } else {
                        warn(words(.answersFieldLeftOut, ["document": documentName, "id": id]))
                    }
                    continue
                }
                var input = AnswerInput.text(text)
                if document.listIDs.contains(id) {
                    // One row or choice per item; a field that takes one value refuses them
                    // at the field, as `fill` does (`FieldValidator.value(fromItems:)`).
                    input = .items(document.listItems[id] ?? [])
                } else if document.rowIDs.contains(id) {
                    input = .rows(text)  // a group's rows; another field refuses them, as `fill` does
                }
                given[id] = GivenAnswer(input: input, source: source)
            }
        }
        var setRows: [String: [String]] = [:]
        for assignment in sets {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw FrontEndError(.error(.setNotAssignment, ["assignment": String(assignment.prefix(40))]), status: .usage)
            }
            let id = String(assignment[..<equals]), value = String(assignment[assignment.index(after: equals)...])
            if value.unicodeScalars.contains("\u{FFFD}"), raw.argumentIsNotUTF8(assignment) { throw notUTF8("--set \(id)=…") }
            guard let field = form.field(id) else {
                let hint = Suggestions.closest(to: id, in: form.fields.map(\.id)).map { MessageText.error(.didYouMeanField, ["name": $0]) }
                    ?? .error(.theFieldsAre, ["ids": form.fields.map(\.id).joined(separator: ", ")])
                throw FrontEndError(.error(.setNotField, [.init("id", .verbatim(id)), .init("hint", hint)]), status: .usage)
            }
            if field.isSecret {
                warn(words(.setSecretWarning, ["id": id, "variable": ShellName.name(for: id, prefix: environmentPrefix)]))
            }
            // A list takes one row per --set; a multiple choice the items of each (`a,b`).
            // A group takes one row (a JSON object) per --set, or all its rows (an array) in one.
            setRows[id] = field.takesItems || field.holdsRecords ? (setRows[id] ?? []) + [value] : [value]
        }
        for (id, rows) in setRows {
            // Each --set is read as a line typed at the prompt, white space (a line break too)
            // around it trimmed, as `fill` trims an array's items: a list's rows are items
            // given apart; a multiple choice's lines are joined only once trimmed, so a line
            // break inside one is still refused.
            let field = form.field(id)
            if field?.holdsRecords == true {
                given[id] = GivenAnswer(input: .text(try Self.groupRows(rows, id: id)), source: "--set \(id)=…")
                continue
            }
            let input: AnswerInput = field?.multiple == true
                ? .text(FieldValidator.trimmedItems(rows).joined(separator: ", "))
                : field?.takesRowsOfText == true ? .items(rows) : .text(rows[0])
            given[id] = GivenAnswer(input: input, source: "--set \(id)=…")
        }
        // An answer holding NUL is refused at its field, as `fill` refuses it (`AnswerText`).
        return given
    }

    /// A group's `--set`s as the one JSON text its field reads: each a row (`{"from":"Oslo"}`),
    /// or one giving every row (`[{…},{…}]`).
    static func groupRows(_ values: [String], id: String) throws(FrontEndError) -> String {
        let trimmed = values.map(AnswerText.trimmed)
        if trimmed.count == 1, !trimmed[0].hasPrefix("{") { return trimmed[0] }
        guard trimmed.allSatisfy({ $0.hasPrefix("{") }) else {
            throw FrontEndError(.notice(.groupRowsWithSet, ["id": id, "array": "[{…},{…}]", "object": "{…}"]), status: .usage)
        }
        return "[" + trimmed.joined(separator: ",") + "]"
    }

    /// Bytes given that are not UTF-8 are refused, as piped input and `fill` refuse them, not
    /// read as U+FFFD (which is how Swift hands over such an argument or variable).
    private static func notUTF8(_ source: String) -> FrontEndError {
        FrontEndError(.error(.answerNotUTF8, ["source": source]), status: .dataError)
    }

    /// Where the bytes behind a given answer can be checked: what Swift turned into U+FFFD
    /// (`CommandLine.arguments`, the environment) was not UTF-8 to begin with, or was a real
    /// U+FFFD.
    public struct RawText: Sendable {
        /// Whether some command-line argument is not valid UTF-8 and, so read, ends with `text`
        /// (`--set ID=VALUE`, `--set=ID=VALUE`).
        public var argumentIsNotUTF8: @Sendable (String) -> Bool
        /// Whether the environment variable `name`'s value is not valid UTF-8.
        public var variableIsNotUTF8: @Sendable (String) -> Bool

        /// No check: the answers are the text given (`formline test`'s scenarios, tests).
        public static let unchecked = RawText(argumentIsNotUTF8: { _ in false }, variableIsNotUTF8: { _ in false })

        /// This process's arguments and environment.
        public static let process = RawText(
            argumentIsNotUTF8: { text in
                (0..<Int(CommandLine.argc)).contains { index in
                    guard let argument = CommandLine.unsafeArgv[index] else { return false }
                    return String(validatingCString: argument) == nil && String(cString: argument).hasSuffix(text)
                }
            },
            variableIsNotUTF8: { name in
                guard let value = getenv(name) else { return false }
                return String(validatingCString: value) == nil
            })
    }
}
