/// `type: confirm`: yes or no, stored as a Boolean. No keys of its own.
enum ConfirmKind: FieldKindRules {
    static let keys = ["shortcut"]
    static let summary = "yes/no"
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault)}}"##
    static let traits = KindTraits(takesBoolean: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {}

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? {
        value == "true" || value == "false" ? nil : DiagnosticText(.conditionNotABoolean, ["field": .verbatim(field.id), "value": .verbatim(value)])
    }

    static func offeredAnswers(of field: FieldDefinition) -> [String] { ["yes", "no"] }

    /// The words a confirm field takes (compared lower-cased), and what each means.
    static let words: [(word: String, value: Bool)] = [
        ("y", true), ("yes", true), ("true", true), ("1", true), ("on", true),
        ("n", false), ("no", false), ("false", false), ("0", false), ("off", false),
    ]

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        let lowered = text.lowercased()
        if let match = words.first(where: { $0.word == lowered }) { return .success(.bool(match.value)) }
        return .failure(failure(with: validator))
    }

    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        if let value = word(utf8: text) { return .bool(value) }
        return .failure(failure(with: validator))
    }

    static func failure(with validator: FieldValidator) -> ValidationFailure {
        validator.yesOrNoFailure
    }

    /// `words`, each packed with `ASCIIText.packedLowercase`: an answer is compared with each
    /// in one step.
    private static let packedWords: [(word: UInt64, value: Bool)] = words.map {
        var word = $0.word
        return (word.withUTF8 { ASCIIText.packedLowercase($0) } ?? 0, $0.value)
    }

    /// What a confirm answer (ASCII, trimmed) means, as `words` says, ignoring case; nil for
    /// any other answer.
    @inline(__always)
    static func word(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let packed = ASCIIText.packedLowercase(text) else { return nil }
        for entry in packedWords where entry.word == packed { return entry.value }
        return nil
    }
}

/// The words a confirm field takes, for code outside FormCore that reads one (a default in the
/// answers' JSON Schema): `ConfirmKind.words`, the one list.
///
/// `ConfirmWords.value(of: "Off")` is `false`; `ConfirmWords.value(of: "maybe")` is nil.
package enum ConfirmWords {
    /// What `word` means (compared lower-cased), or nil when a confirm field refuses it.
    package static func value(of word: String) -> Bool? {
        let lowered = word.lowercased()
        return ConfirmKind.words.first { $0.word == lowered }?.value
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of yes or no.
extension ConfirmKind {
    /// "yes" / "no" read back as the same Boolean.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { true }

    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {}  // a Boolean is never blank

    /// `"no"` is `false`.
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? {
        ConfirmWords.value(of: text).map(JSONObject.Value.bool)
    }

    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value {
        text == "true" || text == "false" ? .bool(text == "true") : .string(text)
    }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] { [] }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {}

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String { "boolean" }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string("boolean")
        if let value = held.value, case .bool(let flag) = value { item["default"] = .bool(flag) }
    }
}

// MARK: - The library's builder

/// `Field.confirm`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// Yes or no (`type: confirm`); the answer is a `Bool`.
    public static func confirm(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                               default defaultValue: Bool? = nil) -> Field {
        var field = Field(id, type: "confirm", label: label, help: help, required: required)
        field.keys.add("default", defaultValue.map { $0 ? "yes" : "no" })
        return field
    }
}
