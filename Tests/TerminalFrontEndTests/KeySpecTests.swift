import Testing
import TerminalFrontEnd

@Suite struct KeySpecTests {
    @Test(arguments: [
        ("ctrl-g", "ctrl-g", [UInt8(7)]),
        (" Ctrl-G ", "ctrl-g", [7]),
        ("control-x", "ctrl-x", [24]),
        ("alt-u", "alt-u", [27, 117]),
        ("meta-U", "alt-U", [27, 85]),
        ("alt-7", "alt-7", [27, 55]),
    ])
    func parses(spec: String, canonical: String, bytes: [UInt8]) throws {
        let key = try KeySpec(spec)
        #expect(key.description == canonical)
        #expect(key.bytes == bytes)
    }

    @Test(arguments: [
        ("", KeySpecError.empty),
        ("g", .missingModifier("g")),
        ("-g", .missingModifier("-g")),
        ("shift-g", .unknownModifier("shift", in: "shift-g")),
        ("ctrl-1", .unsupportedKey("1", in: "ctrl-1")),
        ("ctrl-f5", .unsupportedKey("f5", in: "ctrl-f5")),
        ("alt-é", .unsupportedKey("é", in: "alt-é")),
        ("alt-[", .unsupportedKey("[", in: "alt-[")),
        ("ctrl-", .unsupportedKey("", in: "ctrl-")),
    ])
    func refuses(spec: String, error: KeySpecError) {
        #expect(throws: error) { try KeySpec(spec) }
    }

    @Test func errorsExplainWhatIsAccepted() {
        #expect("\(KeySpecError.unsupportedKey("f5", in: "ctrl-f5"))".contains("ctrl-<letter>"))
        #expect("\(KeySpecError.reserved(.control("c"), reason: "interrupt"))" == "ctrl-c is reserved (interrupt)")
    }

    @Test(arguments: ["ctrl-c", "ctrl-d", "ctrl-i", "ctrl-m", "ctrl-j", "ctrl-h", "ctrl-n", "ctrl-p", "alt-O"])
    func reservedKeysAreRefusedAsShortcuts(spec: String) throws {
        let key = try KeySpec(spec)
        #expect {
            try KeyBindings(shortcuts: [spec])
        } throws: { error in
            guard case .reserved(key, _) = error as? KeySpecError else { return false }
            return true
        }
    }

    @Test func dateKeyIsReservedOnlyWhileUsed() throws {
        #expect(throws: KeySpecError.reserved(.control("t"), reason: "date picker")) {
            try KeyBindings(shortcuts: ["ctrl-t"])
        }
        let bindings = try KeyBindings(dateKey: nil, shortcuts: ["ctrl-t", "alt-o"])
        #expect(bindings.shortcuts.map(\.description) == ["ctrl-t", "alt-o"])
        #expect(KeyBindings.standard.dateKey == .control("t"))
    }

    @Test func dateKeyMustNotBeReserved() {
        #expect(throws: KeySpecError.reserved(.control("n"), reason: "next field")) {
            try KeyBindings(dateKey: "ctrl-n")
        }
    }

    @Test func duplicatesAreRefused() {
        #expect(throws: KeySpecError.duplicate(.control("g"))) {
            try KeyBindings(shortcuts: ["ctrl-g", "alt-g", "Ctrl-G"])
        }
    }
}
