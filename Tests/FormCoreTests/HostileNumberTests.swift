import Testing
@testable import FormCore

/// Hostile numbers and wrong shapes in every numeric key and in `run:` (issue 32 item 7):
/// `timeout: 1e16` trapped converting Double to Int (SIGILL in `check`, `describe`, `run`
/// and `fill`); `run: {}` passed and then crashed the trusted form. Each is now a located
/// error through one checked conversion (`CheckedNumber`). A trap would end this test process.
@Suite struct HostileNumberTests {
    static let extremes = ["1e16", "1e400", "-1e400", "99999999999999999999", "-99999999999999999999", "9223372036854775807",
                           "9223372036854775808", "1e19", "0x7fffffffffffffff", "0o777777777777777777777777", ".inf", "-.inf", ".nan",
                           "-0", "0", "-1", "1e-400", "1.7976931348623157e308", "\"1e16\"", "[1]", "{a: 1}", "~", "true"]

    /// Each numeric key, as a field line (with `VALUE` in place).
    static let numericKeys = [
        "{id: a, type: text, check: {run: [./x], timeout: VALUE}}",
        "{id: a, type: choice, choices: {run: [./x], timeout: VALUE}}",
        "{id: a, type: text, default: {run: [./x], timeout: VALUE}}",
        "{id: a, type: text, minLength: VALUE}",
        "{id: a, type: text, maxLength: VALUE}",
        "{id: a, type: list, minItems: VALUE}",
        "{id: a, type: list, maxItems: VALUE}",
        "{id: a, type: number, min: VALUE}",
        "{id: a, type: number, max: VALUE}",
    ]

    @Test(arguments: numericKeys)
    func everyNumericKeyTakesExtremesWithoutATrap(key: String) {
        for value in Self.extremes {
            let line = key.replacingOccurrences(of: "VALUE", with: value)
            let found = diagnostics("title: T\nfields:\n  - \(line)\n").filter { $0.severity == .error }
            // Whatever it says, anything refused is refused where it is written.
            for diagnostic in found { #expect(diagnostic.location.line == 3, "\(line): \(diagnostic.message)") }
        }
    }

    @Test func timeoutsBeyondAnyClockAreRefusedAtTheirPlace() {
        for value in ["1e16", "1e400", "-1e400", "99999999999999999999", "1e19", ".inf", ".nan", "0", "-1", "601", "1e16s", "1e400ms"] {
            for key in ["check: {run: [./x], timeout: V}", "choices: {run: [./x], timeout: V}", "default: {run: [./x], timeout: V}"] {
                let type = key.hasPrefix("choices") ? "choice" : "text"
                let yaml = "title: T\nfields:\n  - id: a\n    type: \(type)\n    \(key.replacingOccurrences(of: "V", with: value))\n"
                let found = diagnostics(yaml).filter { $0.severity == .error }
                #expect(found.contains { $0.message.hasPrefix("'timeout' must be a time from 1ms to 10m") && $0.location.line == 5 },
                        "\(value): \(found.map(\.message))")
            }
        }
        // A number of seconds still reads as seconds.
        #expect(diagnostics("title: T\nfields:\n  - {id: a, type: text, check: {run: [./x], timeout: 1.5}}\n").isEmpty)
        #expect(FormCommand.milliseconds(in: "1.5") == 1500 && FormCommand.milliseconds(in: "600") == 600_000)
        #expect(FormCommand.milliseconds(in: "1e16") == nil && FormCommand.milliseconds(in: "1e400") == nil)
    }

    @Test func countsTooLargeForAnyIntegerSaySo() {
        let found = diagnostics("title: T\nfields:\n  - {id: a, type: text, maxLength: 99999999999999999999}\n")
        #expect(found.map(\.message) == ["'maxLength' is too large, found 99999999999999999999"])
        #expect(found.first?.location.line == 3)
        let version = diagnostics("formline: 99999999999999999999\ntitle: T\nfields:\n  - {id: a, type: text}\n")
        #expect(version.first?.message.hasPrefix("'formline' is the form format version") == true)
    }

    @Test(arguments: ["{}", "{a: b}", "[[ls]]", "[{a: b}]", "[]", "[~]", "\"\"", "~", "[\"\"]", "[\" \"]", "ls", "5", "true"])
    func runMustBeANonEmptyListOfArguments(run: String) {
        for key in ["check: {run: RUN}", "choices: {run: RUN}", "default: {run: RUN}"] {
            let type = key.hasPrefix("choices") ? "choice" : "text"
            let yaml = "title: T\nfields:\n  - id: a\n    type: \(type)\n    \(key.replacingOccurrences(of: "RUN", with: run))\n"
            let found = diagnostics(yaml).filter { $0.severity == .error }
            #expect(found.contains { $0.location.line == 5 }, "run: \(run) in \(key) passed: \(found.map(\.message))")
        }
        let formCheck = diagnostics("title: T\nfields:\n  - {id: a, type: text}\nchecks:\n  - {run: \(run)}\n")
        #expect(formCheck.contains { $0.severity == .error && $0.location.line == 5 }, "checks: run: \(run)")
    }

    @Test func numbersAndBooleansAreArgumentsAsWritten() throws {
        let result = FormLoader.load(yaml: "title: T\nfields:\n  - {id: a, type: text, check: {run: [sleep, 5, 0x10, true, 1e400]}}\n", today: today)
        let form = try #require(result.form, "\(result.diagnostics.map(\.message))")
        #expect(form.fields.first?.check?.arguments == ["sleep", "5", "0x10", "true", "1e400"])
    }
}
