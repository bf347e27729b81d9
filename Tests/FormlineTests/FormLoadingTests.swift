import Foundation
import Testing
import Formline
import TestSupport

/// Loading forms from YAML text and files: the same checks and diagnostics as `formline check`.
@Suite struct FormLoadingTests {
    static let today = LocalDate(year: 2026, month: 11, day: 23)!

    @Test func yamlTextLoads() throws {
        let form = try Form(yaml: "title: Hi\nfields:\n  - id: name\n    type: text\n", today: Self.today)
        #expect(form.definition.title == "Hi")
        #expect(form.definition.fields.map(\.id) == ["name"])
    }

    @Test func aFormFileLoads() throws {
        let path = ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml").path
        let form = try Form(contentsOfFile: path, today: Self.today)
        #expect(form.definition.fields.map(\.id) == ["username", "password", "remember"])
    }

    @Test func formErrorsAreTypedWithEveryDiagnosticLocated() {
        let yaml = "title: Bad\nfields:\n  - id: a\n    type: txt\n  - id: b\n    type: number\n    min: 5\n    max: 1\n"
        #expect {
            try Form(yaml: yaml, path: "bad.yaml", today: Self.today)
        } throws: { error in
            guard case .invalidForm(let diagnostics, let report) = error as? FormlineError else { return false }
            return diagnostics.count == 2 && diagnostics.map(\.location.line) == [4, 8]
                && report.hasPrefix("bad.yaml has errors:") && report.contains("bad.yaml:4:")
        }
    }

    @Test func aMissingFileIsAnUnreadableFileError() {
        #expect(throws: FormlineError.unreadableFile(path: "/nonexistent/form.yaml",
                                                     message: "cannot read '/nonexistent/form.yaml': No such file or directory")) {
            try Form(contentsOfFile: "/nonexistent/form.yaml", today: Self.today)
        }
    }
}
