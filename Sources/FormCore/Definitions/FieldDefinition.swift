/// One field of a form, as written in the form file.
///
/// What only its kind takes is its `settings`, whose case is the kind (`FieldSettings`):
///
/// ```swift
/// let age = FieldDefinition(id: "age", settings: .number(NumberSettings(bounds: ClosedBounds(min: 13, max: 130), integer: true)))
/// FieldValidator(field: age, today: today).value(from: "7")   // .failure("must be at least 13")
/// ```
public struct FieldDefinition: Sendable, Equatable, Identifiable {
    /// The field's id: its key in the answers.
    public var id: String
    /// What only its kind takes; the case is the kind.
    public var settings: FieldSettings {
        didSet { kind = settings.kind }
    }
    /// What kind of answer it takes: its settings' case, kept as they are set (only they set
    /// it), so the two cannot disagree. Held rather than read from the settings each time:
    /// the enum's case is an outlined call, and every answer checked asks the kind.
    public private(set) var kind: FieldKind
    /// The prompt text.
    public var label: String
    /// Extra guidance shown under the prompt.
    public var help: String?
    /// Whether an answer is needed.
    public var required: Bool
    /// The value the field starts with, as text (or rows for lists).
    package var defaultValue: FieldDefault?
    /// A default computed from earlier answers when focus reaches the field (text fields):
    /// `default: "{firstName}.{lastName}@example.com"`. `defaultValue` is nil then.
    public var computedDefault: DefaultTemplate?
    /// When the field is shown; nil means always.
    public var condition: Condition?
    /// A key that focuses this field from anywhere, like "ctrl-g".
    public var shortcut: String?
    /// A command run when the field is committed (`check: {run: […]}`); see `FormCommand`.
    package var check: FormCommand?
    /// Where the field's default is computed from when it is reached (`default: {env: USER}`,
    /// `{run: […]}`); `defaultValue` is nil then. See `DefaultSource`.
    package var defaultSource: DefaultSource?
    /// Where the field is defined in its file.
    public var location: SourceLocation?
    /// Where the answer goes in the answers object, for a form imported from a JSON Schema
    /// (`SchemaImport`); nil: `"id": value`.
    package var answerKey: AnswerKey?
    /// Where some of its keys' values are written, for diagnostics.
    public var locations = FieldLocations()
    /// The translations of its label (a note's text), help, pattern message and choice
    /// labels (see `TextTranslations`); empty for a field written in one language.
    package var translations = TextTranslations()

    /// Creates a field of `kind` with none of its kind's keys written.
    public init(id: String, kind: FieldKind, label: String? = nil) {
        self.init(id: id, settings: FieldSettings(kind), label: label)
    }

    /// Creates a field with its kind's settings.
    public init(id: String, settings: FieldSettings, label: String? = nil) {
        self.id = id
        self.settings = settings
        self.kind = settings.kind
        self.label = label ?? id
        self.required = false
    }
}

// What one kind or another takes, read from the settings (read-only: a field is given them
// by building its `FieldSettings`). Each is empty, nil or the default for a field of a kind
// that does not take it.
extension FieldDefinition {
    /// Fewest characters (text, secret; each row of a list).
    @inline(__always)
    package var minLength: Int? {
        switch settings {
        case .text(let text): text.rules.minLength
        case .secret(let rules): rules.minLength
        case .list(let list): list.rules.minLength
        case .date, .choice, .confirm, .number, .path, .note, .group, .rating: nil
        }
    }
    /// Most characters (text, secret; each row of a list).
    @inline(__always)
    package var maxLength: Int? {
        switch settings {
        case .text(let text): text.rules.maxLength
        case .secret(let rules): rules.maxLength
        case .list(let list): list.rules.maxLength
        case .date, .choice, .confirm, .number, .path, .note, .group, .rating: nil
        }
    }
    /// A regular expression the text must match (text, secret; each row of a list).
    package var pattern: FieldPattern? { settings.textRules?.pattern }
    /// The message shown when the pattern does not match.
    package var patternMessage: String? { settings.textRules?.patternMessage }
    /// How many lines a text field takes (see `TextKind`); `.one` for every other kind.
    @inline(__always)
    package var lines: TextLines {
        if case .text(let text) = settings { return text.lines }
        return .one
    }
    /// The allowed answers of a choice field: the values stored in the answers (empty for
    /// computed choices, and for every other kind).
    @inline(__always)
    public var choices: [String] {
        if case .choice(let choice) = settings { return choice.choices }
        return []
    }
    /// The label shown for each choice, by index (nil: the value is shown); empty when no
    /// choice has a label, so plain choices cost nothing. See `FieldDefinition+Choices`.
    @inline(__always)
    package var choiceLabels: [String?] {
        if case .choice(let choice) = settings { return choice.labels }
        return []
    }
    /// How many choices a choice field takes (`.one` for every other kind).
    @inline(__always)
    package var picks: ChoicePicks {
        if case .choice(let choice) = settings { return choice.picks }
        return .one
    }
    /// Where a choice field's choices are computed from at run time (`choices: {from: tags}`,
    /// `{file: …}`, `{run: […]}`); `choices` is empty then. See `ChoiceSource`.
    package var choiceSource: ChoiceSource? {
        if case .choice(let choice) = settings { return choice.source }
        return nil
    }
    /// Bounds of a number field; a rating's are 1 and its `max` as written.
    @inline(__always)
    package var numberBounds: ClosedBounds<FormNumber> {
        switch settings {
        case .number(let number): number.bounds
        case .rating(let rating): rating.bounds
        case .text, .secret, .date, .choice, .confirm, .list, .path, .note, .group: ClosedBounds()
        }
    }
    /// Whether a number field takes whole numbers only (a rating always does).
    @inline(__always)
    package var integer: Bool {
        switch settings {
        case .number(let number): number.integer
        case .rating: true
        case .text, .secret, .date, .choice, .confirm, .list, .path, .note, .group: false
        }
    }
    /// Bounds of a date field.
    package var dateBounds: ClosedBounds<DateBound> {
        if case .date(let date) = settings { return date.bounds }
        return ClosedBounds()
    }
    /// How many rows a list or group field takes, or choices a multiple choice field (see
    /// `ItemCounts`); no bounds for every other kind.
    @inline(__always)
    package var itemBounds: ClosedBounds<Int> { settings.counts ?? ClosedBounds() }
    /// The rules of a path field (any path for every other kind).
    package var path: PathRules {
        if case .path(let rules) = settings { return rules }
        return PathRules()
    }
    /// The sub-fields of a repeating group (`type: group`), in order: each row answers them.
    @inline(__always)
    package var members: [FieldDefinition] {
        if case .group(let group) = settings { return group.members }
        return []
    }
    /// Rules comparing two sub-fields of one row of a group (`end` after `start`).
    package var memberRules: [CrossFieldRule] {
        if case .group(let group) = settings { return group.rules }
        return []
    }

