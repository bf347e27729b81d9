import Testing
@testable import FormCore

/// Issue 34 item 1: a kind is one unit. What only a kind takes is its `FieldSettings`, whose
/// case is the kind: a field's kind is read from it, and a key of one kind has nowhere to be
/// held by a field of another (a text field with number bounds is unrepresentable).
@Suite struct FieldSettingsTests {
    /// The names of the stored properties of `value`, and of the values they hold, all the
    /// way down (an enum's payload included; arrays' elements are not entered).
    private static func storedNames(of value: Any) -> Set<String> {
        var names: Set<String> = []
        for child in Mirror(reflecting: value).children {
            if let label = child.label { names.insert(label) }
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .struct || mirror.displayStyle == .enum { names.formUnion(storedNames(of: child.value)) }
        }
        return names
    }

    @Test func theKindIsTheSettingsCase() {
        for kind in FieldKind.allCases {
            let field = FieldDefinition(id: "f", kind: kind)
            #expect(field.kind == kind && field.settings.kind == kind && FieldSettings(kind).kind == kind)
        }
        // Setting the settings sets the kind.
        var field = FieldDefinition(id: "f", kind: .text)
        field.settings = .choice(ChoiceSettings(choices: ["a"]))
        #expect(field.kind == .choice && field.choices == ["a"] && field.minLength == nil)
        #expect(FieldDefinition(id: "n", settings: .number(NumberSettings(integer: true))).kind == .number)
        #expect(FieldDefinition(id: "r", settings: .rating(RatingSettings(max: 4))).kind == .rating)
    }

    /// Each kind's settings hold its keys and no other's: only the text rules (text, secret,
    /// each row of a list) hold length bounds, only a number's hold `integer`, only a
    /// choice's hold choices, only a group's hold sub-fields.
    @Test func onlyTheTextRulesHoldLengthBounds() {
        let byKind = Dictionary(uniqueKeysWithValues: FieldKind.allCases.map { ($0, Self.storedNames(of: FieldSettings($0))) })
        func holders(_ name: String) -> Set<FieldKind> { Set(byKind.filter { $0.value.contains(name) }.keys) }
        #expect(holders("minLength") == [.text, .secret, .list])
        #expect(holders("pattern") == [.text, .secret, .list])
        #expect(holders("lines") == [.text])
        #expect(holders("integer") == [.number])
        #expect(holders("choices") == [.choice] && holders("picks") == [.choice])
        #expect(holders("members") == [.group])
        #expect(holders("mustExist") == [.path])
        #expect(byKind[.confirm] == [] && byKind[.note] == [])
        // The bounds of a number and of a date are of their own types.
        #expect(FieldDefinition(id: "t", kind: .text).numberBounds == ClosedBounds())
    }

    /// FieldDefinition stores what every field has, and its kind's settings (with their
    /// case, `kind`, kept as they are set): none of the keys one kind or another takes.
    @Test func theFieldStoresNoKindsKeys() {
        let stored = Mirror(reflecting: FieldDefinition(id: "f", kind: .text)).children.compactMap(\.label)
        #expect(stored == ["id", "settings", "kind", "label", "help", "required", "defaultValue", "computedDefault", "condition", "shortcut",
                           "check", "defaultSource", "location", "answerKey", "locations", "translations"])
    }

    /// `type: text` with a number's `min` is refused as before, and the field read has no
    /// bounds; `type: number` with it holds them in its settings.
    @Test func aNumberKeyOnATextFieldIsADiagnostic() throws {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n    min: 3\n")
        #expect(found.map(\.message) == ["'min' does not apply to text fields"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 5))
        let form = try loadForm("title: T\nfields:\n  - id: a\n    type: number\n    min: 3\n    integer: true\n  - id: b\n    type: text\n    minLength: 2\n")
        let number = form.sections[0].fields[0], text = form.sections[0].fields[1]
        #expect(number.settings == .number(NumberSettings(bounds: ClosedBounds(min: FormNumber(3)), integer: true)))
        #expect(text.settings == .text(TextSettings(rules: TextRules(minLength: 2))))
        #expect(text.numberBounds == ClosedBounds() && !text.integer && number.minLength == nil)
    }

    /// A single choice holds no counts (`minItems` is refused as before); several picks hold them.
    @Test func countsBelongToSeveralPicks() throws {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: choice\n    choices: [x, y]\n    minItems: 1\n")
        #expect(found.map(\.message).contains { $0.contains("minItems") })
        let form = try loadForm("title: T\nfields:\n  - id: a\n    type: choice\n    choices: [x, {value: y, label: Why}]\n    multiple: true\n    maxItems: 1\n")
        let field = form.sections[0].fields[0]
        #expect(field.settings == .choice(ChoiceSettings(choices: ["x", "y"], labels: [nil, "Why"], picks: .several, counts: ClosedBounds(max: 1))))
        #expect(field.itemBounds == ClosedBounds(max: 1) && field.choiceLabels == [nil, "Why"])
        // No label given is no labels.
        #expect(ChoiceSettings(choices: ["x"], labels: [nil]).labels.isEmpty)
    }

    /// A rating holds its `max` only: its floor and `integer` are not written, they are what
    /// a rating is.
    @Test func aRatingHoldsItsMaxOnly() throws {
        let form = try loadForm("title: T\nfields:\n  - id: stars\n    type: rating\n    max: 4\n")
        let field = form.sections[0].fields[0]
        #expect(field.settings == .rating(RatingSettings(max: FormNumber(4))))
        #expect(field.numberBounds == ClosedBounds(min: FormNumber(1), max: FormNumber(4)) && field.integer && field.ratingMax == 4)
        #expect(Self.storedNames(of: RatingSettings()) == ["max"])
    }

    /// Translating a form changes the text its kind's settings hold (a pattern message, a
    /// choice's label, a sub-field's label) and nothing else.
    @Test func translationReachesTheSettings() throws {
        let form = try loadForm("""
            title: T
            fields:
              - id: code
                type: text
                pattern: '^[a-z]+$'
                patternMessage: {en: lower case, de: Kleinbuchstaben}
              - id: plan
                type: choice
                choices: [{value: pro, label: {en: Pro, de: Profi}}, basic]
              - id: legs
                type: group
                fields:
                  - {id: from, type: text, label: {en: From, de: Von}}
            """)
        let german = form.translated(to: .german)
        let fields = german.sections[0].fields
        #expect(fields[0].patternMessage == "Kleinbuchstaben" && fields[0].pattern?.source == "^[a-z]+$")
        #expect(fields[1].choiceLabels == ["Profi", nil] && fields[1].choices == ["pro", "basic"])
        #expect(fields[2].members.map(\.label) == ["Von"] && fields[2].kind == .group)
        #expect(form.sections[0].fields[1].choiceLabels == ["Pro", nil])
    }
}
