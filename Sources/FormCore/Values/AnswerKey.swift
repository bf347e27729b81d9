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
    package var shapesAnswers: Bool {
        fields.contains { $0.answerKey != nil || $0.members.contains { $0.answerKey != nil } }
    }
}

extension AnswerJSON {
    /// The answers of a form whose fields have `AnswerKey`s, written as they say.
    static func shaped(_ answers: [(field: FieldDefinition, value: FieldValue?)]) -> String {
        let root = JSONTree()
        root.kept = true
        for answer in answers {
            let key = answer.field.answerKey ?? AnswerKey(path: [answer.field.id])
            guard let name = key.path.last else { continue }
            var node = root
            for (depth, component) in key.path.dropLast().enumerated() {
                node = node.object(component)
                if depth < key.keptObjects { node.kept = true }
            }
            if answer.value == nil && key.omitsNull { continue }
            var text = ""
            appendShaped(answer.value, of: answer.field, to: &text)
            // An unanswered answer inside an optional object is written only if the object is.
            node.set(name, text, weak: answer.value == nil && key.path.count - 1 > key.keptObjects)
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

/// An answers object being built: members in the order first written, objects nested. A
/// *weak* member (an unanswered `null` inside an optional object) is written only when its
/// object holds something else; an object that is not `kept` (required) and holds only weak
/// members, or nothing, is left out.
private final class JSONTree {
    private enum Member { case value(String, weak: Bool), object(JSONTree) }
    private var order: [String] = []
    private var members: [String: Member] = [:]
    var kept = false

    func object(_ key: String) -> JSONTree {
        if case .object(let tree)? = members[key] { return tree }
        let tree = JSONTree()
        if members[key] == nil { order.append(key) }
        members[key] = .object(tree)
        return tree
    }

    func set(_ key: String, _ json: String, weak: Bool) {
        if members[key] == nil { order.append(key) }
        members[key] = .value(json, weak: weak)
    }

    /// Whether it holds an answer (its own or a nested object's), weak ones aside.
    var holdsAnswer: Bool {
        members.values.contains { member in
            switch member {
            case .value(_, let weak): return !weak
            case .object(let tree): return tree.kept || tree.holdsAnswer
            }
        }
    }

    /// Writes the tree; recursive only as deep as the schema's objects nest (bounded by the import).
    func write(to out: inout String) {
        out += "{"
        var first = true
        for key in order {
            guard let member = members[key] else { continue }
            if case .object(let tree) = member, !tree.kept, !tree.holdsAnswer { continue }
            if !first { out += "," }
            first = false
            AnswerJSON.appendString(key, to: &out)
            out += ":"
            switch member {
            case .value(let json, _): out += json
            case .object(let tree): tree.write(to: &out)
            }
        }
        out += "}"
    }
}
