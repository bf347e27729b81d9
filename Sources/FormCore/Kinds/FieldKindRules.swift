/// What one field kind does, in one place: the YAML keys only it takes, how it reads and
/// checks them, and the shape its answer is given in (`describe`'s words for it are
/// FormOutput's `KindDescription`, keyed the same way).
///
/// One conformer per kind, one file each (`TextKind`, `SecretKind`, `NumberKind`,
/// `DateKind`, `ChoiceKind`, `ConfirmKind`, `ListKind`, `FilePathKind`, `NoteKind`);
/// `FieldKind.rules` is the registry from a field's `type:` to its conformer. Key groups that
/// several kinds share (`TextRules`: length and pattern; `ItemCounts`: how many rows or
/// picks) have a file of their own that those kinds call.
///
/// A kind also checks its answers: `value(of:with:)` reads trimmed, non-empty text (the
/// `String` path) and `value(utf8:with:)` printable ASCII bytes (`fill`'s byte path).
/// `FieldValidator` is the shell around them that no kind changes: the size limit, trimming
/// (`AnswerText`, or as the kind's `answerText` says), required, line breaks.
///
/// Dispatch is static: `FieldKind.visit` picks the conformer in the one `switch` of the
/// registry and calls a generic visitor with it, so each call is specialised for its kind and
/// no call costs a runtime conformance look-up or an existential box (docs/architecture.md,
/// Start-up; the byte path is inlined into `fill`'s loop). A kind that holds kinds (a repeating group) conforms the same way and calls
/// its members' rules for their keys, checks and descriptions.
///
/// ```swift
/// FieldKind.number.rules.keys               // ["min", "max", "integer", "shortcut"]
/// FieldKind.text.rules.shape(of: field)     // .line, or .lines for several lines
/// ```
protocol FieldKindRules {
    /// The keys this kind takes beyond `id`, `type` and `when`, in the order the reference
    /// lists them. `FormKeys` builds the field keys and which kinds take each from these.
    static var keys: [String] { get }
    /// What the kind takes, in a few words, after its name in the form schema's `type`
    /// description ("yes/no"); empty when the name says it all.
    static var summary: String { get }
    /// What this kind adds to the reference's words on a key it shares with other kinds (a
    /// rating's `max` is its number of stars, 5 when not given), so the kind's own meaning of
    /// a shared key is written beside the kind, not in the shared `FieldKeyDescriptor`.
    static var keyNotes: [KindKeyNote] { get }
    /// The kind's own part of its rule in `schema/formline.schema.json` (JSON text: what its
    /// `default` may be, the types of its bounds, keys it requires), beyond the keys it
    /// refuses, which the generator derives from `keys` (`formline generate-reference`).
    static var formSchemaRule: String { get }
    /// Whether the kind takes an answer, and so `label`, `help`, `required` and `default`
    /// (a note takes none).
    static var takesAnswer: Bool { get }
    /// Reads the kind's own keys into `field` (every key here is one the kind takes).
    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser)
    /// Checks what the field's own keys mean together (bounds that can be met, choices).
    static func check(_ field: FieldDefinition, with checker: FormChecker)
    /// How an answer to the field is given.
    static func shape(of field: FieldDefinition) -> FieldShape
    /// Why a `when` comparing the field with `value` can never hold (a confirm with `maybe`,
    /// a number written `07`), or nil when it can.
    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText?
    /// Why a `when` on the field can only ask `isSet` (its answer is rows or picks, which
    /// `equals` and `in` do not compare), or nil when it can compare values.
    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem?
    /// Whether `after` and `before` rules order its answers (dates, numbers).
    static var isOrdered: Bool { get }
    /// What a field of the kind is, as every layer asks it (`FieldDefinition.isSecret` …):
    /// never `kind == .x` outside the kinds.
    static var traits: KindTraits { get }
    /// The answers the field offers whole, by value (completed after `--set id=`): a choice's
    /// values, yes and no; empty when answers are typed freely.
    static func offeredAnswers(of field: FieldDefinition) -> [String]

    /// The text a typed answer is checked as: `AnswerText.trimmed` unless the kind keeps
    /// what was typed (a secret) or normalises several lines (`MultilineText`).
    static func answerText(_ input: String, of field: FieldDefinition) -> String
    /// Whether white space in an answer is kept as typed (a secret), so only an empty answer
    /// is blank; on the byte path the answer is then not trimmed.
    static var keepsWhiteSpace: Bool { get }
    /// Whether the size limit counts the answer's rows together (`InputLimits.listExcess`,
    /// checked with the rows) rather than the answer as given (`InputLimits.maximumAnswerBytes`).
    static var limitsRowsTogether: Bool { get }
    /// Whether the whole answer is one line, so a line break in it is refused (see
    /// `FieldDefinition.takesOneLine`).
    static func takesOneLine(_ field: FieldDefinition) -> Bool
    /// Whether the answer is items given apart (a list's rows, a multiple choice's picks):
    /// only such a field takes a JSON or YAML array (`FieldValidator.value(fromItems:)`).
    static func takesItems(_ field: FieldDefinition) -> Bool
    /// What is said of one of the items holding NUL ("row 2 holds a NUL character").
    static var itemNULMessage: Word { get }
    /// Why a required field holding no value cannot be submitted.
    static var missingMessage: Word { get }
    /// How to fix a line break in an answer that takes one line.
    static var lineBreakMessage: Word { get }
    /// The value items given apart stand for (each trimmed, none blank); only a kind that
    /// `takesItems` is given them.
    static func value(items: [String], with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure>
    /// Checks items already held (a `.list` value) on submit; nil when they are fine.
    static func check(items: [String], with validator: FieldValidator) -> ValidationFailure?
    /// Items as a prompt is prefilled with them: one per line.
    static func editableText(items: [String]) -> String
    /// Why a `default:` written as a list is no valid answer; nil when it is one.
    static func defaultFailure(rows: [String], with validator: FieldValidator) -> ValidationFailure?
    /// The value a `default:` written as a list stands for; nil when it is none.
    static func defaultValue(rows: [String], with validator: FieldValidator) -> FieldValue?
    /// The value trimmed, non-empty answer text stands for, or why it stands for none.
    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure>
    /// The byte path's `value(of:with:)`: `text` is printable ASCII, trimmed unless
    /// `keepsWhiteSpace`, and not empty. `.needsString` where bytes cannot decide exactly.
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check
    /// Whether every value `value(of:with:)` accepts passes `validator.validate(_:)` again
    /// (which reads the value's `editableText` anew), proved for the kind; false when it
    /// cannot be, and the value is checked again. No default: a new kind says.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool

    // What describe, the answers' JSON Schema and an MCP elicitation say of the kind
    // (`KindProjection`): no defaults, so a new kind says each.

    /// `describe`'s lines for the kind's own keys, in order, in `words`' language (`DescribeWord`).
    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)]
    /// Its members of `describe --format json`; `bounds` is the field's bounds object.
    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting)
    /// Its part of the answers' JSON Schema: members set in `item`, its JSON type returned.
    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String
    /// Its part of an MCP elicitation property: type, bounds and default in `item` (from
    /// what the field holds, `held`), its rules in words added to `notes`.
    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue)
    /// What the answers' JSON Schema adds for a required answer (not blank), after its type.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject)
    /// A `default:` written as text, as the answer it gives in JSON (`"no"` on a confirm is
    /// `false`); nil when the schema cannot say it (a relative date).
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value?
    /// A `when`'s value, typed as the field's answers are, for the JSON Schema's `const`.
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value
}

