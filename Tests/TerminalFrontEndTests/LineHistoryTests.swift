import TerminalFrontEnd
import Testing

@Suite struct LineHistoryTests {
    @Test func keepsEntriesNewestFirstWithoutRepeatsOrBlanks() {
        let history = LineHistory()
        for line in ["one", "two", "two", "  ", "", "three"] { history.add(line) }
        #expect(history.entries == ["three", "two", "one"])
        history.clear()
        #expect(history.entries.isEmpty)
    }

    @Test func dropsTheOldestBeyondCapacity() {
        let history = LineHistory(capacity: 2)
        for line in ["a", "b", "c é"] { history.add(line) }
        #expect(history.entries == ["c é", "b"])
    }
}
