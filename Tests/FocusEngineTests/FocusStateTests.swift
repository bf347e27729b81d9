import Testing
import FocusEngine

@Suite("FocusState basics")
struct FocusStateTests {
    @Test("focus(value) moves focus; focus(nil) and dismiss() dismiss it")
    func optionalFocusMovesAndDismisses() {
        let state = FocusState<Field>()
        #expect(state.value == nil)

        #expect(state.focus(.name))
        #expect(state.value == .name)
        #expect(state.focus(.email))
        #expect(state.value == .email)

        #expect(state.focus(nil))
        #expect(state.value == nil)

        state.focus(.phone)
        state.dismiss()
        #expect(state.value == nil)
    }

    @Test("the initial value is focused without any transition")
    func initialValueFiresNothing() {
        let log = EventLog()
        let state = FocusState<Field>(.email)
        let observation = state.record(into: log)
        let binding = state.recordingBinding(for: .email, into: log)

        #expect(state.value == .email)
        #expect(state.isActive)
        #expect(log.entries.isEmpty)
        // The binding is alive and wired: a later move does reach its blur action.
        #expect(state.focus(.name))
        #expect(log.entries.contains("blur email"))
        withExtendedLifetime(binding) {}
        observation.cancel()
    }

    @Test("setting the value it already has fires nothing")
    func resettingSameValueFiresNothing() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let observation = state.record(into: log)
        let binding = state.recordingBinding(for: .name, into: log)

        #expect(state.focus(.name))
        binding.onFocus()
        #expect(log.entries.isEmpty)

        state.dismiss()
        log.clear()
        #expect(state.focus(nil))
        state.dismiss()
        #expect(log.entries.isEmpty)
        _ = observation
    }

    @Test("a value refused by canFocus leaves focus where it was and fires nothing")
    func refusedValueLeavesFocus() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        state.canFocus = { $0 != .phone }
        let observation = state.record(into: log)
        let name = state.recordingBinding(for: .name, into: log)
        let phone = state.recordingBinding(for: .phone, into: log)

        #expect(!state.focus(.phone))
        phone.onFocus()
        #expect(state.value == .name)
        #expect(log.entries.isEmpty)
        #expect(state.focus(.email))
        _ = (observation, name)
    }

    @Test("focus(_:) reports false when a later change moved focus on")
    func focusReportsFinalValue() {
        let state = FocusState<Field>()
        let observation = state.observe { transition in
            if transition.to == .name { state.focus(.email) }
        }

        #expect(!state.focus(.name))
        #expect(state.value == .email)
        observation.cancel()
    }
}
