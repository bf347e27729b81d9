import Foundation
import Testing
import TestSupport

/// A multi-line text field at a terminal: Enter adds a line, Enter on an empty line ends
/// the text, Ctrl-X Ctrl-E edits it in $VISUAL/$EDITOR on a private 0600 file that is
/// gone afterwards. (Typing, pasting and accessible mode: TerminalFrontEndTests'
/// MultilineScreenTests.)
@Suite(.serialized) struct TerminalMultilineTests {
    static var form: String { get throws { try Fixtures.form("terminal-multiline") } }

    /// A home with the form, a private TMPDIR and an editor script (`editor.sh`) that
    /// records the file's mode and path and the terminal's mode in `editor.log`, then
    /// writes `text` into the file and exits with `status`.
    private func home(editorWrites text: String = "Edited first\n\nEdited third\n", status: Int = 0) throws -> TemporaryHome {
        try editorHome(editor: """
            stat -c '%a' "$1" > "$log"
            echo "$1" >> "$log"
            stat -c '%a' "$(dirname "$1")" >> "$log"
            stty -a >> "$log"
            echo "--- before" >> "$log"
            cat "$1" >> "$log"
            printf '%s' '\(text)' > "$1"
            exit \(status)
            """)
    }

    /// How long an editor may take to run on a busy machine.
    static let editorTimeout: Duration = .seconds(60)