/// A field's keys as the loader found them: key node and value node by name.
typealias FieldKeys = [String: (key: YAMLNode, value: YAMLNode)]

/// How an answer to a field is given, as front ends ask it.
///
/// ```swift
/// FieldDefinition(id: "bio", kind: .text).shape        // .line
/// FieldDefinition(id: "due", kind: .date).shape        // .dateStep
/// ```
public enum FieldShape: Sendable, Equatable {
    /// One line of typed text.
    case line
    /// Several lines of text, ended by a line holding only `.` (piped) or an empty line.
    case lines
    /// Rows, one line each (a list).
    case rows
    /// Rows of records, each answered sub-field by sub-field (a repeating group).
    case records
    /// A day picked in a date step.
    case dateStep
    /// Nothing to answer: text shown in the flow (a note).
    case shown
}

extension FieldKindRules {
    static var takesAnswer: Bool { true }
    static var keyNotes: [KindKeyNote] { [] }
    static func check(_ field: FieldDefinition, with checker: FormChecker) {}
    static func shape(of field: FieldDefinition) -> FieldShape { .line }
    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? { nil }
    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? { nil }
    static var isOrdered: Bool { false }
    static var traits: KindTraits { KindTraits() }
    static func offeredAnswers(of field: FieldDefinition) -> [String] { [] }
    static func answerText(_ input: String, of field: FieldDefinition) -> String { AnswerText.trimmed(input) }
    static var keepsWhiteSpace: Bool { false }
    static var limitsRowsTogether: Bool { false }
    static func takesOneLine(_ field: FieldDefinition) -> Bool { true }
    static func takesItems(_ field: FieldDefinition) -> Bool { false }
    static var itemNULMessage: Word { .validItemNUL }
    static var missingMessage: Word { .validRequired }
    static var lineBreakMessage: Word { .validLineBreak }
    static func value(items: [String], with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        .failure(validator.fail(.word(.validOneValue)))
    }
    static func check(items: [String], with validator: FieldValidator) -> ValidationFailure? {
        if case .failure(let failure) = ListKind.check(rows: items, with: validator) { return failure }
        return nil
    }
    static func editableText(items: [String]) -> String { items.joined(separator: "\n") }
    static func defaultFailure(rows: [String], with validator: FieldValidator) -> ValidationFailure? {
        validator.validate(.list(rows))
    }
    static func defaultValue(rows: [String], with validator: FieldValidator) -> FieldValue? {
        rows.isEmpty ? nil : .list(rows)
    }
    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check { .needsString }
}

