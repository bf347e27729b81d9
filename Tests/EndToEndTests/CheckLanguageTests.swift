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

/// `--help` of each command: formline's own words (abstract, discussion, arguments' and
/// options' help) in the person's language, argument-parser's own English; English exactly
/// as before (`HelpTranslationTests` checks that no text of formline's own is left in English).
@Suite struct HelpLanguageTests {
    static let commands: [[String]] = [[], ["run"], ["check"], ["describe"], ["new"], ["import"], ["fill"], ["list"],
                                       ["test"], ["drafts"], ["drafts", "list"], ["drafts", "rm"], ["mcp"], ["trust"]]

    @Test(arguments: commands)
    func helpFollowsTheLanguage(command: [String]) throws {
        let english = try ProcessRunner.formline(command + ["--help"])
        let c = try ProcessRunner.formline(command + ["--help"], environment: ["LANGUAGE": "C"])
        let german = try ProcessRunner.formline(command + ["--help"], environment: ["LANGUAGE": "de"])
        let chinese = try ProcessRunner.formline(command + ["--help"], environment: ["LC_ALL": "zh_CN.UTF-8"])
        #expect(english.status == 0 && german.status == 0 && chinese.status == 0)
        #expect(c.stdout == english.stdout)
        #expect(german.stdout != english.stdout && chinese.stdout != english.stdout)
        #expect(german.stdout.contains("USAGE: formline") && german.stdout.contains("OPTIONS:"))
        #expect(german.stdout.split(separator: "\n").count >= english.stdout.split(separator: "\n").count - 2)
    }

    @Test func checkHelpInGerman() throws {
        let german = try ProcessRunner.formline(["check", "--help"], environment: ["LANGUAGE": "de"])
        #expect(german.stdout.hasPrefix("OVERVIEW: Formulardateien prüfen und jedes Problem als file:line:col melden.\n"))
        #expect(german.stdout.contains("Zu prüfende Formulardateien (Pfade, Formularnamen"))
        let root = try ProcessRunner.formline(["--help"], environment: ["LANGUAGE": "fr"])
        #expect(root.stdout.contains("  check                   Vérifier des fichiers de formulaire et signaler\n"))
    }

    /// The completion script and the help dump that man pages come from follow the language
    /// too; `scripts/install` runs them with LANGUAGE=C.
    @Test func englishMetadataIsUnchangedUnderLanguageC() throws {
        let plain = try ProcessRunner.formline(["--experimental-dump-help"])
        let c = try ProcessRunner.formline(["--experimental-dump-help"], environment: ["LANGUAGE": "C", "LC_ALL": "C"])
        #expect(plain.stdout == c.stdout && plain.stdout.contains("Check form files and report every problem as file:line:col."))
    }
}
