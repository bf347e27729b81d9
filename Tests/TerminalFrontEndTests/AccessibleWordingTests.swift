import FormCore
@testable import TerminalFrontEnd
import Testing
import TestSupport

/// What accessible mode says, without a terminal.
@Suite struct AccessibleWordingTests {
    let today = LocalDate(year: 2026, month: 11, day: 23)!

    func session(_ yaml: String) throws -> FormSession {
        let form = try #require(FormLoader.load(yaml: yaml, today: today).form)
        let formSession = FormSession(form: form, today: today)
        formSession.start()
        return formSession
    }

    func dateQuestion(_ bounds: String) throws -> String {
        let formSession = try session("""
            title: T
            fields:
              - {id: due, type: date, label: Due date\(bounds)}
            """)
        let step = AccessibleDateStep(session: formSession, screen: TerminalScreen(fd: -1, style: .plain), reader: SecretReader(),
                                      words: AccessiblePromptFormatter(session: formSession), help: [])
        return step.question(for: try #require(formSession.form.field("due")))
    }

    @Test func theDateQuestionReadsOutTheRangeAndExamplesThatFit() throws {
        #expect(try dateQuestion(", required: true, min: today, max: +5y")
                == "Field 1 of 1, Due date, required, between 2026-11-23 and 2031-11-23; "
                + "type a date like 2026-12-23, tomorrow, +3d: ")
        #expect(try dateQuestion(", max: today")
                == "Field 1 of 1, Due date, optional, on or before 2026-11-23; type a date like 2026-11-23: ")
        #expect(try dateQuestion(", min: 2030-01-01")
                == "Field 1 of 1, Due date, optional, on or after 2030-01-01; type a date like 2030-02-01: ")
        #expect(try dateQuestion("") == "Field 1 of 1, Due date, optional; type a date like 2026-12-23, tomorrow, +3d: ")
    }

    @Test func aPathFieldSaysItIsAPathAndWhatItTakes() throws {
        let formSession = try session("""
            title: T
            fields:
              - {id: config, type: path, label: Config, required: true, mustExist: true, pathKind: file, extensions: [yaml, yml]}
              - {id: out, type: path, label: Output}
            """)
        let words = AccessiblePromptFormatter(session: formSession)
        #expect(words.prompt(for: .field("config"))
                == "Field 1 of 2, Config, required, a path to an existing file ending in .yaml or .yml, ~ is your home folder: ")
        #expect(words.prompt(for: .field("out")) == "Field 2 of 2, Output, optional, a path to a file or directory, ~ is your home folder: ")
    }

    @Test func aLongChoiceListIsCountedAndSearchedNotReadOut() throws {
        let names = (1...11).map { "Choice \($0)" }
        let formSession = try session("""
            title: T
            fields:
              - {id: pick, type: choice, label: Pick, choices: [\(names.joined(separator: ", "))]}
              - {id: few, type: choice, label: Few, choices: [\(names.prefix(10).joined(separator: ", "))]}
            """)
        let words = AccessiblePromptFormatter(session: formSession)
        #expect(words.prompt(for: .field("pick"))
                == "Field 1 of 2, Pick, optional, 11 choices, type a number, a name, or part of a name to search: ")
        #expect(words.prompt(for: .field("few")).contains("choose 1 Choice 1, 2 Choice 2"))
        let search = AccessibleChoiceSearch(field: formSession.form.field("pick")!)
        #expect(search.reply(to: "e 1") == "3 choices have e 1: 1 Choice 1, 10 Choice 10, 11 Choice 11; type a number or a name")
        #expect(search.reply(to: "choice") == "11 choices have choice, the first 10: "
                + (1...10).map { "\($0) Choice \($0)" }.joined(separator: ", ") + "; type a number or a name")
        #expect(search.reply(to: "choice 3") == nil)  // a choice: answered
        #expect(search.reply(to: "11") == nil)        // a choice's number: answered
        #expect(search.reply(to: "") == nil)          // keeps the value
        #expect(search.reply(to: "zz") == "No choice has zz; type part of a name, or a number from 1 to 11")
        #expect(AccessibleChoiceSearch(field: formSession.form.field("few")!).reply(to: "e 1") == nil)
    }

    /// Each kind's presenter says what Enter does and what bounds it has (`KindPresenter`):
    /// a list's rows, a multiple choice's picks, a long choice list's search.
    @Test func eachKindSaysItsOwnEnterKeyAndBounds() throws {
        let names = (1...11).map { "Choice \($0)" }
        let formSession = try session("""
            title: T
            fields:
              - {id: rows, type: list, label: Rows, minItems: 2, maxItems: 4}
              - {id: many, type: choice, multiple: true, label: Many, choices: [a, b, c], maxItems: 2}
              - {id: pick, type: choice, label: Pick, choices: [\(names.joined(separator: ", "))]}
              - {id: name, type: text, label: Name}
            """)
        let words = AccessiblePromptFormatter(session: formSession), help = KeyHelp(session: formSession, keys: .standard)
        func field(_ id: String) throws -> FieldDefinition { try #require(formSession.form.field(id)) }
        #expect(words.requirement(of: try field("rows")) == ["optional", "at least 2 rows", "at most 4 rows"])
        #expect(words.requirement(of: try field("many")) == ["optional", "pick up to 2"])
        #expect(words.requirement(of: try field("name")) == ["optional"])
        #expect(help.accessibleLines(for: try field("rows"), at: "Rows").dropFirst().first == "  Enter: add this row; on an empty row, finish the list")
        #expect(Array(help.accessibleLines(for: try field("pick"), at: "Pick")[1...2])
                == ["  Enter: answer with a choice's number or name; on an empty line keep the answer",
                    "  part of a name, then Enter: hear the matching choices with their numbers"])
        #expect(help.accessibleLines(for: try field("name"), at: "Name").dropFirst().first == "  Enter: answer; on an empty line keep the answer shown")
    }

    /// A shortcut to a group's sub-field says the row and the sub-field it went to, as the
    /// cell's prompt does, not only the group.
    @Test func aShortcutToASubFieldSaysItsRowAndSubField() throws {
        let formSession = try session(Fixtures.form("group-shortcuts"))
        #expect(formSession.activate(ShortcutKey(.alt, "o")))
        let words = AccessiblePromptFormatter(session: formSession)
        #expect(words.jumped(with: ShortcutKey(.alt, "o")) == "Alt-o: going to Field 2 of 2, Chore 1 of 1, Owner")
        #expect(formSession.activate(ShortcutKey(.alt, "m")))
        #expect(words.jumped(with: ShortcutKey(.alt, "m")) == "Alt-m: going to Field 1 of 2, Name")
    }

    @Test func aLongMultipleChoiceIsReadOutNumberedNotSearched() throws {
        let names = (1...11).map { "Choice \($0)" }
        let formSession = try session("""
            title: T
            fields:
              - {id: many, type: choice, multiple: true, label: Many, choices: [\(names.joined(separator: ", "))]}
            """)
        #expect(AccessiblePromptFormatter(session: formSession).prompt(for: .field("many"))
                .contains("choose several of 1 Choice 1, 2 Choice 2"))
        #expect(AccessibleChoiceSearch(field: formSession.form.field("many")!).reply(to: "1, 11") == nil)
        #expect(NumberedChoices(formSession.form.field("many")!).answer(forItems: "1, choice 3, 11") == "Choice 1, choice 3, Choice 11")
    }

    @Test func promptsSayPositionLabelRequirementAndWhatToType() throws {
        let formSession = try session(Fixtures.form("accessible-prompts"))
        let words = AccessiblePromptFormatter(session: formSession)
        #expect(words.prompt(for: .field("name")) == "Field 1 of 6, Name, required: ")
        #expect(words.prompt(for: .field("pin")) == "Field 2 of 6, PIN, optional, hidden input: ")
        #expect(words.prompt(for: .field("list")) == "Field 3 of 6, List, optional, choose 1 Personal, 2 Work: ")
        #expect(words.prompt(for: .field("ok")) == "Field 4 of 6, OK?, optional, yes or no: ")
        #expect(words.prompt(for: .field("n")) == "Field 5 of 6, N, optional, a number of at least 0.5: ")
        #expect(words.error("too short", at: "name") == "Name: too short")
        #expect(words.error("Name: too short", at: "name") == "Name: too short")
        formSession.answer("Ada")
        #expect(words.prompt(for: .field("name")) == "Field 1 of 6, Name, required, now Ada, Enter keeps it: ")
        formSession.focusField("todo")
        let row = try #require(formSession.focus.value)
        #expect(words.prompt(for: row)
                == "Field 6 of 6, To do, row 1, optional, at least 2 rows, Enter on an empty row finishes the list: ")
    }
}
