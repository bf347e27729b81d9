import FormCore
@testable import TerminalFrontEnd
import FrontEndSupport
import Testing

@Suite struct ChoiceFilterTests {
    static let titles = ["Algeria", "Austria", "Germany", "Niger", "Nigeria", "South Africa", "United Kingdom"]
    static let values = ["DZ", "AT", "DE", "NE", "NG", "ZA", "GB"]

    func list(pageSize: Int = 3, highlighting: Int? = nil) -> ChoiceFilter {
        ChoiceFilter(titles: Self.titles, values: Self.values, pageSize: pageSize, highlighting: highlighting)
    }

    func shown(_ list: ChoiceFilter) -> [String] {
        list.matches.map { list.titles[$0] }
    }

    @Test func anEmptyFilterMatchesEveryChoiceInOrderWithNothingHighlighted() {
        let list = list()
        #expect(shown(list) == Self.titles)
        #expect(list.highlight == nil)
        #expect(list.pageNumber == 1 && list.pageCount == 3)
        #expect(list.visible == 0..<3)
    }

    @Test func filteringIgnoresCaseMatchesTitlesAndValuesAndPutsWordStartsFirst() {
        var list = list()
        list.setFilter("GER")
        // Germany starts with it; Algeria, Niger, Nigeria only contain it.
        #expect(shown(list) == ["Germany", "Algeria", "Niger", "Nigeria"])
        #expect(list.highlightedChoice == 2)
        list.setFilter("africa")
        #expect(shown(list) == ["South Africa"])  // a word of the title starts with it
        list.setFilter("gb")
        #expect(shown(list) == ["United Kingdom"])  // by value
        list.setFilter("xyz")
        #expect(shown(list).isEmpty)
        #expect(list.highlight == nil && list.highlightedChoice == nil)
        #expect(list.pageCount == 1 && list.visible.isEmpty)
        list.setFilter("")
        #expect(shown(list) == Self.titles)
        #expect(list.highlight == nil)
    }

    @Test func upDownAndPagesMoveTheHighlightAndStopAtTheEnds() {
        var list = list()
        list.move(.up)
        #expect(list.highlight == 0)
        list.move(.down)
        list.move(.down)
        #expect(list.highlight == 2 && list.pageNumber == 1)
        list.move(.down)
        #expect(list.highlight == 3 && list.pageNumber == 2 && list.visible == 3..<6)
        list.move(.pageDown)
        #expect(list.highlight == 6 && list.pageNumber == 3 && list.visible == 6..<7)
        list.move(.pageDown)
        list.move(.down)
        #expect(list.highlight == 6)
        list.move(.pageUp)
        #expect(list.highlight == 3)
        list.move(.pageUp)
        list.move(.pageUp)
        #expect(list.highlight == 0)
    }

    @Test func pageDownWithNothingHighlightedGoesToTheNextPage() {
        var list = list()
        list.move(.pageDown)
        #expect(list.highlight == 3 && list.pageNumber == 2)
    }

    @Test func aMovedHighlightStaysOnItsChoiceWhileItMatchesElseIsClampedWhenTheFilterShrinks() {
        var list = list()
        list.setFilter("i")
        #expect(shown(list) == ["Algeria", "Austria", "Niger", "Nigeria", "South Africa", "United Kingdom"])
        list.move(.down)
        list.move(.down)
        list.move(.down)
        #expect(list.highlightedChoice == 4)  // Nigeria
        // Narrowing keeps the moved highlight on the same choice while it matches.
        list.setFilter("ni")
        #expect(shown(list) == ["Niger", "Nigeria", "United Kingdom"])
        #expect(list.highlight == 1 && list.highlightedChoice == 4)
        // The highlighted choice filtered out: the position is clamped to the matches left.
        list = self.list()
        list.move(.pageDown)
        list.move(.pageDown)  // the 7th, United Kingdom
        #expect(list.highlightedChoice == 6)
        list.setFilter("nig")  // Niger, Nigeria
        #expect(list.highlight == 1)
        #expect(list.highlightedChoice == 4)
        list.setFilter("nigeria")
        #expect(list.highlight == 0 && list.highlightedChoice == 4)
    }

    @Test func anInitialHighlightShowsItsPageAndAResizeKeepsIt() {
        var list = list(highlighting: 5)
        #expect(list.pageNumber == 2 && list.visible == 3..<6)
        list.setPageSize(2)
        #expect(list.highlight == 5 && list.pageNumber == 3 && list.pageCount == 4 && list.visible == 4..<6)
        list.setPageSize(0)
        #expect(list.pageSize == 1 && list.pageNumber == 6)
    }

