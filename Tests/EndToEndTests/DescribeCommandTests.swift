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
