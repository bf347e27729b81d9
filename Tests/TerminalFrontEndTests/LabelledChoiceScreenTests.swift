import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Choices with labels at a terminal: the prompt, Tab completion, the key help, the review and
/// accessible mode show the label; the answers hold the value.
@Suite(.serialized) struct LabelledChoiceScreenTests: ScreenForms {
    static let plan = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/choices/plan.yaml").path
    static let prompt = "[1/1] Plan (Pro – 10 €/month | Team – 8 €/person | basic): "

    @Test func theLabelIsShownAndCompletedAndTheValueStored() throws {
        let run = try InProcessTerminal(Self.plan)
        // The menu below the line lists the choices by label (issue 24: every choice field
        // is a menu where the cursor moves), and F1 its keys.
        try run.type(after: Self.prompt, .text("te"))
        try run.waitFor("> Team – 8 €/person")
        try run.terminal.send("\u{1B}OP")
        try run.waitFor("complete the choice; else next field")
        // Tab completes the label; Enter stores its value.
        try run.type(after: Self.prompt + "te", .tab, .enter)
        try run.type(after: "[2/2] seats: ", .text("3"), .enter)
        try run.waitFor("  [1/2] Plan (plan): Team – 8 €/person")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"plan":"team","seats":3}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    @Test func typingTheValueOrAnotherCaseOfTheLabelPicksTheChoice() throws {
        let run = try InProcessTerminal(Self.plan)
        try run.type(after: Self.prompt, .text("gold"), .enter)
        try run.waitFor("must be one of: Pro – 10 €/month (pro), Team – 8 €/person (team), basic")
        try run.type(after: Self.prompt, .control("u"), .text("PRO – 10 €/MONTH"), .enter)
        try run.waitFor("  [1/1] Plan (plan): Pro – 10 €/month")
        try run.type(after: "Enter to submit", .text("1"), .enter)
        // Back at the field, its answer is prefilled by its label.
        try run.waitFor(Self.prompt)
        try run.type(after: "Pro – 10 €/month", .control("u"), .text("Basic"), .enter)
        try run.waitFor("  [1/1] Plan (plan): basic")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"plan":"basic"}"# + "\n")
    }

    @Test func accessibleModeNumbersTheLabelsAndANumberStoresTheValue() throws {
        let run = try InProcessTerminal(Self.plan, accessible: true)
        try run.type(after: "choose 1 Pro – 10 €/month, 2 Team – 8 €/person, 3 basic: ", .text("1"), .enter)
        try run.waitFor("1. Plan: Pro – 10 €/month\r\n")
        // Back to the field: what it holds is read out by its label.
        try run.type(after: "press Enter to change it: ", .text("1"), .enter)
        try run.type(after: "3 basic, now Pro – 10 €/month, Enter keeps it: ", .enter)
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"plan":"pro"}"# + "\n")
    }
}
