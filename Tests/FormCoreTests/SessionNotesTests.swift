import Testing
import TestSupport
@testable import FormCore

/// `SessionNotes`, the notes' part of a session's state: each note due once, in form order,
/// when the flow reaches its place, passed over (not used up) while its condition fails.
@Suite struct SessionNotesTests {
    /// intro before field 0, hello before 1, perks before 2 (when vip), bye before 3 (the end).
    static func notes() throws -> SessionNotes {
        SessionNotes(try loadForm(try Fixtures.form("notes-among-fields")).notes)
    }

    @Test func aNoteIsDueOnceTheFlowReachesItsPlaceAndOnlyOnce() throws {
        var notes = try Self.notes()
        #expect(notes.pending == 4)
        #expect(notes.due(reached: 0) { _ in true }.map(\.id) == ["intro"])
        #expect(notes.due(reached: 0) { _ in true }.isEmpty)
        #expect(notes.pending == 3)
        #expect(notes.due(reached: 1) { _ in true }.map(\.id) == ["hello"])
        #expect(notes.pending == 2)
    }

    @Test func reachingFurtherHandsOutEveryEarlierNoteInFormOrder() throws {
        var notes = try Self.notes()
        #expect(notes.due(reached: 3) { _ in true }.map(\.id) == ["intro", "hello", "perks", "bye"])
        #expect(notes.pending == 0)
        #expect(notes.due(reached: 3) { _ in Issue.record("asked after every note was shown"); return true }.isEmpty)
    }

    @Test func aNoteWhoseConditionFailsIsPassedOverAndDueWhenItHoldsLater() throws {
        var notes = try Self.notes()
        let failing: (FieldDefinition) -> Bool = { $0.id != "perks" }
        #expect(notes.due(reached: 2, holds: failing).map(\.id) == ["intro", "hello"])
        #expect(notes.pending == 2)
        #expect(notes.due(reached: 3, holds: failing).map(\.id) == ["bye"])
        #expect(notes.due(reached: 3) { _ in true }.map(\.id) == ["perks"])
        #expect(notes.pending == 0)
    }

    @Test func goingBackHandsOutNothingAgain() throws {
        var notes = try Self.notes()
        _ = notes.due(reached: 2) { _ in true }
        #expect(notes.due(reached: 0) { _ in true }.isEmpty)
        #expect(notes.due(reached: 3) { _ in true }.map(\.id) == ["bye"])
    }

    @Test func aFormWithoutNotesHasNoneDue() {
        var notes = SessionNotes([])
        #expect(notes.pending == 0)
        #expect(notes.due(reached: 100) { _ in true }.isEmpty)
    }
}
