@testable import TerminalFrontEnd
import FormCore
import Testing

@Suite struct FormKeyBindingsTests {
    @Test func keySpecsComeFromFormCoreShortcuts() throws {
        #expect(KeySpec(try ShortcutKey(parsing: "Alt-E")) == .alt("e"))
        #expect(KeySpec(try ShortcutKey(parsing: "ctrl+g")).bytes == [7])
        var email = FieldDefinition(id: "email", kind: .text)
        email.shortcut = "alt-e"
        var name = FieldDefinition(id: "name", kind: .text)
        name.shortcut = "ctrl-g"
        let form = FormDefinition(title: "T", sections: [SectionDefinition(id: "main", fields: [email, name])])
        let keys = try KeyBindings(session: FormSession(form: form, today: LocalDate(year: 2026, month: 11, day: 22)!))
        #expect(keys.dateKey == .control("t"))
        #expect(keys.shortcuts.map(\.description) == ["alt-e", "ctrl-g"])
    }

    @Test func aDecodedShortcutIsTheSessionsParsedKey() throws {
        var email = FieldDefinition(id: "email", kind: .text)
        email.shortcut = "M-E"
        let session = FormSession(form: FormDefinition(title: "T", sections: [SectionDefinition(id: "main", fields: [email])]),
                                  today: LocalDate(year: 2026, month: 11, day: 22)!)
        var input = SecretInput(keys: try KeyBindings(session: session))
        var event: LineEvent?
        for byte in "\u{1B}e".utf8 where event == nil { event = input.feed(byte) }
        guard case .shortcut(let key, _)? = event else { Issue.record("no shortcut: \(String(describing: event))"); return }
        // The key travels as the session parsed it: no text to parse again.
        #expect(key == session.shortcutKeys.first)
        #expect(session.field(forShortcut: key)?.id == "email")
        #expect(session.activate(key))
        let said = AccessiblePromptFormatter(session: session).jumped(with: key)
        #expect(said?.hasPrefix("Alt-e: going to ") == true, "\(said ?? "nil")")
    }

    @Test func secretInputNavigatesWithoutTakingKeysAsText() throws {
        let keys = try KeyBindings(session: FormSession(form: FormDefinition(title: "T", sections: [
            SectionDefinition(id: "main", fields: [{ var f = FieldDefinition(id: "a", kind: .text); f.shortcut = "alt-n"; return f }()]),
        ]), today: LocalDate(year: 2026, month: 11, day: 22)!))
        func events(_ text: String) -> (LineEvent?, String) {
            var input = SecretInput(keys: keys)
            for byte in text.utf8 {
                if let event = input.feed(byte) { return (event, input.typed) }
            }
            return (nil, input.typed)
        }
        #expect(events("ab\t") == (.next, "ab"))
        #expect(events("ab\u{1B}[Z") == (.previous, "ab"))
        #expect(events("x\u{10}") == (.previous, "x"))
        #expect(events("x\u{14}") == (.datePicker(text: "", cursor: 0), "x"))
        #expect(events("x\u{1B}n") == (.shortcut(key: ShortcutKey(.alt, "n"), text: ""), "x"))
        #expect(events("a\u{1B}[Db\u{1B}xc\r") == (.line("abc"), "abc"))
    }
}
