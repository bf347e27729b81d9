import FormCore

extension FormFile {
    /// Refuses a scenario file given where a form is expected (`run`, `check`, `describe`,
    /// `fill`), pointing to `formline test`, instead of reporting it as a form with no title,
    /// no fields and unknown keys.
    ///
    ///     try FormFile.refuseScenarioFile(path: "forms/login.test.yaml", text: text)
    ///     // throws (exit 64): "forms/login.test.yaml is a scenario file (*.test.yaml), not a form: run `formline test forms/login.test.yaml`"
    public static func refuseScenarioFile(path: String, text: String) throws(FrontEndError) {
        guard ScenarioFileName.isScenarioFile(path: path, text: text) else { return }
        let word: ErrorWord = ScenarioFileName.matches(path) ? .scenarioNotForm : .scenarioNotFormByContent
        throw FrontEndError(.error(word, ["path": path]), status: .usage)
    }
}
