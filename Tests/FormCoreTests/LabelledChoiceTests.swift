import Testing
import TestSupport
@testable import FormCore

/// Choices with labels: `{value: pro, label: "Pro – 10 €/month"}` beside plain values. The
/// label is shown, the value stored; typing either (any case) picks the choice, on the
/// `String` path and the byte path alike.
@Suite struct LabelledChoiceTests {
    static var plan: String { get throws { try Fixtures.form("labelled-plan") } }

    private func field() throws -> FieldDefinition {
        try loadForm(Self.plan).fields[0]
    }

    private func typedString(_ text: String) throws -> String? {
        switch FieldValidator(field: try field(), today: today).value(from: text) {
        case .success(let value?): return value.canonicalText
        default: return nil
        }
    }

    /// What the byte path decides: `choice(N)`, `needsString`, `failure` or `other`.
    private func typedBytes(_ text: String, field: FieldDefinition? = nil) throws -> String {
        let validator = FieldValidator(field: try field ?? self.field(), today: today)
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            switch validator.check(utf8: UnsafeBufferPointer(buffer)) {
            case .choice(let index): return "choice(\(index))"
            case .needsString: return "needsString"
            case .failure: return "failure"
            default: return "other"
            }
        }
    }

    @Test func theParserKeepsValuesAndLabelsInOrder() throws {
        let plan = try field()
        #expect(plan.choices == ["pro", "basic", "team"])
        #expect(plan.choiceLabels == ["Pro – 10 €/month", nil, "Team plan"])
        #expect(plan.choiceTitles == ["Pro – 10 €/month", "basic", "Team plan"])
        #expect(plan.choiceTitle(forValue: "team") == "Team plan")
        #expect(plan.choiceTitle(forValue: "basic") == "basic")
    }

    @Test func plainChoicesHaveNoLabelsAtAll() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: a, type: choice, choices: [Low, High]}\n")
        #expect(form.fields[0].choiceLabels.isEmpty)
        #expect(!form.fields[0].hasChoiceLabels)
        #expect(form.fields[0].choiceTitles == ["Low", "High"])
    }

    @Test(arguments: [("pro", "pro"), ("PRO", "pro"), ("Pro – 10 €/month", "pro"), ("  pro – 10 €/MONTH ", "pro"),
                      ("basic", "basic"), ("Basic", "basic"), ("team plan", "team"), ("TEAM", "team")])
    func theValueOrTheLabelIsAcceptedAndTheValueStored(typed: String, stored: String) throws {
        #expect(try typedString(typed) == stored)
    }

    @Test func otherTextIsRefusedNamingLabelsAndValues() throws {
        let failure = FieldValidator(field: try field(), today: today).value(from: "gold")
        #expect(failure == .failure(ValidationFailure(field: "plan", message: "must be one of: Pro – 10 €/month (pro), basic, Team plan (team)")))
    }

    @Test func theBytePathAgreesWithTheStringPath() throws {
        #expect(try typedBytes("team") == "choice(2)")
        #expect(try typedBytes("Team Plan") == "needsString", "a non-ASCII label leaves labels to the String path")
        #expect(try typedBytes("BASIC") == "needsString")
        for text in ["team", "Team Plan", "BASIC", "Pro", "pro – 10 €/month", "gold"] {
            let viaBytes: String?
            switch try typedBytes(text) {
            case "choice(0)": viaBytes = "pro"
            case "choice(1)": viaBytes = "basic"
            case "choice(2)": viaBytes = "team"
            case "needsString": viaBytes = try typedString(text)
            default: viaBytes = nil
            }
            #expect(viaBytes == (try typedString(text)), "\(text)")
        }
    }

    @Test func asciiLabelsStayOnTheBytePath() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: f, type: choice, choices: [{value: w, label: Every week}, m]}\n")
        #expect(try typedBytes("every WEEK", field: form.fields[0]) == "choice(0)")
        #expect(try typedBytes("M", field: form.fields[0]) == "choice(1)")
        #expect(try typedBytes("Every", field: form.fields[0]) == "failure")
    }

    @Test func whenComparesTheStoredValue() throws {
        let session = FormSession(form: try loadForm(Self.plan), today: today)
        #expect(session.give(["plan": "Team plan"]).isEmpty)
        #expect(session.values["plan"] == .text("team"))
        #expect(session.visibleFields.map(\.id) == ["plan", "seats"])
    }

    @Test func aLabelCanBeTheDefault() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: f, type: choice, default: Every week, choices: [{value: w, label: Every week}, m]}\n")
        #expect(FieldValidator(field: form.fields[0], today: today).defaultValue == .text("w"))
    }

    @Test func checkReportsEachProblemOfAChoiceObject() {
        func messages(_ choices: String) -> [String] {
            diagnostics("title: T\nfields:\n  - id: a\n    type: choice\n    choices: \(choices)\n").map(\.message)
        }
        #expect(messages("[{label: Pro}, basic]") == ["the choice has no 'value'"])
        #expect(messages("[{value: pro, lable: Pro}]") == ["unknown key 'lable' in a choice"])
        #expect(messages("[pro, {value: pro, label: Pro plan}]") == ["choice field 'a' lists the value 'pro' twice (choices 1 and 2)"])
        #expect(messages("[{value: pro, label: BASIC}, basic]") == ["the label 'BASIC' of choice 'pro' is the value of choice 'basic', so typing it is ambiguous"])
        #expect(messages("[{value: pro, label: '  '}, basic]") == ["the label of choice 'pro' is empty"])
        #expect(messages("[{value: a, label: Same}, {value: b, label: same}]") == ["choices 'a' and 'b' have the same label 'same', so they look alike and typing it is ambiguous"])
        #expect(messages("[{value: pro, label: Pro}, basic]").isEmpty, "a label may spell its own value")
        #expect(messages("[[a], b]") == ["each choice must be text or {value: …, label: …}, found a list"])
    }
}
