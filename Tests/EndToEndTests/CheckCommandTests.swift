import Foundation
import Testing
import TestSupport

/// One broken form in `Tests/Fixtures/broken/` and the first problem `check` must report.
struct BrokenFixture: Sendable, CustomTestStringConvertible {
    let name: String
    /// `line:col: error: message`, after the file name.
    let diagnostic: String
    let source: String
    let caret: String
    let hint: String?

    init(_ name: String, _ diagnostic: String, source: String, caret: String, hint: String? = nil) {
        (self.name, self.diagnostic, self.source, self.caret, self.hint) = (name, diagnostic, source, caret, hint)
    }

    var path: String { "Tests/Fixtures/broken/\(name).yaml" }
    var testDescription: String { name }
}

/// `formline check FILE...` on the real binary: one broken fixture per kind of problem.
@Suite struct CheckCommandTests {
    static let fixtures: [BrokenFixture] = [
        BrokenFixture("yaml-syntax", "5:4: error: YAML syntax: did not find expected '-' indicator (while parsing a block collection at line 4)",
                      source: "   type: text",
                      caret: "   ^"),
        BrokenFixture("duplicate-yaml-key", "7:5: error: the key 'label' appears twice in one mapping (first at line 6)",
                      source: "    label: Full name",
                      caret: "    ^"),
        BrokenFixture("unknown-key", "6:5: error: unknown key 'lable' in a field",
                      source: "    lable: Name",
                      caret: "    ^", hint: "did you mean 'label'?"),
        BrokenFixture("unknown-type", "5:11: error: unknown field type 'numbr'",
                      source: "    type: numbr",
                      caret: "          ^", hint: "did you mean 'number'?"),
        BrokenFixture("wrong-value-type", "6:16: error: 'maxLength' must be a whole number, found 'lots'",
                      source: "    maxLength: lots",
                      caret: "               ^"),
        BrokenFixture("missing-title", "2:1: error: the form has no 'title'",
                      source: "fields:",
                      caret: "^"),
        BrokenFixture("key-not-for-kind", "6:5: error: 'choices' does not apply to confirm fields",
                      source: "    choices: [yes, no]",
                      caret: "    ^"),
        BrokenFixture("duplicate-field-id", "6:5: error: duplicate field id 'email' (first defined at line 4)",
                      source: "  - id: email",
                      caret: "    ^"),
        BrokenFixture("unknown-initial-focus", "3:15: error: initialFocus names unknown field 'emial'",
                      source: "initialFocus: emial",
                      caret: "              ^", hint: "did you mean 'email'?"),
        BrokenFixture("unknown-when-field", "10:14: error: the 'when' of field 'frequency' names unknown field 'newsleter'",
                      source: "      field: newsleter",
                      caret: "             ^", hint: "did you mean 'newsletter'?"),
        BrokenFixture("when-later-field", "8:14: error: the 'when' of field 'frequency' looks at 'newsletter', which comes after it",
                      source: "      field: newsletter",
                      caret: "             ^"),
        BrokenFixture("condition-value", "11:15: error: 'business' is not one of the choices of 'plan' (free, pro)",
                      source: "      equals: business",
                      caret: "              ^"),
        BrokenFixture("unknown-rule-field", "10:13: error: a rule's 'equals' names unknown field 'pasword'",
                      source: "    equals: pasword",
                      caret: "            ^", hint: "did you mean 'password'?"),
        BrokenFixture("computed-default-unknown-field", "10:16: error: the computed default of field 'email' names unknown field 'firstNam'",
                      source: #"    default: "{firstNam}.{lastName}@example.com""#,
                      caret: "               ^",
                      hint: "did you mean 'firstName'?"),
        BrokenFixture("computed-default-later-field", "6:16: error: the computed default of field 'email' refers to 'firstName', which comes after it",
                      source: #"    default: "{firstName|lower}@example.com""#,
                      caret: "               ^",
                      hint: "a computed default can only use fields answered before it; move 'firstName' up"),
        BrokenFixture("computed-default-itself", "6:21: error: the computed default of field 'handle' refers to the field itself",
                      source: "    default: 'user-{handle}'",
                      caret: "                    ^",
                      hint: "a computed default is made from fields answered before it"),
        BrokenFixture("computed-default-unknown-filter", "8:22: error: invalid computed default: unknown filter 'slugify'",
                      source: #"    default: "{title|slugify}""#,
                      caret: "                     ^",
                      hint: "the filters are lower, upper, trim, slug (docs/form-format.md, Computed defaults)"),
        BrokenFixture("computed-default-unclosed", "8:15: error: invalid computed default: the '{' is never closed",
                      source: #"    default: "{firstName@example.com""#,
                      caret: "              ^",
                      hint: "end the field reference with '}', or write '{{' for a literal brace (docs/form-format.md, Computed defaults)"),
        BrokenFixture("computed-default-wrong-kind", "8:14: error: a computed default ('{id}' in 'default') applies to text fields only, not number",
                      source: #"    default: "{count}""#,
                      caret: "             ^",
                      hint: "remove the braces, or make the field 'type: text'"),
        BrokenFixture("computed-default-secret", "8:16: error: the computed default of field 'hint' refers to secret field 'password'",
                      source: #"    default: "{password}""#,
                      caret: "               ^",
                      hint: "secrets never appear in a prompt or a default; remove the reference"),
        BrokenFixture("invalid-pattern", "6:25: error: invalid pattern: missing ')' for the group opened here",
                      source: #"    pattern: '^[A-Z]{3}-(\d+$'"#,
                      caret: "                        ^"),
        BrokenFixture("unsupported-pattern", "6:16: error: invalid pattern: lookahead '(?=' is not supported: it needs backtracking, and formline matches patterns in linear time",
                      source: #"    pattern: '^(?=.*\d).{8,}$'"#,
                      caret: "               ^",
                      hint: "patterns are ICU regular expressions that run without backtracking (docs/form-format.md, Patterns); quote them in single quotes"),
        BrokenFixture("impossible-length", "7:16: error: field 'code': minLength 10 is more than maxLength 4, so no answer can pass",
                      source: "    maxLength: 4",
                      caret: "               ^"),
        BrokenFixture("impossible-number-bounds", "7:10: error: field 'age': min 130 is more than max 13",
                      source: "    max: 13",
                      caret: "         ^"),
        BrokenFixture("impossible-date-bounds", "7:10: error: field 'due': min date +1y (2027-11-22) is after max date today (2026-11-22)",
                      source: "    max: today",
                      caret: "         ^"),
        BrokenFixture("invalid-default", "7:14: error: the default of 'size' is not a valid answer: it must be one of: S, M, L",
                      source: "    default: XL",
                      caret: "             ^"),
        BrokenFixture("line-break-in-default", "6:14: error: the default of 'title' is not a valid answer: it takes one line; "
                      + "this answer holds a line break (write it on one line, or make the field 'multiline: true' to allow several lines)",
                      source: #"    default: "Plan\nfor Monday""#,
                      caret: "             ^"),
        BrokenFixture("line-break-in-list-default", "6:14: error: the default of 'tags' is not a valid answer: its row 1 holds a line break; "
                      + "a row is one line (give each line as a row of its own)",
                      source: #"    default: ["a\nb", c]"#,
                      caret: "             ^"),
        BrokenFixture("line-break-in-choice", "8:9: error: choice 2 of field 'size' holds a line break; a choice is one line",
                      source: #"      - "extra\u2028large""#,
                      caret: "        ^", hint: "write it on one line (a space instead of the line break)"),
        BrokenFixture("conflicting-shortcuts", "9:15: error: shortcut alt-e is already bound to field 'email' (line 6)",
                      source: "    shortcut: M-E",
                      caret: "              ^"),
        BrokenFixture("reserved-shortcut", "6:15: error: invalid shortcut: 'ctrl-c' is used by formline itself; pick another key (ctrl-g, ctrl-o, ctrl-x, or alt-<letter>)",
                      source: "    shortcut: ctrl-c",
                      caret: "              ^"),
        BrokenFixture("choice-without-value", "8:9: error: the choice has no 'value'",
                      source: "      - {label: Basic}",
                      caret: "        ^", hint: "add 'value: …' (what the answers hold)"),
        BrokenFixture("unknown-choice-key", "8:9: error: unknown key 'lable' in a choice",
                      source: "        lable: Pro",
                      caret: "        ^", hint: "did you mean 'label'?"),
        BrokenFixture("choice-duplicate-value", "9:17: error: choice field 'plan' lists the value 'pro' twice (choices 1 and 3)",
                      source: "      - {value: pro, label: Professional}",
                      caret: "                ^", hint: "each choice needs its own value"),
        BrokenFixture("choice-label-is-value", "7:29: error: the label 'Basic' of choice 'pro' is the value of choice 'basic', so typing it is ambiguous",
                      source: "      - {value: pro, label: Basic}",
                      caret: "                            ^", hint: "give 'pro' a different label"),
        BrokenFixture("choice-duplicate-label", "8:30: error: choices 'pro' and 'team' have the same label 'PRO PLAN', so they look alike and typing it is ambiguous",
                      source: "      - {value: team, label: PRO PLAN}",
                      caret: "                             ^", hint: "give each choice its own label"),
        BrokenFixture("choice-empty-label", "7:29: error: the label of choice 'pro' is empty",
                      source: #"      - {value: pro, label: ""}"#,
                      caret: "                            ^", hint: "give it the text to show, or remove 'label' to show the value"),
        BrokenFixture("multiple-items-without-multiple", "7:5: error: 'minItems' applies to a choice field only with 'multiple: true'",
                      source: "    minItems: 1",
                      caret: "    ^", hint: "add 'multiple: true' to take several choices, or remove 'minItems'"),
        BrokenFixture("multiple-min-above-max", "9:15: error: field 'topics': minItems 3 is more than maxItems 2",
                      source: "    maxItems: 2",
                      caret: "              ^"),
        BrokenFixture("list-max-above-limit", "7:15: error: field 'hosts': maxItems 50000 is more than any list takes "
                      + "(a list takes at most 10000 rows, formline's limit for any list)",
                      source: "    maxItems: 50000",
                      caret: "              ^", hint: "write maxItems: 10000 or less; without maxItems a list takes up to 10000 rows"),
        BrokenFixture("multiple-max-above-choices", "8:15: error: field 'topics': maxItems 3 is more than its 2 choices",
                      source: "    maxItems: 3",
                      caret: "              ^", hint: "write at most maxItems: 2, or remove maxItems"),
        BrokenFixture("multiple-negative-items", "8:15: error: 'minItems' must be at least 0, found -1",
                      source: "    minItems: -1",
                      caret: "              ^"),
        BrokenFixture("multiple-default-unknown", "8:14: error: the default of 'topics' is not a valid answer: it lists 'sports', which is not one of: news, events",
                      source: "    default: [news, sports]",
                      caret: "             ^"),
        BrokenFixture("multiple-default-repeat", "8:14: error: the default of 'topics' is not a valid answer: it lists 'news' twice",
                      source: "    default: [news, NEWS]",
                      caret: "             ^"),
        BrokenFixture("multiple-when-equals", "10:19: error: 'topics' is a multiple choice field: a condition on it can only use isSet",
                      source: "    when: {field: topics, equals: events}",
                      caret: "                  ^", hint: "write 'isSet: true' (shown once any choice is picked)"),
        BrokenFixture("when-compares-label", "13:15: error: 'Pro – 10 €/month' is the label of choice 'pro' of 'plan'; 'when' compares values: write pro",
                      source: #"      equals: "Pro – 10 €/month""#,
                      caret: "              ^"),
        BrokenFixture("empty-value", "6:11: error: 'label' is empty",
                      source: "    label:",
                      caret: "          ^", hint: "give it a value or remove it"),
        BrokenFixture("null-choice", "6:18: error: item 2 of 'choices' is empty",
                      source: "    choices: [S, null, L]",
                      caret: "                 ^", hint: "give it a value or remove it"),
        BrokenFixture("boolean-spelling", "6:15: error: 'required' must be true or false, found 'fAlSe'",
                      source: "    required: fAlSe",
                      caret: "              ^", hint: "write true or false in lower case and without quotes"),
        BrokenFixture("quoted-boolean", "6:15: error: 'required' must be true or false, found the text \"false\"",
                      source: "    required: \"false\"",
                      caret: "              ^", hint: "write true or false in lower case and without quotes"),
        BrokenFixture("quoted-number", "6:16: error: 'minLength' must be a whole number, found the text \"5\"",
                      source: "    minLength: \"5\"",
                      caret: "               ^", hint: "write the number without quotes"),
        BrokenFixture("number-as-text", "6:12: error: 'label' must be text, found the number 42",
                      source: "    label: 42",
                      caret: "           ^", hint: "quote it to make it text: label: \"42\""),
        BrokenFixture("tagged-text", "6:12: error: 'label' is tagged !!binary, which formline does not read",
                      source: "    label: !!binary TmFtZQ==",
                      caret: "           ^", hint: "remove the tag; write plain text, a number, true or false"),
        BrokenFixture("empty-in", "9:29: error: 'in' is empty",
                      source: "    when: {field: plan, in: []}",
                      caret: "                            ^", hint: "list the answers that show the field, like [a, b]"),
        BrokenFixture("shortcut-empty-part", "6:15: error: invalid shortcut: 'alt++x' is not a shortcut; write ctrl-<letter> or alt-<letter or digit>, like ctrl-g",
                      source: "    shortcut: alt++x",
                      caret: "              ^"),
        BrokenFixture("shortcut-non-ascii", "6:15: error: invalid shortcut: 'alt-\u{212A}' is not a shortcut: write it in ASCII letters and digits, like ctrl-g or alt-k",
                      source: "    shortcut: alt-\u{212A}",
                      caret: "              ^"),
        BrokenFixture("same-number-choices", "6:21: error: '1' and '1.0' are the same number 1, listed twice in 'choices'",
                      source: "    choices: [1, 2, 1.0]",
                      caret: "                    ^", hint: "keep one of them, or quote both to make them different texts"),
        BrokenFixture("newer-format", "2:11: error: this form is written for formline format 2; this formline reads format 1",
                      source: "formline: 2",
                      caret: "          ^", hint: "upgrade formline (`formline --version` shows this one), or rewrite the form for format 1"),
        BrokenFixture("path-key-not-for-kind", "6:5: error: 'extensions' does not apply to text fields",
                      source: "    extensions: [md, txt]",
                      caret: "    ^", hint: "'extensions' is for path fields"),
        BrokenFixture("path-unknown-kind", "6:15: error: unknown pathKind 'folder'",
                      source: "    pathKind: folder",
                      caret: "              ^", hint: "one of: file, directory, any"),
        BrokenFixture("path-must-exist-type", "6:16: error: 'mustExist' must be true or false, found 'sometimes'",
                      source: "    mustExist: sometimes",
                      caret: "               ^"),
        BrokenFixture("path-bad-extension", "6:24: error: 'conf/d' is not a file-name ending",
                      source: "    extensions: [yaml, \"conf/d\"]",
                      caret: "                       ^", hint: "write endings like yaml or tar.gz"),
        BrokenFixture("path-extensions-not-list", "6:17: error: 'extensions' must be a list, found 'yaml'",
                      source: "    extensions: yaml",
                      caret: "                ^", hint: "write it as [a, b] or as lines starting with '- '"),
        BrokenFixture("multiline-on-secret", "6:5: error: 'multiline' does not apply to secret fields",
                      source: "    multiline: true",
                      caret: "    ^", hint: "'multiline' is for text fields"),
        BrokenFixture("multiline-with-pattern", "7:5: error: 'pattern' does not apply to multi-line text fields",
                      source: "    pattern: '^[a-z]+$'",
                      caret: "    ^", hint: "a pattern checks one line; use minLength/maxLength, or remove 'multiline'"),
        BrokenFixture("multiline-not-boolean", "6:16: error: 'multiline' must be true or false, found 'several'",
                      source: "    multiline: several",
                      caret: "               ^"),
        BrokenFixture("multiline-ctrl-x-shortcut", "9:15: error: shortcut ctrl-x would hide Ctrl-X Ctrl-E, which opens the editor on multi-line field 'note'",
                      source: "    shortcut: ctrl-x",
                      caret: "              ^", hint: "pick another key, like alt-t"),
    ]

