import FormCore

/// The records of a form whose answers nest (a form made from a JSON Schema: its fields'
/// `AnswerKey`s) are JSON objects in the schema's own shape, as `run` prints them:
/// `{"name": "Ada", "level": 3, "address": {"city": "Paris"}}`. `NestedRecords` reads such a
/// line and writes it flat, by field id (`{"name":"Ada","level":"3","address-city":"Paris"}`),
/// for `JSONLineParser`; `RecordValidator` writes the accepted answers back in the schema's
/// shape (`AnswerJSON.encode`), so `fill` and `run` print the same JSON for the same answers.
///
/// A member that is no property of the schema, an object where an answer goes (or an answer
/// where an object goes), and a line that is not one JSON object are refused with the member's
/// path (`address.city`).
struct NestedRecords {
    /// What a path of property names leads to.
    private enum Target {
        /// A field's answer: its id, and whether its choices are typed (numbers, Booleans),
        /// written as their text for the field to read.
        case answer(id: String, typed: Bool)
        /// A group's rows: its id, and each member's id by property name.
        case rows(id: String, members: [String: (id: String, typed: Bool)])
    }

    private var targets: [[String]: Target] = [:]
    /// The paths of the objects answers sit in.
    private var objects: Set<[String]> = []

    /// Nil for a form whose answers are flat (`"id": value`).
    init?(form: FormDefinition) {
        guard form.shapesAnswers else { return nil }
        for field in form.fields {
            let key = field.answerKey ?? AnswerKey(path: [field.id])
            if field.holdsRecords {
                var members: [String: (id: String, typed: Bool)] = [:]
                for member in field.members {
                    let name = member.answerKey?.path.last ?? member.id
                    members[name] = (member.id, !(member.answerKey?.typedChoices.isEmpty ?? true))
                }
                targets[key.path] = .rows(id: field.id, members: members)
            } else {
                targets[key.path] = .answer(id: field.id, typed: !key.typedChoices.isEmpty)
            }
            for length in 1..<max(1, key.path.count) { objects.insert(Array(key.path.prefix(length))) }
        }
    }

    struct Refusal: Error {
        let message: String
        /// The field the refusal is about, when there is one.
        var field: String?
    }

    /// `line` (one JSON object in the schema's shape) written flat, by field id.
    func flattened(_ line: UnsafeBufferPointer<UInt8>) throws(Refusal) -> [UInt8] {
        guard let text = String(validating: line, as: UTF8.self) else { throw Refusal(message: "not a JSON object: the line is not valid UTF-8") }
        guard SchemaImport.looksLikeJSON(text) else { throw Refusal(message: "not a JSON object: expected '{' to start a JSON object") }
        let root: YAMLNode
        switch YAMLComposer.compose(JSONSurrogates.yamlCompatible(text)) {
        case .success(let node?): root = node
        case .success(nil): throw Refusal(message: "not a JSON object: empty line")
        case .failure(let error):
            let problem = error.problem.isEmpty ? "a key appears twice in one object" : error.problem
            throw Refusal(message: "not a JSON object: \(problem) (column \(error.mark.column))")
        }
        guard case .mapping(let top) = root else { throw Refusal(message: "not a JSON object: expected '{' to start a JSON object") }
        var out: [UInt8] = [UInt8(ascii: "{")]
        try flatten(top, path: [], into: &out)
        out.append(UInt8(ascii: "}"))
        return out
    }

    private func flatten(_ object: YAMLNode.Mapping, path: [String], into out: inout [UInt8]) throws(Refusal) {
        for (key, value) in object.pairs {
            guard case .scalar(let name) = key, name.style == .doubleQuoted else {
                throw Refusal(message: "not a JSON object: a key must be a string in double quotes")
            }
            let here = path + [name.string]
            let shown = here.joined(separator: ".")
            switch targets[here] {
            case .answer(let id, let typed)?:
                append(id, to: &out)
                try writeAnswer(value, typed: typed, at: shown, field: id, into: &out)
            case .rows(let id, let members)?:
                append(id, to: &out)
                try writeRows(value, members: members, at: shown, field: id, into: &out)
            case nil:
                guard objects.contains(here) else {
                    throw Refusal(message: "unknown key \(Self.quoted(shown)): the schema has no such property that formline asks for")
                }
                switch value {
                case .mapping(let inner): try flatten(inner, path: here, into: &out)
                case .scalar(let scalar) where Self.json(scalar) == "null": continue   // an optional object left out
                default: throw Refusal(message: "\(Self.quoted(shown)) must be an object, as in the schema")
                }
            }
        }
    }

