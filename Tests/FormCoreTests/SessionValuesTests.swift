import Testing
@testable import FormCore

/// `SessionValues`, the answers' part of a session's state: a value set hands back what it
/// replaced, refused text stands until an answer is accepted, and a list is stale exactly from
/// its rows' change until its value is copied from them.
@Suite struct SessionValuesTests {
    @Test func settingAValueHandsBackWhatTheFieldHeld() {
        var store = SessionValues()
        let first = store.set(.text("ada"), for: "name")
        #expect(first == nil)
        #expect(store["name"] == .text("ada"))
        let second = store.set(.text("bob"), for: "name")
        #expect(second == .text("ada"))
        let third = store.set(nil, for: "name")
        #expect(third == .text("bob"))
        #expect(store["name"] == nil && store.values.isEmpty)
    }

    @Test func refusedTextStandsUntilAnAnswerIsAccepted() {
        var store = SessionValues()
        store.set(.number(FormNumber(3)), for: "age")
        store.refuse(.text("three"), for: "age")
        #expect(store.pending["age"] == .text("three"))
        #expect(store["age"] == .number(FormNumber(3)), "refusing text leaves the value alone")
        store.refuse(.text("four"), for: "age")
        #expect(store.pending["age"] == .text("four"), "one refused text at a time: the latest")
        store.accepted("age")
        #expect(store.pending["age"] == nil)
        store.refuse(.text("x"), for: "age")
        store.refuse(nil, for: "age")
        #expect(store.pending.isEmpty, "refusing no input at all leaves none")
    }

    @Test func aListIsStaleFromItsRowsChangeUntilItsValueIsCopied() {
        var store = SessionValues()
        #expect(!store.isStale("tags"))
        store.rowsChanged("tags")
        store.rowsChanged("tags")
        store.rowsChanged("legs")
        #expect(store.isStale("tags") && store.stale == ["tags", "legs"])
        store.rowsCopied("tags")
        #expect(!store.isStale("tags") && store.stale == ["legs"])
        store.rowsCopied("tags")
        #expect(store.stale == ["legs"], "copying twice is copying once")
    }
}
