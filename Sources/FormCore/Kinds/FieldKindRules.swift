/// What one field kind does, in one place: the YAML keys only it takes, how it reads and
/// checks them, and the shape its answer is given in (`describe`'s words for it are
/// FormTooling's `KindDescription`, keyed the same way).
///
/// One conformer per kind, one file each (`TextKind`, `SecretKind`, `NumberKind`,
/// `DateKind`, `ChoiceKind`, `ConfirmKind`, `ListKind`, `FilePathKind`, `NoteKind`);
/// `FieldKind.rules` is the registry from a field's `type:` to its conformer. Key groups that
/// several kinds share (`TextRules`: length and pattern; `ItemCounts`: how many rows or
/// picks) have a file of their own that those kinds call.
///
/// Dispatch is static: `FieldKind.rules` picks a metatype in a `switch`, so the witness table
/// travels with it and no call costs a runtime conformance look-up (docs/architecture.md,
/// Start-up). A kind that holds kinds (a repeating group) conforms the same way and calls
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
    /// Whether the kind takes an answer, and so `label`, `help`, `required` and `default`
    /// (a note takes none).
    static var takesAnswer: Bool { get }
    /// Reads the kind's own keys into `field` (every key here is one the kind takes).
    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser)
    /// Checks what the field's own keys mean together (bounds that can be met, choices).
    static func check(_ field: FieldDefinition, with checker: FormChecker)
    /// How an answer to the field is given.
    static func shape(of field: FieldDefinition) -> FieldShape
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
    static func check(_ field: FieldDefinition, with checker: FormChecker) {}
    static func shape(of field: FieldDefinition) -> FieldShape { .line }
}

extension FieldKind {
    /// The kind's rules: the registry from a `type:` name to the type that owns the kind.
    var rules: any FieldKindRules.Type {
        switch self {
        case .text: return TextKind.self
        case .secret: return SecretKind.self
        case .date: return DateKind.self
        case .choice: return ChoiceKind.self
        case .confirm: return ConfirmKind.self
        case .number: return NumberKind.self
        case .list: return ListKind.self
        case .path: return FilePathKind.self
        case .note: return NoteKind.self
        case .group: return GroupKind.self
        }
    }
}

extension FieldDefinition {
    /// How an answer to the field is given (its kind decides; see `FieldShape`).
    public var shape: FieldShape { kind.rules.shape(of: self) }
}
