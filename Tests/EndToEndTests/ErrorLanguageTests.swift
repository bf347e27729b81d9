import Foundation
import Testing
import TestSupport

/// formline's command errors (`formline: …` on standard error) in the person's language
/// (issue 37 item 1): the same exit status as in English, the values (paths, ids, option
/// values) as written and escaped exactly as in English; `LANGUAGE=C` is the English text.
@Suite struct ErrorLanguageTests {
    private func formline(_ arguments: [String], language: String, environment: [String: String] = [:],
                          directory: URL? = nil) throws -> ProcessResult {
        let result = try ProcessRunner.formline(arguments, environment: environment.merging(["LANGUAGE": language]) { $1 },
                                                directory: directory)
        #expect(!result.timedOut)
        return result
    }

    /// Runs `arguments` in English and in German: the same status, the English line as
    /// expected, and a German one that holds `german`, not the English.
    private func bothLanguages(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                               status: Int32, english: String, german: String) throws {
        let c = try formline(arguments, language: "C", environment: environment, directory: directory)
        let de = try formline(arguments, language: "de", environment: environment, directory: directory)
        #expect(c.status == status, "\(arguments): \(c.stderr)")
        #expect(de.status == status, "\(arguments): \(de.stderr)")
        #expect(c.stderr.contains(english), "\(arguments): \(c.stderr)")
        #expect(de.stderr.contains(german), "\(arguments): \(de.stderr)")
        #expect(!de.stderr.contains(english), "\(arguments): \(de.stderr)")
        #expect(c.stdout == de.stdout)
    }

    @Test func aFormNotFound() throws {
        try bothLanguages(["run", "no-such-form"], status: 66,
                          english: "formline: no form file 'no-such-form'; looked for no-such-form.yaml or no-such-form.yml or no-such-form.json in:\n",
                          german: "formline: keine Formulardatei 'no-such-form'; gesucht nach no-such-form.yaml oder no-such-form.yml oder no-such-form.json in:\n")
        let de = try formline(["run", "logn"], language: "de")
        #expect(de.stderr.hasPrefix("formline: keine Formulardatei 'logn'; meinten Sie 'login'? gesucht nach"), "\(de.stderr)")
        #expect(de.stderr.contains("`formline list` zeigt die gefundenen Formulare; `formline new logn` legt eines an"), "\(de.stderr)")
        try bothLanguages(["run", "no/such.yaml"], status: 66,
                          english: "formline: no form file 'no/such.yaml'; check the path, or give a form's name (see `formline list`)\n",
                          german: "formline: keine Formulardatei 'no/such.yaml'; prüfen Sie den Pfad oder geben Sie den Namen eines Formulars an")
        let zh = try formline(["run", "no-such-form"], language: "zh_CN.UTF-8")
        #expect(zh.status == 66 && zh.stderr.hasPrefix("formline: 没有表单文件“no-such-form”；"), "\(zh.stderr)")
    }

    @Test func setOfAFieldTheFormHasNot() throws {
        try bothLanguages(["run", "--set", "bogus=1", "login"], status: 64,
                          english: "formline: --set bogus=…: 'bogus' is not a field of this form; the fields are username, password, remember\n",
                          german: "formline: --set bogus=…: 'bogus' ist kein Feld dieses Formulars; die Felder sind username, password, remember\n")
        try bothLanguages(["run", "--set", "usrname=ada", "login"], status: 64,
                          english: "'usrname' is not a field of this form; did you mean 'username'?",
                          german: "'usrname' ist kein Feld dieses Formulars; meinten Sie 'username'?")
        try bothLanguages(["run", "--set", "=ada", "login"], status: 64,
                          english: "formline: --set '=ada' must be ID=VALUE, like --set username=ada\n",
                          german: "formline: --set '=ada' muss ID=WERT sein, etwa --set username=ada\n")
    }

