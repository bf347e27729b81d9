import Foundation
import FrontEndSupport
import Testing
@testable import TerminalFrontEnd

extension TerminalSuite {
    /// The descriptions of formline's line-editor functions (what editline's `bind -l` lists)
    /// come from the catalog (`InputWord`), in the person's language; English is what it was.
    @Suite struct EditorFunctionWordsTests {
        @Test func englishDescriptionsAreWhatTheyWere() {
            let described = LineEditorCallbacks.functions.map { "\($0.name): \(Words.english.text($0.description))" }
            #expect(described == [
                "formline-kill-line: Kill to the end of the line; on an empty list row, delete the row",
                "formline-tab: Complete, or go to the next field",
                "formline-next: Go to the next field",
                "formline-previous: Go to the previous field",
                "formline-interrupt: Interrupt the form",
                "formline-cancel: Cancel",
                "formline-ctrl-key: Form shortcut",
                "formline-ctrl-key-command: Form shortcut (vi command mode)",
                "formline-configured: Form shortcut (decoded)",
                "formline-configured-command: Form shortcut (decoded, vi command mode)",
                "formline-paste: Insert pasted text",
                "formline-replace: Clear the untouched prefill",
                "formline-help: List the keys",
                "formline-space: Toggle the number typed (a multiple choice), else insert a space",
                "formline-question: List the keys on an empty line, else insert ?",
                "formline-alt-key: Form shortcut",
                "formline-delete-or-end: Delete the next character, or end input on an empty line",
                "formline-suspend: Suspend formline (job control)",
                "formline-editor: Edit a multi-line field in $VISUAL or $EDITOR",
                "formline-prefill: Insert the prefilled text",
            ])
        }

        /// `bind -l` in an editrc lists the functions with their descriptions in the editor's
        /// language (wide strings: no locale is needed to register them), and the keys bound to
        /// them still work.
        @Test(arguments: [
            (Language.english, "Go to the next field", "Edit a multi-line field in $VISUAL or $EDITOR"),
            (Language.german, "Zum nächsten Feld gehen", "Ein mehrzeiliges Feld in $VISUAL oder $EDITOR bearbeiten"),
            (Language.simplifiedChinese, "转到下一个字段", "在 $VISUAL 或 $EDITOR 中编辑多行字段"),
        ])
        func bindListsTheDescriptionsInTheEditorsLanguage(language: Language, next: String, external: String) throws {
            let path = NSTemporaryDirectory() + "formline-editrc-\(UUID().uuidString)"
            try "formline:bind -l\n".write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            var listing = ""
            let event = try withEditor(editrc: .file(path), words: Words(language)) { editor in
                editor.readLine(prompt: "a> ")
            } drive: { terminal in
                try terminal.answer("a> ", .text("x"), .tab)
                listing = terminal.output
            }
            #expect(event == .next)
            for (name, description) in [("formline-next", next), ("formline-editor", external)] {
                #expect(listing.contains(name) && listing.contains(description), "\(language.rawValue): \(listing.suffix(3000))")
            }
        }
    }
}
