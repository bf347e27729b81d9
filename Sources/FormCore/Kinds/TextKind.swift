/// `type: text`: one line, or several with `multiline: true` (stored joined by `\n`; see
/// `MultilineText`). Takes the text rules (`TextRules`), though a pattern checks one line only.
package enum TextKind: FieldKindRules {
    /// The key that makes a text field take several lines; `describe --format json` names its member after it.
    package static let linesKey = "multiline"
    static let keys = TextRules.keys + [linesKey, "shortcut"]
    static let summary = "one line, or several with multiline: true"
    static let formSchemaRule = ##"{"properties": {"default": {"anyOf": [{"$ref": "#/$defs/scalar"}, {"$ref": "#/$defs/defaultSource"}]}}, "if": {"properties": {"multiline": {"const": true}}, "required": ["multiline"]}, "then": {"properties": {"pattern": false}}, "else": {"properties": {"default": {"$ref": "#/$defs/oneLineAnswer"}}}}"##
    static let traits = KindTraits(computesDefaults: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let rules = TextRules.read(keys, into: &field, with: parser)
        let multiline = parser.reader.bool(keys[linesKey]?.value, linesKey) ?? false
        field.settings = .text(TextSettings(rules: rules, lines: multiline ? .several : .one))
        if multiline, let patternKey = keys["pattern"]?.key {
            parser.reader.error(DiagnosticText(.patternNotMultiline), at: patternKey,
                                hint: DiagnosticText(.patternChecksOneLine))
        }
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        TextRules.check(field, with: checker)
    }

    static func shape(of field: FieldDefinition) -> FieldShape { field.lines == .several ? .lines : .line }

    /// Several lines are stored as `MultilineText.normalised` makes them; one line trimmed.
    static func answerText(_ input: String, of field: FieldDefinition) -> String {
        field.lines == .several ? MultilineText.normalised(input) : AnswerText.trimmed(input)
    }

    static func takesOneLine(_ field: FieldDefinition) -> Bool { field.lines == .one }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        TextRules.value(of: text, with: validator)
    }

    /// Several lines are normalised (line ends, leading blank lines) on the `String` path:
    /// one rule, `value(of:with:)`'s.
    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        guard validator.lines == .one else { return .needsString }
        return TextRules.value(utf8: text, with: validator)
    }

    /// How to fix a line break in a one-line text answer: the form can allow several lines.
    static var lineBreakMessage: Word { .validLineBreakText }
}

/// How many lines a text field takes (`multiline: true` is `.several`).
public enum TextLines: Sendable, Equatable {
    /// One line: a line break in the answer is refused.
    case one
    /// Several lines, joined by `\n` in the value.
    case several
}

/// What a text field takes (`FieldSettings.text`): the text rules and how many lines.
///
/// ```swift
/// let bio = FieldDefinition(id: "bio", settings: .text(TextSettings(rules: TextRules(maxLength: 500), lines: .several)))
/// bio.multiline     // true
/// ```
public struct TextSettings: Sendable, Equatable {
    /// Length and pattern (a pattern checks one line: a form with several lines gives none).
    public var rules: TextRules
    /// How many lines (`multiline: true` is `.several`).
    public var lines: TextLines

    /// Creates settings; by default one line, any text.
    public init(rules: TextRules = TextRules(), lines: TextLines = .one) {
        self.rules = rules
        self.lines = lines
    }
}

extension FieldDefinition {
    /// Whether a text field takes several lines (`multiline: true`): `lines == .several`.
    package var multiline: Bool { lines == .several }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a text field.
extension TextKind {
    /// One-line text: the value is the trimmed answer the checks passed; trimming it again
    /// changes nothing, it holds no NUL or line break, it is no longer, and the same checks
    /// (length, pattern) see the same text. Several lines are checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { validator.lines == .one }

    /// A required answer holds a character that is not white space.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        item["allOf"] = .array([.object(KindProjection.nonBlank)])
    }

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        (field.shape == .lines ? [(words.describe(.detailLines), words.describe(.linesSeveral))] : [])
            + KindProjection.textRules(field, name: .detailLength, in: words)
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        KindProjection.textBounds(field, &bounds)
        item[linesKey] = .bool(field.shape == .lines)
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        KindProjection.schemaText(field, oneLine: field.shape == .line, into: &item)
        return "string"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        KindProjection.textElicitation(field, into: &item, notes: &notes, held: held)
    }
}

// MARK: - The library's builder

/// `Field.multiline`, `Field.text`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// One line of text (`type: text`).
    public static func text(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, minLength: Int? = nil, maxLength: Int? = nil,
                            pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "text", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }

    /// Several lines of text (`type: text` with `multiline: true`): the answer holds them
    /// joined by `\n`; `minLength`/`maxLength` count the whole text. Takes no pattern.
    ///
    /// ```swift
    /// Field.multiline("note", label: "Note", maxLength: 500)
    /// ```
    public static func multiline(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                                 default defaultValue: String? = nil, minLength: Int? = nil, maxLength: Int? = nil) -> Field {
        var field = Field(id, type: "text", label: label, help: help, required: required)
        field.keys.flag("multiline", true)
        field.keys.add("default", defaultValue)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: nil, patternMessage: nil)
        return field
    }
}
