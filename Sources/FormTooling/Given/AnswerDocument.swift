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
        let isJSON = text.unicodeScalars.first { !AnswerText.isWhiteSpace($0) } == "{"
        // YAML 1.1's resolver, as Yams's default one: `1` and `"1"` are different keys.
        // Bounded as a form file is: aliases cannot make it stand for millions of values.
        let pass = YAMLComposer(isJSON ? JSONSurrogates.yamlCompatible(text) : text, bounded: true, resolver: .yaml11)
        if let excess = pass.excess {
            throw AnswerDocumentError("line \(excess.location.line), column \(excess.location.column): \(excess.message); "
                                      + "write the answers out instead of repeating aliases of anchors")
        }
        switch pass.result {
        case .success(let node):
            root = node
        case .failure(let error):
            throw AnswerDocumentError("is not valid JSON or YAML: \(error.summary)")
        }
        guard let root else {
            answers = []
            listIDs = []
            listItems = [:]
            rowIDs = []
            refusals = []
            return
        }
        guard case .mapping(let mapping) = root else {
            throw AnswerDocumentError("must hold one mapping of field ids to answers, like {\"username\":\"ada\"}")
        }
        var answers: [(id: String, text: String)] = []
        var listIDs: Set<String> = []
        var listItems: [String: [String]] = [:]
        var rowIDs: Set<String> = []
        var refusals: [(id: String, message: String)] = []
        var seen: Set<String> = []
        for (key, value) in mapping {
            guard let id = key.scalar?.string else {
                throw AnswerDocumentError("line \(key.mark.line): a key must be a field id")
            }
            guard seen.insert(id).inserted else {
                throw AnswerDocumentError("line \(key.mark.line): '\(id)' is given twice")
            }
            // An answer of the wrong shape is that field's refusal, not the whole document's:
            // `run --no-input --format json` reports it as it reports a `--set` refused.
            do {
                answers.append((id, try Self.text(of: value, id: id)))
            } catch {
                refusals.append((id, error.message))
                continue
            }
            if case .sequence(let sequence) = value {
                if Self.holdsRows(sequence) {
                    rowIDs.insert(id)
                } else {
                    listIDs.insert(id)
                    listItems[id] = sequence.compactMap { $0.scalar?.string }
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

    private static func text(of node: YAMLNode, id: String) throws(AnswerDocumentError) -> String {
        switch node {
        case .scalar(let scalar):
            return isNull(scalar) ? "" : scalar.string
        case .sequence(let sequence) where holdsRows(sequence):
            return try rowsText(sequence, id: id)
        case .sequence(let sequence):
            var rows: [String] = []
            for item in sequence {
                guard let scalar = item.scalar, !isNull(scalar) else {
                    throw AnswerDocumentError("a list's items must be text, numbers or booleans")
                }
                rows.append(scalar.string)
            }
            return rows.joined(separator: "\n")
        case .mapping:
            throw AnswerDocumentError("an answer must be text, a number, a boolean, a list, a group's rows (a list of objects) or null")
        }
    }

    /// Whether a sequence holds a group's rows (objects), not a list's items.
    static func holdsRows(_ sequence: YAMLNode.Sequence) -> Bool {
        sequence.contains { if case .mapping = $0 { true } else { false } }
    }

    /// A group's rows as the JSON text its field reads (`FieldValidator.rows(ofText:)`):
    /// `[{"from":"Oslo","start":null}]`, every answer as text as it would be typed.
    static func rowsText(_ sequence: YAMLNode.Sequence, id: String) throws(AnswerDocumentError) -> String {
        var out = "["
        for (number, item) in zip(1..., sequence) {
            guard case .mapping(let pairs) = item else {
                throw AnswerDocumentError("row \(number) must be an object of sub-field answers, like the others")
            }
            out += number > 1 ? ",{" : "{"
            for (position, (key, value)) in pairs.enumerated() {
                guard let name = key.scalar?.string else {
                    throw AnswerDocumentError("row \(number): a key must be a sub-field id")
                }
                if position > 0 { out += "," }
                AnswerJSON.appendString(name, to: &out)
                out += ":"
                if case .sequence(let items) = value {
                    // A multiple choice's picks or a list's rows in a row: what fill and run write.
                    out += "["
                    for (index, item) in items.enumerated() {
                        guard let scalar = item.scalar, !isNull(scalar) else {
                            throw AnswerDocumentError("row \(number): '\(name)': a list's items must be text, numbers or booleans")
                        }
                        if index > 0 { out += "," }
                        AnswerJSON.appendString(scalar.string, to: &out)
                    }
                    out += "]"
                    continue
                }
                guard let scalar = value.scalar else {
                    throw AnswerDocumentError("row \(number): each sub-field's answer must be text, a number, a boolean, a list of texts or null")
                }
                if isNull(scalar) { out += "null" } else { AnswerJSON.appendString(scalar.string, to: &out) }
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
    /// What is wrong, and where.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension Condition {
    /// The condition in words, as `describe` prints it: "newsletter is true".
    public var summary: String { FieldSummary.describe(self) }
}
