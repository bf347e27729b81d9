import FormCore
/// Answers written down in advance (`formline run FORM --answers FILE`): one JSON or YAML
/// mapping from field ids to answers, such as formline's own JSON output, so runs chain.
///
/// Each value becomes the text a person would type: strings as they are, numbers and
/// booleans as written (`true`, `3.5`), a list's items one row per line, `null` (or an empty
/// YAML value) an empty answer.
///
/// ```swift
/// let document = try AnswerDocument(text: #"{"username":"ada","remember":true,"tags":["a","b"]}"#)
/// document.answers   // [("username", "ada"), ("remember", "true"), ("tags", "a\nb")]
/// ```
public struct AnswerDocument: Sendable, Equatable {
    /// The answers by field id, in the order the document lists them.
    public let answers: [(id: String, text: String)]
    /// The ids whose answer is written as a list (only a list field takes one).
    public let listIDs: Set<String>
    /// The items of each answer written as a list, by id (a multiple choice field takes
    /// them as its choices, a comma inside an item being part of it).
    public let listItems: [String: [String]]
    /// The ids whose answer is written as a list of objects (a group's rows; only a group
    /// takes them): their text is the rows' JSON.
    public let rowIDs: Set<String>
    /// Answers of a shape no field takes (an object; a row holding an object), by field id,
    /// with why: left out of `answers`, each refused as its field's answer.
    public let refusals: [(id: String, message: String)]

    /// Parses a JSON or YAML mapping; throws a message saying what is wrong and where.
    public init(text: String) throws(AnswerDocumentError) {
        let root: YAMLNode?
        let pass = JSONSurrogates.composeGiven(text)
        if let excess = pass.excess {
            throw AnswerDocumentError(.notice(.answersAliasesRepeated, [.init("line", .verbatim("\(excess.location.line)")),
                                                                        .init("column", .verbatim("\(excess.location.column)")),
                                                                        .init("problem", excess.text)]))
        }
        switch pass.result {
        case .success(let node):
            root = node
        case .failure(let error):
            throw AnswerDocumentError(.notice(.answersNotJSONOrYAML, [.init("problem", error.summaryText)]))
        }
        guard let root else {
            try self.init(entries: [(key: String?, value: YAMLNode, line: Int)]())
            return
        }
        guard case .mapping(let mapping) = root else {
            throw AnswerDocumentError(.notice(.answersNotMapping, ["example": "{\"username\":\"ada\"}"]))
        }
        try self.init(entries: mapping.map { (key: $0.key.scalar?.string, value: $0.value, line: $0.key.mark.line) })
    }

    /// The answers of a mapping already read (a JSON object the MCP server parsed): each
    /// entry's key (nil: not text), its value and the line the key is on (for messages). The
    /// same rules as a document's text: one home for how an answer's shape becomes its input.
    public init<Node: AnswerNode>(entries: [(key: String?, value: Node, line: Int)]) throws(AnswerDocumentError) {
        var answers: [(id: String, text: String)] = []
        var listIDs: Set<String> = []
        var listItems: [String: [String]] = [:]
        var rowIDs: Set<String> = []
        var refusals: [(id: String, message: String)] = []
        var seen: Set<String> = []
        for (key, value, line) in entries {
            guard let id = key else {
                throw AnswerDocumentError(.notice(.answersKeyNotFieldID, ["line": "\(line)"]))
            }
            guard seen.insert(id).inserted else {
                throw AnswerDocumentError(.notice(.answersGivenTwice, ["line": "\(line)", "id": id]))
            }
            // An answer of the wrong shape is that field's refusal, not the whole document's:
            // `run --no-input --format json` reports it as it reports a `--set` refused.
            let shape = value.answerShape
            do {
                answers.append((id, try Self.text(of: shape, id: id)))
            } catch {
                refusals.append((id, error.message))
                continue
            }
            if case .items(let sequence) = shape {
                if Self.holdsRows(sequence) {
                    rowIDs.insert(id)
                } else {
                    listIDs.insert(id)
                    listItems[id] = sequence.compactMap { if case .text(let text) = $0.answerShape { text } else { nil } }
                }
            }
        }
        self.answers = answers
        self.listIDs = listIDs
        self.listItems = listItems
        self.rowIDs = rowIDs
        self.refusals = refusals
    }

    public static func == (lhs: AnswerDocument, rhs: AnswerDocument) -> Bool {
        lhs.answers.map(\.id) == rhs.answers.map(\.id) && lhs.answers.map(\.text) == rhs.answers.map(\.text)
    }