    static let fixtureFolder = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/broken")

    private func check(_ arguments: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["check"] + arguments)
        #expect(!result.timedOut)
        return result
    }

    @Test(arguments: fixtures)
    func brokenFixtureReportsItsProblemWithSourceAndCaret(_ fixture: BrokenFixture) throws {
        let result = try check([fixture.path])
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 3, "\(result.stderr)")
        #expect(lines[0] == "\(fixture.path):\(fixture.diagnostic)")
        #expect(lines[1] == "    " + fixture.source)
        #expect(lines[2] == "    " + fixture.caret)
        if let hint = fixture.hint { #expect(lines[3] == "    hint: " + hint) }
        #expect(result.stderr.hasSuffix("\(fixture.path): 1 error\n"), "exactly one problem: \(result.stderr)")
    }

    @Test func everyFixtureIsCoveredAndSaysWhatItTests() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtureFolder.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        #expect(Set(names) == Set(Self.fixtures.map(\.name) + ["many-problems", "hidden-problems"]))
        for name in names {
            let text = try String(contentsOf: Self.fixtureFolder.appendingPathComponent(name + ".yaml"), encoding: .utf8)
            #expect(text.hasPrefix("# Tests: "), "\(name).yaml starts with a '# Tests:' comment")
        }
    }

    /// `check` on one broken fixture: its exit status and its lines after "PATH:".
    private func problems(of name: String) throws -> (status: Int32, lines: [Substring]) {
        let path = "Tests/Fixtures/broken/\(name).yaml"
        let result = try check([path])
        return (result.status, result.stderr.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { $0.dropFirst(path.count + 1) })
    }

    @Test func everyProblemOfAFileIsReportedInOneRunInSourceOrder() throws {
        let (status, reported) = try problems(of: "many-problems")
        #expect(status == 78)
        #expect(reported == [
            "3:15: error: initialFocus names unknown field 'nobody'",
            "6:11: error: unknown field type 'txt'",
            "9:10: error: 'min' must be a number, found 'ten'",
            "10:5: error: duplicate field id 'age' (first defined at line 7)",
            "12:5: error: unknown key 'lable' in a field",
            "15:13: error: a rule's 'equals' names unknown field 'nme'",
            " 6 errors",
        ])
    }

    @Test func aProblemThatStopsAPartBeingReadHidesNoOther() throws {
        let (status, reported) = try problems(of: "hidden-problems")
        #expect(status == 78)
        #expect(reported == [
            "6:5: error: duplicate field id 'name' (first defined at line 4)",
            "7:11: error: unknown field type 'txt'",
            "8:5: error: the field has no 'id'",
            "9:11: error: unknown field type 'numbr'",
            "12:11: error: the condition has no test",
            "12:19: error: the 'when' of field 'shown' names unknown field 'nme'",
            "14:11: error: unknown field type 'colour'",
            "15:19: error: the 'when' of field 'bad' names unknown field 'nmae'",
            "17:5: error: the rule has no 'message'",
            "18:13: error: a rule's 'equals' names unknown field 'emial'",
            "19:5: error: the rule has no 'field'",
            "19:16: error: a rule's 'notEquals' names unknown field 'adress'",
            " 12 errors",
        ])
    }

    @Test func everyRepositoryFormPasses() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: ProcessRunner.repositoryRoot().appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted().map { "forms/" + $0 }
        #expect(forms.count >= 5)
        let result = try check(forms)
        #expect(result.status == 0, "\(result.stderr)")
        // A form that runs commands has them listed under its line (issue 25).
        let commands = ["forms/choose-username.yaml": "  runs a command (only when trusted: formline trust FORM):\n  form check 1: ./checks/username-taken\n"]
        #expect(result.stderr == forms.map { "\($0): ok\n" + (commands[$0] ?? "") }.joined())
    }

    @Test func aFolderStandsForItsFormFiles() throws {
        let result = try check(["forms"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("forms/login.yaml: ok\n"))
        #expect(result.stderr.contains("forms/signup.yaml: ok\n"))
    }

    @Test func severalFilesAreCheckedInOneCallAndAnyErrorFailsIt() throws {
        let result = try check(["forms/login.yaml", "Tests/Fixtures/broken/unknown-key.yaml", "forms/signup.yaml"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("forms/login.yaml: ok\n"))
        #expect(result.stderr.contains("Tests/Fixtures/broken/unknown-key.yaml:6:5: error: unknown key 'lable' in a field\n"))
        #expect(result.stderr.contains("forms/signup.yaml: ok\n"))
    }

    @Test func aMissingFileIsAClearErrorAndTheOthersAreStillChecked() throws {
        let result = try check(["no-such-form.yaml", "forms/login.yaml"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("formline: no form file 'no-such-form.yaml'; looked for no-such-form.yaml in:\n  ./forms\n"))
        #expect(result.stderr.hasSuffix("forms/login.yaml: ok\n"))
    }

    @Test func formErrorsOutrankAMissingFile() throws {
        let result = try check(["no-such-form.yaml", "Tests/Fixtures/broken/unknown-type.yaml"])
        #expect(result.status == 78)
    }

    @Test func checkNeedsAFile() throws {
        let result = try check([])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Missing expected argument '<files> ...'"))
    }

    /// A scenario file where a form is expected points to `formline test` (exit 64) instead
    /// of being read as a form with no title, no fields and unknown keys.
    @Test func aScenarioFileIsNotCheckedAsAForm() throws {
        let message = "formline: forms/login.test.yaml is a scenario file (*.test.yaml), not a form: "
            + "run `formline test forms/login.test.yaml`\n"
        let result = try check(["forms/login.test.yaml"])
        #expect(result.status == 64)
        #expect(result.stderr == message, "\(result.stderr)")
        // Still every file is checked; a form with errors outranks it.
        let both = try check(["forms/login.test.yaml", "forms/login.yaml", "Tests/Fixtures/broken/missing-title.yaml"])
        #expect(both.status == 78 && both.stderr.hasPrefix(message) && both.stderr.contains("forms/login.yaml: ok"), "\(both.stderr)")
        // Whatever its name: a top-level 'scenarios:' and no fields.
        let piped = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"),
                                          ["-c", #""$0" check <(cat forms/signup.test.yaml)"#, ProcessRunner.formlineBinary().path],
                                          input: Data(), directory: ProcessRunner.repositoryRoot())
        #expect(piped.status == 64 && piped.stderr.contains("is a scenario file (it has 'scenarios:'), not a form: run `formline test /dev/fd/"),
                "\(piped.stderr)")
        // run, describe and fill say the same, also for the scenario file's name on the search path.
        for arguments in [["run", "login.test"], ["describe", "forms/login.test.yaml"], ["fill", "forms/login.test.yaml"]] {
            let other = try ProcessRunner.formline(arguments)
            #expect(other.status == 64 && other.stderr == message, "\(arguments): \(other.stderr)")
        }
    }
}
