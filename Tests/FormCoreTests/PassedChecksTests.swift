import Testing
@testable import FormCore

/// `PassedChecks`, the checks' part of a session's state: only the exact value a field last
/// passed its check with counts as passed; a failure or an empty field forgets it.
@Suite struct PassedChecksTests {
    @Test func onlyTheValueThatPassedCountsAsPassed() {
        var checks = PassedChecks()
        #expect(!checks.hasPassed(.text("ada"), for: "username"))
        checks.pass(.text("ada"), for: "username")
        #expect(checks.hasPassed(.text("ada"), for: "username"))
        #expect(!checks.hasPassed(.text("bob"), for: "username"), "a changed value is checked again")
        #expect(!checks.hasPassed(.text("ada"), for: "email"), "passes are per field")
        checks.pass(.text("bob"), for: "username")
        #expect(!checks.hasPassed(.text("ada"), for: "username"), "only the last value that passed")
    }

    @Test func aFailureForgetsThePass() {
        var checks = PassedChecks()
        checks.pass(.text("ada"), for: "username")
        checks.forget("username")
        #expect(!checks.hasPassed(.text("ada"), for: "username"))
        checks.forget("username")
        #expect(!checks.hasPassed(.text("ada"), for: "username"))
    }
}
