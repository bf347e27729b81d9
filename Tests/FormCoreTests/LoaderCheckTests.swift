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

    // One pass reports every problem (`formline check`): a part that cannot be built does
    // not hide the problems beside it.

    @Test func aDuplicateIdIsReportedBesideAnUnknownType() {
        for (first, second) in [("text", "txt"), ("txt", "text")] {
            let found = diagnostics("title: T\nfields:\n  - id: a\n    type: \(first)\n  - id: a\n    type: \(second)\n")
            #expect(found.map(\.message).sorted() == ["duplicate field id 'a' (first defined at line 3)", "unknown field type 'txt'"])
            #expect(found.first { $0.message.hasPrefix("duplicate") }?.location == SourceLocation(line: 5, column: 5))
        }
    }

    @Test func aRuleWithoutMessageOrFieldStillHasItsFieldsChecked() {
        let found = diagnostics("""
        title: T
        fields:
          - id: name
            type: text
        rules:
          - field: name
            equals: nme
          - after: when
            message: m
        """)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "6:5 the rule has no 'message'",
            "7:13 a rule's 'equals' names unknown field 'nme'",
            "8:5 the rule has no 'field'",
            "8:12 a rule's 'after' names unknown field 'when'",
        ])
    }

    @Test func aWhenWithoutATestStillNamesAFieldThatMustExist() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n    when: {field: b}\n  - id: c\n    type: colour\n    when: {field: d, isSet: true}\n")
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "5:11 the condition has no test",
            "5:19 the 'when' of field 'a' names unknown field 'b'",
            "7:11 unknown field type 'colour'",
            "8:19 the 'when' of field 'c' names unknown field 'd'",
        ])
    }

    @Test func aFieldWithoutIdStillHasItsTypeAndKeysChecked() {
        let found = diagnostics("title: T\nfields:\n  - type: txt\n    required: yes\n  - id: a\n    type: text\n")
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "3:5 the field has no 'id'",
            "3:11 unknown field type 'txt'",
            "4:15 'required' must be true or false, found 'yes'",
        ])
    }

    @Test func aSectionWithoutIdAndFieldsBesideSectionsStillHaveTheirFieldsChecked() {
        let found = diagnostics("""
        title: T
        fields:
          - id: a
            type: txt
        sections:
          - title: No id
            fields:
              - id: a
                type: text
              - id: b
                type: numbr
        """)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "2:1 a form has either 'fields' or 'sections', not both",
            "4:11 unknown field type 'txt'",
            "6:5 the section has no 'id'",
            "8:9 duplicate field id 'a' (first defined at line 3)",
            "11:15 unknown field type 'numbr'",
        ])
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

    /// Values the JSON Schema refuses are refused by the loader too (YAML 1.2 core schema).
    @Test(arguments: [
        ("    label: ~", "'label' is empty"),
        ("    label: null", "'label' is empty"),
        ("    help: !!binary aGk=", "'help' is tagged !!binary, which formline does not read"),
        ("    help: !custom hi", "'help' is tagged !custom, which formline does not read"),
        ("    required: True\n    integer: tRUE", "'integer' must be true or false, found 'tRUE'"),
        ("    integer: yes", "'integer' must be true or false, found 'yes'"),
        ("    min: \"1\"", "'min' must be a number, found the text \"1\""),
        ("    min: .inf", "'min' must be a decimal number like 42, -3.5 or 1e3, found .inf"),
        ("    label: true", "'label' must be text, found the Boolean true"),
        ("    shortcut: ctrl--g", "invalid shortcut: 'ctrl--g' is not a shortcut; write ctrl-<letter> or alt-<letter or digit>, like ctrl-g"),
        ("    shortcut: alt-x-", "invalid shortcut: 'alt-x-' is not a shortcut; write ctrl-<letter> or alt-<letter or digit>, like ctrl-g"),
        ("    when: {field: a, equals: }", "'equals' is empty"),
        ("    when: {field: a, in: [x, ~]}", "item 2 of 'in' is empty"),
    ])
    func valuesTheSchemaRefusesAreErrors(line: String, message: String) {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n  - id: b\n    type: number\n\(line)\n")
        #expect(found.map(\.message) == [message])
    }

    @Test func aNullIdIsEmptyNotAFieldNamedNull() {
        let found = diagnostics("title: T\nfields:\n  - id: null\n    type: text\n")
        #expect(found.map(\.message) == ["'id' is empty"])
    }

    @Test func numbersAndBooleansAreTextWhereTheSchemaSaysScalar() throws {
        let form = try loadForm("""
        title: T
        fields:
          - {id: n, type: number, min: 1e3, max: 2e3, default: 1500}
          - {id: c, type: choice, choices: [1, 2, true], default: true}
          - {id: d, type: text, when: {field: c, in: [1, true]}}
          - {id: e, type: text, when: {field: n, equals: 1500}}
          - {id: f, type: text, required: TRUE, label: '42', help: "true"}
        """)
        #expect(form.fields[0].numberBounds.min == 1000)
        #expect(form.fields[1].choices == ["1", "2", "true"])
        #expect(form.fields[4].required && form.fields[4].label == "42" && form.fields[4].help == "true")
    }

    @Test func aConditionOnABigWholeNumberComparesItsDigits() {
        let form = "title: T\nfields:\n  - {id: n, type: number}\n  - {id: t, type: text, when: {field: n, equals: %@}}\n"
        #expect(diagnostics(form.replacingOccurrences(of: "%@", with: "9007199254740993")).isEmpty)
        #expect(diagnostics(form.replacingOccurrences(of: "%@", with: "\"9007199254740993\"")).isEmpty)
        #expect(diagnostics(form.replacingOccurrences(of: "%@", with: "9007199254740993.0")).map(\.message)
            == ["'9007199254740993.0' never equals a number answer, which reads '9007199254740992'; write 9007199254740992"])
    }

    @Test func numberBoundsOutOfRangeAreErrors() {
        let found = diagnostics("title: T\nfields:\n  - {id: n, type: number, min: 1e-999}\n")
        #expect(found.map(\.message) == ["'min' is too close to zero to keep: write 0, or a number of at least about 2.2e-308 in size, found 1e-999"])
    }
}
