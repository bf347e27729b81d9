import FormCore
import FrontEndSupport
@testable import TerminalFrontEnd
import Testing
import TestSupport
import Foundation

/// The in-place menus' models (issue 24 items 2, 3, 7): accents folded when filtering, a
/// multiple choice's line rewritten by Space and numbers, limits refused at once, the rows
/// drawn safely at any width, and the keys F1 lists.
@Suite struct ChoiceMenuTests {
    let today = LocalDate(year: 2026, month: 11, day: 22)!

    func session(_ yaml: String) throws -> FormSession {
        FormSession(form: try #require(FormLoader.load(yaml: yaml, today: today).form), today: today)
    }

    static let topics = """
        title: T
        fields:
          - id: topics
            type: choice
            label: Topics
            multiple: true
            maxItems: 2
            choices:
              - {value: releases, label: New releases}
              - events
              - {value: tips, label: "Tips, tricks"}
          - {id: rows, type: list, label: Rows}
        """

    func menu(_ s: FormSession) throws -> ChoiceList {
        let field = try #require(s.form.field("topics"))
        return ChoiceList(several: .init(field: field, tooMany: FieldPrompt.tooManyPicks(field, today: today)), style: .plain)
    }

    @Test func filteringFoldsCaseAndAccents() {
        var list = ChoiceFilter(titles: ["Germany", "Türkiye", "Côte d'Ivoire"], pageSize: 5)
        list.setFilter("turk")
        #expect(list.matches == [1])
        list.setFilter("COTE")
        #expect(list.matches == [2])
        list.setFilter("Tür")
        #expect(list.matches == [1])
    }

    @Test func theItemBeingTypedIsAfterTheLastCommaOutsideQuotes() {
        #expect(MultiChoiceMenu.lastItem(of: "ev") == ("", "ev"))
        #expect(MultiChoiceMenu.lastItem(of: "events, ti") == ("events, ", "ti"))
        #expect(MultiChoiceMenu.lastItem(of: #""Tips, tricks", ev"#) == (#""Tips, tricks", "#, "ev"))
        #expect(MultiChoiceMenu.lastItem(of: #"events, "Tips, tr"#) == ("events, ", "Tips, tr"))
        #expect(MultiChoiceMenu.lastItem(of: "events, ") == ("events, ", ""))
    }

    @Test func spaceTogglesTheHighlightedChoiceAndAFourthPickIsRefused() throws {
        let list = try menu(try session(Self.topics))
        list.follow(text: "", untouched: false)
        // The menu opens on its first choice (issue 35 item 4): Space checks it at once.
        #expect(list.space(text: "", untouched: false) == .replace("New releases, "))
        list.follow(text: "New releases, ", untouched: false)
        #expect(list.picked == [0])
        list.move(.down)
        list.move(.down)
        #expect(list.space(text: "New releases, ", untouched: false) == .replace(#"New releases, "Tips, tricks", "#))
        list.follow(text: #"New releases, "Tips, tricks", "#, untouched: false)
        list.move(.up)
        // A third pick with maxItems 2: refused, the validator's reason in place of the status.
        #expect(list.space(text: #"New releases, "Tips, tricks", "#, untouched: false) == .refused)
        #expect(list.notice == "takes at most 2 choices")
        list.fit(terminalRows: 24, textRows: 1)
        let lines = list.lines(columns: 40)
        #expect(lines == ["  1 [x] New releases", "> 2 [ ] events", "  3 [x] Tips, tricks", "  ! takes at most 2 choices"], "\(lines)")
        // Unchecking is never refused; the next key clears the reason.
        list.move(.up)
        #expect(list.notice == nil)
        #expect(list.space(text: #"New releases, "Tips, tricks", "#, untouched: false) == .replace(#""Tips, tricks", "#))
    }

    @Test func aNameBeingTypedTakesSpacesUnlessTheHighlightWasMoved() throws {
        let list = try menu(try session(Self.topics))
        list.follow(text: "New", untouched: false)
        #expect(list.model.highlightedChoice == 0)
        #expect(list.space(text: "New", untouched: false) == .insert)  // "New releases" typed whole
        list.follow(text: "e", untouched: false)  // events, then New releases
        list.move(.down)
        #expect(list.space(text: "e", untouched: false) == .replace("New releases, "), "the moved highlight, the filter text dropped")
    }

    @Test func numbersToggleWithSpaceOrEnter() throws {
        let list = try menu(try session(Self.topics))
        list.follow(text: "events, 3", untouched: false)
        #expect(list.space(text: "events, 3", untouched: false) == .replace(#"events, "Tips, tricks", "#))
        #expect(list.toggleNumbers(in: "1 3") == .replace(#"New releases, "Tips, tricks", "#))
        #expect(list.toggleNumbers(in: "events, 1") == .replace("New releases, events, "))
        #expect(list.toggleNumbers(in: "1 2 3") == .refused)
        #expect(list.toggleNumbers(in: "events") == nil)  // a name is an answer
    }

    @Test func enterReplacesAPartialLastItemByTheHighlight() throws {
        let list = try menu(try session(Self.topics))
        list.follow(text: "events, ti", untouched: false)
        #expect(list.pick(text: "events, ti", untouched: false) == #"events, "Tips, tricks""#)
        list.follow(text: "events, tips", untouched: false)
        #expect(list.pick(text: "events, tips", untouched: false) == nil)
        #expect(list.picked == [1, 2])
    }

    @Test(arguments: [40, 24, 12])
    func multipleChoiceRowsFitAndAreSafe(columns: Int) throws {
        let path = Fixtures.root.appendingPathComponent("choices/hostile-labels.yaml").path
        let s = try session(try String(contentsOfFile: path, encoding: .utf8))
        let field = try #require(s.form.field("several"))
        let list = ChoiceList(several: .init(field: field, tooMany: { _ in nil }), style: .plain)
        list.follow(text: "c, ", untouched: false)
        list.move(.down)
        list.fit(terminalRows: 24, textRows: 1)
        let lines = list.lines(columns: columns)
        #expect(lines.count == 4)
        for line in lines {
            #expect(DisplayWidth.width(of: line) <= columns, "\(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" }, "\(line.debugDescription)")
        }
    }

    @Test func aLabelTheLineCannotHoldIsNamedByItsValue() throws {
        let path = Fixtures.root.appendingPathComponent("choices/hostile-labels.yaml").path
        let s = try session(try String(contentsOfFile: path, encoding: .utf8))
        let list = ChoiceList(several: .init(field: try #require(s.form.field("several")), tooMany: { _ in nil }), style: .plain)
        list.follow(text: "", untouched: false)
        // The label's escape sequence would be dropped from the line: the value names it.
        #expect(list.space(text: "", untouched: false) == .replace("a, "))
        list.move(.down)
        list.move(.down)
        #expect(list.space(text: "a, ", untouched: false) == .replace("a, 日本語の長い選択肢の名前です, "))
        let pick = try #require(s.form.field("pick"))
        let single = ChoiceList(titles: pick.choiceTitles, values: pick.choices, current: nil, style: .plain,
                                isChoice: { pick.choiceIndex(matching: $0) != nil })
        single.follow(text: "", untouched: false)
        single.move(.down)
        single.move(.down)
        #expect(single.pick(text: "", untouched: false) == "b")
    }

    @Test func f1ListsTheMenuKeysAndCtrlKAtARow() throws {
        let s = try session(Self.topics)
        let help = KeyHelp(session: s, keys: .standard)
        let formatter = PromptFormatter(style: .plain)
        let menuKeys = help.lines(for: try #require(s.form.field("topics")), style: formatter, listed: true).joined(separator: "\n")
        #expect(menuKeys.contains("check or uncheck the highlighted choice [x]"))
        #expect(menuKeys.contains("adding \", \""))
        #expect(!menuKeys.contains("earlier answers"))
        let rowKeys = help.lines(for: try #require(s.form.field("rows")), style: formatter).joined(separator: "\n")
        #expect(rowKeys.contains("Ctrl-K on an empty line"))
        #expect(rowKeys.contains("next row (the text is kept)"))
    }

    @Test func ctrlKDeletesARowOfAListOrAGroupOnly() throws {
        #expect(FieldPrompt.rowDeletion(at: .field("topics")) == nil)
        let s = try session(Self.topics)
        s.focusField("rows")
        let row = try #require(s.focus.value)
        #expect(FieldPrompt.rowDeletion(at: row) == .deleteRow)
    }
}
