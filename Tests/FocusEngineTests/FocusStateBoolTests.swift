import Testing
import FocusEngine

/// "from→to(cause)" for a Boolean focus state, with `false` for nil.
private func describeBool(_ transition: FocusTransition<Bool>) -> String {
    "\(transition.from ?? false)→\(transition.to ?? false)(\(transition.cause))"
}

@Suite("FocusState<Bool>")
struct FocusStateBoolTests {
    @Test("isFocused = true focuses, false dismisses; the same transitions as any value")
    func boolFocusMovesAndDismisses() {
        let log = EventLog()
        let state = FocusState<Bool>()
        let binding = state.binding()
        binding.trigger.focusAction = { log.record("focus") }
        binding.trigger.blurAction = { log.record("blur") }
        let observation = state.observe { log.record(describeBool($0)) }

        state.isFocused = true
        #expect(state.isFocused)
        state.isFocused = true
        state.isFocused = false
        #expect(!state.isFocused)

        #expect(log.entries == ["focus", "false→true(set)", "blur", "true→false(set)"])
        _ = observation
    }

    @Test("refused focus leaves it unfocused and fires nothing")
    func refused() {
        let log = EventLog()
        let state = FocusState<Bool>()
        state.canFocus = { _ in false }
        let observation = state.observe { log.record(describeBool($0)) }

        #expect(!state.focus(true))
        state.isFocused = true
        #expect(!state.isFocused)
        #expect(log.entries.isEmpty)
        _ = observation
    }

    @Test("deactivate remembers focus and restore gives it back")
    func deactivateRestore() {
        let log = EventLog()
        let state = FocusState<Bool>(true)
        let observation = state.observe { log.record(describeBool($0)) }

        state.deactivate()
        #expect(!state.isFocused)
        #expect(!state.isActive)
        #expect(state.remembered == true)
        #expect(state.restore())
        #expect(state.isFocused)
        #expect(log.entries == ["true→false(deactivate)", "false→true(restore)"])
        _ = observation
    }

    @Test("binding: onBlur while unfocused is stale; onFocus then onBlur toggles")
    func bindingCallbacks() {
        let state = FocusState<Bool>()
        let binding = state.binding()
        binding.onBlur()
        #expect(!state.isFocused)
        binding.onFocus()
        #expect(state.isFocused)
        binding.onBlur()
        #expect(!state.isFocused)
    }
}
