import Foundation
import Testing
import TestSupport

/// `formline import` and `formline test` speak the person's language around and inside their
/// reports (issue 37): a schema's problems, a scenario file's problems, the lines around them.
/// English stays as it was; the form `import` writes is the same in every language but for its
/// comments, which are for the person who reads it (`ToolLanguageTests`).
@Suite struct ImportAndTestLanguageTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let schema = #"""
    {"type": "object", "properties": {"b": {"type": "object"}, "c": {"type": "number", "multipleOf": 5}}, "required": ["b", "zzz"]}
    """#

    @Test func importsProblemsFollowTheLanguage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.schema.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let english = try ProcessRunner.formline(["import", "s.json"], environment: ["LANGUAGE": "C"], directory: dir)
        let german = try ProcessRunner.formline(["import", "s.json"], environment: ["LANGUAGE": "de"], directory: dir)
        #expect(english.status == 0 && german.status == 0)
        #expect(english.stderr.contains("s.json:1:40: warning: #/properties/b: an object without 'properties' (free keys) is not mapped; 'b' is not asked\n"),
                "\(english.stderr)")
        #expect(english.stderr.contains("    hint: it is required, so the answers will lack it\n"), "\(english.stderr)")
        #expect(german.stderr.contains(
            "s.json:1:40: Warnung: #/properties/b: ein Objekt ohne 'properties' (freie Schlüssel) wird nicht übertragen; 'b' wird nicht gefragt\n"),
                "\(german.stderr)")
        #expect(german.stderr.contains("    Hinweis: es ist erforderlich, also fehlt es in den Antworten\n"), "\(german.stderr)")
        #expect(german.stderr.contains("'multipleOf' prüft formline nicht; eine Antwort, die kein Vielfaches von 5 ist, wird angenommen"), "\(german.stderr)")
        #expect(german.stderr.contains("'zzz' ist erforderlich, hat aber kein Schema in 'properties'"), "\(german.stderr)")
        #expect(!german.stderr.contains("warning:") && !german.stderr.contains("is not mapped"), "\(german.stderr)")
        // The form written is commented in the language, and is otherwise the same.
        #expect(english.stdout.contains("# Not mapped") && german.stdout.contains("# Nicht übernommen") && !german.stdout.contains("# Not mapped"))
        #expect(german.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") } == english.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") })
        // The line after writing a file.
        let written = try ProcessRunner.formline(["import", "s.json", "-o", "s.yaml"], environment: ["LANGUAGE": "fr"], directory: dir)
        #expect(written.stderr.contains("s.yaml écrit. Modifiez-le, puis lancez `formline check s.yaml`."), "\(written.stderr)")
    }

    @Test func aSchemaThatCannotBeImportedIsReportedInTheLanguage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/nothing"}}}"##.write(to: dir.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        let english = try ProcessRunner.formline(["import", "r.json"], environment: ["LANGUAGE": "C"], directory: dir)
        let spanish = try ProcessRunner.formline(["import", "r.json"], environment: ["LANGUAGE": "es"], directory: dir)
        #expect(english.status == spanish.status && english.status != 0)
        #expect(english.stderr.contains("'$ref' '#/$defs/nothing' names nothing formline can follow"), "\(english.stderr)")
        #expect(english.stderr.contains("hint: check the pointer against the schema's '$defs' or 'definitions'"), "\(english.stderr)")
        #expect(spanish.stderr.contains("'$ref' '#/$defs/nothing' no nombra nada que formline pueda seguir"), "\(spanish.stderr)")
        #expect(spanish.stderr.contains("compruebe el puntero con los '$defs' o 'definitions' del esquema"), "\(spanish.stderr)")
        #expect(!spanish.stderr.contains("names nothing"), "\(spanish.stderr)")
    }

    @Test func aScenarioFilesProblemsAndItsLinesFollowTheLanguage() throws {
        let malformed = "Tests/Fixtures/scenarios/malformed.test.yaml"
        let german = try ProcessRunner.formline(["test", malformed], environment: ["LANGUAGE": "de"])
        let english = try ProcessRunner.formline(["test", malformed], environment: ["LANGUAGE": "C"])
        #expect(german.status == 78 && english.status == 78)
        #expect(english.stdout.contains("\(malformed): 2 errors\n0 passed, 0 failed, 1 file with errors\n"), "\(english.stdout)")
        #expect(german.stdout.contains("\(malformed):5:5: Fehler: ein Szenario hat einen unbekannten Schlüssel 'inptu'"), "\(german.stdout)")
        #expect(german.stdout.contains("\(malformed): 2 Fehler\n0 bestanden, 0 fehlgeschlagen, 1 Datei mit Fehlern\n"), "\(german.stdout)")

        let unknown = try ProcessRunner.formline(["test", "Tests/Fixtures/scenarios/unknown-field.test.yaml"], environment: ["LANGUAGE": "pt_BR"])
        #expect(unknown.stdout.contains("erro: 'usrname' não é um campo de forms/login.yaml"), "\(unknown.stdout)")
        let broken = try ProcessRunner.formline(["test", "Tests/Fixtures/scenarios/broken-form.test.yaml"], environment: ["LANGUAGE": "zh_CN"])
        #expect(broken.stdout.contains("表单 Tests/Fixtures/scenarios/broken-form.yaml 有错误（见上文），因此没有运行任何场景"), "\(broken.stdout)")
        let passing = try ProcessRunner.formline(["test", "Tests/Fixtures/scenarios/passing.test.yaml"], environment: ["LANGUAGE": "fr"])
        #expect(passing.status == 0 && passing.stdout.hasSuffix(": 2 réussi(s)\n2 réussi(s), 0 échoué(s)\n"), "\(passing.stdout)")
    }

    /// A failed scenario's differences and the reports under them: the words of `formline test`
    /// in the language, the scenario's values as written; English byte for byte as before.
    @Test func aFailedScenarioIsToldInTheLanguage() throws {
        let failing = "Tests/Fixtures/scenarios/failing.test.yaml"
        let german = try ProcessRunner.formline(["test", failing], environment: ["LANGUAGE": "de"])
        let english = try ProcessRunner.formline(["test", failing], environment: ["LANGUAGE": "C"])
        #expect(german.status == english.status && english.status != 0)
        #expect(english.stdout.contains("\(failing):12:27: error: scenario 'wrong answers': answers.username: expected \"bob\", got \"ada\"\n"), "\(english.stdout)")
        #expect(english.stdout.contains("answers.password: expected \"correct\", got a secret (not shown)\n"), "\(english.stdout)")
        #expect(english.stdout.contains("    formline reported: "), "\(english.stdout)")
        for line in ["\(failing):12:27: Fehler: Szenario 'wrong answers': answers.username: erwartet \"bob\", erhalten \"ada\"",
                     "answers.password: erwartet \"correct\", erhalten ein Geheimnis (nicht gezeigt)",
                     "Meldung 1: erwartet Zeile 1 fokussiert 'password' wieder mit 'must be at least 8 characters'",
                     "status: erwartet 0, erhalten 65", "answersInclude: Antworten erwartet, keine erhalten (der Lauf endete mit 65)",
                     "    formline meldete: ", "\(failing): 1 bestanden, 3 fehlgeschlagen"] {
            #expect(german.stdout.contains(line), "\(line)\n\(german.stdout)")
        }
        #expect(!german.stdout.contains(": error: ") && !german.stdout.contains("expected") && !german.stdout.contains("formline reported"), "\(german.stdout)")
    }

    /// A scenario file's own problems in process: every key said in each language, none English.
    @Test(arguments: ["de", "fr", "es", "pt_BR", "zh_CN"])
    func scenarioProblemsAreNotEnglish(language: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("x.test.yaml")
        try "form: ../nowhere.yaml\nscenarios:\n  - name: a\n    input: [1, [2]]\n    expect: {status: 300, output: [x]}\n  - name: a\n    expect: {}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.formline(["test", file.path], environment: ["LANGUAGE": language])
        let english = try ProcessRunner.formline(["test", file.path], environment: ["LANGUAGE": "C"])
        #expect(result.status == 78)
        #expect(english.stdout.contains("'status' must be an exit status from 0 to 255, found 300")
                && english.stdout.contains("two scenarios are named 'a' (first at line 3)")
                && english.stdout.contains("each line of 'input' must be text, found a list"), "\(english.stdout)")
        for text in ["must be an exit status", "two scenarios are named", "each line of 'input' must be", "'output' must be text", " errors\n", "passed"] {
            #expect(!result.stdout.contains(text), "\(language): \(result.stdout)")
        }
        #expect(result.stdout.contains("300") && result.stdout.contains("'a'"), "\(language): \(result.stdout)")
    }
}
