import Testing
import TestSupport
@testable import FormCore
import FormOutput
@testable import FormTooling

/// Multiple choice fields (`type: choice`, `multiple: true`): parsing, the comma-separated
/// line, validation, defaults, drafts and the session's answer policy.
@Suite struct MultipleChoiceTests {
    static var form: String { get throws { try Fixtures.form("multiple-choice-news") } }

    private func topics() throws -> FieldDefinition {
        try loadForm(Self.form).fields[0]
    }

    private func typed(_ text: String) throws -> Result<FieldValue?, ValidationFailure> {
        FieldValidator(field: try topics(), today: today).value(from: text)
    }

    @Test func theFormKeysAreRead() throws {
        let field = try topics()
        #expect(field.multiple && field.minItems == 1 && field.maxItems == 2)
        #expect(field.choices == ["releases", "events", "tips"])
        #expect(try loadForm("title: T\nfields:\n  - {id: a, type: choice, choices: [x]}\n").fields[0].multiple == false)
    }

    @Test func itemsSplitAtCommasWithCSVQuotes() {
        #expect(ChoiceItems.split(#"a, "b, c" ,  d"#) == .success(["a", "b, c", "d"]))
        #expect(ChoiceItems.split(#""say ""hi"", then""#) == .success([#"say "hi", then"#]))
        #expect(ChoiceItems.split(",, a ,,") == .success(["a"]))
        #expect(ChoiceItems.split("") == .success([]))
        #expect(ChoiceItems.split(#"a, "open"#) == .failure(.unclosedQuote))
        #expect(ChoiceItems.split(#""a" b, c"#) == .failure(.textAfterQuote("b")))
        #expect(ChoiceItems.join(["a", "b, c", #"q"x"#]) == #"a, "b, c", "q""x""#)
        for items in [["a"], ["b, c", "d"], [#"""#, ",", #"x "y" z"#]] {
            #expect(ChoiceItems.split(ChoiceItems.join(items)) == .success(items), "\(items)")
        }
    }

    @Test func valuesAndLabelsInAnyCaseGiveValuesInChoicesOrderOnce() throws {
        #expect(try typed("TIPS, new releases, tips") == .success(.list(["releases", "tips"])))
        #expect(try typed(#""tips, TRICKS""#) == .success(.list(["tips"])))
        #expect(try typed("events") == .success(.list(["events"])))
        #expect(try typed("  ") == .success(nil))
    }

    @Test func refusalsNameTheItemOrTheCount() throws {
        #expect(try typed("events, sports") == .failure(ValidationFailure(field: "topics", message: "'sports' is not one of: New releases (releases), events, Tips, tricks (tips)")))
        #expect(try typed("Tips, tricks") == .failure(ValidationFailure(field: "topics", message: "'tricks' is not one of: New releases (releases), events, Tips, tricks (tips)")))
        #expect(try typed("releases, events, tips") == .failure(ValidationFailure(field: "topics", message: "takes at most 2 choices")))
        #expect(try typed(#""tips"#) == .failure(ValidationFailure(field: "topics", message: ChoiceItems.Problem.unclosedQuote.message)))
        var field = try topics()
        guard case .choice(let parsed) = field.settings else { Issue.record("not a choice: \(field.kind)"); return }
        field.settings = .choice(ChoiceSettings(choices: parsed.choices, labels: parsed.labels, picks: .several,
                                                counts: ClosedBounds(min: 2, max: parsed.counts.max)))
        #expect(FieldValidator(field: field, today: today).value(from: "events") == .failure(ValidationFailure(field: "topics", message: "needs at least 2 choices")))
    }

    @Test func theByteCheckLeavesMultipleChoicesToTheStringPath() throws {
        let validator = FieldValidator(field: try topics(), today: today)
        var bytes = Array("events".utf8)
        let check = bytes.withUnsafeMutableBufferPointer { validator.check(utf8: UnsafeBufferPointer($0)) }
        guard case .needsString = check else { Issue.record("\(check)"); return }
    }

    @Test func aListDefaultAndALineDefaultGiveTheSameValue() throws {
        let list = try loadForm(Self.form.replacingOccurrences(of: "    maxItems: 2\n", with: "    maxItems: 2\n    default: [tips, New releases]\n"))
        let line = try loadForm(Self.form.replacingOccurrences(of: "    maxItems: 2\n", with: "    maxItems: 2\n    default: \"tips, releases\"\n"))
        for form in [list, line] {
            #expect(FieldValidator(field: form.fields[0], today: today).defaultValue == .list(["releases", "tips"]))
        }
        let session = FormSession(form: list, today: today)
        session.start()
        #expect(session.currentText(for: .field("topics")) == "releases, tips")
        session.answer("")
        #expect(session.values["topics"] == .list(["releases", "tips"]))
    }

    @Test func theSessionRefocusesOnACountFailureAndKeepsAnAnswerOnABlankLine() throws {
        let session = FormSession(form: try loadForm(Self.form), today: today)
        session.start()
        #expect(session.answer("releases, events, tips").failureMessage == "takes at most 2 choices")
        #expect(session.focus.value?.fieldID == "topics")
        #expect(session.answer(#"events, "Tips, tricks""#).failureMessage == nil)
        #expect(session.focus.value?.fieldID == "name")
        session.focusField("topics")
        #expect(session.currentText(for: .field("topics")) == "events, tips")
        session.answer("  ")
        #expect(session.values["topics"] == .list(["events", "tips"]))
        #expect(try session.submit().map { AnswerJSON.encode($0) }.get() == #"{"topics":["events","tips"],"name":null}"#)
    }

    @Test func aDraftRoundTripsAChoiceHoldingAComma() throws {
        let form = try loadForm(Self.form.replacingOccurrences(of: "- events", with: "- \"a, b\""))
        let session = FormSession(form: form, today: today)
        session.start()
        session.answer(#""a, b", tips"#)
        let resumed = FormSession(form: form, today: today)
        let report = resumed.resume(from: session.draft())
        #expect(report.failure == nil)
        #expect(resumed.values["topics"] == .list(["a, b", "tips"]))
    }

    @Test func givenAnswersTakeTheLine() throws {
        let session = FormSession(form: try loadForm(Self.form), today: today)
        #expect(session.give(["topics": "events,RELEASES"]).isEmpty)
        #expect(session.values["topics"] == .list(["releases", "events"]))
        #expect(session.give(["topics": "nope"]).map(\.message) == ["'nope' is not one of: New releases (releases), events, Tips, tricks (tips)"])
    }

    @Test func describeSaysHowManyChoices() throws {
        let text = FormDescription(form: try loadForm(Self.form)).text
        #expect(text.contains("picks:      1 to 2 choices"))
    }
}

extension Result where Failure == ValidationFailure {
    /// The refusal's message, nil when accepted.
    fileprivate var failureMessage: String? {
        if case .failure(let failure) = self { return failure.message }
        return nil
    }
}
