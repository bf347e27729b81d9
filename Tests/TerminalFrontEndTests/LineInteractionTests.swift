import Foundation
import FormCore
import FrontEndSupport
@testable import TerminalFrontEnd
import Testing

/// A prompt's behaviour is its interactions (issue 34 item 3): the choice menu, Tab's
/// completion of choices and file names, Space ending a line of numbers, a row's deletion
/// and a rating's stars each decide what a key does, with no terminal. Here they get
/// scripted keys in process, and a line model carries out their results as the editor does
/// (`ScriptedLine`), recording what the menu draws below the line after each key.
@Suite struct LineInteractionTests {
    let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// A line edited by scripted keys through a `LineBehaviour`: what `LineEditor` does with
    /// each result, on a string instead of libedit's buffer.
    struct ScriptedLine {
        var line: InteractionLine
        let behaviour: LineBehaviour
        let room: LiveRoom
        var ended: LineEvent?
        var listing: [String] = []
        /// The menu's lines after each key (the recorded screen below the line).
        var screens: [[String]] = []
        private var tabListed = false

        init(_ text: String = "", untouched: Bool = false, behaviour: LineBehaviour,
             room: LiveRoom = LiveRoom(columns: 60, terminalRows: 24, textRows: 1, rowsAbove: 0)) {
            line = InteractionLine(text: text, cursor: text.unicodeScalars.count, untouched: untouched && !text.isEmpty)
            self.behaviour = behaviour
            self.room = room
            line.drawnLive = behaviour.live != nil
            draw()
        }

        private mutating func draw() {
            screens.append(behaviour.live?.liveLines(for: line, room: room) ?? [])
        }

        private mutating func setLine(_ text: String) {
            line.text = text
            line.cursor = text.unicodeScalars.count
            line.untouched = false
        }

        mutating func press(_ keys: InteractionKey...) {
            for key in keys where ended == nil {
                line.listedByLastTab = tabListed
                tabListed = false
                listing = []
                let result = behaviour.handle(key, on: line)
                switch (key, result) {
                case (_, .end(let event)): ended = event
                case (_, .replaceLine(let text)): setLine(text)
                case (_, .replaceLineAndEnter(let text)):
                    setLine(text)
                    ended = .line(text)
                case (_, .complete(let erase, let insert, let listed)):
                    var scalars = Array(line.text.unicodeScalars)
                    scalars.replaceSubrange((line.cursor - erase)..<line.cursor, with: insert.unicodeScalars)
                    line.cursor += insert.unicodeScalars.count - erase
                    line.text = String(String.UnicodeScalarView(scalars))
                    if let listed {
                        listing = listed
                        tabListed = true
                    }
                case (_, .handled): break
                case (.tab, .passOn): ended = .next
                case (.enter, _): ended = .line(line.text)
                case (.typed(let scalar), let result): insert(scalar, keepingLine: result == .appendToUntouched)
                case (.space, .appendToUntouched): insert(" ", keepingLine: true)
                case (.space, .passOn):
                    // As the editor types a Space no interaction took: a character like any other.
                    insert(" ", keepingLine: behaviour.handle(.typed(" "), on: line) == .appendToUntouched)
                default: break
                }
                draw()
            }
        }

        /// A character typed: over the untouched line it replaces it, unless an interaction
        /// keeps the line.
        private mutating func insert(_ scalar: Unicode.Scalar, keepingLine: Bool) {
            if line.untouched && !keepingLine { line.text = "" }
            line.untouched = false
            line.text.unicodeScalars.append(scalar)
            line.cursor = line.text.unicodeScalars.count
        }

        mutating func type(_ text: String) {
            for scalar in text.unicodeScalars { press(scalar == " " ? .space : .typed(scalar)) }
        }
    }

    // MARK: Tab over choices

    @Test func tabCompletesListsOnceThenMovesOn() {
        let countries = LineBehaviour(completions: ["Chile", "China", "Germany"])
        var line = ScriptedLine(behaviour: countries)
        line.type("c")
        line.press(.tab)
        #expect(line.line.text == "Chi" && line.listing.isEmpty && line.ended == nil)
        line.press(.tab)
        #expect(line.listing == ["Chile  China"] && line.ended == nil)
        line.press(.tab)
        #expect(line.ended == .next, "a second Tab in a row moves on")

        var whole = ScriptedLine("germ", behaviour: countries)
        whole.press(.tab)
        #expect(whole.line.text == "Germany" && whole.ended == nil)
        whole.press(.tab)
        #expect(whole.ended == .next, "Tab on the only match moves on")

        for start in ["", "x"] {
            var other = ScriptedLine(start, behaviour: countries)
            other.press(.tab)
            #expect(other.ended == .next, "nothing typed or nothing matching: \(start)")
        }
        var none = ScriptedLine("abc", behaviour: LineBehaviour())
        none.press(.tab)
        #expect(none.ended == .next)
    }

