import Testing
@testable import FormCore

/// A group's rows read apart (`fill`, `--answers`, drafts) skip checking again a sub-field's
/// value its own reading just accepted where that can never refuse it
/// (`FieldValidator.acceptedValueStaysValid`): for every answer those sub-fields accept, the
/// check the session makes on a held value (`validate(_:)`) accepts the value too.
@Suite struct GroupRecheckTests {
    private static let answers = [
        "", " ", "a", "  Buy milk  ", "x\u{00A0}", "\u{00A0}y", "é", "e\u{301}", String(repeating: "w", count: 200),
        String(repeating: "w", count: 201), "$(rm -rf /)", "`id`", "\"q\"", "tab\there", "\u{202E}bidi",
        "today", "tomorrow", "+3d", "next friday", "2027-01-05", " 2027-01-05 ", "2026-11-21", "2026-02-30",
        "9999-12-31", "0001-01-01", "31/12/2027", "low", "LOW", " High ", "medium", "urgent", "yes", "NO", "y",
        "true", "off", "DE", "germany", "Germany", "Deutschland", "de", "Oslo", "Bergen", "12", "1e3",
    ]

    private static let forms = [
        """
        title: Checks
        fields:
          - id: rows
            type: group
            fields:
              - {id: title, type: text, required: true, maxLength: 200}
              - {id: short, type: text, minLength: 2, maxLength: 5, pattern: '^[a-z ]+$'}
              - {id: due, type: date, min: today, max: '2030-01-01'}
              - {id: priority, type: choice, choices: [low, medium, high], default: medium}
              - id: country
                type: choice
                choices: [{value: DE, label: Germany}, {value: FR, label: France}, {value: ' NO ', label: Norway}]
              - {id: done, type: confirm, required: true}
        """,
    ]

    @Test func everyValueASubFieldAcceptsPassesItsCheckWhereTheCheckIsSkipped() throws {
        var forms = try Self.forms.map(loadForm)
        forms += try ["reminders", "trip"].map(repoForm)
        var skipped = 0
        for form in forms {
            for group in form.fields where group.kind == .group {
                let validator = FieldValidator(field: group, today: today)
                for (position, member) in validator.members.enumerated() {
                    #expect(validator.memberRecheckHolds[position] == member.acceptedValueStaysValid)
                    guard member.acceptedValueStaysValid else { continue }
                    skipped += 1
                    for answer in Self.answers + member.field.choices + member.field.choiceLabels.compactMap({ $0 }) {
                        guard case .success(let value?) = member.value(from: answer) else { continue }
                        #expect(member.validate(value) == nil, "\(member.field.id): '\(answer)' read as \(value)")
                    }
                }
            }
        }
        #expect(skipped >= 6)
    }

    /// A choice whose value reads back as another (white space around it) is checked again.
    @Test func aChoiceWhoseValueDoesNotReadBackIsCheckedAgain() throws {
        let form = try loadForm(Self.forms[0])
        let validator = FieldValidator(field: form.fields[0], today: today)
        let country = try #require(validator.members.firstIndex { $0.field.id == "country" })
        #expect(!validator.memberRecheckHolds[country])
        let priority = try #require(validator.members.firstIndex { $0.field.id == "priority" })
        #expect(validator.memberRecheckHolds[priority])
    }
}