    /// Writes `"id":` (after a comma unless it opens the object).
    private func append(_ id: String, to out: inout [UInt8]) {
        if out.last != UInt8(ascii: "{") { out.append(UInt8(ascii: ",")) }
        AnswerJSON.appendString(id, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    private func writeAnswer(_ value: YAMLNode, typed: Bool, at shown: String, field: String, into out: inout [UInt8]) throws(Refusal) {
        switch value {
        case .scalar(let scalar):
            try writeScalar(scalar, typed: typed, at: shown, field: field, into: &out)
        case .sequence(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                guard case .scalar(let scalar) = item else {
                    throw Refusal(message: "\(Self.quoted(shown)) must be an array of strings, numbers or Booleans", field: field)
                }
                try writeScalar(scalar, typed: typed, at: shown, field: field, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .mapping:
            throw Refusal(message: "\(Self.quoted(shown)) is an answer, not an object", field: field)
        }
    }

    private func writeRows(_ value: YAMLNode, members: [String: (id: String, typed: Bool)], at shown: String, field: String,
                           into out: inout [UInt8]) throws(Refusal) {
        if case .scalar(let scalar) = value, Self.json(scalar) == "null" {
            out.append(contentsOf: "null".utf8)
            return
        }
        guard case .sequence(let rows) = value else { throw Refusal(message: "\(Self.quoted(shown)) must be an array of objects (its rows)", field: field) }
        out.append(UInt8(ascii: "["))
        for (index, row) in rows.items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            guard case .mapping(let cells) = row else { throw Refusal(message: "\(Self.quoted(shown)) must be an array of objects (its rows)", field: field) }
            out.append(UInt8(ascii: "{"))
            for (key, cell) in cells.pairs {
                guard case .scalar(let name) = key, name.style == .doubleQuoted else {
                    throw Refusal(message: "not a JSON object: a key must be a string in double quotes", field: field)
                }
                guard let member = members[name.string] else {
                    throw Refusal(message: "unknown key \(Self.quoted(name.string)) in a row of \(Self.quoted(shown))", field: field)
                }
                append(member.id, to: &out)
                try writeAnswer(cell, typed: member.typed, at: shown + "." + name.string, field: field, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A scalar as JSON; a typed choice's value (`3`, `true`) as its text (`"3"`), which is what the field reads.
    private func writeScalar(_ scalar: YAMLNode.Scalar, typed: Bool, at shown: String, field: String, into out: inout [UInt8]) throws(Refusal) {
        guard let json = Self.json(scalar) else {
            throw Refusal(message: "\(Self.quoted(shown)) is not a JSON value (a string in double quotes, a number, true, false or null)", field: field)
        }
        if typed, scalar.style != .doubleQuoted, json != "null" {
            AnswerJSON.appendString(scalar.string, to: &out)
        } else {
            out.append(contentsOf: json.utf8)
        }
    }

    /// A scalar's JSON text; nil when it is not JSON (single quotes, a bare word).
    private static func json(_ scalar: YAMLNode.Scalar) -> String? {
        if scalar.style == .doubleQuoted {
            var out = ""
            AnswerJSON.appendString(scalar.string, to: &out)
            return out
        }
        guard scalar.style == .plain else { return nil }
        switch scalar.string {
        case "null", "true", "false": return scalar.string
        default:
            return isNumber(scalar.string) ? scalar.string : nil
        }
    }

    /// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`.
    private static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, (0x30...0x39).contains(byte) { bytes = bytes.dropFirst(); count += 1 }
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") { bytes = bytes.dropFirst() } else if digits() == 0 { return false }
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst(); if digits() == 0 { return false } }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }

    /// A path as a message shows it (the reject's writer escapes what a terminal would run).
    private static func quoted(_ text: String) -> String {
        "'" + text + "'"
    }
}
