import FormCore
@testable import TerminalFrontEnd
import Testing

/// What accessible mode says, without a terminal.
@Suite struct AccessibleWordingTests {
    let today = LocalDate(year: 2026, month: 11, day: 23)!

    func session(_ yaml: String) throws -> FormSession {
        let form = try #require(FormLoader.load(yaml: yaml, today: today).form)
        let session = FormSession(form: form, today: today)
        session.start()
        return session
    }

    func dateQuestion(_ bounds: String) throws -> String {
        let session = try session("""
            title: T
            fields:
              - {id: due, type: date, label: Due date\(bounds)}
            """)
        let step = AccessibleDateStep(session: session, screen: TerminalScreen(fd: -1, style: .plain), reader: SecretReader(),
                                      words: AccessiblePromptFormatter(session: session), help: [])
        return step.question(for: try #require(session.form.field("due")))
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
        let session = try session("""
            title: T
            fields:
              - {id: config, type: path, label: Config, required: true, mustExist: true, pathKind: file, extensions: [yaml, yml]}
              - {id: out, type: path, label: Output}
            """)
        let words = AccessiblePromptFormatter(session: session)
        #expect(words.prompt(for: .field("config"))
                == "Field 1 of 2, Config, required, a path to an existing file ending in .yaml or .yml, ~ is your home folder: ")
        #expect(words.prompt(for: .field("out")) == "Field 2 of 2, Output, optional, a path to a file or directory, ~ is your home folder: ")
    }

    @Test func promptsSayPositionLabelRequirementAndWhatToType() throws {
        let session = try session("""
            title: T
            fields:
              - {id: name, type: text, label: Name, required: true}
              - {id: pin, type: secret, label: PIN}
              - {id: list, type: choice, label: List, choices: [Personal, Work]}
              - {id: ok, type: confirm, label: OK?}
              - {id: n, type: number, label: N, min: 0.5}
              - {id: todo, type: list, label: To do, minItems: 2}
            """)
        let words = AccessiblePromptFormatter(session: session)
        #expect(words.prompt(for: .field("name")) == "Field 1 of 6, Name, required: ")
        #expect(words.prompt(for: .field("pin")) == "Field 2 of 6, PIN, optional, hidden input: ")
        #expect(words.prompt(for: .field("list")) == "Field 3 of 6, List, optional, choose 1 Personal, 2 Work: ")
        #expect(words.prompt(for: .field("ok")) == "Field 4 of 6, OK?, optional, yes or no: ")
        #expect(words.prompt(for: .field("n")) == "Field 5 of 6, N, optional, a number of at least 0.5: ")
        #expect(words.error("too short", at: "name") == "Name: too short")
        #expect(words.error("Name: too short", at: "name") == "Name: too short")
        session.answer("Ada")
        #expect(words.prompt(for: .field("name")) == "Field 1 of 6, Name, required, now Ada, Enter keeps it: ")
        session.focusField("todo")
        let row = try #require(session.focus.value)
        #expect(words.prompt(for: row)
                == "Field 6 of 6, To do, row 1, optional, at least 2 rows, Enter on an empty row finishes the list: ")
    }
}
