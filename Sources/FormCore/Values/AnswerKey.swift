/// Where and how a field's answer goes in the answers object when it is not simply
/// `"id": value`: set on the fields of a form imported from a JSON Schema (`SchemaImport`),
/// so that `run`'s JSON is valid under the schema it was made from.
///
/// - `path`: the keys from the answers object down to the answer (a nested object's property
///   is flattened into one field and written back inside its object; a property whose name is
///   no formline id keeps its name here).
/// - `keptObjects`: how many of the path's enclosing objects are written even when nothing in
///   them is (they are required); an optional object with nothing in it is left out.
/// - `omitsNull`: an unanswered answer is left out rather than written as `null` (the schema
///   does not allow `null` there).
/// - `typedChoices`: a choice value's JSON when it is not a string (`"2"` is `2`, `"true"` is `true`).
///
/// ```swift
/// AnswerKey(path: ["address", "street"], keptObjects: 1, omitsNull: true)
/// // {"address":{"street":"Main St"}}, or {"address":{}} when unanswered
/// ```
public struct AnswerKey: Sendable, Equatable, Hashable {
    public var path: [String]
    public var keptObjects: Int
    public var omitsNull: Bool
    public var typedChoices: [String: String]

    public init(path: [String], keptObjects: Int = 0, omitsNull: Bool = false, typedChoices: [String: String] = [:]) {
        self.path = path
        self.keptObjects = keptObjects
        self.omitsNull = omitsNull
        self.typedChoices = typedChoices
    }
}

extension FormDefinition {
    /// Whether any answer goes elsewhere than `"id": value` (`AnswerKey`): a form imported from
    /// a JSON Schema whose answers nest, leave out nulls or type choices.
    public var shapesAnswers: Bool {
        fields.contains { $0.answerKey != nil || $0.members.contains { $0.answerKey != nil } }
    }
}

extension AnswerJSON {
    /// The answers of a form whose fields have `AnswerKey`s, written as they say.
    static func shaped(_ answers: [(field: FieldDefinition, value: FieldValue?)]) -> String {
        let root = JSONTree()
        for answer in answers {
            let key = answer.field.answerKey ?? AnswerKey(path: [answer.field.id])
            guard let name = key.path.last else { continue }
            if answer.value == nil && key.omitsNull {
                var node = root
                for component in key.path.prefix(min(key.keptObjects, key.path.count - 1)) { node = node.object(component) }
                continue
            }
            var node = root
            for component in key.path.dropLast() { node = node.object(component) }
            var text = ""
            appendShaped(answer.value, of: answer.field, to: &text)
            node.set(name, text)
        }
        var out = ""
        root.write(to: &out)
        return out
    }

    private static func appendShaped(_ value: FieldValue?, of field: FieldDefinition, to out: inout String) {
        let typed = field.answerKey?.typedChoices ?? [:]
        switch value {
        case .text(let text)? where !typed.isEmpty:
            if let json = typed[text] { out += json } else { appendString(text, to: &out) }
        case .list(let picks)? where !typed.isEmpty:
            out += "["
            for (index, pick) in picks.enumerated() {
                if index > 0 { out += "," }
                if let json = typed[pick] { out += json } else { appendString(pick, to: &out) }
            }
            out += "]"
        case .records(let records)? where field.members.contains(where: { $0.answerKey != nil }):
            out += "["
            for (index, record) in records.enumerated() {
                if index > 0 { out += "," }
                out += "{"
                var first = true
                for entry in record.entries {
                    let member = field.members.first { $0.id == entry.id }
                    let key = member?.answerKey
                    if entry.value == nil, key?.omitsNull == true { continue }
                    if !first { out += "," }
                    first = false
                    appendString(key?.path.last ?? entry.id, to: &out)
                    out += ":"
                    if let member { appendShaped(entry.value, of: member, to: &out) } else { appendValue(entry.value, to: &out) }
                }
                out += "}"
            }
            out += "]"
        default:
            appendValue(value, to: &out)
        }
    }
}

/// An answers object being built: members in the order first written, objects nested.
private final class JSONTree {
    private enum Member { case value(String), object(JSONTree) }
    private var order: [String] = []
    private var members: [String: Member] = [:]

    func object(_ key: String) -> JSONTree {
        if case .object(let tree)? = members[key] { return tree }
        let tree = JSONTree()
        if members[key] == nil { order.append(key) }
        members[key] = .object(tree)
        return tree
    }

    func set(_ key: String, _ json: String) {
        if members[key] == nil { order.append(key) }
        members[key] = .value(json)
    }

    /// Writes the tree; iteratively deep only as the schema's objects nest (bounded by the import).
    func write(to out: inout String) {
        out += "{"
        for (index, key) in order.enumerated() {
            if index > 0 { out += "," }
            AnswerJSON.appendString(key, to: &out)
            out += ":"
            switch members[key] {
            case .value(let json)?: out += json
            case .object(let tree)?: tree.write(to: &out)
            case nil: out += "null"
            }
        }
        out += "}"
    }
}
