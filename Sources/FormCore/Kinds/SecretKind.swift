/// `type: secret`: one line read with echo off, kept as typed (no trimming); masked in
/// reviews, never in history, drafts or messages. Takes the text rules, never a default.
enum SecretKind: FieldKindRules {
    static let keys = TextRules.keys + ["shortcut"]
    static let summary = "echo off, never stored"
    static let formSchemaRule = ##"{}"##
    static let traits = KindTraits(isSecret: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        TextRules.read(keys, into: &field, with: parser)
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
