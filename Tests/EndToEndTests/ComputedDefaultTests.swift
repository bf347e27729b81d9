import Foundation
import Testing
import TestSupport

/// Computed defaults end to end on the real binary: piped `run`, `--no-input`, `fill`,
/// `describe` (at a terminal, where the computed value is prefilled: ComputedDefaultScreenTests).
@Suite(.serialized) struct ComputedDefaultTests {
    /// A form whose `email` is computed from the names; `nick` is shown only for Ada.
    private static var yaml: String { get throws { try Fixtures.form("computed-email") } }

    private func withForm(_ body: (String) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("computed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("computed.yaml").path
        try Self.yaml.write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    @Test func pipedEmptyLineTakesTheComputedDefault() throws {
        try withForm { form in
            let result = try ProcessRunner.formline(["run", form], input: "Grace\nMurray Hopper\n\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == #"{"firstName":"Grace","lastName":"Murray Hopper","email":"grace.murray-hopper@example.com"}"# + "\n")
            let typed = try ProcessRunner.formline(["run", form], input: "Ada\nKing\nal\nme@example.com\n")
            #expect(typed.stdout == #"{"firstName":"Ada","lastName":"King","nick":"al","email":"me@example.com"}"# + "\n")
            let nick = try ProcessRunner.formline(["run", form], input: "Ada\nKing\nal\n\n")
            #expect(nick.stdout == #"{"firstName":"Ada","lastName":"King","nick":"al","email":"ada.kingAL@example.com"}"# + "\n")
        }
    }

    @Test func noInputAndDefaultsTakeTheComputedDefault() throws {
        try withForm { form in
            let result = try ProcessRunner.formline(["run", form, "--set", "firstName=Grace", "--set", "lastName=Hopper", "--no-input"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == #"{"firstName":"Grace","lastName":"Hopper","email":"grace.hopper@example.com"}"# + "\n")
            let defaults = try ProcessRunner.formline(["run", form, "--set", "firstName=Grace", "--defaults"], input: "")
            #expect(defaults.stdout == #"{"firstName":"Grace","lastName":null,"email":"grace.@example.com"}"# + "\n")
        }
    }

    /// `fill` computes a left-out field from the record's other values: run = fill.
    @Test func fillComputesLeftOutFieldsFromTheRecord() throws {
        try withForm { form in
            let records = """
                {"firstName":"Grace","lastName":"Hopper"}
                {"firstName":"Ada","lastName":"King","nick":"al","email":"  "}
                {"firstName":"Ada","lastName":"King","email":"me@example.com"}
                {"firstName":"Zoë","nick":"hidden"}

                """
            let result = try ProcessRunner.formline(["fill", form], input: records)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == [
                #"{"firstName":"Grace","lastName":"Hopper","email":"grace.hopper@example.com"}"#,
                #"{"firstName":"Ada","lastName":"King","nick":"al","email":"ada.kingAL@example.com"}"#,
                #"{"firstName":"Ada","lastName":"King","nick":null,"email":"me@example.com"}"#,
                #"{"firstName":"Zoë","lastName":null,"email":"zoë.@example.com"}"#,
            ].joined(separator: "\n") + "\n")
        }
    }

    @Test func describeShowsTheTemplate() throws {
        try withForm { form in
            let text = try ProcessRunner.formline(["describe", form])
            #expect(text.stdout.contains("default:    {firstName|lower}.{lastName|slug}{nick|upper}@example.com (computed from earlier answers)"))
            let json = try ProcessRunner.formline(["describe", form, "--format", "json"])
            #expect(json.stdout.contains(#""default":"{firstName|lower}.{lastName|slug}{nick|upper}@example.com","defaultComputed":true"#))
        }
    }
}
