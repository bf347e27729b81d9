import Foundation
import Testing
import TestSupport

/// `formline check` and `formline run` on a broken form speak the person's language (issue 37):
/// the text report on standard error is translated, `--format json` stays English.
@Suite struct CheckLanguageTests {
    static let broken = "Tests/Fixtures/broken/many-problems.yaml"

    @Test func checkSpeaksGermanUnderLanguageDE() throws {
        let german = try ProcessRunner.formline(["check", Self.broken], environment: ["LANGUAGE": "de"])
        let english = try ProcessRunner.formline(["check", Self.broken], environment: ["LANGUAGE": "C"])
        #expect(german.status == 78 && english.status == 78)
        #expect(english.stderr.contains("\(Self.broken):6:11: error: unknown field type 'txt'\n"), "\(english.stderr)")
        #expect(german.stderr.contains("\(Self.broken):6:11: Fehler: unbekannter Feldtyp 'txt'\n"), "\(german.stderr)")
        #expect(german.stderr.contains("    Hinweis: meinten Sie 'text'?\n"), "\(german.stderr)")
        #expect(german.stderr.contains("\(Self.broken):12:5: Fehler: ein Feld hat einen unbekannten Schlüssel 'lable'\n"), "\(german.stderr)")
        #expect(german.stderr.contains("doppelte Feld-ID 'age' (zuerst definiert in Zeile 7)"), "\(german.stderr)")
        #expect(german.stderr.hasSuffix("\(Self.broken): \(english.stderr.split(separator: "\n").last!.split(separator: " ")[1]) Fehler\n"),
                "\(german.stderr)")
        #expect(!german.stderr.contains(": error: ") && !german.stderr.contains("    hint: "), "\(german.stderr)")
        // Each problem is at the same place, in the same order.
        func places(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { $0.hasPrefix(Self.broken + ":") }.map { $0.split(separator: " ")[0] }
        }
        #expect(places(german.stderr) == places(english.stderr))
    }

    @Test(arguments: ["de", "fr", "es", "pt_BR", "zh_CN"])
    func jsonStaysEnglish(language: String) throws {
        let translated = try ProcessRunner.formline(["check", "--format", "json", Self.broken, "forms/login.yaml"], environment: ["LANGUAGE": language])
        let english = try ProcessRunner.formline(["check", "--format", "json", Self.broken, "forms/login.yaml"], environment: ["LANGUAGE": "C"])
        #expect(translated.status == english.status)
        #expect(translated.stdout == english.stdout)
        #expect(english.stdout.contains("unknown field type 'txt'"))
    }

    @Test func runPrintsTheLoadErrorsInTheLanguage() throws {
        let result = try ProcessRunner.formline(["run", Self.broken], environment: ["LANGUAGE": "fr"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("contient des erreurs ; corrigez-les (voir `formline check \(Self.broken)`) :"), "\(result.stderr)")
        #expect(result.stderr.contains(": erreur: type de champ inconnu 'txt'"), "\(result.stderr)")
    }

    /// `LANGUAGE=C` (or nothing) is the English report, byte for byte as before.
    @Test func englishIsUnchanged() throws {
        let unset = try ProcessRunner.formline(["check", Self.broken])
        let c = try ProcessRunner.formline(["check", Self.broken], environment: ["LANGUAGE": "C", "LC_ALL": "C"])
        #expect(unset.stderr == c.stderr)
        #expect(unset.stderr.contains(": error: ") && unset.stderr.contains("\n    hint: "))
    }
}
