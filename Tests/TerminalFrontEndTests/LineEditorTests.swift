import FormCore
import FrontEndSupport
import Testing
import TerminalFrontEnd
import TestSupport

extension TerminalSuite {
    @Suite struct LineEditorTests {
        @Test func prefillIsEditable() throws {
            let event = try withEditor { editor in
                editor.readLine(prompt: "name> ", start: LineStart(text: "abc"))
            } drive: { terminal in
                try terminal.answer("name> ", .backspace, .text("d"), .enter)
            }
            #expect(event == .line("abd"))
        }

        @Test func styledPromptHidesItsMarkers() throws {
            let style = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"])
            let prompt = style.prompt(.accent, text: "styled> ")
            let event = try withEditor { editor in
                editor.readLine(prompt: prompt)
            } drive: { terminal in
                let drawn = try terminal.waitFor("styled> ")
                #expect(drawn.contains("\u{1B}[1;36m"))
                #expect(!drawn.contains("\u{1}"))
                try terminal.waitForRawMode()
                try terminal.sendKeys(.text("x"), .enter)
            }
            #expect(event == .line("x"))
        }

        @Test func prefillPlacesTheCursor() throws {
            let event = try withEditor { editor in
                editor.readLine(prompt: "word> ", start: LineStart(text: "held", cursor: 2))
            } drive: { terminal in
                try terminal.answer("word> ", .text("X"), .enter)
            }
            #expect(event == .line("heXld"))
        }

        @Test func nonASCIITextRoundTrips() throws {
            let events = try withEditor { editor in
                [editor.readLine(prompt: "one> "), editor.readLine(prompt: "two> ", start: LineStart(text: "café"))]
            } drive: { terminal in
                try terminal.answer("one> ", .text("é日本"), .enter)
                try terminal.answer("two> ", .backspace, .text("日"), .enter)
            }
            #expect(events == [.line("é日本"), .line("caf日")])
        }

        @Test func tabAndControlNGoToTheNextField() throws {
            let results = try withEditor { editor in
                ["a> ", "b> ", "c> "].map { prompt in (editor.readLine(prompt: prompt), editor.lastBuffer) }
            } drive: { terminal in
                try terminal.answer("a> ", .text("ab"), .tab)
                try terminal.answer("b> ", .text("xy"), .left, .control("n"))
                try terminal.answer("c> ", .enter)
            }
            #expect(results.map(\.0) == [.next, .next, .line("")])
            #expect(results[0].1 == LineBuffer(text: "ab", cursor: 2))
            #expect(results[1].1 == LineBuffer(text: "xy", cursor: 1))
        }

        @Test func shiftTabAndControlPGoToThePreviousField() throws {
            let events = try withEditor { editor in
                [editor.readLine(prompt: "a> "), editor.readLine(prompt: "b> ")]
            } drive: { terminal in
                try terminal.answer("a> ", .text("ab"), .shiftTab)
                try terminal.answer("b> ", .control("p"))
            }
            #expect(events == [.previous, .previous])
        }

        @Test func dateKeyReturnsTextAndCursorToRestoreLater() throws {
            let events = try withEditor { editor in
                let first = editor.readLine(prompt: "due> ")
                guard case .datePicker(let text, let cursor) = first else { return [first] }
                return [first, editor.readLine(prompt: "again> ", start: LineStart(text: text, cursor: cursor))]
            } drive: { terminal in
                try terminal.answer("due> ", .text("2024-01"), .left, .left, .control("t"))
                try terminal.answer("again> ", .text("X"), .enter)
            }
            #expect(events == [.datePicker(text: "2024-01", cursor: 5), .line("2024-X01")])
        }

        @Test func configuredShortcutsAndDateKey() throws {
            let keys = try KeyBindings(dateKey: .alt("d"), shortcuts: [.control("g"), .alt("u")])
            let events = try withEditor(keys: keys) { editor in
                (1...4).map { editor.readLine(prompt: "f\($0)> ") }
            } drive: { terminal in
                try terminal.answer("f1> ", .text("one"), .control("g"))
                try terminal.answer("f2> ", .text("two"), .alt("u"))
                try terminal.answer("f3> ", .text("three"), .alt("d"))
                try terminal.answer("f4> ", .control("t"), .text("four"), .enter)
            }
            #expect(events == [
                .shortcut(key: ShortcutKey(.ctrl, "g"), text: "one"),
                .shortcut(key: ShortcutKey(.alt, "u"), text: "two"),
                .datePicker(text: "three", cursor: 5),
                .line("four"),
            ])
        }

        @Test func controlDEndsInputOnlyOnAnEmptyLine() throws {
            let events = try withEditor { editor in
                [editor.readLine(prompt: "a> "), editor.readLine(prompt: "b> ")]
            } drive: { terminal in
                try terminal.answer("a> ", .text("abc"), .left, .left, .control("d"), .enter)
                try terminal.answer("b> ", .control("d"))
            }
            #expect(events == [.line("ac"), .endOfInput])
        }

        @Test func controlCInterruptsAndKeepsTheText() throws {
            let (event, buffer) = try withEditor { editor in
                (editor.readLine(prompt: "a> "), editor.lastBuffer)
            } drive: { terminal in
                try terminal.answer("a> ", .text("half"), .control("c"))
            }
            #expect(event == .interrupt)
            #expect(buffer == LineBuffer(text: "half"))
        }

        @Test func escapeTwiceCancels() throws {
            let event = try withEditor { editor in
                editor.readLine(prompt: "a> ")
            } drive: { terminal in
                try terminal.answer("a> ", .text("x"), .escape, .escape)
            }
            #expect(event == .cancel)
        }

        @Test func inputClosedEndsInput() throws {
            let event = try withEditor { editor in
                editor.readLine(prompt: "a> ")
            } drive: { terminal in
                try terminal.answer("a> ", .text("typed"))
                terminal.hangUp()
            }
            #expect(event == .endOfInput)
        }
    }
}
