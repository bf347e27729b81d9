import Foundation
import Testing
@testable import FormCore

@Suite struct FormLoaderTests {
    @Test func everyRepositoryFormLoadsCleanly() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: repoRoot.appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }
        #expect(names.count >= 5)
        for name in names {
            let text = try String(contentsOf: repoRoot.appendingPathComponent("forms/\(name)"), encoding: .utf8)
            let result = FormLoader.load(yaml: text, today: today)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
            #expect(result.form != nil)
        }
    }

    @Test func loginFormHasItsFieldsAndConstraints() throws {
        let form = try repoForm("login")
        #expect(form.fields.map(\.id) == ["username", "password", "remember"])
        #expect(form.fields.map(\.kind) == [.text, .secret, .confirm])
        let username = try #require(form.field("username"))
        #expect(username.required && username.minLength == 3 && username.maxLength == 32)
        #expect(username.pattern?.source == "^[a-zA-Z0-9._-]+$")
        #expect(form.initialFocus == "username")
    }

    @Test func sectionsRulesConditionsAndShortcutsAreRead() throws {
        let form = try repoForm("signup")
        #expect(form.sections.map(\.id) == ["account", "about"])
        let rule = try #require(form.rules.first)
        #expect(form.rules.count == 1)
        #expect((rule.field, rule.comparison, rule.other) == ("confirm", .equals, "password"))
        #expect(rule.message == "does not match the password")
        #expect(form.field("frequency")?.condition?.test == .equals("true"))
        #expect(form.field("email")?.shortcut == "alt-e")
    }

    @Test func unknownKeyIsReportedWithSuggestionAndLocation() {
        let found = diagnostics("""
        title: T
        fields:
          - id: name
            type: text
            lable: Name
        """)
        #expect(found.count == 1)
        #expect(found.first?.message == "unknown key 'lable' in a field")
        #expect(found.first?.hint == "did you mean 'label'?")
        #expect(found.first?.location == SourceLocation(line: 5, column: 5))
    }

    @Test func everyProblemIsReportedAtOnce() {
        let found = diagnostics("""
        title: T
        initialFocus: nobody
        fields:
          - id: a
            type: txt
          - id: b
            type: number
            min: ten
          - id: b
            type: text
            minLength: 5
            maxLength: 2
        """)
        let messages = found.map(\.message)
        #expect(messages.contains("unknown field type 'txt'"))
        #expect(messages.contains { $0.hasPrefix("'min' must be a number") })
        #expect(messages.contains { $0.hasPrefix("duplicate field id 'b'") })
        #expect(messages.contains { $0.contains("minLength 5 is more than maxLength 2") })
        #expect(messages.contains("initialFocus names unknown field 'nobody'"))
        #expect(found.map(\.location.line) == found.map(\.location.line).sorted())
    }

    /// Focus starts on a field that takes typed input: never a date step (asked of the
    /// field's shape).
    @Test func initialFocusOnADateStepIsRefused() {
        let found = diagnostics("title: T\ninitialFocus: due\nfields:\n  - {id: name, type: text}\n  - {id: due, type: date}\n")
        #expect(found.map(\.message) == ["initialFocus names 'due', a date step; focus starts on a field that takes typed input"])
        #expect(found.first?.location.line == 2)
        #expect(diagnostics("title: T\ninitialFocus: name\nfields:\n  - {id: name, type: text}\n  - {id: due, type: date}\n").isEmpty)
    }

    @Test func yamlSyntaxErrorHasALocation() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n   type: text\n")
        #expect(found.count == 1)
        #expect(found[0].message.hasPrefix("YAML syntax"))
        #expect(found[0].location.line == 4)
    }

    @Test func referencesToUnknownFieldsAreErrors() {
        let messages = diagnostics("""
        title: T
        fields:
          - id: a
            type: text
            when: {field: zz, equals: x}
          - id: b
            type: text
            shortcut: ctrl-g
          - id: c
            type: text
            shortcut: Ctrl+G
        rules:
          - field: a
            equals: bb
            message: m
        """).map(\.message)
        #expect(messages.contains("the 'when' of field 'a' names unknown field 'zz'"))
        #expect(messages.contains("a rule's 'equals' names unknown field 'bb'"))
        #expect(messages.contains { $0.hasPrefix("shortcut ctrl-g is already bound to field 'b'") })
    }

    @Test func invalidDefaultsAndImpossibleBoundsAreErrors() {
        let messages = diagnostics("""
        title: T
        fields:
          - id: size
            type: choice
            choices: [s, m]
            default: xl
          - id: n
            type: number
            min: 5
            max: 1
          - id: d
            type: date
            min: +1y
            max: today
        """).map(\.message)
        #expect(messages.contains("the default of 'size' is not a valid answer: it must be one of: s, m"))
        #expect(messages.contains("field 'n': min 5 is more than max 1"))
        #expect(messages.contains { $0.hasPrefix("field 'd': min date +1y") })
    }

    @Test func keysThatDoNotApplyToTheKindAreErrors() {
        let found = diagnostics("title: T\nfields:\n  - id: a\n    type: confirm\n    choices: [x]\n")
        #expect(found.map(\.message) == ["'choices' does not apply to confirm fields"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 5))
    }

    @Test func reservedShortcutIsRefused() {
        let messages = diagnostics("title: T\nfields:\n  - id: a\n    type: text\n    shortcut: ctrl-c\n").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("invalid shortcut: 'ctrl-c' is used by formline itself") == true)
    }
}
