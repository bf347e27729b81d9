import Testing
import TestSupport
@testable import FormCore
import FormOutput

/// `type: note`: text shown in the flow, no answer, never in the answers; its text computed
/// from earlier answers with the computed-default templates, shown while its `when` holds.
@Suite struct NoteKindTests {
    static var form: String { get throws { try Fixtures.form("notes-among-fields") } }

    @Test func notesArePlacedAmongTheFieldsButAreNoFields() throws {
        let form = try loadForm(Self.form)
        #expect(form.fields.map(\.id) == ["name", "vip", "city"])
        #expect(form.notes.map(\.note.id) == ["intro", "hello", "perks", "bye"])
        #expect(form.notes.map(\.before) == [0, 1, 2, 3])
        #expect(form.notes[0].note.label == "Welcome.")
        #expect(form.notes[1].note.computedDefault?.references.map(\.field) == ["name"])
        #expect(form.notes[2].note.condition?.field == "vip")
        #expect(form.notes.allSatisfy { $0.note.kind == .note && $0.note.shape == .shown })
    }

    @Test func theFlowHandsEachNoteOnceWithItsTextFromTheAnswers() throws {
        let session = FormSession(form: try loadForm(Self.form), today: today)
        session.start()
        #expect(session.dueNotes() == [.init(id: "intro", text: "Welcome.")])
        #expect(session.dueNotes() == [])
        _ = session.answer("Ada")
        #expect(session.dueNotes() == [.init(id: "hello", text: "Hello ADA.")])
        _ = session.answer("no")
        // "perks" is passed over: vip is false.
        #expect(session.dueNotes() == [])
        _ = session.answer("Paris")
        #expect(session.phase == .complete)
        #expect(session.dueNotes() == [.init(id: "bye", text: "Bye Ada.")])
        let answers = try session.submit().get()
        #expect(AnswerJSON.encode(answers) == #"{"name":"Ada","vip":false,"city":"Paris"}"#)
    }

    @Test func aNoteWhoseConditionHoldsIsShown() throws {
        let session = FormSession(form: try loadForm(Self.form), today: today)
        session.start()
        _ = session.dueNotes()
        _ = session.answer("Ada")
        _ = session.dueNotes()
        _ = session.answer("yes")
        #expect(session.dueNotes() == [.init(id: "perks", text: "Perks ahead.")])
    }