    @Test func ctrlXCtrlEEditsInAPrivateFileThatIsGoneAfterwards() throws {
        let home = try home()
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Typed line"), .enter)
        try run.type(after: "  ... ", .text("and more"), .control("x"), .control("e"))
        // The editor's text answers the field; focus moves on. (The editor is a process of
        // its own: a busy machine may take a while to start it.)
        try run.terminal.waitFor("[2/2] Title: ", timeout: Self.editorTimeout)
        let log = try String(contentsOf: home.url.appendingPathComponent("editor.log"), encoding: .utf8)
        let lines = log.components(separatedBy: "\n")
        #expect(lines[0] == "600")
        let path = lines[1]
        #expect(path.hasPrefix(home.url.appendingPathComponent("tmp").path + "/formline-"))
        #expect(path.contains("/note-"))
        #expect(lines[2] == "700")   // the private directory
        // The editor had the terminal in its normal (cooked) mode.
        #expect(log.contains(" icanon") && !log.contains("-icanon"))
        #expect(log.contains(" echo ") && !log.contains("-echo "))
        // It started from the lines typed so far.
        #expect(log.hasSuffix("--- before\nTyped line\nand more\n"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
        // formline's own mode is back: the next prompt edits as before.
        try run.terminal.sendKeys(.text("T"), .enter)
        try run.waitFor("[1/2] Note (note): Edited first (3 lines)")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Edited first\n\nEdited third","title":"T"}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    /// The editor writes on the terminal, never into formline's standard output (which may
    /// be the answers file: `formline run form.yaml > answers.json`).
    @Test func theEditorsOutputGoesToTheTerminalNotTheAnswers() throws {
        let home = try editorHome(editor: """
            echo EDITOR-SAYS-OUT
            echo EDITOR-SAYS-ERR >&2
            printf 'From editor' > "$1"
            """)
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .control("x"), .control("e"))
        try run.terminal.waitFor("[2/2] Title: ", timeout: Self.editorTimeout)
        #expect(run.terminal.output.contains("EDITOR-SAYS-OUT"))
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"From editor","title":null}"# + "\n")
    }

    @Test func theEditorStartsFromTheFieldsTextWhenNothingIsTyped() throws {
        let home = try home(editorWrites: "Replaced")
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Old"), .enter)
        try run.type(after: "  ... ", .enter)
        try run.type(after: "[2/2] Title: ", .shiftTab)
        try run.type(after: "Enter keeps these lines", .control("x"), .control("e"))
        try run.terminal.waitFor("[2/2] Title: ", timeout: Self.editorTimeout)
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(try String(contentsOf: home.url.appendingPathComponent("editor.log"), encoding: .utf8).hasSuffix("--- before\nOld\n"))
        #expect(run.standardOutput == #"{"note":"Replaced","title":null}"# + "\n")
    }

    /// The editor's failure in the person's language (`FrameWord.editorExited`), its name as written.
    @Test func aFailingEditorSaysWhyInGerman() throws {
        let home = try home(editorWrites: "Lost", status: 3)
        let run = try startEditing(home, environment: ["LANGUAGE": "de"])
        try run.type(after: "[1/2] Note: ", .text("Kept line"), .enter)
        try run.type(after: "  ... ", .text("half"), .control("x"), .control("e"))
        let said = try run.terminal.waitFor("mit Status 3 beendet", timeout: Self.editorTimeout)
        #expect(said.contains("der Editor '"), "\(said)")
        #expect(!said.contains("exited with status"), "\(said)")
    }

    @Test func aFailingEditorKeepsTheTextAndSaysWhy() throws {
        let home = try home(editorWrites: "Lost", status: 3)
        let run = try startEditing(home)
        try run.type(after: "[1/2] Note: ", .text("Kept line"), .enter)
        try run.type(after: "  ... ", .text("half"), .control("x"), .control("e"))
        try run.terminal.waitFor("exited with status 3; the text is", timeout: Self.editorTimeout)
        // The line being typed is back on the prompt, the earlier lines kept.
        try run.terminal.sendKeys(.text(" done"), .enter)
        try run.waitFor("half done")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Kept line\nhalf done","title":null}"# + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
    }

    @Test func anEditorThatCannotRunIsNamed() throws {
        let home = try home()
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path],
                                       environment: ["VISUAL": "", "EDITOR": "no-such-editor-here",
                                                     "TMPDIR": home.url.appendingPathComponent("tmp").path],
                                       home: home)
        try run.type(after: "[1/2] Note: ", .text("x"), .control("x"), .control("e"))
        try run.terminal.waitFor("the editor 'no-such-editor-here' could not be started; set $VISUAL or $EDITOR", timeout: Self.editorTimeout)
        try run.terminal.sendKeys(.enter, .enter)
        try run.type(after: "[2/2] Title: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
    }

    @Test func aSignalWhileTheEditorRunsStillRemovesTheFile() throws {
        let home = try home()
        // This editor sends formline SIGTERM, then exits normally.
        try ExecutableFile.write("""
        #!/bin/sh
        echo "$1" > "$(dirname "$0")/editor.log"
        kill -TERM "$(cat "$(dirname "$0")/formline.pid")"
        printf 'x' > "$1"
        """, to: home.url.appendingPathComponent("editor.sh"))
        let run = try startEditing(home)
        try run.waitFor("[1/2] Note: ")
        try String(try run.programID()).write(to: home.url.appendingPathComponent("formline.pid"), atomically: true, encoding: .utf8)
        try run.terminal.sendKeys(.text("draft"), .control("x"), .control("e"))
        #expect(try run.terminal.waitForExit(timeout: Self.editorTimeout) == 143)
        let path = try String(contentsOf: home.url.appendingPathComponent("editor.log"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        #expect(!path.isEmpty && !FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("tmp").path).isEmpty)
        #expect(run.terminalIsRestored)
    }

    @Test func tabLeavesWithTheWholeTextWhichADraftKeepsAndResumeBringsBack() throws {
        let home = try home()
        let first = try startEditing(home)
        try first.type(after: "[1/2] Note: ", .text("first line"), .enter)
        try first.type(after: "  ... ", .text("second, not ended"), .tab)
        try first.type(after: "[2/2] Title: ", .control("c"))
        #expect(try first.waitForExit() == 130)
        let draft = try #require(home.draftFiles.values.first)
        #expect(draft.contains(#""note":{"text":"first line\nsecond, not ended"}"#), "\(draft)")

        let second = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path, "--resume"], home: home)
        try second.type(after: "[2/2] Title: ", .shiftTab)
        try second.waitFor("  | first line")
        try second.waitFor("  | second, not ended")
        try second.type(after: "[1/2] Note: ", .enter)
        try second.type(after: "[2/2] Title: ", .enter)
        try second.type(after: "Enter to submit", .enter)
        #expect(try second.waitForExit() == 0)
        #expect(second.standardOutput == #"{"note":"first line\nsecond, not ended","title":null}"# + "\n")
    }

    @Test func controlZOnALaterLineRedrawsItAndKeepsTheEarlierLines() throws {
        let home = try home()
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home, jobControl: true)
        try run.type(after: "[1/2] Note: ", .text("one"), .enter)
        try run.type(after: "  ... ", .text("tw"), .control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.waitFor("  ... tw")
        try run.terminal.waitForRawMode()
        try run.terminal.resize(rows: 30, columns: 60)
        try run.terminal.sendKeys(.text("o"), .enter, .enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"one\ntwo","title":null}"# + "\n")
    }
}
