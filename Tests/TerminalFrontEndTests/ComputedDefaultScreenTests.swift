import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Computed defaults at a terminal (piped, `--no-input`, `fill`, `describe`: the binary's
/// ComputedDefaultTests).
@Suite struct ComputedDefaultScreenTests: ScreenForms {
    /// At a terminal the computed value is prefilled, and the first typed character replaces it.
    @Test func terminalPrefillsTheComputedValue() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("profile"))
        try run.type(after: "[1/5] First name: ", .text("Grace"), .enter)
        try run.type(after: "[2/5] Last name: ", .text("Hopper"), .enter)
        try run.type(after: "[3/5] Email: ", .enter)
        try run.waitFor("[4/5] Handle: ")
        try run.type(after: "grace-hopper", .shiftTab)
        try run.type(after: "[3/5] Email: ", .shiftTab)
        try run.waitFor("[2/5] Last name: ")
        try run.type(after: "Hopper", .control("u"), .text("Kelly"), .enter)
        // The email was answered (blank): focus goes on to the handle, computed again.
        try run.waitFor("[4/5] Handle: ")
        try run.type(after: "grace-kelly", .text("amazing"), .enter)
        try run.type(after: "[5/5] Country (54 choices): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"firstName":"Grace","lastName":"Kelly","email":null,"handle":"amazing","country":null}"# + "\n")
    }
}
