import Foundation
import Testing
import TestSupport

/// `formline new NAME` on the real binary, in a scratch folder.
@Suite struct NewCommandTests {
    /// A fresh empty folder, removed by `body`'s end.
    private func inScratchFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func formline(_ arguments: [String], in folder: URL, input: String = "") throws -> ProcessResult {
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(input.utf8), directory: folder)
        #expect(!result.timedOut)
        return result
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func theStarterFormPassesCheckWithoutWarnings() throws {
        try inScratchFolder { folder in
            let made = try formline(["new", "team-survey"], in: folder)
            #expect(made.status == 0, "\(made.stderr)")
            #expect(made.stdout == "Wrote team-survey.yaml and its scenarios team-survey.test.yaml. Edit them, then run "
                    + "`formline check team-survey.yaml` and `formline test team-survey.test.yaml`.\n")
            let text = try read(folder.appendingPathComponent("team-survey.yaml"))
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/formline.schema.json\n"))
            #expect(text.contains("\nformline: 1                   # the form format version\ntitle: \"Team survey\"\n"))
            let checked = try formline(["check", "team-survey.yaml"], in: folder)
            #expect(checked.status == 0)
            #expect(checked.stderr == "team-survey.yaml: ok\n")
        }
    }

    @Test func theStarterFormCanBeFilledIn() throws {
        try inScratchFolder { folder in
            _ = try formline(["new", "starter"], in: folder)
            let result = try formline(["run", "starter.yaml"], in: folder, input: "Ada\n\n\n\n\ntoday\n\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == #"{"name":"Ada","email":null,"size":"M","updates":false,"mood":4,"start":"2026-11-22"}"# + "\n")
        }
    }

    @Test func aFormsFolderReceivesTheFormAndTheModelineFindsTheSchema() throws {
        try inScratchFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("schema"), withIntermediateDirectories: true)
            try "{}".write(to: folder.appendingPathComponent("schema/formline.schema.json"), atomically: true, encoding: .utf8)
            let result = try formline(["new", "login2.yaml"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let text = try read(folder.appendingPathComponent("forms/login2.yaml"))
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/formline.schema.json\n"))
            #expect(try formline(["check", "login2"], in: folder).status == 0)
        }
    }

    @Test func outputNamesAFileOrAFolder() throws {
        try inScratchFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
            #expect(try formline(["new", "a", "--output", "custom.yml"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("custom.yml").path))
            #expect(try formline(["new", "b", "-o", "elsewhere"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere/b.yaml").path))
            let missing = try formline(["new", "c", "-o", "nowhere/"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.stderr == "formline: cannot write 'nowhere/c.yaml': the folder 'nowhere' does not exist\n")
        }
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        try inScratchFolder { folder in
            let file = folder.appendingPathComponent("mine.yaml")
            try "title: Mine\n".write(to: file, atomically: true, encoding: .utf8)
            let refused = try formline(["new", "mine"], in: folder)
            #expect(refused.status == 64)
            #expect(refused.stderr == "formline: 'mine.yaml' already exists; pass --force to replace it\n")
            #expect(try read(file) == "title: Mine\n")
            let forced = try formline(["new", "mine", "--force"], in: folder)
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(try read(file).contains("title: \"Mine\""))
        }
    }

    @Test(arguments: ["../escape", "a/b", ".hidden", "-dash", "two words", "", "naïve"])
    func namesThatAreNotPlainFileNamesAreRefused(_ name: String) throws {
        try inScratchFolder { folder in
            let result = try formline(["new", "--", name], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("is not a valid form name"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test func theStarterScenariosPassOnTheStarterForm() throws {
        try inScratchFolder { folder in
            let made = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["new", "team-survey"], input: Data(),
                                             environment: ["FORMLINE_TODAY": "2026-12-29"], directory: folder)
            #expect(made.status == 0, "\(made.stderr)")
            let text = try read(folder.appendingPathComponent("team-survey.test.yaml"))
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/formline-test.schema.json\n"))
            #expect(text.contains("\nformline: 1\ntoday: 2026-12-29 "))
            #expect(text.contains("start: 2027-01-05}"), "+7d over the year's end")
            // Run on another day: the file's own today holds.
            let tested = try formline(["test", "team-survey.test.yaml"], in: folder)
            #expect(tested.status == 0, "\(tested.stdout)")
            #expect(tested.stdout == "team-survey.test.yaml: 4 passed\n4 passed, 0 failed\n")
            let tested2 = try formline(["test"], in: folder)
            #expect(tested2.status == 66, "no PATH means ./forms, which is not here")
        }
    }

    @Test func anExistingScenarioFileIsLeftAloneWithoutForce() throws {
        try inScratchFolder { folder in
            let file = folder.appendingPathComponent("mine.test.yaml")
            try "scenarios: []\n".write(to: file, atomically: true, encoding: .utf8)
            let refused = try formline(["new", "mine"], in: folder)
            #expect(refused.status == 64)
            #expect(refused.stderr == "formline: 'mine.test.yaml' already exists; pass --force to replace it\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mine.yaml").path))
            #expect(try formline(["new", "mine", "--force"], in: folder).status == 0)
            #expect(try read(file).contains("scenarios:\n  - name: every field answered"))
        }
    }
}
