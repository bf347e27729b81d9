import Testing
import FocusEngine

private enum Page: String, Hashable, CustomStringConvertible {
    case personal, contact, extra

    var description: String { rawValue }
}

private func page(of field: Field) -> Page? {
    switch field {
    case .name, .date: return .personal
    case .email, .phone: return .contact
    }
}

private func makeSections(focus: FocusState<Field> = FocusState(.name)) -> FocusSections<Page, Field> {
    FocusSections(focus: focus, sections: [.personal, .contact], sectionOf: page(of:))
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

        #expect(sections.focusState.focus(.email))

        #expect(sections.current == .contact)
        #expect(log.entries == [
            "section personal→contact", "blur name", "focus email", "observer: name→email(set)",
        ])
        _ = keep
    }

    @Test("restore() and a binding's onFocus switch the section first too")
    func restoreAndBindingSwitchSectionFirst() {
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

        let nameBinding = sections.focusState.binding(for: .name)
        log.clear()
        nameBinding.onFocus()
        #expect(sections.current == .personal)
        #expect(log.entries.first == "section contact→personal")
        _ = keep
    }

    @Test("a step opened with deactivate(for:) switches the section before focus is taken, like a move")
    func stepSwitchesSectionFirst() {
        let log = EventLog()
        let sections = makeSections(focus: FocusState(.email))
        let keep = recordEverything(sections, into: log)
        #expect(sections.current == .contact)

        sections.focusState.deactivate(for: .date)

        #expect(sections.current == .personal)
        #expect(sections.focusState.step == .date)
        #expect(log.entries == ["section contact→personal", "blur email", "observer: email→-(deactivate)"])
        // Going back follows focus as any move does.
        #expect(sections.focusState.restore())
        #expect(sections.current == .contact)
        #expect(sections.focusState.step == nil)
        _ = keep
    }

    @Test("a refused value changes nothing, not even the section")
    func refusedValue() {
        let log = EventLog()
        let sections = makeSections()
        sections.focusState.canFocus = { $0 != .phone }
        let keep = recordEverything(sections, into: log)

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

    @Test("focusing the focused value brings back its section after select(_:)")
    func refocusReselectsSection() {
        let sections = makeSections()
        sections.select(.contact)
        sections.focusState.deactivate()
        #expect(sections.focusState.restore())
        #expect(sections.current == .personal)
    }

    @Test("values in no section and dismissals leave the section alone")
    func valuesInNoSection() {
        let focus = FocusState<Field>(.name)
        let sections = FocusSections(focus: focus, sections: [Page.personal, .contact]) { $0 == .phone ? nil : page(of: $0) }
        focus.focus(.phone)
        #expect(sections.current == .personal)
        focus.dismiss()
        #expect(sections.current == .personal)
        focus.focus(.email)
        #expect(sections.current == .contact)
    }

    @Test("current starts at the focused value's section, else the first section")
    func initialSection() {
        #expect(makeSections(focus: FocusState(.email)).current == .contact)
        #expect(makeSections(focus: FocusState()).current == .personal)
        #expect(FocusSections<Page, Field>(focus: FocusState(), sections: [], sectionOf: page(of:)).current == nil)
    }
}