    @Test func aNoteOnOneLineJoinsItsLines() {
        #expect(FormSession.DueNote(id: "n", text: "Welcome, Ada.\n  Two more questions.\r\n\n").oneLine
                == "Welcome, Ada. Two more questions.")
    }

    @Test func aNoteTakesOnlyItsOwnKeys() {
        let found = diagnostics("""
        title: T
        fields:
          - id: a
            type: text
          - id: n
            type: note
            label: L
            required: true
            default: x
            shortcut: alt-n
            text: hi
        """)
        #expect(found.map(\.message) == ["'label' does not apply to note fields", "'required' does not apply to note fields",
                                         "'default' does not apply to note fields", "'shortcut' does not apply to note fields"])
        #expect(found.first?.hint == "a note takes no answer; it takes 'id', 'type', 'text' and 'when'")
    }

    @Test func aNoteNeedsText() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n  - id: n\n    type: note\n")
        #expect(found.map(\.message) == ["note 'n' has no 'text'"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 5))
    }

    @Test func textIsANoteKey() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n    text: hi\n")
        #expect(found.map(\.message) == ["'text' does not apply to text fields"])
        #expect(found.first?.hint == "'text' is for note fields")
    }

    @Test func aNoteReadsOnlyEarlierFieldsAndNoSecret() {
        let found = diagnostics("""
        title: T
        fields:
          - id: pin
            type: secret
          - id: n
            type: note
            text: "{later} {pin} {nope}"
            when: {field: later, isSet: true}
          - id: later
            type: text
        """)
        #expect(found.map(\.message) == [
            "the text of note 'n' refers to 'later', which comes after it",
            "the text of note 'n' refers to secret field 'pin'",
            "the text of note 'n' names unknown field 'nope'",
            "the 'when' of note 'n' looks at 'later', which comes after it",
        ])
        #expect(found.first?.location == SourceLocation(line: 7, column: 13))  // at the field id
    }

    @Test func aNoteTemplateMustParse() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n  - id: n\n    type: note\n    text: \"{a\"\n")
        #expect(found.map(\.message).first?.hasPrefix("invalid note text:") == true)
    }

    @Test func aNoteIdIsUniqueAmongFieldsAndNotes() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n  - id: a\n    type: note\n    text: hi\n")
        #expect(found.map(\.message) == ["duplicate field id 'a' (first defined at line 3)"])
    }

    @Test func conditionsAndRulesNameFieldsNotNotes() {
        let found = diagnostics("""
        title: T
        fields:
          - id: n
            type: note
            text: hi
          - id: a
            type: text
            when: {field: n, isSet: true}
        """)
        #expect(found.map(\.message) == ["the 'when' of field 'a' names unknown field 'n'"])
    }

    @Test func describeListsANoteWhereItStands() throws {
        let form = try loadForm(Self.form)
        let text = FormDescription(form: form).text
        #expect(text.contains("  -  intro  note     Welcome.\n"))
        #expect(text.contains("  -  hello  note     Hello {name|upper}.\n       text:       computed from earlier answers\n  2  vip"))
        #expect(text.contains("  -  perks  note     Perks ahead.\n       shown when: vip is true\n  3  city"))
        #expect(text.hasSuffix("  -  bye    note     Bye {name}.\n       text:       computed from earlier answers\n\nFocus starts on name.\n"))
        let json = FormDescription(form: form).json
        #expect(json.contains(#""notes":[{"id":"intro","kind":"note","text":"Welcome.","textComputed":false,"condition":null,"section":"main","before":"name"},"#))
        #expect(json.contains(#"{"id":"bye","kind":"note","text":"Bye {name}.","textComputed":true,"condition":null,"section":"main","before":null}]"#))
        #expect(!FormDescription(form: try loadForm("title: T\nfields:\n  - id: a\n    type: text\n")).json.contains("notes"))
    }
}

/// Each field kind is a type (`FieldKindRules`): the keys the format lists are the keys the
/// kinds declare, and a kind's keys are read by its own type.
@Suite struct FieldKindTests {
    @Test func theFieldKeysAreWhatTheKindsDeclare() {
        let declared = Set(FieldKind.allCases.flatMap { $0.rules.keys } + FormKeys.answerKeys + ["id", "type", "when"])
        #expect(Set(FormKeys.field) == declared)
        #expect(FormKeys.field.count == declared.count)
    }

    @Test func everyKindTakesItsOwnKeys() {
        for kind in FieldKind.allCases {
            for key in kind.rules.keys { #expect(FormKeys.kinds(taking: key).contains(kind), "\(kind) \(key)") }
        }
        #expect(FormKeys.kindSpecific["text"] == [.note])
        #expect(FormKeys.kindSpecific["label"] == FieldKind.allCases.filter { $0 != .note })
        #expect(FormKeys.kindSpecific["when"] == nil)
    }

    @Test func theShapeComesFromTheKind() {
        #expect(FieldDefinition(id: "about", kind: .text).shape == .line)
        let about = FieldDefinition(id: "about", settings: .text(TextSettings(lines: .several)))
        #expect(about.shape == .lines && about.lines == .several)
        #expect(FieldDefinition(id: "d", kind: .date).shape == .dateStep)
        #expect(FieldDefinition(id: "l", kind: .list).shape == .rows)
        #expect(FieldDefinition(id: "n", kind: .note).shape == .shown)
        #expect(FieldDefinition(id: "c", kind: .choice).shape == .line)
    }

    @Test func itemBoundsAreTheListAndMultipleChoiceCounts() {
        let list = FieldDefinition(id: "l", settings: .list(ListSettings(rows: ClosedBounds(min: 2, max: 3))))
        #expect(list.itemBounds == ClosedBounds(min: 2, max: 3))
        #expect(ItemCounts.failure(count: 1, of: list, unit: .row) == "needs at least 2 rows")
        #expect(ItemCounts.failure(count: 4, of: list, unit: .row) == "takes at most 3 rows")
        #expect(ItemCounts.failure(count: 2, of: list, unit: .row) == nil)
    }
}
