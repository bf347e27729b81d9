import Foundation
import Testing
import TestSupport

/// Choices with labels on the real binary: piped `run`, `--set`, `fill` (JSON Lines and CSV)
/// and `describe` accept a value or a label in any case, store the value, and agree.
@Suite struct LabelledChoiceRunTests {
    static let plan = "Tests/Fixtures/choices/plan.yaml"

    private func piped(_ form: String, _ lines: [String], _ extra: [String] = []) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["run", form] + extra, input: lines.map { $0 + "\n" }.joined())
        #expect(!result.timedOut)
        return result
    }

    @Test func pipedRunTakesTheLabelAndStoresTheValue() throws {
        let result = try piped(Self.plan, ["team – 8 €/PERSON", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"plan":"team","seats":3}"# + "\n")
        let pro = try piped(Self.plan, ["PRO – 10 €/month"])
        #expect(pro.stdout == #"{"plan":"pro"}"# + "\n", "when compares the value: seats stays hidden")
        let value = try piped(Self.plan, ["Team", "2"])
        #expect(value.stdout == #"{"plan":"team","seats":2}"# + "\n")
    }

    @Test func aRefusedLineNamesLabelsAndValues() throws {
        let result = try piped(Self.plan, ["gold", "basic"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "formline: line 1: field 'plan' (Plan): must be one of: Pro – 10 €/month (pro), Team – 8 €/person (team), basic\n")
        #expect(result.stdout == #"{"plan":"basic"}"# + "\n")
    }

    @Test func signupsFrequencyTakesItsLabel() throws {
        let result = try piped("signup", ["ada@example.com", "secret-one", "secret-one", "Ada", "36", "yes", "every WEEK", #""tips, tricks & TUTORIALS""#])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(#""newsletter":true,"frequency":"weekly","topics":["tips"]}"# + "\n"))
    }

    @Test func givenAnswersTakeTheLabel() throws {
        let result = try ProcessRunner.formline(["run", Self.plan, "--set", "plan=Team – 8 €/person", "--set", "seats=4"], input: "")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"plan":"team","seats":4}"# + "\n")
    }

    @Test func fillTakesLabelsInJSONLinesAndCSVLikeRun() throws {
        let records = [#"{"plan":"Pro – 10 €/month"}"#, #"{"plan":"TEAM – 8 €/PERSON","seats":"5"}"#, #"{"plan":"Basic"}"#, #"{"plan":"gold"}"#]
        let json = try ProcessRunner.formline(["fill", Self.plan], input: records.map { $0 + "\n" }.joined())
        #expect(json.stdout == [#"{"plan":"pro"}"#, #"{"plan":"team","seats":5}"#, #"{"plan":"basic"}"#].map { $0 + "\n" }.joined())
        #expect(json.stderr.contains(#"{"line":4,"field":"plan","message":"must be one of: Pro – 10 €/month (pro), Team – 8 €/person (team), basic"}"#))
        let csv = try ProcessRunner.formline(["fill", Self.plan, "--format", "csv"],
                                             input: "plan,seats\nPro – 10 €/month,\nTEAM – 8 €/PERSON,5\nBasic,\n")
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout == [#"{"plan":"pro"}"#, #"{"plan":"team","seats":5}"#, #"{"plan":"basic"}"#].map { $0 + "\n" }.joined())
        for (line, answers) in [(["Pro – 10 €/month"], 0), (["TEAM – 8 €/PERSON", "5"], 1), (["Basic"], 2)] {
            #expect(try piped(Self.plan, line).stdout == json.stdout.split(separator: "\n")[answers] + "\n", "run = fill")
        }
    }

    @Test func fillOnSignupTakesASCIILabels() throws {
        let record = #"{"email":"ada@example.com","password":"secret-one","confirm":"secret-one","displayName":"Ada","newsletter":"yes","frequency":"once a MONTH"}"#
        let result = try ProcessRunner.formline(["fill", "signup"], input: record + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""frequency":"monthly""#))
    }

    @Test func describeShowsLabelAndValue() throws {
        let text = try ProcessRunner.formline(["describe", Self.plan])
        #expect(text.stdout.contains("choices:    Pro – 10 €/month (pro), Team – 8 €/person (team), basic"))
        let json = try ProcessRunner.formline(["describe", Self.plan, "--format", "json"])
        #expect(json.stdout.contains(#""choices":["pro","team","basic"],"choiceLabels":["Pro – 10 €/month","Team – 8 €/person",null]"#))
    }
}
