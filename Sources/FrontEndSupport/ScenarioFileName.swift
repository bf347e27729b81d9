/// How a scenario file (`formline test`'s) is told from a form file by its name or text, the
/// one rule for the search path, the commands that refuse a scenario where a form is expected,
/// and `formline test`. (Scenarios themselves are the executable's tooling, FormTooling.)
public enum ScenarioFileName {
    /// The form file a scenario file is named after: `forms/login.test.yaml` → `forms/login.yaml`
    /// (nil when the name does not end in `.test.yaml` or `.test.yml`).
    public static func formPath(besides scenarioPath: String) -> String? {
        for suffix in [".test.yaml", ".test.yml"] where scenarioPath.hasSuffix(suffix) {
            return String(scenarioPath.dropLast(suffix.count)) + ".yaml"
        }
        return nil
    }

    /// Whether a file name is a scenario file's (`*.test.yaml` / `*.test.yml`), not a form's.
    public static func matches(_ name: String) -> Bool {
        name.hasSuffix(".test.yaml") || name.hasSuffix(".test.yml")
    }

    /// Whether a file, by its name or else its text, is a scenario file rather than a form:
    /// named `*.test.yaml` / `*.test.yml`, or with a top-level `scenarios:` key and neither
    /// `fields:` nor `sections:` (a form's) at the top level.
    ///
    /// ```swift
    /// ScenarioFileName.isScenarioFile(path: "forms/login.test.yaml", text: "")                    // true
    /// ScenarioFileName.isScenarioFile(path: "/dev/fd/63", text: "formline: 1\nscenarios: []\n")   // true
    /// ScenarioFileName.isScenarioFile(path: "login.yaml", text: "title: Log in\nfields: []\n")    // false
    /// ```
    public static func isScenarioFile(path: String, text: String) -> Bool {
        if matches(path) { return true }
        // A byte scan of the line starts (this runs before every form load: no Set, no
        // Character walk).
        var scenarios = false, formKeys = false
        var utf8 = text.utf8[...]
        while !utf8.isEmpty {
            let end = utf8.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? utf8.endIndex
            let line = utf8[..<end]
            if line.starts(with: "scenarios:".utf8) { scenarios = true }
            if line.starts(with: "fields:".utf8) || line.starts(with: "sections:".utf8) { formKeys = true }
            utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
        }
        return scenarios && !formKeys
    }
}
