import Foundation
import Testing
import TestSupport

/// `formline drafts`: drafts people can manage — listed with their form, time, answers and
/// the fields to type again; deleted by form or all at once; a resume asks for the secrets
/// and goes to the review; Ctrl-D never throws answers away.
@Suite struct DraftsCommandTests {
    /// A piped run whose answers cannot be written (standard output is /dev/full) keeps a draft.
    private func keepDraft(_ form: String, _ input: String, in home: TemporaryHome, directory: URL? = nil) throws {
        let result = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", form], input: input,
                                                      environment: ["FORMLINE_DRAFT_DIR": home.drafts.path],
                                                      directory: directory)
        #expect(result.status == 74, "\(result.stderr)")
    }

    /// A second draft of the form whose one draft `home` holds, as two runs of it at once
    /// keep (one run after another keeps one: a run started afresh replaces the draft it
    /// offered once it saves its own): a copy under another run's name.
    private func copyDraft(in home: TemporaryHome) throws {
        let name = try #require(home.draftFiles.keys.first)
        let copy = String(name.prefix(65)) + "1-1.json"
        try FileManager.default.copyItem(at: home.drafts.appendingPathComponent(name), to: home.drafts.appendingPathComponent(copy))
        try #require(home.draftFiles.count == 2)
    }

    private func drafts(_ arguments: [String], in home: TemporaryHome, directory: URL? = nil) throws -> ProcessResult {
        try ProcessRunner.formline(["drafts"] + arguments, environment: ["FORMLINE_DRAFT_DIR": home.drafts.path], directory: directory)
    }

    @Test func listsEachDraftWithItsFormAnswersAndTheSecretsToTypeAgain() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        try copyDraft(in: home)
        let listed = try drafts([], in: home)
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.hasPrefix(#"login  "Log in"  "#), "\(line)")
            #expect(line.contains("  2 answers  type again: password  "), "\(line)")
            #expect(line.hasSuffix("/forms/login.yaml"), "\(line)")
        }
        #expect(!listed.stdout.contains("correct horse"))

        let json = try drafts(["--format", "json"], in: home)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let items = try #require(object["drafts"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items.allSatisfy { ($0["typeAgain"] as? [String]) == ["password"] && ($0["answers"] as? Int) == 2 })
        #expect(items.allSatisfy { ($0["form"] as? String)?.hasSuffix("/forms/login.yaml") == true })
    }

    /// The listing is in the person's language: the answers' count in its form, the fields to
    /// type again, a draft that cannot be read and how to delete it; the JSON stays English.
    @Test func theListingIsInThePersonsLanguage() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        let name = try #require(home.draftFiles.keys.first)
        let broken = home.drafts.appendingPathComponent(String(name.prefix(65)) + "1-1.json")
        try Data("{".utf8).write(to: broken)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: broken.path)
        func listed(_ language: String) throws -> [Substring] {
            let result = try ProcessRunner.formline(["drafts"], environment: ["FORMLINE_DRAFT_DIR": home.drafts.path, "LANGUAGE": language])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("correct horse"))
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 2, "\(result.stdout)")
            return lines.sorted { $0.hasPrefix("login") && !$1.hasPrefix("login") }
        }
        let english = try listed("C"), german = try listed("de"), spanish = try listed("es")
        #expect(english.first?.contains("  2 answers  type again: password  ") == true, "\(english)")
        #expect(english.last?.contains("  cannot be read: the draft '\(broken.path)' is damaged (") == true, "\(english)")
        #expect(english.last?.hasSuffix("; delete it to start over (delete it with: formline drafts rm \(broken.path))") == true, "\(english)")
        #expect(german.first?.contains("  2 Antworten  erneut tippen: password  ") == true, "\(german)")
        #expect(german.last?.contains("  nicht lesbar: der Entwurf '\(broken.path)' ist beschädigt (") == true, "\(german)")
        #expect(german.last?.hasSuffix("(löschen mit: formline drafts rm \(broken.path))") == true, "\(german)")
        #expect(spanish.first?.contains("  2 respuestas  vuelva a escribir: password  ") == true, "\(spanish)")
        #expect(spanish.last?.hasSuffix("(bórrelo con: formline drafts rm \(broken.path))") == true, "\(spanish)")
        let json = try ProcessRunner.formline(["drafts", "--format", "json"], environment: ["FORMLINE_DRAFT_DIR": home.drafts.path, "LANGUAGE": "de"])
        #expect(json.stdout.contains(#"is damaged ("#) && json.stdout.contains("delete it to start over"), "\(json.stdout)")
    }

    @Test func noDraftsIsSaidOnStandardErrorWithStatus0() throws {
        let home = try TemporaryHome()
        let listed = try drafts([], in: home)
        #expect(listed.status == 0)
        #expect(listed.stdout.isEmpty)
        #expect(listed.stderr.contains("no drafts in"))
    }

    @Test func removeByFormNameDeletesThatFormsDraftsOnly() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        try copyDraft(in: home)
        try keepDraft("new-task", "Write it\n\n\n2026-12-01\n", in: home)
        let before = home.draftFiles.count
        #expect(before >= 3)
        let removed = try drafts(["rm", "login"], in: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr.contains("deleted 2 drafts of login"))
        #expect(home.draftFiles.count == before - 2)
        #expect(!home.draftFiles.values.contains { $0.contains(#""text":"ada""#) })
        let again = try drafts(["rm", "login"], in: home)
        #expect(again.status == 0)
        #expect(again.stderr.contains("no drafts of login"))
    }

    @Test func removeAllLeavesOtherFilesInTheFolderAlone() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        let stranger = home.drafts.appendingPathComponent("notes.json")
        try Data("{}".utf8).write(to: stranger)
        let removed = try drafts(["rm", "--all"], in: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr.contains("deleted 1 draft"))
        #expect(FileManager.default.fileExists(atPath: stranger.path))
        #expect(home.draftFiles.keys.sorted() == ["notes.json"])
    }

    @Test func usageErrorsSayWhatToGive() throws {
        let home = try TemporaryHome()
        let none = try drafts(["rm"], in: home)
        #expect(none.status == 64)
        #expect(none.stderr.contains("name the forms whose drafts to delete, or give --all"))
        let both = try drafts(["rm", "login", "--all"], in: home)
        #expect(both.status == 64)
        #expect(both.stderr.contains("either forms or --all"))
    }

    /// A form whose path holds `$(…)`, a space and whose title holds escape sequences: the
    /// suggested commands quote the path (pasting them runs nothing), the listing shows the
    /// title's escapes visibly, and `rm` by that path works.
    @Test func hostileNamesAreQuotedAndEscaped() throws {
        let home = try TemporaryHome()
        let folder = home.url.appendingPathComponent("x$(touch PWNED)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let form = folder.appendingPathComponent("a b.yaml")
        try "title: \"Evil\\e]0;owned\\a\\e[2J\"\nfields: [{id: a, type: text, required: true}, {id: s, type: secret}]\n"
            .write(to: form, atomically: true, encoding: .utf8)
        let name = "x$(touch PWNED)/a b.yaml"
        let run = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", name], input: "v\n\n",
                                                   environment: ["FORMLINE_DRAFT_DIR": home.drafts.path], directory: home.url)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("continue with `formline run 'x$(touch PWNED)/a b.yaml' --resume`"), "\(run.stderr)")
        let listed = try drafts([], in: home, directory: home.url)
        #expect(listed.stdout.contains(#""Evil\e]0;owned\u{7}\e[2J""#), "\(listed.stdout)")
        #expect(!listed.stdout.contains("\u{1B}"))
        let removed = try drafts(["rm", name], in: home, directory: home.url)
        #expect(removed.stderr.contains("deleted 1 draft"), "\(removed.stderr)")
        #expect(home.draftFiles.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("PWNED").path))
    }

    /// Issue 35 item 9: the notice of a draft takes one row at 80 columns; how to discard it
    /// is said when the run stops (see `controlDAtTheReviewKeepsADraft`).
    @Test func aNewRunSaysThereIsADraftInOneRow() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        let fresh = try ProcessRunner.formline(["run", "login"], input: "cyd\ncorrect horse\nyes\n",
                                               environment: ["FORMLINE_DRAFT_DIR": home.drafts.path])
        #expect(fresh.status == 0)
        let notice = try #require(fresh.stderr.split(separator: "\n").first { $0.hasPrefix("formline: draft of ") }, "\(fresh.stderr)")
        #expect(notice.hasSuffix(": --resume continues it; stopping replaces it"), "\(notice)")
        #expect(notice.count <= 80, "\(notice)")
    }

    @Test func resumeSaysWhichFieldsToTypeAgainAndResumingTwiceKeepsOneDraft() throws {
        let home = try TemporaryHome()
        try keepDraft("login", "ada\ncorrect horse\nyes\n", in: home)
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        let resumed = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login", "--resume"],
                                                       input: "correct horse\n", environment: env)
        #expect(resumed.status == 74)
        #expect(resumed.stderr.contains("type again: password (asked first: secrets are never kept in a draft)"), "\(resumed.stderr)")
        #expect(home.draftFiles.count == 1)
        let done = try ProcessRunner.formline(["run", "login", "--resume"], input: "correct horse\n", environment: env)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        #expect(home.draftFiles.isEmpty)
    }
}

