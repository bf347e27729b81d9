import Testing
@testable import FormCore
import TestSupport

/// `FieldStates`, the per-field flags of a session: whatever is shown, hidden, answered or
/// given rows, waiting = shown and not answered, a Tab stop or an input only while shown.
@Suite struct FieldStatesTests {
    /// The flags as plain arrays.
    private static func flags(_ flags: FieldFlags, count: Int) -> [Bool] { (0..<count).map { flags[$0] } }

    /// Every invariant, and each flag set's count and order queries agreeing with its flags.
    private static func expectConsistent(_ states: FieldStates, takesInput: [Bool], stopWanted: [Bool],
                                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let count = states.count
        let shown = flags(states.shown, count: count), answered = flags(states.answered, count: count)
        #expect(flags(states.waiting, count: count) == (0..<count).map { shown[$0] && !answered[$0] }, sourceLocation: sourceLocation)
        #expect(flags(states.inputs, count: count) == (0..<count).map { shown[$0] && takesInput[$0] }, sourceLocation: sourceLocation)
        #expect(flags(states.stops, count: count) == (0..<count).map { shown[$0] && stopWanted[$0] }, sourceLocation: sourceLocation)
        for set in [states.shown, states.answered, states.waiting, states.stops, states.inputs] {
            let on = (0..<count).filter { set[$0] }
            #expect(set.count == on.count && set.first == on.first && set.last == on.last, sourceLocation: sourceLocation)
        }
    }

    @Test func startsWithNothingAnsweredAndEveryShownFieldWaiting() {
        let states = FieldStates(shown: [true, false, true, true], takesInput: [true, true, false, true]) { $0 != 3 }
        #expect(Self.flags(states.waiting, count: 4) == [true, false, true, true])
        #expect(Self.flags(states.inputs, count: 4) == [true, false, false, true])
        #expect(Self.flags(states.stops, count: 4) == [true, false, true, false])
        #expect(states.answered.count == 0)
        Self.expectConsistent(states, takesInput: [true, true, false, true], stopWanted: [true, true, true, false])
    }

    @Test func answeringAFieldStopsItWaiting() {
        var states = FieldStates(shown: [true, true, true], takesInput: [true, true, true]) { _ in true }
        states.setAnswered(1, true)
        #expect(states.waiting.first(after: 0) == 2)
        states.setAnswered(1, false)
        #expect(states.waiting.first(after: 0) == 1)
    }

    @Test func aHiddenFieldNeitherWaitsNorStopsNorTakesInputAndKeepsItsAnswer() {
        var states = FieldStates(shown: [true, true], takesInput: [true, true]) { _ in true }
        states.setAnswered(1, true)
        states.setShown(1, false, isStop: true)
        #expect(!states.waiting[1] && !states.stops[1] && !states.inputs[1])
        #expect(states.answered[1])
        // Shown again, it is still answered: it does not wait.
        states.setShown(1, true, isStop: true)
        #expect(!states.waiting[1] && states.stops[1] && states.inputs[1])
    }

    @Test func aStopIsOnlyEverSetWhileShown() {
        var states = FieldStates(shown: [false, true], takesInput: [true, true]) { _ in false }
        states.setStop(0, true)
        #expect(!states.stops[0])
        states.setStop(1, true)
        #expect(states.stops[1])
        states.setStop(1, false)
        #expect(!states.stops[1])
    }

    /// Random operations (fixed seed) on 40 fields: after each, every invariant holds.
    @Test func randomChangesKeepEveryFlagInStep() {
        var generator = SplitMix64(state: 0x5354_4154)
        let count = 40
        let takesInput = (0..<count).map { _ in generator.next() % 4 != 0 }
        var stopWanted = (0..<count).map { _ in generator.next() % 3 != 0 }
        var states = FieldStates(shown: (0..<count).map { _ in generator.next() % 2 == 0 }, takesInput: takesInput) { stopWanted[$0] }
        for _ in 0..<2_000 {
            let index = Int(generator.next() % UInt64(count))
            let on = generator.next() % 2 == 0
            switch generator.next() % 3 {
            case 0: states.setShown(index, on, isStop: stopWanted[index])
            case 1: states.setAnswered(index, on)
            default:
                stopWanted[index] = on
                states.setStop(index, on)
            }
            Self.expectConsistent(states, takesInput: takesInput, stopWanted: stopWanted)
        }
    }
}
