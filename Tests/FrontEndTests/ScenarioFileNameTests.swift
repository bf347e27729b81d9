import Testing
import FrontEndSupport

/// How a scenario file is told from a form (`ScenarioFileName`): the search path skips it,
/// `run`/`check`/`fill` refuse it, `formline test` finds the form beside it.
@Suite struct ScenarioFileNameTests {
    @Test func aScenarioFileIsKnownByItsNameOrItsTopLevelKeys() {
        #expect(ScenarioFileName.isScenarioFile(path: "forms/login.test.yaml", text: ""))
        #expect(ScenarioFileName.isScenarioFile(path: "x.test.yml", text: "title: T\nfields: []\n"))
        #expect(ScenarioFileName.isScenarioFile(path: "/dev/fd/63", text: "# tests\nformline: 1\nscenarios:\n  - name: a\n"))
        // A form (fields or sections at the top) with a stray key stays a form with an error.
        #expect(!ScenarioFileName.isScenarioFile(path: "a.yaml", text: "title: T\nscenarios: []\nfields: []\n"))
        #expect(!ScenarioFileName.isScenarioFile(path: "a.yaml", text: "title: T\nsections: []\nscenarios: []\n"))
        // Only top-level keys count: a field may be called scenarios.
        #expect(!ScenarioFileName.isScenarioFile(path: "a.yaml", text: "title: T\n  scenarios: x\n"))
    }

    @Test func scenarioFilesAreNamedAfterTheirForms() {
        #expect(ScenarioFileName.formPath(besides: "forms/login.test.yaml") == "forms/login.yaml")
        #expect(ScenarioFileName.formPath(besides: "login.yaml") == nil)
        #expect(ScenarioFileName.matches("a.test.yml"))
        #expect(!ScenarioFileName.matches("test.yaml"))
    }
}
