import Foundation
import Testing
import TestSupport

/// `formline describe FORM` on the real binary.
@Suite struct DescribeCommandTests {
    @Test func signupIsDescribedInFocusOrderWithSectionsRulesAndShortcuts() throws {
        let result = try ProcessRunner.formline(["describe", "signup"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == #"""
        Create an account
        Two short pages; Enter answers and moves on, Shift-Tab goes back.

        Section 1 of 2: Account (account)
          #  id           type     label                          required
          1  email        text     Email                          yes
               pattern:    ^[^@\s]+@[^@\s]+\.[^@\s]+$
               message:    should look like name@example.com
               shortcut:   alt-e
          2  password     secret   Password                       yes
               length:     at least 8 characters
          3  confirm      secret   Confirm password               yes

        Section 2 of 2: About you (about)
          #  id           type     label                          required
          4  displayName  text     Display name                   yes
               length:     at most 40 characters
               shortcut:   alt-n
          5  age          number   Age
               number:     whole number from 13 to 130
          6  newsletter   confirm  Subscribe to the newsletter?
               default:    no
          7  frequency    choice   How often?
               choices:    Every week (weekly), Once a month (monthly)
               default:    monthly
               shown when: newsletter is true
          8  topics       choice   Topics you want to hear about
               choices:    New releases (releases), events, Tips, tricks & tutorials (tips), jobs
               picks:      1 to 3 choices
               shown when: newsletter is true

        Focus starts on email.

        Rules
          confirm must equal password: "does not match the password"

        Shortcuts
          alt-e  focuses email (section account)
          alt-n  focuses displayName (section about)

        """#)
    }

    @Test func pipedOutputHasNoEscapesEvenWithoutNoColor() throws {
        for form in ["login", "new-task", "reminder-list", "reminders", "profile"] {
            let result = try ProcessRunner.formline(["describe", form], environment: ["NO_COLOR": "", "TERM": "xterm"])
            #expect(result.status == 0, "\(form): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"), "\(form)")
        }
    }

    @Test func aDateFieldIsShownAsAStepWithItsBounds() throws {
        let result = try ProcessRunner.formline(["describe", "forms/new-task.yaml"])
        #expect(result.stdout.contains("  4  due         date (step)  Due date    yes\n"))
        #expect(result.stdout.contains("       dates:      from today to +5y\n"))
    }

    @Test func aPathFieldSaysWhatItTakesInTextAndJSON() throws {
        let text = try ProcessRunner.formline(["describe", "forms/new-task.yaml"])
        #expect(text.stdout.contains("  3  attachment  path         Attachment\n"))
        #expect(text.stdout.contains("       path:       an existing file\n"))
        let json = try ProcessRunner.formline(["describe", "forms/new-task.yaml", "--format", "json"])
        #expect(json.stdout.contains(#""path":{"mustExist":true,"pathKind":"file","extensions":[],"summary":"an existing file"}"#))
    }

    @Test func aBrokenFormIsNotDescribed() throws {
        let result = try ProcessRunner.formline(["describe", "Tests/Fixtures/broken/unknown-type.yaml"])
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Tests/Fixtures/broken/unknown-type.yaml:5:11: error: unknown field type 'numbr'"))
    }

    @Test func aMissingFormIsAClearError() throws {
        let result = try ProcessRunner.formline(["describe", "nope"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("formline: no form file 'nope'"))
    }
}

/// `describe`'s text in the language `--lang` or the process's names (issue 37); its JSON, its
/// English and the form's own texts as before.
@Suite struct DescribeLanguageTests {
    @Test func theTextFollowsLangAndLanguage() throws {
        let german = try ProcessRunner.formline(["describe", "forms/signup.yaml", "--lang", "de"])
        #expect(german.status == 0)
        for line in ["Abschnitt 1 von 2: Konto (account)", "  #  ID           Typ      Beschriftung                        Pflicht",
                     "  1  email        text     E-Mail                              ja", "       Länge:      mindestens 8 Zeichen",
                     "       Zahl:       ganze Zahl von 13 bis 130", "       gezeigt, wenn: newsletter ist true",
                     "       Auswahlzahl: 1 bis 3 Auswahlen", "Der Fokus beginnt bei email.", "Regeln",
                     "  confirm muss gleich password sein: „stimmt nicht mit dem Passwort überein“", "Tastenkürzel",
                     "  alt-e  fokussiert email (Abschnitt account)"] {
            #expect(german.stdout.contains(line + "\n"), "\(line)\n\(german.stdout)")
        }
        #expect(!german.stdout.contains("Section ") && !german.stdout.contains("required") && !german.stdout.contains("Focus starts"))
        // LANGUAGE alone: the form's texts and formline's words in French.
        let french = try ProcessRunner.formline(["describe", "forms/new-task.yaml"], environment: ["LANGUAGE": "fr"])
        #expect(french.stdout.contains("date (pas à pas)") && french.stdout.contains("       dates:      de today à +5y\n"), "\(french.stdout)")
        #expect(french.stdout.contains("Le focus commence sur title."), "\(french.stdout)")
        // `--lang en` under another LANGUAGE: English, byte for byte.
        let english = try ProcessRunner.formline(["describe", "forms/signup.yaml"], environment: ["LANGUAGE": "C"])
        let asked = try ProcessRunner.formline(["describe", "forms/signup.yaml", "--lang", "en"], environment: ["LANGUAGE": "zh_CN"])
        #expect(asked.stdout == english.stdout && english.stdout.contains("Section 1 of 2: Account (account)"))
    }

    @Test func jsonStaysEnglish() throws {
        let english = try ProcessRunner.formline(["describe", "forms/reminders.yaml", "--format", "json"], environment: ["LANGUAGE": "C"])
        let german = try ProcessRunner.formline(["describe", "forms/reminders.yaml", "--format", "json", "--lang", "en"], environment: ["LANGUAGE": "de"])
        #expect(english.status == 0 && german.stdout == english.stdout)
    }
}
