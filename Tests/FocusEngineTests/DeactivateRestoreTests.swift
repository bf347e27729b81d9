import Testing
import FocusEngine

@Suite("deactivate() and restore()")
struct DeactivateRestoreTests {
    @Test("deactivate remembers the field (A→nil, .deactivate); restore brings it back (nil→A, .restore)")
    func deactivateThenRestore() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let name = state.recordingBinding(for: .name, into: log)
        let observation = state.record(into: log)

        state.deactivate()
        #expect(state.value == nil)
        #expect(!state.isActive)
        #expect(state.remembered == .name)

        #expect(state.restore())
        #expect(state.value == .name)
        #expect(state.isActive)
        #expect(state.remembered == nil)
        #expect(log.entries == [
            "blur name", "observer: name→-(deactivate)",
            "focus name", "observer: -→name(restore)",
        ])
        _ = (name, observation)
    }

    @Test("deactivate(for:) names the open step until focus is active again; nil ends the step and stays deactivated")
    func stepLastsWhileDeactivated() {
        let state = FocusState<Field>(.name)
        state.deactivate(for: .date)
        #expect(state.step == .date && !state.isActive && state.remembered == .name)
        state.deactivate(for: .phone)          // another step: the memory is kept
        #expect(state.step == .phone && state.remembered == .name)
        state.deactivate(for: nil)             // the step ends; still deactivated
        #expect(state.step == nil && !state.isActive && state.remembered == .name)
        state.deactivate(for: .date)
        state.reactivate()
        #expect(state.step == nil && state.isActive)
        state.deactivate(for: .date)
        state.focus(.email)
        #expect(state.step == nil && state.isActive)
        state.deactivate(for: .date)
        #expect(state.restore())
        #expect(state.step == nil && state.value == .email)
    }

    @Test("reactivate forgets the remembered value without focusing it; a later deactivate remembers nothing stale")
    func reactivateForgets() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let observation = state.record(into: log)
        state.deactivate()
        state.reactivate()
        #expect(state.value == nil)
        #expect(state.isActive)
        #expect(state.remembered == nil)
        state.deactivate()
        #expect(!state.restore())
        #expect(state.value == nil)
        #expect(log.entries == ["observer: name→-(deactivate)"])
        _ = observation
    }

    @Test("restore of a value that is no longer focusable returns false and leaves focus nil")
    func restoreRefused() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        state.deactivate()
        let observation = state.record(into: log)
        state.canFocus = { $0 != .name }

        #expect(!state.restore())
        #expect(state.value == nil)
        #expect(state.isActive)
        #expect(state.remembered == nil)
        #expect(log.entries.isEmpty)
        _ = observation
    }

    @Test("focus(x) while deactivated reactivates with x and drops the memory")
    func focusWhileDeactivated() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        state.deactivate()
        let observation = state.record(into: log)

        #expect(state.focus(.email))
        #expect(state.isActive)
        #expect(state.remembered == nil)
        #expect(!state.restore())
        #expect(state.value == .email)
        #expect(log.entries == ["observer: -→email(set)"])
        _ = observation
    }

    @Test("a refused focus while deactivated keeps the state deactivated with its memory")
    func refusedFocusWhileDeactivated() {
        let state = FocusState<Field>(.name)
        state.canFocus = { $0 != .phone }
        state.deactivate()

        #expect(!state.focus(.phone))
        #expect(!state.isActive)
        #expect(state.remembered == .name)
    }

    @Test("deactivate with nothing focused remembers nothing")
    func deactivateWithNothingFocused() {
        let log = EventLog()
        let state = FocusState<Field>()
        let observation = state.record(into: log)

        state.deactivate()
        #expect(!state.isActive)
        #expect(state.remembered == nil)
        #expect(!state.restore())
        #expect(state.isActive)
        #expect(state.value == nil)
        #expect(log.entries.isEmpty)
        _ = observation
    }

    @Test("a second deactivate does not lose the memory")
    func doubleDeactivateKeepsMemory() {
        let log = EventLog()
        let state = FocusState<Field>(.phone)
        let observation = state.record(into: log)

        state.deactivate()
        state.deactivate()
        #expect(state.remembered == .phone)
        #expect(state.restore())
        #expect(state.value == .phone)
        #expect(log.entries == ["observer: phone→-(deactivate)", "observer: -→phone(restore)"])
        _ = observation
    }

    @Test("dismissing while deactivated changes nothing and keeps the memory")
    func dismissWhileDeactivated() {
        let state = FocusState<Field>(.name)
        state.deactivate()
        state.dismiss()
        #expect(!state.isActive)
        #expect(state.remembered == .name)
    }

    @Test("restore while active does nothing")
    func restoreWhileActive() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let observation = state.record(into: log)
        #expect(!state.restore())
        #expect(state.value == .name)
        #expect(log.entries.isEmpty)
        _ = observation
    }
}