    @Test func enterPicksTheHighlightOnlyWhenTheTextIsNoChoice() {
        let choices = ChoiceList(titles: Self.titles, values: Self.values, current: nil, style: .plain,
                                 isChoice: { text in Self.titles.contains { $0.lowercased() == text.lowercased() } })
        choices.follow(text: "nig", untouched: false)
        #expect(choices.pick(text: "nig", untouched: false) == "Niger")
        choices.follow(text: "niger", untouched: false)
        #expect(choices.pick(text: "niger", untouched: false) == nil)  // a choice itself: submitted as typed
        // An untouched prefill filters nothing; Enter picks the highlight (the value it holds).
        let current = ChoiceList(titles: Self.titles, values: Self.values, current: 2, style: .plain, isChoice: { _ in true })
        current.follow(text: "Germany", untouched: true)
        #expect(current.model.filter == "")
        current.move(.down)
        #expect(current.pick(text: "Germany", untouched: true) == "Niger")
        // Nothing typed, nothing highlighted: the line as it is (a blank answer).
        let empty = ChoiceList(titles: Self.titles, values: Self.values, current: nil, style: .plain, isChoice: { _ in false })
        empty.follow(text: "", untouched: false)
        #expect(empty.pick(text: "", untouched: false) == nil)
    }

    /// Issue 35 item 4: a required choice's menu and a multiple choice's menu open on their
    /// first choice (Enter and Space act on it from the first key); an optional choice's stays
    /// unpicked, so Enter still skips it.
    @Test func aMenuThatMustBeAnsweredOpensOnItsFirstChoice() {
        let required = ChoiceList(titles: Self.titles, values: Self.values, current: nil, required: true, style: .plain, isChoice: { _ in false })
        required.follow(text: "", untouched: false)
        #expect(required.model.highlightedChoice == 0)
        #expect(required.pick(text: "", untouched: false) == Self.titles[0])
        required.follow(text: "ger", untouched: false)
        required.follow(text: "", untouched: false)
        #expect(required.model.highlightedChoice == 0, "back to no filter: on the first again")
        let optional = ChoiceList(titles: Self.titles, values: Self.values, current: nil, required: false, style: .plain, isChoice: { _ in false })
        optional.follow(text: "", untouched: false)
        #expect(optional.model.highlightedChoice == nil)
        #expect(optional.pick(text: "", untouched: false) == nil)
        let one = ChoiceList(titles: ["linux"], values: ["linux"], current: nil, required: true, style: .plain, isChoice: { _ in false })
        #expect(one.pick(text: "", untouched: false) == "linux")
        #expect(ChoiceListRenderer(style: .plain).status(of: one.model).hasPrefix("  1 choice ·"), "\(ChoiceListRenderer(style: .plain).status(of: one.model))")
    }

    @Test func aListIsLongWhenTheChoicesAreMoreThanTheRowsLessFour() {
        #expect(ChoiceList.isLong(choiceCount: 21, terminalRows: 24))
        #expect(!ChoiceList.isLong(choiceCount: 20, terminalRows: 24))
        #expect(!ChoiceList.isLong(choiceCount: 54, terminalRows: nil))
        #expect(ChoiceList.isLong(choiceCount: 3, terminalRows: 6))
    }
}

@Suite struct ChoiceListRendererTests {
    @Test(arguments: [40, 20, 12, 6])
    func everyLineFitsOneRowWideCharactersCountingTwo(columns: Int) {
        var list = ChoiceFilter(titles: ["日本 (Japan)", "대한민국 (South Korea)", "Zoë", "e\u{301}cole 🎉🎉🎉🎉"], pageSize: 10)
        list.move(.down)
        let lines = ChoiceListRenderer(style: .plain).lines(for: list, columns: columns)
        #expect(lines.count == 5)
        for line in lines {
            #expect(DisplayWidth.width(of: line) <= columns, "\(line)")
            #expect(TextWrap.rows(line, columns: columns) == 1)
        }
        #expect(lines[0].hasPrefix("> "))  // Down with nothing highlighted: the first
    }

    @Test func titlesAreMadeSafeAndTheStatusSaysWhatMatches() {
        var list = ChoiceFilter(titles: ["evil\u{1B}]0;x\u{7}", "good"], pageSize: 1)
        let renderer = ChoiceListRenderer(style: .plain)
        #expect(!renderer.lines(for: list, columns: 80).joined().contains("\u{1B}"))
        #expect(renderer.status(of: list) == "  2 choices · page 1/2 · ↑↓ PgUp/PgDn · type to filter · Enter: none")
        list.setFilter("o")
        #expect(renderer.status(of: list) == "  1 of 2 · ↑↓ · Enter picks")
        list.setFilter("zz\u{1B}")
        #expect(renderer.status(of: list) == "  no choice has \"zz\\e\" · Backspace")
    }

    @Test func cutTextEndsInAnEllipsis() {
        #expect(ChoiceListRenderer.fit("Switzerland", columns: 6) == "Switz…")
        #expect(ChoiceListRenderer.fit("日本語", columns: 4) == "日…")
        #expect(ChoiceListRenderer.fit("Peru", columns: 4) == "Peru")
    }
}
