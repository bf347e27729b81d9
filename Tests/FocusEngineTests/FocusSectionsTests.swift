import Testing
import FocusEngine

private func makeSections() -> (FocusState<Field>, FocusSections<String, Field>) {
    let state = FocusState<Field>()
    let sections = FocusSections(focus: state, sections: [(id: "contact", values: [.name, .email]),
                                                          (id: "details", values: [.phone, .date])])
    return (state, sections)
}

@Suite struct FocusSectionsTests {
    @Test func startsInTheFirstSection() {
        let (_, sections) = makeSections()
        #expect(sections.current == "contact")
        #expect(sections.section(of: .phone) == "details")
    }

    @Test func focusingAnotherSectionSwitchesSectionFirst() {
        let (state, sections) = makeSections()
        let log = EventLog()
        let a = sections.observeSection { log.record("section \($0 ?? "-")→\($1 ?? "-")") }
        let b = state.record(into: log)
        #expect(sections.focus(.phone))
        #expect(log.entries == ["section contact→details", "observer: -→phone(set)"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func sectionFollowsFocusMovedDirectly() {
        let (state, sections) = makeSections()
        state.focus(.date)
        #expect(sections.current == "details")
    }

    @Test func shortcutFocusesFromAnywhereSwitchingSection() throws {
        let (state, sections) = makeSections()
        try sections.bind(shortcut: "alt-e", to: .email)
        state.focus(.phone)
        let log = EventLog()
        let a = sections.observeSection { log.record("section \($1 ?? "-")") }
        let b = state.record(into: log)
        #expect(sections.activate(shortcut: "alt-e"))
        #expect(state.value == .email)
        #expect(log.entries == ["section contact", "observer: phone→email(set)"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func conflictingShortcutNamesBothTargets() throws {
        let (_, sections) = makeSections()
        try sections.bind(shortcut: "ctrl-g", to: .name)
        try sections.bind(shortcut: "ctrl-g", to: .name)
        #expect(throws: ShortcutConflict(key: "ctrl-g", existing: "name", requested: "phone")) {
            try sections.bind(shortcut: "ctrl-g", to: .phone)
        }
        #expect(ShortcutConflict(key: "ctrl-g", existing: "name", requested: "phone").description
                == "shortcut 'ctrl-g' is already bound to name; it cannot also focus phone")
    }

    @Test func unknownShortcutChangesNothing() {
        let (state, sections) = makeSections()
        state.focus(.name)
        #expect(!sections.activate(shortcut: "alt-q"))
        #expect(state.value == .name)
        #expect(sections.current == "contact")
    }

    @Test func refusedTargetChangesNeitherSectionNorFocus() throws {
        let (state, sections) = makeSections()
        state.canFocus = { $0 != .phone }
        try sections.bind(shortcut: "alt-p", to: .phone)
        state.focus(.name)
        let log = EventLog()
        let observation = sections.observeSection { _, _ in log.record("section") }
        #expect(!sections.activate(shortcut: "alt-p"))
        #expect(state.value == .name)
        #expect(sections.current == "contact")
        #expect(log.entries.isEmpty)
        withExtendedLifetime(observation) {}
    }
}
