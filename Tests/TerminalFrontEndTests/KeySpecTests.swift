import FormCore
import Testing
import TerminalFrontEnd

@Suite struct KeySpecTests {
    @Test(arguments: [
        (KeySpec.control("g"), "ctrl-g", [UInt8(7)]),
        (.control("G"), "ctrl-g", [7]),
        (.control("x"), "ctrl-x", [24]),
        (.alt("u"), "alt-u", [27, 117]),
        (.alt("U"), "alt-U", [27, 85]),
        (.alt("7"), "alt-7", [27, 55]),
    ])
    func spellsAndSends(key: KeySpec, canonical: String, bytes: [UInt8]) {
        #expect(key.description == canonical)
        #expect(key.bytes == bytes)
    }

    /// Form shortcuts are parsed by FormCore's `ShortcutKey` only; the terminal key follows it.
    @Test(arguments: [("ctrl-g", "ctrl-g"), ("Ctrl+G", "ctrl-g"), ("alt-E", "alt-e"), ("meta-7", "alt-7"), ("M-x", "alt-x")])
    func shortcutsComeFromFormCoresParser(text: String, canonical: String) throws {
        #expect(KeySpec(try ShortcutKey(parsing: text)).description == canonical)
    }

    @Test func errorsNameTheKey() {
        #expect("\(KeySpecError.reserved(.control("c"), reason: .interrupt))" == "ctrl-c is reserved (interrupt)")
        #expect("\(KeySpecError.duplicate(.alt("g")))" == "alt-g is bound twice")
    }

    @Test(arguments: [KeySpec.control("c"), .control("d"), .control("i"), .control("m"), .control("j"), .control("h"),
                      .control("n"), .control("p"), .alt("O")])
    func reservedKeysAreRefusedAsShortcuts(key: KeySpec) {
        #expect {
            try KeyBindings(shortcuts: [key])
        } throws: { error in
            guard case .reserved(key, _) = error as? KeySpecError else { return false }
            return true
        }
    }

    @Test func theTerminalRefusesExactlyTheKeysFormFilesCannotTake() throws {
        for letter in "abcdefghijklmnopqrstuvwxyz" where letter != ShortcutKey.datePickerControlKey {
            let formRefuses = (try? ShortcutKey(parsing: "ctrl-\(letter)")) == nil
            let terminalRefuses = (try? KeyBindings(shortcuts: [.control(letter)])) == nil
            #expect(formRefuses == terminalRefuses, "ctrl-\(letter)")
        }
    }

    @Test func dateKeyIsReservedOnlyWhileUsed() throws {
        #expect(throws: KeySpecError.reserved(.control("t"), reason: .datePicker)) {
            try KeyBindings(shortcuts: [.control("t")])
        }
        let bindings = try KeyBindings(dateKey: nil, shortcuts: [.control("t"), .alt("o")])
        #expect(bindings.shortcuts.map(\.description) == ["ctrl-t", "alt-o"])
        #expect(KeyBindings.standard.dateKey == .control("t"))
    }

    @Test func dateKeyMustNotBeReserved() {
        #expect(throws: KeySpecError.reserved(.control("n"), reason: .nextField)) {
            try KeyBindings(dateKey: .control("n"))
        }
    }

    @Test func duplicatesAreRefused() {
        #expect(throws: KeySpecError.duplicate(.control("g"))) {
            try KeyBindings(shortcuts: [.control("g"), .alt("g"), .control("G")])
        }
    }
}
