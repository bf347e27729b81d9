import Testing
import FocusEngine

@Suite("FocusObservation")
struct ObservationTests {
    @Test("a cancelled observation stops receiving transitions")
    func cancelledObservationStops() {
        let log = EventLog()
        let state = FocusState<Field>()
        let observation = state.record(into: log)

        state.focus(.name)
        observation.cancel()
        observation.cancel()
        state.focus(.email)

        #expect(observation.isCancelled)
        #expect(log.entries == ["observer: -→name(set)"])
    }

    @Test("a deallocated observation stops receiving transitions")
    func deallocatedObservationStops() {
        let log = EventLog()
        let state = FocusState<Field>()
        var observation: FocusObservation? = state.record(into: log)

        state.focus(.name)
        weak let weakObservation = observation
        observation = nil
        state.focus(.email)

        #expect(weakObservation == nil)
        #expect(log.entries == ["observer: -→name(set)"])
    }

    @Test("an observer cancelled by an earlier observer misses the current transition")
    func cancelDuringReport() {
        let log = EventLog()
        let state = FocusState<Field>()
        var second: FocusObservation?
        let first = state.observe { _ in second?.cancel() }
        second = state.record(into: log)

        state.focus(.name)

        #expect(log.entries.isEmpty)
        _ = first
    }

    @Test("init(_:) runs its action exactly once, on cancel or on deinit")
    func customObservationRunsOnce() {
        let log = EventLog()
        var observation: FocusObservation? = FocusObservation { log.record("cancelled") }
        #expect(observation?.isCancelled == false)
        observation = nil
        let other = FocusObservation { log.record("other") }
        other.cancel()
        other.cancel()
        #expect(log.entries == ["cancelled", "other"])
    }
}
