import Testing
import FocusEngine

@Suite("FocusBinding")
struct BindingTests {
    @Test("onBlur from a value that no longer has focus is stale and changes nothing")
    func staleBlurIsIgnored() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let name = state.binding(for: .name)
        state.focus(.email)
        let observation = state.record(into: log)

        name.onBlur()

        #expect(state.value == .email)
        #expect(log.entries.isEmpty)
        _ = observation
    }

    @Test("onBlur while its value has focus dismisses focus")
    func blurWhileFocusedDismisses() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let name = state.binding(for: .name)
        let observation = state.record(into: log)

        name.onBlur()

        #expect(state.value == nil)
        #expect(log.entries == ["observer: name→-(set)"])
        _ = observation
    }

    @Test("onFocus moves focus to the bound value; its own focusAction may run again harmlessly")
    func onFocusMovesFocus() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let email = state.recordingBinding(for: .email, into: log)
        let observation = state.record(into: log)

        email.onFocus()
        email.onFocus()

        #expect(state.value == .email)
        #expect(log.entries == ["focus email", "observer: name→email(set)"])
        _ = observation
    }

    @Test("onFocus for a refused value changes nothing")
    func onFocusRefused() {
        let state = FocusState<Field>(.name)
        state.canFocus = { $0 == .name }
        let email = state.binding(for: .email)

        email.onFocus()

        #expect(state.value == .name)
    }

    @Test("the state holds bindings weakly: a dropped binding's trigger is not called")
    func droppedBindingIsNotCalled() {
        let log = EventLog()
        let state = FocusState<Field>()
        weak var droppedTrigger: FocusTrigger?
        do {
            let dropped = state.recordingBinding(for: .name, into: log)
            droppedTrigger = dropped.trigger
        }
        let kept = state.binding(for: .name)
        kept.trigger.focusAction = { log.record("kept focus") }

        state.focus(.name)

        #expect(droppedTrigger == nil)
        #expect(log.entries == ["kept focus"])
    }

    @Test("several bindings for one value all fire, oldest first")
    func multipleBindingsAllFire() {
        let log = EventLog()
        let state = FocusState<Field>(.email)
        let first = state.binding(for: .name)
        let second = state.binding(for: .name)
        first.trigger.focusAction = { log.record("first focus") }
        second.trigger.focusAction = { log.record("second focus") }
        first.trigger.blurAction = { log.record("first blur") }
        second.trigger.blurAction = { log.record("second blur") }

        state.focus(.name)
        state.focus(.email)

        #expect(log.entries == ["first focus", "second focus", "first blur", "second blur"])
    }

    @Test("a binding does not keep its state alive")
    func bindingDoesNotRetainState() {
        weak var weakState: FocusState<Field>?
        var binding: FocusBinding?
        do {
            let state = FocusState<Field>()
            weakState = state
            binding = state.binding(for: .name)
        }
        #expect(weakState == nil)
        binding?.onFocus()
        binding?.onBlur()
    }
}

@Suite("FocusTrigger")
struct TriggerTests {
    @Test("focus() and blur() run the view's actions, as the state runs them on a move")
    func focusAndBlurRunTheActions() {
        let trigger = FocusTrigger()
        var calls: [String] = []
        trigger.focus()  // no actions yet: nothing happens
        trigger.focusAction = { calls.append("focus") }
        trigger.blurAction = { calls.append("blur") }
        trigger.focus()
        trigger.blur()
        #expect(calls == ["focus", "blur"])
        let state = FocusState<Field>()
        let name = state.binding(for: .name)
        name.trigger.focusAction = { calls.append("name focus") }
        name.trigger.blurAction = { calls.append("name blur") }
        state.focus(.name)
        state.focus(.email)
        #expect(calls == ["focus", "blur", "name focus", "name blur"])
    }
}