    @Test func newOverAnExistingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "title: Mine\n".write(to: folder.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
        try bothLanguages(["new", "login"], directory: folder, status: 64,
                          english: "formline: 'login.yaml' already exists; pass --force to replace it\n",
                          german: "formline: 'login.yaml' gibt es schon; mit --force wird die Datei ersetzt\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("login.yaml"), encoding: .utf8) == "title: Mine\n")
        try bothLanguages(["new", "two words"], directory: folder, status: 64,
                          english: "formline: 'two words' is not a valid form name",
                          german: "formline: 'two words' ist kein gültiger Formularname")
    }

    @Test func fillWithAnUnknownFormat() throws {
        try bothLanguages(["fill", "login", "--format", "bad"], status: 64,
                          english: "formline: unknown --format 'bad'; use jsonl or csv\n",
                          german: "formline: unbekanntes --format 'bad'; verwenden Sie jsonl oder csv\n")
    }

    @Test func fillsCSVHeaderWithAColumnOfNoField() throws {
        let c = try ProcessRunner.formline(["fill", "login", "--format", "csv"], input: "bogus\n1\n", environment: ["LANGUAGE": "C"])
        let de = try ProcessRunner.formline(["fill", "login", "--format", "csv"], input: "bogus\n1\n", environment: ["LANGUAGE": "de"])
        #expect(c.status == 65 && de.status == 65, "\(c.stderr) \(de.stderr)")
        #expect(c.stderr == "formline: CSV header: the form has no field 'bogus'; rename or remove that column\n")
        #expect(de.stderr == "formline: CSV-Kopfzeile: das Formular hat kein Feld 'bogus'; benennen Sie diese Spalte um oder entfernen Sie sie\n")
        let near = try ProcessRunner.formline(["fill", "login", "--format", "csv"], input: "usernme\n1\n", environment: ["LANGUAGE": "de"])
        #expect(near.status == 65 && near.stderr.contains("das Formular hat kein Feld 'usernme'; meinten Sie 'username'?"), "\(near.stderr)")
        #expect(c.stdout == de.stdout)
    }

    @Test func aTodayThatIsNoDate() throws {
        try bothLanguages(["run", "login"], environment: ["FORMLINE_TODAY": "x"], status: 64,
                          english: "formline: FORMLINE_TODAY='x' is not a date; use YYYY-MM-DD or unset it\n",
                          german: "formline: FORMLINE_TODAY='x' ist kein Datum; verwenden Sie JJJJ-MM-TT (YYYY-MM-DD) oder entfernen Sie die Variable\n")
        try bothLanguages(["check", "login"], environment: ["FORMLINE_TODAY": "x"], status: 64,
                          english: "FORMLINE_TODAY='x' is not a date", german: "FORMLINE_TODAY='x' ist kein Datum")
    }

    @Test func scenarioFilesAndTheTrustRecord() throws {
        try bothLanguages(["test", "no-such.test.yaml"], status: 66,
                          english: "formline: no such file or folder 'no-such.test.yaml'; check the path\n",
                          german: "formline: keine Datei und kein Ordner 'no-such.test.yaml'; prüfen Sie den Pfad\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not json".write(to: folder.appendingPathComponent("trusted-forms.json"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.appendingPathComponent("trusted-forms.json").path)
        try bothLanguages(["trust", "--list"], environment: ["FORMLINE_TRUST_DIR": folder.path], status: 65,
                          english: "formline: the trust record '\(folder.path)/trusted-forms.json' is damaged; delete it and trust the forms again\n",
                          german: "formline: die Vertrauensliste '\(folder.path)/trusted-forms.json' ist beschädigt; löschen Sie sie")
    }

    @Test func aScenarioFileRunAsAFormAndAnswersMissingWithoutAsking() throws {
        try bothLanguages(["run", "forms/login.test.yaml"], status: 64,
                          english: "formline: forms/login.test.yaml is a scenario file (*.test.yaml), not a form: run `formline test forms/login.test.yaml`\n",
                          german: "formline: forms/login.test.yaml ist eine Szenariodatei (*.test.yaml), kein Formular: führen Sie `formline test forms/login.test.yaml` aus\n")
        try bothLanguages(["run", "--no-input", "login"], status: 65,
                          english: "formline: cannot complete 'login' without asking (--no-input); 2 fields need an answer:\n",
                          german: "formline: 'login' kann nicht ohne Nachfrage fertig werden (--no-input); 2 Felder brauchen eine Antwort:\n")
        try bothLanguages(["run", "--no-input", "--set", "username=ada", "login"], status: 65,
                          english: "; 1 field needs an answer:\n", german: "; 1 Feld braucht eine Antwort:\n")
    }

    /// `LANGUAGE=C` (and no language at all) is the English text, byte for byte.
    @Test func theCLocaleIsEnglish() throws {
        let c = try formline(["fill", "login", "--format", "bad"], language: "C", environment: ["LANG": "de_DE.UTF-8"])
        #expect(c.stderr == "formline: unknown --format 'bad'; use jsonl or csv\n")
        let unset = try ProcessRunner.formline(["fill", "login", "--format", "bad"])
        #expect(unset.stderr == c.stderr)
    }

    /// Machine output stays English: `check --format json`'s error entries.
    @Test func checkJSONStaysEnglish() throws {
        let home = ["XDG_CONFIG_HOME": "/nonexistent/formline-config"]  // one search path for both runs
        let c = try formline(["check", "--format", "json", "no-such-form"], language: "C", environment: home)
        let de = try formline(["check", "--format", "json", "no-such-form"], language: "de", environment: home)
        #expect(de.status == c.status && de.stdout == c.stdout, "\(de.stdout)")
        #expect(de.stdout.contains("no form file 'no-such-form'"), "\(de.stdout)")
        let text = try formline(["check", "no-such-form"], language: "de")
        #expect(text.status == c.status && text.stderr.hasPrefix("formline: keine Formulardatei 'no-such-form'"), "\(text.stderr)")
    }

    /// Hostile values are escaped in German exactly as in English: the value's escaped text
    /// in the English line is in the German one, and no control character gets through.
    @Test(arguments: ["a\nb", "x\u{202E}y", "$(id)`id`", "\u{1B}[31mred", "q'uo\"te", "\t tab"])
    func hostileValuesAreEscapedAsInEnglish(value: String) throws {
        typealias Around = (before: String, after: String)
        let cases: [(arguments: [String], environment: [String: String], english: Around, german: Around)] = [
            (["run", value], [:], ("formline: no form file '", "'; "), ("formline: keine Formulardatei '", "'; ")),
            (["run", "login"], ["FORMLINE_TODAY": value], ("formline: FORMLINE_TODAY='", "' is not a date"),
             ("formline: FORMLINE_TODAY='", "' ist kein Datum")),
            (["fill", "login", "--format", value], [:], ("formline: unknown --format '", "'; use jsonl"),
             ("formline: unbekanntes --format '", "'; verwenden Sie")),
        ]
        for (arguments, environment, english, german) in cases {
            let c = try formline(arguments, language: "C", environment: environment)
            let de = try formline(arguments, language: "de", environment: environment)
            #expect(c.status == de.status && c.status != 0, "\(arguments): \(c.stderr) \(de.stderr)")
            let shownInEnglish = Self.value(in: c.stderr, around: english), shownInGerman = Self.value(in: de.stderr, around: german)
            #expect(shownInEnglish != nil && shownInGerman == shownInEnglish, "\(arguments): \(c.stderr) \(de.stderr)")
            for stderr in [c.stderr, de.stderr] {
                #expect(!stderr.contains("\u{1B}") && !stderr.contains("\u{202E}"), "\(arguments): \(stderr)")
            }
        }
    }

    /// The text between `around.before` (where the message starts) and the first `around.after`.
    private static func value(in stderr: String, around: (before: String, after: String)) -> String? {
        guard stderr.hasPrefix(around.before) else { return nil }
        let rest = stderr.dropFirst(around.before.count)
        return rest.range(of: around.after).map { String(rest[..<$0.lowerBound]) }
    }

    /// A path that is not UTF-8 is escaped in German as in English.
    @Test func invalidUTF8InAPath() throws {
        let script = #"exec "$0" run "$(printf 'bad\377\376name.yaml')""#
        let c = try ProcessRunner.formlineInShell(script, environment: ["LANGUAGE": "C"])
        let de = try ProcessRunner.formlineInShell(script, environment: ["LANGUAGE": "de"])
        #expect(c.status == 66 && de.status == 66, "\(c.stderr) \(de.stderr)")
        let value = try #require(c.stderr.split(separator: "'").dropFirst().first)
        #expect(de.stderr.contains("'\(value)'"), "\(value): \(de.stderr)")
        #expect(de.stderr.hasPrefix("formline: keine Formulardatei"), "\(de.stderr)")
    }
}
