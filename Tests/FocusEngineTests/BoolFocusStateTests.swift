import Testing
import FocusEngine

@Suite struct BoolFocusStateTests {
    @Test func settingTrueFocusesAndFalseDismisses() {
        let focus = BoolFocusState()
        var seen: [String] = []
        let observation = focus.observe { seen.append("\($0.from!)→\($0.to!)") }
        focus.isFocused = true
        focus.isFocused = true
        focus.isFocused = false
        #expect(seen == ["false→true", "true→false"])
        withExtendedLifetime(observation) {}
    }

    @Test func bindingBlurOnlyClearsItsOwnFocus() {
        let focus = BoolFocusState(true)
        let log = EventLog()
        let binding = focus.binding()
        binding.trigger.blurAction = { log.record("blur") }
        binding.onBlur()
        #expect(!focus.isFocused)
        #expect(log.entries == ["blur"])
        binding.onBlur()
        #expect(log.entries == ["blur"])
        binding.onFocus()
        #expect(focus.isFocused)
    }

    @Test func refusedWhenNotFocusable() {
        let focus = BoolFocusState()
        focus.canFocus = false
        focus.isFocused = true
        #expect(!focus.isFocused)
    }

    @Test func deactivateAndRestore() {
        let focus = BoolFocusState(true)
        focus.deactivate()
        #expect(!focus.isFocused)
        #expect(focus.restore())
        #expect(focus.isFocused)
    }
}
