import Foundation
import FormCore

let today = LocalDate(year: 2026, month: 11, day: 22)!

/// Loads a form from YAML text, failing the test with the diagnostics (`line:col: error: …`).
func loadForm(_ yaml: String) throws -> FormDefinition {
    let result = FormLoader.load(yaml: yaml, today: today)
    guard let form = result.form else {
        throw FormTextError(result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return form
}

/// Loads one of the repository's forms.
func repoForm(_ name: String) throws -> FormDefinition {
    try loadForm(String(contentsOf: repoRoot.appendingPathComponent("forms/\(name).yaml"), encoding: .utf8))
}

/// The diagnostics for a YAML text.
func diagnostics(_ yaml: String) -> [Diagnostic] {
    FormLoader.load(yaml: yaml, today: today).diagnostics
}

let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct FormTextError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The failure of a result, or nil when it succeeded.
func failure<T>(_ result: Result<T, ValidationFailure>) -> ValidationFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
}
