import Testing
import FocusEngine

@Suite("Transition order and re-entrancy")
struct TransitionOrderTests {
    @Test("A→B: value first, then A's blur, then B's focus, then each observer once")
    func moveRunsBlurThenFocusThenObservers() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let name = state.binding(for: .name)
        let email = state.binding(for: .email)
        name.trigger.blurAction = { log.record("blur name, value=\(state.value.map { "\($0)" } ?? "-")") }
        email.trigger.focusAction = { log.record("focus email, value=\(state.value.map { "\($0)" } ?? "-")") }
        let first = state.record(into: log, as: "first")
        let second = state.record(into: log, as: "second")

        state.focus(.email)

        #expect(log.entries == [
            "blur name, value=email",
            "focus email, value=email",
            "first: name→email(set)",
            "second: name→email(set)",
        ])
        _ = (first, second)
    }

    @Test("trigger actions calling back onFocus/onBlur are safe and add no transitions")
    func reentrantTriggerCallbacksAddNothing() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let name = state.binding(for: .name)
        let email = state.binding(for: .email)
        // A view that reports its own focus changes back to the state, as real views do.
        name.trigger.blurAction = { log.record("blur name"); name.onBlur() }
        name.trigger.focusAction = { log.record("focus name"); name.onFocus() }
        email.trigger.blurAction = { log.record("blur email"); email.onBlur() }
        email.trigger.focusAction = { log.record("focus email"); email.onFocus() }
        let observation = state.record(into: log)

        state.focus(.email)
        state.focus(.name)

        #expect(log.entries == [
            "blur name", "focus email", "observer: name→email(set)",
            "blur email", "focus name", "observer: email→name(set)",
        ])
        #expect(state.value == .name)
        _ = observation
    }

    @Test("a change requested while reporting is reported after the current transition")
    func changeDuringReportIsQueued() {
        let log = EventLog()
        let state = FocusState<Field>(.name)
        let first = state.observe { transition in
            log.record("first: \(describe(transition))")
            if transition.to == .email {
                #expect(state.focus(.phone))
                #expect(state.value == .phone)
            }
        }
        let second = state.record(into: log, as: "second")

        state.focus(.email)

        #expect(log.entries == [
            "first: name→email(set)", "second: name→email(set)",
            "first: email→phone(set)", "second: email→phone(set)",
        ])
        #expect(state.value == .phone)
        _ = (first, second)
    }
}