    @Test func tabListsHostileNamesSafely() {
        var line = ScriptedLine("a", behaviour: LineBehaviour(completions: ["a\u{1B}[2Jx", "a\u{202E}y", "a$(rm)"]))
        line.press(.tab)
        #expect(line.listing.count == 1)
        let listed = line.listing[0]
        #expect(!listed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(listed.debugDescription)")
        #expect(listed.contains("a$(rm)"))
    }

    @Test func aMultipleChoiceCompletesTheLastItemAndKeepsNames() {
        let topics = LineBehaviour([ChoiceCompletion(["events", "tips", "Tips, tricks"], items: true)])
        var line = ScriptedLine("events, ev", behaviour: topics)
        line.press(.tab)
        #expect(line.line.text == "events, events, ", "a whole choice gets the separator")
        var quoted = ScriptedLine("events, tips,", behaviour: topics)
        quoted.type(" tips, t")
        quoted.press(.tab)
        #expect(quoted.line.text == "events, tips, tips, tips, " && quoted.listing.isEmpty,
                "\(quoted.line.text.debugDescription) \(quoted.listing)")

        // Over the untouched line, a name adds an item and a digit replaces the line.
        var named = ScriptedLine("events, ", untouched: true, behaviour: topics)
        named.type("t")
        #expect(named.line.text == "events, t")
        var numbered = ScriptedLine("events, ", untouched: true, behaviour: topics)
        numbered.type("2")
        #expect(numbered.line.text == "2")
    }

    // MARK: Tab over file names

    @Test func tabCompletesFileNamesAndWritesOutHome() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("interaction-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["alpha dir", "alps", "q'$(x)"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        #expect(FileManager.default.createFile(atPath: root.appendingPathComponent("beta.txt").path, contents: Data()))
        let paths = LineBehaviour([FileNameCompletion(home: { root.path })])

        var line = ScriptedLine(root.path + "/al", behaviour: paths)
        line.press(.tab)
        #expect(line.line.text == root.path + "/alp")
        line.press(.tab)
        #expect(line.listing == ["alpha dir/  alps/"])
        line.press(.tab)
        #expect(line.ended == .next)

        var home = ScriptedLine("~/be", behaviour: paths)
        home.press(.tab)
        #expect(home.line.text == root.path + "/beta.txt", "~ is written out, the name completed")
        var quote = ScriptedLine("~/q", behaviour: paths)
        quote.press(.tab)
        #expect(quote.line.text == root.path + "/q'$(x)/", "a name is put in as it is, never shell-quoted")
        var tilde = ScriptedLine("~/nothing-here", behaviour: paths)
        tilde.press(.tab)
        #expect(tilde.line.text == root.path + "/nothing-here" && tilde.ended == nil)
        var empty = ScriptedLine(behaviour: paths)
        empty.press(.tab)
        #expect(empty.ended == .next)
    }

    // MARK: Space, Ctrl-K, ←/→

    @Test func spaceEndsALineOfNumbersOnlyAtItsEnd() {
        let numbers = LineBehaviour([SpaceEnds { !$0.isEmpty && $0.allSatisfy(\.isNumber) }])
        #expect(numbers.takesSpace)
        #expect(numbers.handle(.space, on: InteractionLine(text: "2", cursor: 1)) == .end(.line("2")))
        #expect(numbers.handle(.space, on: InteractionLine(text: "2", cursor: 0)) == .passOn)
        #expect(numbers.handle(.space, on: InteractionLine(text: "ev", cursor: 2)) == .passOn)
        #expect(!LineBehaviour(completions: ["a"]).takesSpace)
    }

    @Test func ctrlKOnAnEmptyRowDeletesItAndKillsOtherwise() {
        let row = LineBehaviour([RowDeletion(.deleteRow)])
        #expect(row.handle(.killLine, on: InteractionLine(text: "")) == .end(.deleteRow))
        #expect(row.handle(.killLine, on: InteractionLine(text: "milk")) == .passOn)
        #expect(row.handle(.tab, on: InteractionLine(text: "")) == .passOn)
        #expect(LineBehaviour().handle(.killLine, on: InteractionLine(text: "")) == .passOn)
    }

    @Test func aRatingsArrowsStepItsStarsAndOnlyItTakesThem() throws {
        let form = try #require(FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, max: 4}\n", today: today).form)
        let behaviour = LineBehaviour(RatingPresenter.interactions(of: form.fields[0]))
        #expect(behaviour.takesSteps && !LineBehaviour(completions: ["a"]).takesSteps)
        var line = ScriptedLine("★★☆☆", untouched: true, behaviour: behaviour)
        line.press(.step(1), .step(1), .step(1), .step(-1))
        #expect(line.line.text == "★★★☆")
        line.press(.tab)
        #expect(line.ended == .next, "Tab on a line no digit starts moves on")
        var typed = ScriptedLine("★★☆☆", untouched: true, behaviour: behaviour)
        typed.type("3")
        #expect(typed.line.text == "3", "a digit typed replaces the stars")
    }

    // MARK: The menu, drawn live

    static let sizes = """
        title: T
        fields:
          - {id: size, type: choice, label: Size, choices: [small, medium, large, {value: xl, label: Extra large}]}
        """

    func prompt(_ yaml: String, at id: String, untouched: String = "") throws -> FieldPrompt {
        let form = try #require(FormLoader.load(yaml: yaml, today: today).form)
        let field = try #require(form.field(id))
        return FieldPrompt(target: .field(id), field: field, prompt: "\(id): ", prefill: LineBuffer(text: untouched),
                           replacesPrefill: !untouched.isEmpty, listStyle: .plain,
                           tooManyPicks: FieldPrompt.tooManyPicks(field, today: today))
    }

    @Test func theMenuFollowsTypingMovesAndPicksOnEnter() throws {
        let behaviour = try prompt(Self.sizes, at: "size").behaviour
        var line = ScriptedLine(behaviour: behaviour)
        #expect(line.screens[0].contains { $0.contains("small") } && line.screens[0].contains { $0.contains("Extra large") })
        line.type("l")
        #expect(line.screens.last!.contains { $0.contains("large") } && !line.screens.last!.contains { $0.contains("medium") },
                "typing filters: \(line.screens.last!)")
        line.press(.list(.down), .enter)
        #expect(line.ended == .line("Extra large"), "Down then Enter picks the second match")
        // What the live lines looked like after the Down: one line per match, the status line.
        #expect(line.screens.count == 4)

        var typedChoice = ScriptedLine(behaviour: try prompt(Self.sizes, at: "size").behaviour)
        typedChoice.type("medium")
        typedChoice.press(.enter)
        #expect(typedChoice.ended == .line("medium"), "a text that is a choice is submitted as it is")
    }

    @Test func theMenuIsDrawnOnlyWhereThereIsRoom() throws {
        let behaviour = try prompt(Self.sizes, at: "size").behaviour
        let tiny = ScriptedLine(behaviour: behaviour, room: LiveRoom(columns: 40, terminalRows: 3, textRows: 1, rowsAbove: 0))
        #expect(tiny.screens == [[]])
        let narrow = ScriptedLine(behaviour: try prompt(Self.sizes, at: "size").behaviour,
                                  room: LiveRoom(columns: 12, terminalRows: 24, textRows: 1, rowsAbove: 0))
        #expect(!narrow.screens[0].isEmpty && narrow.screens[0].allSatisfy { DisplayWidth.width(of: $0) <= 12 }, "\(narrow.screens[0])")
    }

    @Test func aMultipleChoiceMenuTogglesWithSpaceAndNumbersAndRefusesPastItsLimit() throws {
        let behaviour = try prompt(ChoiceMenuTests.topics, at: "topics").behaviour
        var line = ScriptedLine(behaviour: behaviour)
        line.press(.space)
        #expect(line.line.text == "New releases, ")
        #expect(line.screens.last!.contains { $0.contains("[x]") })
        line.press(.list(.down), .space)
        #expect(line.line.text == "New releases, events, ")
        line.press(.list(.down), .space)
        #expect(line.line.text == "New releases, events, ", "a third pick is past maxItems: 2")
        #expect(line.screens.last!.joined(separator: "\n").contains("2"), "the refusal is shown in place: \(line.screens.last!)")
        line.type("x")
        #expect(line.line.text == "New releases, events, x")
        var numbers = ScriptedLine(behaviour: try prompt(ChoiceMenuTests.topics, at: "topics").behaviour)
        numbers.type("1 2")
        numbers.press(.enter)
        #expect(numbers.ended == nil && numbers.line.text == "New releases, events, ", "numbers toggle in place: \(numbers.line.text)")
        numbers.press(.enter)
        #expect(numbers.ended == .line("New releases, events, "))
    }

    @Test func aMenuNotDrawnTakesNoKey() throws {
        let list = try #require(try prompt(Self.sizes, at: "size").behaviour.live)
        for key: InteractionKey in [.enter, .space, .list(.down), .typed("a"), .tab, .step(1)] {
            #expect(list.handle(key, on: InteractionLine(text: "sm", cursor: 2, drawnLive: false)) == .passOn)
        }
    }
}