/// Something done with a kind's rules, specialised for each kind (`FieldKind.visit`).
protocol FieldKindVisitor {
    associatedtype Result
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> Result
}


/// A one-line scalar default or a computed one: the `default` of most kinds in the form schema.
let oneLineScalarDefault = ##"{"anyOf": [{"allOf": [{"$ref": "#/$defs/scalar"}, {"$ref": "#/$defs/oneLineAnswer"}]}, {"$ref": "#/$defs/defaultSource"}]}"##

extension FieldKind {
    /// The kind in a few words (`FieldKindRules.summary`), for the generated reference.
    package var summary: String { rules.summary }
    /// The kind's own part of its form schema rule (`FieldKindRules.formSchemaRule`).
    package var formSchemaRule: String { rules.formSchemaRule }
    /// Whether the kind takes an answer (`FieldKindRules.takesAnswer`: all but a note).
    package var takesAnswer: Bool { rules.takesAnswer }
    /// What the kind adds to the reference's words on keys it shares (`FieldKindRules.keyNotes`).
    package var keyNotes: [KindKeyNote] { rules.keyNotes }
}

/// A kind's own words on a key it shares with other kinds, added to the key's row in the
/// reference's table: `default` after the key's own ("none (a rating: 5)") and `meaning` after
/// its meaning.
package struct KindKeyNote: Sendable {
    /// The key, as written in a form file.
    package let key: String
    /// The key's default for this kind, when it differs from the shared one.
    package let defaultText: String?
    /// A sentence on what the key means for this kind.
    package let meaning: String

    package init(key: String, defaultText: String? = nil, meaning: String) {
        self.key = key
        self.defaultText = defaultText
        self.meaning = meaning
    }
}

