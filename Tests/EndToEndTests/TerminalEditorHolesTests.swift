import Foundation
import Testing
import TestSupport

/// Ctrl-X Ctrl-E (issue 22): an emptied file clears the field; the editor never sees the
/// answers given in the environment; its private folder goes, swap files and all, however
/// the editor ended.
extension TerminalMultilineTests {
    /// A home holding `form` (by default `TerminalMultilineTests.form`: a note, then a title), a private TMPDIR and `editor.sh` running `body`
    /// (the file to edit is `$1`; `$log` is `editor.log` beside the script).
    func editorHome(form: String? = nil, editor body: String) throws -> TemporaryHome {
        let home = try TemporaryHome()
        try (form ?? TerminalMultilineTests.form).write(to: home.url.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: home.url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let script = home.url.appendingPathComponent("editor.sh")
        try ExecutableFile.write("#!/bin/sh\nlog=\"$(dirname \"$0\")/editor.log\"\n\(body)\n", to: script)
        return home
    }

    func startEditing(_ home: TemporaryHome, environment: [String: String] = [:]) throws -> FormlineTerminal {
        try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path],
                             environment: ["VISUAL": home.url.appendingPathComponent("editor.sh").path, "EDITOR": "/bin/false",
                                           "TMPDIR": home.url.appendingPathComponent("tmp").path].merging(environment) { $1 },
                             home: home)
    }

    /// Types the note "Old", goes on to the title, back to the note (whose text Enter would
    /// keep), then opens the editor.
    func reopenInTheEditor(_ run: FormlineTerminal) throws {
        try run.type(after: "[1/2] Note: ", .text("Old"), .enter)
        try run.type(after: "  ... ", .enter)
        try run.type(after: "[2/2] Title: ", .shiftTab)
        try run.type(after: "Enter keeps these lines", .control("x"), .control("e"))
    }

    /// The note typed, then back at it: Enter would keep it; the editor empties it.
    @Test func anEmptiedEditorFileClearsTheField() throws {
        let home = try editorHome(editor: #": > "$1""#)
        let run = try startEditing(home)
        try reopenInTheEditor(run)
        try run.terminal.waitFor("[2/2] Title: ", timeout: Self.editorTimeout)
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":null,"title":null}"# + "\n")
    }

    @Test func anEmptiedEditorFileOnARequiredFieldSaysItIsRequired() throws {
        let form = """
            title: Notes
            fields:
              - {id: note, type: text, label: Note, multiline: true, required: true}
              - {id: title, type: text, label: Title}
            """
        let home = try editorHome(form: form, editor: #"printf '  \n' > "$1""#)
        let run = try startEditing(home)
        try reopenInTheEditor(run)
        try run.terminal.waitFor("is required", timeout: Self.editorTimeout)
        try run.type(after: "[1/2] Note: ", .text("New"), .enter, .enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"New","title":null}"# + "\n")
    }

    /// The editor gets formline's environment but the answers given in it; what it leaves
    /// in its folder (a swap file) goes with the folder.
    @Test func theEditorGetsNoAnswersAndItsSwapFileGoes() throws {
        let home = try editorHome(editor: #"""
            env > "$log"
            echo swap > "$(dirname "$1")/.$(basename "$1").swp"
            mkdir "$(dirname "$1")/undo" && echo u > "$(dirname "$1")/undo/u"
            printf 'Edited' > "$1"
            """#)
        let run = try startEditing(home, environment: ["FORMLINE_ANSWER_title": "hunter2-title", "KEEP_ME": "yes"])
        try run.type(after: "[1/2] Note: ", .control("x"), .control("e"))
        try run.terminal.waitFor("Enter to submit", timeout: Self.editorTimeout)
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Edited","title":"hunter2-title"}"# + "\n")
        let environment = try String(contentsOf: home.url.appendingPathComponent("editor.log"), encoding: .utf8)
        #expect(environment.contains("KEEP_ME=yes"))
        #expect(!environment.contains("FORMLINE_ANSWER_"))
        #expect(!environment.contains("hunter2"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
    }

    /// The editor gets the terminal as 0, 1 and 2 and none of formline's other descriptors:
    /// not one formline inherited (7 here, as a shell's `7<file` gives it), which formline
    /// itself keeps open.
    @Test func theEditorInheritsNoDescriptorAboveStandardError() throws {
        let home = try editorHome(editor: #"""
            for fd in 3 4 5 6 7 8 9; do [ -e /proc/self/fd/$fd ] && echo "open $fd"; done > "$log"
            readlink /proc/self/fd/0 /proc/self/fd/2 >> "$log"
            printf 'Edited' > "$1"
            """#)
        let inherited = home.url.appendingPathComponent("inherited")
        try Data("x".utf8).write(to: inherited)
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path],
                                       environment: ["VISUAL": home.url.appendingPathComponent("editor.sh").path, "EDITOR": "/bin/false",
                                                     "TMPDIR": home.url.appendingPathComponent("tmp").path],
                                       home: home, inheritedFile: inherited.path)
        try run.type(after: "[1/2] Note: ", .control("x"), .control("e"))
        try run.terminal.waitFor("[2/2] Title: ", timeout: Self.editorTimeout)
        let formline = try run.programID()
        #expect(FileManager.default.fileExists(atPath: "/proc/\(formline)/fd/7"), "formline itself has descriptor 7")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Edited","title":null}"# + "\n")
        let log = try String(contentsOf: home.url.appendingPathComponent("editor.log"), encoding: .utf8)
        #expect(!log.contains("open "), "\(log)")
        #expect(log.split(separator: "\n").count == 2 && log.hasPrefix("/dev/pts/"), "the terminal as 0 and 2: \(log)")
    }

    /// An editor killed (as by a closed terminal or `kill -9`) leaves its swap file: the folder still goes.
    @Test func aKilledEditorsSwapFileGoes() throws {
        let home = try editorHome(editor: #"""
            echo swap > "$(dirname "$1")/.$(basename "$1").swp"
            kill -KILL $$
            """#)
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Kept"), .control("x"), .control("e"))
        try run.terminal.waitFor("exited with status 137", timeout: Self.editorTimeout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// The terminal closes while the editor runs: formline saves its draft and the folder goes.
    @Test func aHangUpWhileTheEditorRunsLeavesNoFolder() throws {
        let home = try editorHome(editor: #"""
            echo swap > "$(dirname "$1")/.$(basename "$1").swp"
            echo started > "$log"
            read line   # as an editor reads keys: the hang-up ends it
            exit 1
            """#)
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Kept"), .control("x"), .control("e"))
        let log = home.url.appendingPathComponent("editor.log")
        try ProcessInspector.wait(for: "the editor to start", timeout: Self.editorTimeout) {
            FileManager.default.fileExists(atPath: log.path)
        }
        run.terminal.hangUp()
        #expect(try run.waitForExit() == 129)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
        #expect(run.home.draftFiles.count == 1)
    }

    /// A second SIGTERM while the editor runs stops formline at once (a stuck program can
    /// still be stopped), and the file holding the field's text is removed first.
    @Test func aSecondSIGTERMWhileTheEditorRunsRemovesTheTextFile() throws {
        let home = try editorHome(editor: #"""
            echo "$1" > "$log"
            read line
            """#)
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Private text"), .control("x"), .control("e"))
        let log = home.url.appendingPathComponent("editor.log")
        try ProcessInspector.wait(for: "the editor to start", timeout: Self.editorTimeout) {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").hasSuffix("\n")
        }
        let file = try String(contentsOf: log, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(FileManager.default.fileExists(atPath: file))
        kill(run.terminal.pid, SIGTERM)
        try ProcessInspector.wait(for: "the first SIGTERM to be taken") { !ProcessInspector.isPending(SIGTERM, for: run.terminal.pid) }
        kill(run.terminal.pid, SIGTERM)
        #expect(try run.waitForExit() == 143)
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
