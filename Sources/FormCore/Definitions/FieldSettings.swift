/// What a field of one kind is configured with: the case is the kind, its value the keys
/// only that kind takes (issue 34 item 1). A field's `kind` is set with it, so the two
/// cannot disagree, and a key of one kind cannot be held by a field of another: a text
/// field has no number bounds to hold.
///
/// ```swift
/// let age = FieldDefinition(id: "age", settings: .number(NumberSettings(bounds: ClosedBounds(min: 13, max: 130), integer: true)))
/// age.kind                     // .number
/// FieldValidator(field: age, today: today).value(from: "7")   // .failure("must be at least 13")
/// ```
///
/// Each settings type lives beside its kind (`TextKind.swift`, `NumberKind.swift`, …) and
/// owns its invariants (a single choice takes no counts, a rating's floor is 1).
public enum FieldSettings: Sendable, Equatable {
    /// `type: text`: the text rules and how many lines.
    case text(TextSettings)
    /// `type: secret`: the text rules.
    case secret(TextRules)
    /// `type: date`: the bounds.
    case date(DateSettings)
    /// `type: choice`: the choices (or where they are computed from), how many are picked.
    case choice(ChoiceSettings)
    /// `type: confirm`: no keys of its own.
    case confirm
    /// `type: number`: the bounds, and whether it is whole.
    case number(NumberSettings)
    /// `type: list`: each row's text rules, how many rows.
    case list(ListSettings)
    /// `type: path`: which paths it takes.
    case path(PathRules)
    /// `type: note`: its text is the field's label.
    case note
    /// `type: group`: the sub-fields, the rules between them, how many rows.
    case group(GroupSettings)
    /// `type: rating`: the highest rating.
    case rating(RatingSettings)

    /// The kind these settings are for.
    @inline(__always)
    public var kind: FieldKind {
        switch self {
        case .text: .text
        case .secret: .secret
        case .date: .date
        case .choice: .choice
        case .confirm: .confirm
        case .number: .number
        case .list: .list
        case .path: .path
        case .note: .note
        case .group: .group
        case .rating: .rating
        }
    }

    /// The settings of a field of `kind` with none of its keys written.
    public init(_ kind: FieldKind) {
        switch kind {
        case .text: self = .text(TextSettings())
        case .secret: self = .secret(TextRules())
        case .date: self = .date(DateSettings())
        case .choice: self = .choice(ChoiceSettings())
        case .confirm: self = .confirm
        case .number: self = .number(NumberSettings())
        case .list: self = .list(ListSettings())
        case .path: self = .path(PathRules())
        case .note: self = .note
        case .group: self = .group(GroupSettings())
        case .rating: self = .rating(RatingSettings())
        }
    }

    /// The text rules of a text, secret or list field (a list's apply to each row); nil for
    /// every other kind.
    @inline(__always)
    public var textRules: TextRules? {
        switch self {
        case .text(let text): text.rules
        case .secret(let rules): rules
        case .list(let list): list.rules
        case .date, .choice, .confirm, .number, .path, .note, .group, .rating: nil
        }
    }

    /// How many rows a list or group takes, or picks a multiple choice; nil for every other
    /// kind (a single choice takes no counts).
    @inline(__always)
    public var counts: ClosedBounds<Int>? {
        switch self {
        case .list(let list): list.rows
        case .group(let group): group.rows
        case .choice(let choice): choice.picks == .several ? choice.counts : nil
        case .text, .secret, .date, .confirm, .number, .path, .note, .rating: nil
        }
    }

    /// Changes the text rules of a text, secret or list field in place; nothing for another
    /// kind, which has none. The payload is taken out first so its arrays and strings are
    /// not copied on write.
    mutating func updateTextRules(_ body: (inout TextRules) -> Void) {
        switch self {
        case .text(var text): self = .confirm; body(&text.rules); self = .text(text)
        case .secret(var rules): self = .confirm; body(&rules); self = .secret(rules)
        case .list(var list): self = .confirm; body(&list.rules); self = .list(list)
        case .date, .choice, .confirm, .number, .path, .note, .group, .rating: break
        }
    }

    /// Changes a choice field's settings in place; nothing for another kind.
    mutating func updateChoice(_ body: (inout ChoiceSettings) -> Void) {
        guard case .choice(var choice) = self else { return }
        self = .confirm
        body(&choice)
        self = .choice(choice)
    }

    /// Changes a group's settings in place; nothing for another kind.
    mutating func updateGroup(_ body: (inout GroupSettings) -> Void) {
        guard case .group(var group) = self else { return }
        self = .confirm
        body(&group)
        self = .group(group)
    }
}
