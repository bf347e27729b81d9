import FrontEndSupport
import FormCore
import Testing
import TerminalFrontEnd

@Suite struct DatePickerStateTests {
    let today = LocalDate(year: 2026, month: 11, day: 22)!

    func state(after keys: [Key]) -> (DatePickerState, [DatePickerAction]) {
        var state = DatePickerState(start: today, today: today)
        let actions = keys.map { state.handle($0) }
        return (state, actions)
    }

    @Test func arrowsMoveByDayAndWeekAndPagesByMonth() {
        #expect(state(after: [.right, .right, .left]).0.highlighted.iso == "2026-11-23")
        #expect(state(after: [.down, .down]).0.highlighted.iso == "2026-12-06")
        #expect(state(after: [.up]).0.highlighted.iso == "2026-11-15")
        #expect(state(after: [.pageDown, .pageDown]).0.highlighted.iso == "2027-01-22")
        #expect(state(after: [.character("<")]).0.highlighted.iso == "2026-10-22")
        #expect(state(after: [.end]).0.highlighted.iso == "2026-11-30")
        #expect(state(after: [.home]).0.grid.title == "November 2026")
    }

    @Test func keysStopAtTheRangeAndSaySo() {
        let latest = LocalDate(year: 2026, month: 12, day: 1)!
        var state = DatePickerState(start: today, today: today, earliest: today, latest: latest)
        // Issue 24, item 4: no silent landing outside min/max; the highlight stops at the end.
        #expect(state.handle(.left) == .refuse("the earliest date here is 2026-11-22"))
        #expect(state.highlighted == today)
        #expect(state.handle(.pageDown) == .refuse("the latest date here is 2026-12-01"))
        #expect(state.highlighted == latest)
        #expect(state.handle(.up) == .redraw)
        #expect(state.isOutOfRange(LocalDate(year: 2026, month: 11, day: 21)!))
        #expect(!state.isOutOfRange(latest))
        let lines = DatePickerRenderer(style: .plain).lines(label: "Due", state: state, message: nil)
        #expect(lines.contains { $0.hasPrefix("·16 ·17 ·18 ·19 ·20 ·21  22*") })
    }

    @Test func enterPicksTheHighlightOrTheTypedText() {
        #expect(state(after: [.right, .enter]).1.last == .pick("2026-11-23"))
        let (typed, actions) = state(after: "next friday".map { .character($0) } + [.enter])
        #expect(actions.last == .pick("next friday"))
        #expect(typed.highlighted.iso == "2026-11-27")
        #expect(state(after: [.pageDown, .character("t"), .enter]).1.last == .pick("today"))
        #expect(state(after: [.pageDown, .character("t")]).0.highlighted == today)
    }

    @Test func escapeCancelsAndControlDOnlyOnAnEmptyEntry() {
        #expect(state(after: [.escape]).1 == [.cancel])
        #expect(state(after: [.endOfInput]).1 == [.endOfInput])
        #expect(state(after: [.character("1"), .endOfInput]).1.last == .ignore)
        #expect(state(after: [.interrupt]).1 == [.interrupt])
    }

    @Test func rendererBracketsTheHighlightWithoutColour() {
        let style = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        let lines = DatePickerRenderer(style: style).lines(label: "Due", state: state(after: [.right]).0, message: "too early")
        #expect(lines.first == "Due: November 2026")
        #expect(lines.contains(" 16  17  18  19  20  21  22*"))
        #expect(lines.contains("[23] 24  25  26  27  28  29"))
        #expect(lines.contains("  ! too early"))
        #expect(lines.last == "Date [2026-11-23]: ")
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test func aNarrowTerminalGetsACompactMonth() {
        let style = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        let lines = DatePickerRenderer(style: style).lines(label: "Due", state: state(after: [.right]).0, message: nil, columns: 24)
        #expect(lines.contains(" Mo Tu We Th Fr Sa Su"))
        #expect(lines.contains(" 16 17 18 19 20 21*22"))
        #expect(lines.contains(">23 24 25 26 27 28 29"))
    }
}

extension DatePickerStateTests {
    @Test func typedTextEditsLikeALine() {
        #expect(state(after: "next friday".map { .character($0) } + [.control("w")]).0.typed == "next ")
        #expect(state(after: "next friday".map { .character($0) } + [.control("u")]).0.typed == "")
        #expect(state(after: [.paste("2026-12-24\n")]).0.highlighted.iso == "2026-12-24")
    }

    @Test func arrowsStartFromATypedDateAndRefuseTextThatIsNoDate() {
        let (fromTyped, _) = state(after: "tomorrow".map { .character($0) } + [.right])
        #expect(fromTyped.highlighted.iso == "2026-11-24")
        let (kept, actions) = state(after: "xyz".map { .character($0) } + [.left])
        #expect(kept.typed == "xyz")
        #expect(actions.last == .refuse("'xyz' is not a date: Ctrl-U clears it, Enter tries it"))
    }

    @Test func tabAndShiftTabLeaveTheStep() {
        #expect(state(after: [.tab, .control("n"), .shiftTab, .control("p"), .help, .character("?")]).1
            == [.next, .next, .previous, .previous, .help, .help])
    }
}