extension TerminalRunTests {
    /// Resumed with every field but the password answered: the password is asked for, then
    /// the review — not every field again.
    @Test func resumeAsksForTheSecretThenGoesToTheReview() throws {
        let first = try FormlineTerminal(["run", login])
        try first.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try first.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try first.type(after: "[3/3] Remember", .enter)
        try first.type(after: "Enter to submit", .control("c"))
        #expect(try first.waitForExit() == 130)

        let second = try FormlineTerminal(["run", login, "--resume"], home: first.home)
        try second.waitFor("type again: password")
        try second.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try second.type(after: "Enter to submit, or a field number or id to change: ", .enter)
        #expect(try second.waitForExit() == 0)
        #expect(second.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }

    /// Issue 35 item 1: stopped at Age after the passwords, a resumed signup asks the secrets
    /// first, so typing the password as the notice tells puts it in a hidden field: it never
    /// appears on the screen, and Age is asked after.
    @Test func aResumedFormAsksItsSecretsFirstSoAPasswordIsNeverTypedIntoAVisibleField() throws {
        let signup = FormlineTerminal.form("signup")
        let first = try FormlineTerminal(["run", signup])
        try first.type(after: "[1/6] Email: ", .text("ada@example.com"), .enter)
        try first.typeSecret(after: "[2/6] Password: ", .text("secret-one"), .enter)
        try first.typeSecret(after: "[3/6] Confirm password: ", .text("secret-one"), .enter)
        try first.type(after: "[4/6] Display name: ", .text("Ada"), .enter)
        try first.type(after: "[5/6] Age: ", .control("c"))
        #expect(try first.waitForExit() == 130)

        let second = try FormlineTerminal(["run", signup, "--resume"], home: first.home)
        try second.waitFor("type again: password, confirm (asked first")
        try second.typeSecret(after: "[2/6] Password: ", .text("secret-one"), .enter)
        try second.typeSecret(after: "[3/6] Confirm password: ", .text("secret-one"), .enter)
        try second.type(after: "[5/6] Age: ", .text("36"), .enter)
        try second.type(after: "[6/6] Subscribe", .text("no"), .enter)
        #expect(!second.terminal.output.contains("secret-one"), "\(second.screen)")
        #expect(!second.screen.contains("must be a whole number"))
        try second.type(after: "Enter to submit", .enter)
        #expect(try second.waitForExit() == 0)
        #expect(second.standardOutput.contains(#""password":"secret-one","confirm":"secret-one","displayName":"Ada","age":36"#),
                "\(second.standardOutput)")
    }