/// What a field of a kind is, as front ends, tooling and the session ask it. A kind sets the
/// ones that hold for it (`static let traits = KindTraits(isSecret: true)`, FormCore's own
/// memberwise initialiser: only kinds make them); everything else asks
/// `FieldDefinition.isSecret`, `.takesDate` … rather than comparing kinds.
public struct KindTraits: Sendable, Equatable {
    /// Typed with echo off; masked in reviews and messages, never in history, drafts,
    /// defaults, a command's request or answers shown back (`secret`).
    public var isSecret = false
    /// A day picked in a date step, not typed at a prompt (`date`).
    public var takesDate = false
    /// Rows kept as focus rows while it is answered: a list's or a group's (`list`, `group`).
    public var holdsRows = false
    /// Rows of records, each answering sub-fields (`group`).
    public var holdsRecords = false
    /// Its answer is picked among choices a menu can show (`choice`).
    public var offersChoices = false
    /// Its answer names a file or directory, checked on disk (`path`).
    public var namesPath = false
    /// Its answer is a Boolean: a JSON `true`/`false` is the answer itself (`confirm`).
    public var takesBoolean = false
    /// Its answer is a whole number picked on a scale (`rating`).
    public var isScale = false
    /// A `default` holding `{id}` references is computed from earlier answers (`text`).
    public var computesDefaults = false
}

private struct TraitsOf: FieldKindVisitor {
    @inline(__always)
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> KindTraits { kind.traits }
}

extension FieldKind {
    /// What a field of the kind is (`KindTraits`), specialised for each kind.
    package var traits: KindTraits {
        @inline(__always) get { visit(TraitsOf()) }
    }
}

extension FieldDefinition {
    /// Whether the answer is a secret (`KindTraits.isSecret`).
    package var isSecret: Bool { kind.traits.isSecret }
    /// Whether the answer is a day picked in a date step (`KindTraits.takesDate`).
    package var takesDate: Bool { kind.traits.takesDate }
    /// Whether the answer is rows kept as focus rows: a list's or a group's (`KindTraits.holdsRows`).
    package var holdsRows: Bool { kind.traits.holdsRows }
    /// Whether the answer is rows of records (a group's; `KindTraits.holdsRecords`).
    package var holdsRecords: Bool { kind.traits.holdsRecords }
    /// Whether the answer is rows of text (a list's): rows, but no records.
    package var takesRowsOfText: Bool { holdsRows && !holdsRecords }
    /// Whether the answer is picked among choices (`KindTraits.offersChoices`).
    package var offersChoices: Bool { kind.traits.offersChoices }
    /// Whether the answer names a file or directory (`KindTraits.namesPath`).
    package var namesPath: Bool { kind.traits.namesPath }
    /// Whether the answer is a Boolean (`KindTraits.takesBoolean`).
    package var takesBoolean: Bool { kind.traits.takesBoolean }
    /// Whether the field takes an answer at all (a note takes none).
    package var takesAnswer: Bool { kind.takesAnswer }
}

extension FormDefinition {
    /// Whether any field of the form is a secret (its answers then never go to a file
    /// anyone may read).
    package var holdsSecrets: Bool { fields.contains { $0.isSecret } }
}

/// A problem a kind finds in how a form uses a field of its kind, with how to fix it.
struct KindProblem {
    let message: DiagnosticText
    var hint: DiagnosticText? = nil
}

extension FieldDefinition {
    /// The answers the field offers whole (`FieldKindRules.offeredAnswers`).
    package var offeredAnswers: [String] { kind.rules.offeredAnswers(of: self) }
}

extension FieldKind {
    /// The kind's rules as a metatype, for calls where a look-up per call does not matter.
    var rules: any FieldKindRules.Type { visit(RulesOf()) }
}

private struct RulesOf: FieldKindVisitor {
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> any FieldKindRules.Type { kind }
}

extension FieldDefinition {
    /// How an answer to the field is given (its kind decides; see `FieldShape`).
    package var shape: FieldShape { kind.rules.shape(of: self) }

    /// Whether the whole answer is one line, so a line break in it (`LineBreaks`) is refused:
    /// every kind but several-line text and a list (whose rows are one line each).
    ///
    /// `FieldDefinition(id: "todo", kind: .list).takesOneLine` is false.
    package var takesOneLine: Bool { kind.rules.takesOneLine(self) }

    /// Whether the answer is items given apart: a list's rows or a multiple choice's picks
    /// (the kind decides; see `FieldKindRules.takesItems`).
    package var takesItems: Bool { kind.rules.takesItems(self) }
}
