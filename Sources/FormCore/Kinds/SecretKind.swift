/// `type: secret`: one line read with echo off, kept as typed (no trimming); masked in
/// reviews, never in history, drafts or messages. Takes the text rules, never a default.
enum SecretKind: FieldKindRules {
    static let keys = TextRules.keys + ["shortcut"]
    static let summary = "echo off, never stored"
    static let formSchemaRule = ##"{}"##
    static let traits = KindTraits(isSecret: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.settings = .secret(TextRules.read(keys, into: &field, with: parser))
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        TextRules.check(field, with: checker)
    }

    /// A secret is kept as typed: spaces are part of it, so only an empty one is blank.
    static let keepsWhiteSpace = true

    static func answerText(_ input: String, of field: FieldDefinition) -> String { input }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        TextRules.value(of: text, with: validator)
    }

    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        TextRules.value(utf8: text, with: validator)
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a secret.
extension SecretKind {
    /// A secret keeps its white space: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    /// A required secret is not empty (white space counts: a secret keeps it).
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        if field.minLength == nil { item["minLength"] = .number(1) }
    }

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        KindProjection.textRules(field, name: .detailLength, in: words)
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        KindProjection.textBounds(field, &bounds)
    }

    /// A string never read back: `writeOnly`.
    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        KindProjection.schemaText(field, oneLine: true, into: &item)
        item["writeOnly"] = .bool(true)
        return "string"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        KindProjection.textElicitation(field, into: &item, notes: &notes, held: held)
    }
}

// MARK: - The library's builder

/// `Field.secret`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// One line read with echo off (`type: secret`); never has a default.
    public static func secret(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              minLength: Int? = nil, maxLength: Int? = nil,
                              pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "secret", label: label, help: help, required: required)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }
}
