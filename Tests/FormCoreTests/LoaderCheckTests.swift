import Testing
@testable import FormCore

/// The loader's checks that go beyond shapes and types: repeated YAML keys, pattern errors
/// located inside quoted and block values, and conditions that could never hold.
@Suite struct LoaderCheckTests {
    @Test func repeatedKeyIsReportedWhereItIsRepeatedAndCheckingGoesOn() {
        let found = diagnostics("""
        title: T
        fields:
          - id: a
            type: text
            label: A
            label: B
          - id: b
            type: txt
        """)
        #expect(found.map(\.message) == ["the key 'label' appears twice in one mapping (first at line 5)",
                                         "unknown field type 'txt'"])
        #expect(found.first?.location == SourceLocation(line: 6, column: 5))
    }

    @Test func repeatedTopLevelBlockIsLeftOutWhole() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\nfields:\n  - id: a\n    type: txt\n")
        #expect(found.map(\.message) == ["the key 'fields' appears twice in one mapping (first at line 2)"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 1))
    }

    @Test func repeatedKeyInAFlowMappingIsReportedWhereItIsRepeatedAndCheckingGoesOn() {
        let found = diagnostics("title: T\nfields:\n  - {id: a, type: text, id: b}\n  - {id: c, type: txt}\n")
        #expect(found.map(\.message) == ["the key 'id' appears twice in one mapping (first at line 3)",
                                         "unknown field type 'txt'"])
        #expect(found.first?.location == SourceLocation(line: 3, column: 25))
    }

    @Test(arguments: [
        (#"    pattern: "\\d+\\.(x""#, 22),  // escapes take two characters each
        ("    pattern: 'it''s(x'", 20),      // '' is one quote
        ("    pattern: ab(c", 16),
    ])
    func patternErrorPointsAtTheCharacter(line: String, column: Int) {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n\(line)\n")
        #expect(found.map(\.message) == ["invalid pattern: missing ')' for the group opened here"])
        #expect(found.first?.location == SourceLocation(line: 5, column: column))
    }

    @Test func patternErrorInABlockScalarPointsIntoItsLine() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n    pattern: >-\n      abc(\n")
        #expect(found.first?.location == SourceLocation(line: 6, column: 10))
    }

    @Test func aFieldThatCannotBeReadIsNotReportedAgainAsUnknown() {
        let messages = diagnostics("""
        title: T
        initialFocus: b
        fields:
          - id: a
            type: text
            when: {field: b, isSet: true}
          - id: b
            type: txt
        """).map(\.message)
        #expect(messages == ["unknown field type 'txt'"])
    }

    @Test func conditionValuesMustBeAnswersTheFieldCanHave() {
        let messages = diagnostics("""
        title: T
        fields:
          - id: n
            type: number
          - id: d
            type: date
          - id: rows
            type: list
          - id: a
            type: text
            when: {field: n, equals: "5.0"}
          - id: b
            type: text
            when: {field: d, equals: tomorrow}
          - id: c
            type: text
            when: {field: rows, equals: x}
          - id: e
            type: text
            when: {field: n, in: ["5", many]}
          - id: f
            type: text
            when: {field: rows, isSet: true}
        """).map(\.message)
        #expect(messages == [
            "'5.0' never equals a number answer, which reads '5'; write 5",
            "'d' is a date field: compare it with a day written YYYY-MM-DD, not 'tomorrow'",
            "'rows' is a list field: a condition on it can only use isSet",
            "'n' is a number field: compare it with a number, not 'many'",
        ])
    }

    @Test func shortcutsOnlyApplyToFieldsThatTakeFocus() {
        let found = diagnostics("title: T\nfields:\n  - id: d\n    type: date\n    shortcut: alt-d\n")
        #expect(found.map(\.message) == ["'shortcut' does not apply to date fields"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 5))
    }
}
