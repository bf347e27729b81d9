import Foundation
import Testing
import TestSupport

/// Forms found by name outside the repository: ./forms, $FORMLINE_PATH, the XDG config
/// folder, the XDG data folders; `formline list` and the unknown-name message.
@Suite struct FormSearchPathTests {
    /// A scratch tree: an empty working folder and form folders, removed afterwards.
    final class Tree {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("formline-search-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("work"), withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        /// Writes a copy of a repository form (or a form titled `title`) at `relative`.
        func form(_ relative: String, title: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "title: \(title)\nfields:\n  - id: name\n    type: text\n    label: Name\n".write(to: url, atomically: true, encoding: .utf8)
        }

        func formline(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> ProcessResult {
            var env = ["XDG_CONFIG_HOME": path("config"), "XDG_DATA_DIRS": path("data1") + ":" + path("data2"), "FORMLINE_PATH": ""]
            for (key, value) in environment { env[key] = value }
            return try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(input.utf8), environment: env,
                                         directory: root.appendingPathComponent("work"))
        }
    }

    @Test func namesAreFoundInEachFolderInOrder() throws {
        let tree = try Tree()
        try tree.form("data2/formline/forms/survey.yaml", title: "From data2")
        #expect(try tree.formline(["run", "survey"], input: "x\n").status == 0)
        #expect(try tree.formline(["list"]).stdout.contains("From data2"))
        try tree.form("data1/formline/forms/survey.yaml", title: "From data1")
        try tree.form("config/formline/forms/survey.yml", title: "From config")
        try tree.form("extra/survey.yaml", title: "From FORMLINE_PATH")
        try tree.form("work/forms/survey.yaml", title: "From ./forms")
        let expected = ["From ./forms", "From FORMLINE_PATH", "From config", "From data1", "From data2"]
        let environment = ["FORMLINE_PATH": tree.path("missing") + "::" + tree.path("extra")]
        let describe = try tree.formline(["describe", "survey"], environment: environment)
        #expect(describe.status == 0, "\(describe.stderr)")
        #expect(describe.stdout.hasPrefix("From ./forms"))
        try FileManager.default.removeItem(atPath: tree.path("work/forms"))
        #expect(try tree.formline(["describe", "survey"], environment: environment).stdout.hasPrefix("From FORMLINE_PATH"))

        try tree.form("work/forms/survey.yaml", title: "From ./forms")
        let list = try tree.formline(["list"], environment: environment)
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(list.stdout)")
        for (line, title) in zip(lines, expected) { #expect(line.contains(title)) }
        #expect(!lines[0].contains("shadowed") && lines[1].hasSuffix("(FORMLINE_PATH), shadowed"))
        #expect(lines[2].contains(tree.path("config/formline/forms/survey.yml") + " (XDG_CONFIG_HOME)"))
    }

    @Test func listAsJSON() throws {
        let tree = try Tree()
        try tree.form("config/formline/forms/a.yaml", title: "A \"quoted\" title")
        try "title: [".write(toFile: tree.path("config/formline/forms/broken.yaml"), atomically: true, encoding: .utf8)
        let list = try tree.formline(["list", "--format", "json"])
        #expect(list.status == 0, "\(list.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let forms = object?["forms"] as? [[String: Any]] ?? []
        #expect(forms.map { $0["name"] as? String } == ["a", "broken"])
        #expect(forms.first?["title"] as? String == "A \"quoted\" title")
        #expect(forms.first?["origin"] as? String == "XDG_CONFIG_HOME")
        #expect(forms.last?["title"] is NSNull)
        let folders = object?["folders"] as? [[String: Any]] ?? []
        #expect(folders.map { $0["origin"] as? String } == ["./forms", "XDG_CONFIG_HOME", "XDG_DATA_DIRS", "XDG_DATA_DIRS"])
    }

    @Test func anUnknownNameSaysWhereItLookedAndSuggestsCloseNames() throws {
        let tree = try Tree()
        try tree.form("config/formline/forms/survey.yaml", title: "Survey")
        let result = try tree.formline(["run", "survy"], environment: ["FORMLINE_PATH": tree.path("extra")])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no form file 'survy'; did you mean 'survey'?"))
        for folder in ["./forms", tree.path("extra") + " (FORMLINE_PATH)", tree.path("config/formline/forms") + " (XDG_CONFIG_HOME)",
                       tree.path("data1/formline/forms") + " (XDG_DATA_DIRS)", tree.path("data2/formline/forms") + " (XDG_DATA_DIRS)"] {
            #expect(result.stderr.contains("\n  " + folder + "\n") || result.stderr.contains("\n  " + folder), "\(result.stderr)")
        }
    }

    @Test func defaultsAreHomeConfigAndTheSystemDataFolders() throws {
        let tree = try Tree()
        try tree.form("home/.config/formline/forms/mine.yaml", title: "Mine")
        let result = try tree.formline(["list", "--format", "json"],
                                       environment: ["HOME": tree.path("home"), "XDG_CONFIG_HOME": "", "XDG_DATA_DIRS": ""])
        #expect(result.stdout.contains(#""path":"\#(tree.path("home/.config/formline/forms"))","origin":"XDG_CONFIG_HOME""#))
        #expect(result.stdout.contains(#""path":"/usr/local/share/formline/forms","origin":"XDG_DATA_DIRS"},{"path":"/usr/share/formline/forms""#))
        #expect(result.stdout.contains(#""name":"mine","title":"Mine""#))
    }
}