    /// The field and its sub-fields (a group's) that have a `shortcut`, in form order, each
    /// with its position among the sub-fields (nil for the field itself): where a form's
    /// shortcuts are listed from (the session's table, the key hint).
    package var shortcutOwners: [(member: Int?, field: FieldDefinition)] {
        ([(nil, self)] + members.enumerated().map { (Optional($0.offset), $0.element) }).filter { $0.1.shortcut != nil }
    }
}

/// The default of a field, before it is parsed for its kind.
///
/// ```swift
/// var remember = FieldDefinition(id: "remember", kind: .confirm)
/// remember.defaultValue = .text("no")
/// FieldValidator(field: remember, today: today).defaultValue   // .bool(false)
/// ```
public enum FieldDefault: Sendable, Equatable {
    /// A scalar written as text, e.g. `medium`, `true`, `3`, `today`.
    case text(String)
    /// Rows of a list field, or the values of a multiple choice field.
    case rows([String])
}

/// Optional lower and upper bounds.
///
/// ```swift
/// ClosedBounds<Double>(min: 0)                       // at least 0, no upper bound
/// ClosedBounds<DateBound>(min: .relative("today"), max: .relative("+1y"))
/// ```
public struct ClosedBounds<Bound: Sendable & Equatable>: Sendable, Equatable {
    /// The smallest allowed value.
    public var min: Bound?
    /// The largest allowed value.
    public var max: Bound?

    /// Creates bounds; both are optional.
    public init(min: Bound? = nil, max: Bound? = nil) {
        self.min = min
        self.max = max
    }
}

/// A date bound: a fixed day, or an expression like `today` or `+1y` read relative to today.
///
/// ```swift
/// DateBound.relative("+1w").resolve(today: LocalDate(iso: "2026-11-22")!)?.iso   // "2026-11-29"
/// ```
public enum DateBound: Sendable, Equatable, CustomStringConvertible {
    /// A fixed day.
    case fixed(LocalDate)
    /// A date expression evaluated against today when validating.
    case relative(String)

    /// The day this bound stands for, given today.
    public func resolve(today: LocalDate) -> LocalDate? {
        switch self {
        case .fixed(let date): return date
        case .relative(let text): return try? DateParser.parse(text, today: today)
        }
    }

    public var description: String {
        switch self {
        case .fixed(let date): return date.iso
        case .relative(let text): return text
        }
    }
}

/// Where parts of a field are written in its form file.
///
/// ```swift
/// field.locations.values["minLength"]    // where `minLength:` is written, for a diagnostic
/// ```
public struct FieldLocations: Sendable, Equatable {
    /// The `default:` value.
    public var defaultValue: SourceLocation?
    /// How the `default:` value is written (a YAML scalar style's raw value: quotes, block),
    /// to place a diagnostic inside it.
    var defaultStyle: UInt32?
    /// The `shortcut:` value.
    public var shortcut: SourceLocation?
    /// Where each key's value is written, by key (`min`, `maxLength`, ...).
    public var values: [String: SourceLocation] = [:]
    /// Where each choice's value is written, in order.
    public var choices: [SourceLocation] = []
    /// Where computed choices are written (`choices: {…}`), even when they could not be read.
    public var choiceSource: SourceLocation?
    /// Where each choice's label is written (nil: no label), in order.
    public var choiceLabels: [SourceLocation?] = []
    /// Creates empty locations.
    public init() {}
}
