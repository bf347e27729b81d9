import Testing
import FocusEngine

private enum Page: String, Hashable, CustomStringConvertible {
    case personal, contact, extra

    var description: String { rawValue }
}

private func makeSections(focus: FocusState<Field> = FocusState(.name)) -> FocusSections<Page, Field> {
    FocusSections(focus: focus, sections: [
        (id: .personal, values: [.name, .date]),
        (id: .contact, values: [.email, .phone]),
    ])
}

/// Records section switches, triggers and focus transitions into one log.
private func recordEverything(_ sections: FocusSections<Page, Field>, into log: EventLog) -> [Any] {
    let state = sections.focusState
    return [
        sections.observeSection { from, to in
            log.record("section \(from.map { "\($0)" } ?? "-")→\(to.map { "\($0)" } ?? "-")")
        },
        state.record(into: log),
        state.recordingBinding(for: .name, into: log),
        state.recordingBinding(for: .email, into: log),
        state.recordingBinding(for: .phone, into: log),
    ]
}

@Suite("FocusSections")
struct FocusSectionsTests {
    @Test("focusing a value of another section switches the section before focus moves")
    func focusSwitchesSectionFirst() {
        let log = EventLog()
        let sections = makeSections()
        let keep = recordEverything(sections, into: log)
        #expect(sections.current == .personal)

        #expect(sections.focus(.email))

        #expect(sections.current == .contact)
        #expect(log.entries == [
            "section personal→contact", "blur name", "focus email", "observer: name→email(set)",
        ])
        _ = keep
    }

    @Test("focus moved through the focus state itself also switches the section first")
    func directStateFocusSwitchesSectionFirst() {
        let log = EventLog()
        let sections = makeSections()
        let keep = recordEverything(sections, into: log)

        sections.focusState.focus(.phone)
        sections.focusState.deactivate()
        sections.select(.personal)
        log.clear()
        sections.focusState.restore()

        #expect(sections.current == .contact)
        #expect(log.entries == ["section personal→contact", "focus phone", "observer: -→phone(restore)"])
        _ = keep
    }

    @Test("a shortcut works from anywhere: it switches section, then focuses")
    func shortcutFromAnywhere() throws {
        let log = EventLog()
        let sections = makeSections()
        try sections.bind(shortcut: "p", to: .phone)
        let keep = recordEverything(sections, into: log)

        #expect(sections.activate(shortcut: "p"))

        #expect(sections.focusState.value == .phone)
        #expect(sections.current == .contact)
        #expect(log.entries == ["section personal→contact", "blur name", "focus phone", "observer: name→phone(set)"])
        _ = keep
    }

    @Test("a shortcut to the focused value brings back its section after select(_:)")
    func shortcutToFocusedValueReselectsSection() throws {
        let sections = makeSections()
        try sections.bind(shortcut: "n", to: .name)
        sections.select(.contact)

        #expect(sections.activate(shortcut: "n"))
        #expect(sections.current == .personal)
    }

    @Test("binding a key to a second value throws, naming the key and both targets")
    func conflictingShortcutThrows() throws {
        let sections = makeSections()
        try sections.bind(shortcut: "d", to: .date)

        let error = #expect(throws: ShortcutConflict.self) {
            try sections.bind(shortcut: "d", to: .email)
        }

        #expect(error == ShortcutConflict(shortcut: "d", boundTarget: "date", requestedTarget: "email"))
        #expect(error?.description == "shortcut \"d\" is already bound to date; cannot also bind it to email")
        #expect(sections.shortcuts == ["d": .date])
    }

    @Test("binding the same key to the same value twice is fine")
    func rebindingSameValueIsFine() throws {
        let sections = makeSections()
        try sections.bind(shortcut: "e", to: .email)
        try sections.bind(shortcut: "e", to: .email)
        try sections.bind(shortcut: "m", to: .email)
        #expect(sections.shortcuts == ["e": .email, "m": .email])
    }

    @Test("an unknown shortcut returns false and changes nothing")
    func unknownShortcut() throws {
        let log = EventLog()
        let sections = makeSections()
        try sections.bind(shortcut: "e", to: .email)
        let keep = recordEverything(sections, into: log)

        #expect(!sections.activate(shortcut: "x"))
        #expect(!sections.activate(shortcut: "E"))

        #expect(sections.focusState.value == .name)
        #expect(sections.current == .personal)
        #expect(log.entries.isEmpty)
        _ = keep
    }

    @Test("a shortcut whose target is refused changes nothing, not even the section")
    func refusedShortcutTarget() throws {
        let log = EventLog()
        let sections = makeSections()
        sections.focusState.canFocus = { $0 != .phone }
        try sections.bind(shortcut: "p", to: .phone)
        let keep = recordEverything(sections, into: log)

        #expect(!sections.activate(shortcut: "p"))
        #expect(!sections.focus(.phone))
        #expect(!sections.focusState.focus(.phone))

        #expect(sections.focusState.value == .name)
        #expect(sections.current == .personal)
        #expect(log.entries.isEmpty)
        _ = keep
    }

    @Test("select(_:) switches section without focusing; unknown sections are ignored")
    func selectDoesNotFocus() {
        let log = EventLog()
        let sections = makeSections()
        let keep = recordEverything(sections, into: log)

        sections.select(.contact)
        sections.select(.contact)
        sections.select(.extra)

        #expect(sections.current == .contact)
        #expect(sections.focusState.value == .name)
        #expect(log.entries == ["section personal→contact"])
        _ = keep
    }

    @Test("setValues changes membership: added values switch to their section, removed ones do not")
    func setValuesUpdatesMembership() {
        let sections = makeSections()
        sections.setValues([.email], for: .contact)
        sections.setValues([.phone], for: .extra)

        #expect(sections.section(of: .phone) == .extra)
        #expect(sections.sections == [.personal, .contact, .extra])
        #expect(sections.values(in: .extra) == [.phone])
        sections.focus(.phone)
        #expect(sections.current == .extra)

        sections.setValues([], for: .extra)
        #expect(sections.section(of: .phone) == nil)
        sections.focus(.name)
        sections.focus(.phone)
        #expect(sections.current == .personal)
    }

    @Test("current starts at the focused value's section, else the first section")
    func initialSection() {
        #expect(makeSections(focus: FocusState(.email)).current == .contact)
        #expect(makeSections(focus: FocusState()).current == .personal)
        #expect(FocusSections<Page, Field>(focus: FocusState(), sections: []).current == nil)
    }
}
