import Testing
@testable import FormCore

/// Loading and `check` of a repeating group: every sub-field read and checked by its own
/// kind, errors located inside the group.
@Suite struct GroupLoadingTests {
    private func messages(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aGroupLoadsItsSubFieldsAndRules() throws {
        let form = try loadForm(GroupSessionTests.trip)
        let legs = try #require(form.field("legs"))
        #expect(legs.kind == .group)
        #expect(legs.shape == .records)
        #expect(legs.members.map(\.id) == ["from", "start", "end", "mode", "seat"])
        #expect(legs.members[3].choices == ["train", "plane"])
        #expect(legs.memberRules.map(\.field) == ["end"])
        #expect(legs.itemBounds == ClosedBounds(min: 1, max: 3))
    }

    @Test func everySubFieldIsCheckedWhereItIsWritten() {
        let found = messages("""
            title: T
            fields:
              - id: g
                type: group
                fields:
                  - {id: a, type: number, min: 5, max: 1}
                  - {id: b, type: secret}
                  - {id: c, type: choice}
                  - {id: a, type: text}
                  - {id: d, type: text, when: {field: e, equals: x}}
                  - {id: e, type: text, shortcut: ctrl-g}
                  - {id: f, type: list}
                  - {id: h, type: date, default: someday}
                rules:
                  - {field: e, after: zz, message: m}
            """)
        #expect(found.contains { $0.hasPrefix("6:") && $0.contains("min") })
        #expect(found.contains("7:23 sub-field 'b' of group 'g' is a secret; a group's rows hold text, number, date, choice, confirm, path sub-fields"))
        #expect(found.contains { $0.hasPrefix("8:") && $0.contains("choice field 'c' has no 'choices'") })
        #expect(found.contains { $0.hasPrefix("9:") && $0.contains("two sub-fields 'a'") })
        #expect(found.contains { $0.hasPrefix("10:") && $0.contains("looks at 'e', which comes after it") })
        #expect(!found.contains { $0.hasPrefix("11:") })   // a sub-field takes a shortcut (issue 27)
        #expect(found.contains { $0.hasPrefix("12:") && $0.contains("is a list") })
        #expect(found.contains { $0.hasPrefix("13:") && $0.contains("default of 'h'") })
        #expect(found.contains { $0.hasPrefix("15:") && $0.contains("unknown field 'zz'") })
    }

    @Test func aSecretIsRefusedWithWhy() {
        let found = diagnostics("""
            title: T
            fields:
              - id: g
                type: group
                fields: [{id: pin, type: secret}]
            """)
        #expect(found.first?.hint?.contains("a secret is never kept in a row") == true)
    }

    @Test func aGroupNeedsFieldsAndTakesNoDefault() {
        let found = messages("""
            title: T
            fields:
              - {id: g, type: group, default: x}
            """)
        #expect(found.contains { $0.contains("group 'g' has no 'fields'") })
        #expect(found.contains { $0.contains("a group takes no default") })
    }

    @Test func aConditionOnAGroupUsesIsSet() {
        let found = messages("""
            title: T
            fields:
              - {id: g, type: group, fields: [{id: a, type: text}]}
              - {id: b, type: text, when: {field: g, equals: x}}
            """)
        #expect(found.contains { $0.contains("'g' is a group field: a condition on it can only use isSet") })
    }
}