    private static func text<Node: AnswerNode>(of shape: AnswerNodeShape<Node>, id: String) throws(AnswerDocumentError) -> String {
        switch shape {
        case .null:
            return ""
        case .text(let text):
            return text
        case .items(let sequence) where holdsRows(sequence):
            return try rowsText(sequence, id: id)
        case .items(let sequence):
            var rows: [String] = []
            for item in sequence {
                guard case .text(let text) = item.answerShape else {
                    throw AnswerDocumentError("a list's items must be text, numbers or booleans")
                }
                rows.append(text)
            }
            return rows.joined(separator: "\n")
        case .pairs:
            throw AnswerDocumentError("an answer must be text, a number, a boolean, a list, a group's rows (a list of objects) or null")
        }
    }

    /// Whether a sequence holds a group's rows (objects), not a list's items.
    package static func holdsRows<Node: AnswerNode>(_ sequence: [Node]) -> Bool {
        sequence.contains { if case .pairs = $0.answerShape { true } else { false } }
    }

    /// A group's rows as the JSON text its field reads (`FieldValidator.rows(ofText:)`):
    /// `[{"from":"Oslo","start":null}]`, every answer as text as it would be typed.
    package static func rowsText<Node: AnswerNode>(_ sequence: [Node], id: String) throws(AnswerDocumentError) -> String {
        var out = "["
        for (number, item) in zip(1..., sequence) {
            guard case .pairs(let pairs) = item.answerShape else {
                throw AnswerDocumentError(.tool(.rowNotAnObject, ["number": "\(number)"]))
            }
            out += number > 1 ? ",{" : "{"
            for (position, (key, value)) in pairs.enumerated() {
                guard let name = key else {
                    throw AnswerDocumentError(.tool(.rowKeyNotSubField, ["number": "\(number)"]))
                }
                if position > 0 { out += "," }
                AnswerJSON.appendString(name, to: &out)
                out += ":"
                let shape = value.answerShape
                if case .items(let items) = shape {
                    // A multiple choice's picks or a list's rows in a row: what fill and run write.
                    out += "["
                    for (index, item) in items.enumerated() {
                        guard case .text(let text) = item.answerShape else {
                            throw AnswerDocumentError(.tool(.rowListItems, ["number": "\(number)", "name": name]))
                        }
                        if index > 0 { out += "," }
                        AnswerJSON.appendString(text, to: &out)
                    }
                    out += "]"
                    continue
                }
                switch shape {
                case .null: out += "null"
                case .text(let text): AnswerJSON.appendString(text, to: &out)
                default:
                    throw AnswerDocumentError(.tool(.rowAnswerShape, ["number": "\(number)"]))
                }
            }
            out += "}"
        }
        return out + "]"
    }

    private static func isNull(_ scalar: YAMLNode.Scalar) -> Bool {
        YAMLResolver.yaml11.isNull(scalar)
    }
}

/// Why an answers document cannot be used.
public struct AnswerDocumentError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, and where (a catalog text where it is one: `formline test` says it in
    /// a person's language).
    public let text: MessageText

    /// Creates an error of this English text.
    public init(_ message: String) { self.text = .english(message) }

    /// Creates an error of this text.
    public init(_ text: MessageText) { self.text = text }

    /// What is wrong, and where, in English.
    public var message: String { text.english }

    public var description: String { message }
}

/// What an answer is, whatever it was read from: `AnswerDocument`'s rules read a YAML node
/// (an answers file) and the MCP server's parsed JSON through it.
public enum AnswerNodeShape<Node> {
    /// `null`, `~`, an empty YAML value: no answer.
    case null
    /// A string, a number or a boolean, as written.
    case text(String)
    /// A sequence's items.
    case items([Node])
    /// A mapping's entries (a key nil when it is not text).
    case pairs([(key: String?, value: Node)])
}

/// A value `AnswerDocument` reads answers from.
public protocol AnswerNode {
    var answerShape: AnswerNodeShape<Self> { get }
}

extension YAMLNode: AnswerNode {
    package var answerShape: AnswerNodeShape<YAMLNode> {
        switch self {
        case .scalar(let scalar): YAMLResolver.yaml11.isNull(scalar) ? .null : .text(scalar.string)
        case .sequence(let sequence): .items(sequence.items)
        case .mapping(let mapping): .pairs(mapping.pairs.map { (key: $0.key.scalar?.string, value: $0.value) })
        }
    }
}
