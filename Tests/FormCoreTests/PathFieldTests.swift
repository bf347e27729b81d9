import Testing
@testable import FormCore

/// A file system in a dictionary: path fields are checked without touching the disk.
struct FakePathProbe: PathProbe {
    var homeDirectory: String? = "/home/ada"
    var currentDirectory: String? = "/work"
    var entries: [String: PathEntry] = [
        "/work/plan.yaml": .file, "/work/PLAN.YML": .file, "/work/docs": .directory,
        "/home/ada/notes.yaml": .file, "/home/ada": .directory, "/dev/null": .other,
    ]
    func entry(at path: String) -> PathEntry { entries[path] ?? .missing }
}

@Suite struct PathFieldTests {
    private func validator(_ rules: String, probe: (any PathProbe)? = FakePathProbe()) throws -> FieldValidator {
        let form = try loadForm("title: T\nfields:\n  - {id: p, type: path\(rules)}\n")
        return FieldValidator(field: form.fields[0], today: today, paths: probe)
    }

    private func message(_ validator: FieldValidator, _ text: String) -> String? {
        if case .failure(let failure) = validator.value(from: text) { return failure.message }
        return nil
    }

    @Test func theAnswerIsTheNormalisedAbsolutePath() throws {
        let v = try validator("")
        #expect(try v.value(from: " plan.yaml ").get() == .text("/work/plan.yaml"))
        #expect(try v.value(from: "./docs/../plan.yaml").get() == .text("/work/plan.yaml"))
        #expect(try v.value(from: "/a//b/./c/").get() == .text("/a/b/c"))
        #expect(try v.value(from: "/..").get() == .text("/"))
        #expect(try v.value(from: "").get() == nil)
    }

    @Test func tildeStartsAtHome() throws {
        let v = try validator("")
        #expect(try v.value(from: "~").get() == .text("/home/ada"))
        #expect(try v.value(from: "~/notes.yaml").get() == .text("/home/ada/notes.yaml"))
        #expect(message(v, "~bob/x") == "only ~ and ~/… are expanded; write the full path instead of ~name")
        let homeless = try validator("", probe: FakePathProbe(homeDirectory: nil))
        #expect(message(homeless, "~/x")?.hasPrefix("starts with ~ but the home directory") == true)
    }

    @Test func mustExistAndPathKind() throws {
        let v = try validator(", mustExist: true, pathKind: file")
        #expect(message(v, "missing.yaml") == "does not exist: /work/missing.yaml")
        #expect(message(v, "docs") == "must be a file, not a directory: /work/docs")
        #expect(message(v, "/dev/null") == "must be a regular file: /dev/null")
        #expect(message(v, "plan.yaml") == nil)
        let directory = try validator(", pathKind: directory")
        #expect(message(directory, "plan.yaml") == "must be a directory, not a file: /work/plan.yaml")
        #expect(message(directory, "not-yet") == nil)   // need not exist
        #expect(message(directory, "~") == nil)
    }

    @Test func extensionsIgnoreASCIICaseAndNeedAName() throws {
        let v = try validator(", extensions: [yaml, .yml]")
        #expect(v.field.path.extensions == ["yaml", "yml"])
        #expect(message(v, "PLAN.YML") == nil)
        #expect(message(v, "plan.Yaml") == nil)
        #expect(message(v, "plan.txt") == "must end in .yaml, .yml")
        #expect(message(v, ".yaml") == "must end in .yaml, .yml")
    }

    @Test func nulAndOverlongPathsAreRefused() throws {
        let v = try validator("")
        #expect(message(v, "a\u{0}b") == "holds a NUL character")
        #expect(message(v, "/" + String(repeating: "a", count: 256)) == "has a name longer than 255 bytes")
        let long = String(repeating: "/" + String(repeating: "b", count: 200), count: 21)
        #expect(message(v, long) == "is too long: a path takes at most 4095 bytes")
    }

    @Test func withoutAProbeOnlyTheTextIsChecked() throws {
        let v = try validator(", mustExist: true, extensions: [md]", probe: nil)
        #expect(try v.value(from: "docs/../readme.md").get() == .text("readme.md"))
        #expect(message(v, "readme.txt") == "must end in .md")
    }

    @Test func sessionUsesTheProbe() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: p, type: path, mustExist: true}\n")
        let session = FormSession(form: form, today: today, paths: FakePathProbe())
        session.start()
        #expect(failure(session.answer("nope"))?.message == "does not exist: /work/nope")
        _ = session.answer("plan.yaml")
        #expect(AnswerJSON.encode(try session.submit().get()) == #"{"p":"/work/plan.yaml"}"#)
    }

    @Test func summaryInWords() {
        #expect(PathRules().summary == "a file or directory")
        #expect(PathRules(mustExist: true, pathKind: .file, extensions: ["yaml", "yml"]).summary == "an existing file ending in .yaml or .yml")
        #expect(PathRules(pathKind: .directory).summary == "a directory")
    }

    @Test func loaderRefusesBadPathKeys() {
        let messages = diagnostics("title: T\nfields:\n  - {id: p, type: path, pathKind: folder, mustExist: maybe, extensions: []}\n  - {id: t, type: text, extensions: [md]}\n").map(\.message)
        #expect(messages.contains("unknown pathKind 'folder'"))
        #expect(messages.contains("'extensions' is empty"))
        #expect(messages.contains("'extensions' does not apply to text fields"))
        #expect(messages.contains { $0.contains("mustExist") })
    }
}