    /// Ctrl-D at a fully answered review keeps the answers in a draft and says so.
    @Test func controlDAtTheReviewKeepsADraft() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .control("d"))
        #expect(try run.waitForExit() == 3)
        let words = run.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("cancelled; the answers so far (not secrets) are kept in a draft."), "\(run.screen)")
        #expect(run.screen.contains("\nDiscard it with: formline drafts rm "), "\(run.screen)")
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
        #expect(!draft.contains("correct horse"))
        #expect(run.standardOutput.isEmpty)
    }
}

/// Issue 32 item 8: a suggested command shows a file name's line break as `\n`, never
/// breaking the line it is printed on.
@Suite struct DraftHintTests {
    @Test func theResumeHintShowsAFileNamesLineBreakEscaped() throws {
        let home = try TemporaryHome()
        let folder = home.url.appendingPathComponent("forms")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "we\nird $(id).yaml"
        try Data("title: W\nfields:\n  - {id: a, type: text}\n".utf8).write(to: folder.appendingPathComponent(name))
        let result = try ProcessRunner.formline(["run", name, "--output", "/dev/full"], input: "x\n",
                                                environment: ["FORMLINE_DRAFT_DIR": home.drafts.path], directory: folder)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains(#"continue with `formline run 'we\nird $(id).yaml' --resume`"#), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
