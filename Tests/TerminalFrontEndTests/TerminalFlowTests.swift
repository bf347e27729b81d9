import FormCore
import FormOutput
import FormDriver
import FrontEndSupport
@testable import TerminalFrontEnd
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's flow in-process: `FormDriver` with a `TerminalView` whose presentation is
/// a script (`ScriptedPresentation`). What only a terminal shows (keys, redraws, signals,
/// escapes) stays with the PTY tests.
@Suite struct TerminalFlowTests {
    let today = LocalDate(year: 2026, month: 11, day: 22)!

    func session(_ yaml: String) throws -> FormSession {
        FormSession(form: try #require(FormLoader.load(yaml: yaml, today: today).form), today: today)
    }

    func run(_ session: FormSession, _ script: [ScriptedPresentation.Step], signal: Int32? = nil)
        -> (outcome: TerminalOutcome, shown: [String]) {
        let presentation = ScriptedPresentation(session: session, script: script)
        let view = TerminalView(session: session, input: -1, screen: TerminalScreen(fd: -1, style: .plain),
                                presentation: presentation, pendingSignal: { signal })
        let outcome = FormDriver(session: session, view: view).run()
        return (outcome, presentation.shown)
    }

    static let oneField = "title: T\nfields:\n  - {id: name, type: text, label: Name}\n"

    static var reminders: String { get throws { try Fixtures.form("flow-reminders") } }

    @Test func linesAnswerInOrderAndTheReviewSubmits() throws {
        let (outcome, shown) = run(try session(Self.reminders), [
            .key(.line("Work")), .key(.line("Call Bob")), .key(.line("")), .key(.line("no")), .review(.submit),
        ])
        guard case .submitted(let answers) = outcome else { Issue.record("not submitted: \(outcome)"); return }
        #expect(answers.json == #"{"list":"Work","reminders":["Call Bob"],"notify":false}"#)
        #expect(shown == ["title Reminders", "prompt list 'Personal'", "prompt reminders[row] ''", "prompt reminders[row] ''",
                          "prompt notify 'yes'", "review"])
    }

    /// Tab out of a list's row answers the list (the flow does not come back to it).
    @Test func tabOutOfAListAnswersIt() throws {
        let formSession = try session(Self.reminders)
        let (_, shown) = run(formSession, [.key(.line("")), .key(.next, text: "Call Bob"), .key(.line(""))])
        #expect(shown.suffix(3) == ["prompt reminders[row] ''", "prompt notify 'yes'", "review"])
        #expect(formSession.answered.contains("reminders"))
        #expect(formSession.values["reminders"] == .list(["Call Bob"]))
    }

    /// Tab out of a list whose rows do not pass moves on anyway and says why at the next prompt.
    @Test func tabOutOfAnEmptyRequiredListMovesOnWithANotice() throws {
        let (_, shown) = run(try session(Self.reminders), [.key(.line("")), .key(.next)])
        #expect(shown.suffix(2) == ["error Reminders: needs at least one row (the list is kept; Shift-Tab goes back to it)",
                                    "prompt notify 'yes'"])
    }

    /// Tab at the last field stays, keeps the typed text and cursor, and says so.
    @Test func tabAtTheLastFieldKeepsTheTextAndSaysSo() throws {
        let (_, shown) = run(try session(Self.oneField), [.key(.next, text: "Ad")])
        #expect(shown.suffix(2) == ["error this is the last field; press Enter to answer it", "prompt name 'Ad' kept 'Ad'"])
    }

    /// Tab at the last text field before a date step keeps the text and says the date comes
    /// next (not "this is the last field": new-task's Attachment, with Due date to come).
    @Test func tabBeforeADateStepSaysTheDateComesNext() throws {
        let form = "title: T\nfields:\n  - {id: file, type: text, label: Attachment}\n  - {id: due, type: date, label: Due date}\n"
        let (_, shown) = run(try session(form), [.key(.next, text: "plan.md")])
        #expect(shown.suffix(2) == ["error Due date comes next, as a calendar: press Enter to answer this field and go on to it",
                                    "prompt file 'plan.md' kept 'plan.md'"], "\(shown)")
    }

    @Test func aRefusedAnswerIsShownAtTheNextPromptOfTheField() throws {
        let (_, shown) = run(try session("""
            title: T
            fields:
              - {id: age, type: number, label: Age, help: In years.}
            """), [.key(.line("old"))])
        #expect(shown == ["title T", "help In years.", "prompt age ''", "error must be a number, like 42 or 3.5", "prompt age 'old'"])
    }

    @Test func sectionHeadingsFollowFocusOncePerSection() throws {
        let (_, shown) = run(try session("""
            title: T
            sections:
              - {id: a, title: First, fields: [{id: one, type: text, label: One}]}
              - {id: b, title: Second, fields: [{id: two, type: text, label: Two}, {id: three, type: text, label: Three}]}
            """), [.key(.line("1")), .key(.previous), .key(.next), .key(.line("2")), .key(.line("3")), .review(.event(.interrupt))])
        #expect(shown == ["title T", "section First", "prompt one ''", "section Second", "prompt two ''",
                          "section First", "prompt one '1'", "section Second", "prompt two ''", "prompt three ''", "review"])
    }

    @Test func theDateStepIsAStepOfTheFlow() throws {
        let formSession = try session("""
            title: T
            fields:
              - {id: title, type: text, label: Title}
              - {id: due, type: date, label: Due}
            """)
        // Reached in order, the date is answered and the flow moves on (issue 24, item 4: focus
        // went back to the field before it, where Enter kept its answer).
        let (outcome, shown) = run(formSession, [.key(.line("Plan")), .date("tomorrow"), .review(.submit)])
        #expect(shown == ["title T", "prompt title ''", "date due", "review"])
        #expect(outcome == .submitted(FormAnswers(formSession.answers)))
        #expect(FormAnswers(formSession.answers).json == #"{"title":"Plan","due":"2026-11-23"}"#)
    }

    @Test func aShortcutWithNoFieldNowIsANotice() throws {
        let (_, shown) = run(try session(Self.oneField), [.key(.shortcut(key: ShortcutKey(.alt, "q"), text: "x"), text: "x")])
        #expect(shown.suffix(2) == ["error alt-q has no field to go to now", "prompt name ''"])
    }

    @Test func endsOfTheRun() throws {
        let form = Self.oneField
        #expect(run(try session(form), [.key(.endOfInput)]).outcome == .cancelled)
        #expect(run(try session(form), [.key(.interrupt)]).outcome == .interrupted(signal: SIGINT))
        #expect(run(try session(form), [.key(.signal(SIGHUP))]).outcome == .interrupted(signal: SIGHUP))
        // A signal noted before a step ends the run before the step is shown.
        let (outcome, shown) = run(try session(form), [], signal: SIGTERM)
        #expect(outcome == .interrupted(signal: SIGTERM))
        #expect(shown == ["title T"])
    }

    /// Editing with nothing focused (a binding blurred the field) goes to the first field
    /// still needing an answer: the session's rule, not the view's.
    @Test func nothingFocusedGoesToTheFirstUnansweredField() throws {
        let formSession = try session("""
            title: T
            fields:
              - {id: a, type: text, label: A}
              - {id: b, type: text, label: B}
            """)
        formSession.start()
        formSession.answer("x")
        formSession.focus.dismiss()
        let (_, shown) = run(formSession, [])
        #expect(shown == ["title T", "prompt b ''"])
    }

    /// A group's cells are prompted in order; Enter on a row's last sub-field opens a row
    /// after it, and a blank Enter on a new row leaves the group.
    @Test func aGroupsRowsAreAnsweredCellByCell() throws {
        let formSession = try session("""
            title: T
            fields:
              - id: legs
                type: group
                label: Leg
                fields:
                  - {id: from, type: text, label: From, required: true}
                  - {id: to, type: text, label: To}
              - {id: done, type: confirm, label: Done}
            """)
        let (outcome, shown) = run(formSession, [
            .key(.line("Oslo")), .key(.line("Rome")), .key(.line("Rome")), .key(.line("")), .key(.line("")),
            .key(.line("yes")), .review(.submit),
        ])
        #expect(shown == ["title T", "prompt legs ''", "prompt legs ''", "prompt legs ''", "prompt legs ''",
                          "prompt legs ''", "prompt done ''", "review"])
        #expect(formSession.focus.value == nil)
        guard case .submitted(let answers) = outcome else { Issue.record("not submitted: \(outcome)"); return }
        #expect(answers.json == #"{"legs":[{"from":"Oslo","to":"Rome"},{"from":"Rome","to":null}],"done":true}"#)
    }

    /// A note is shown when the flow reaches it (its `when` holding), made from the answers
    /// before it; it takes no answer and never reaches the output.
    @Test func notesAreShownInTheFlow() throws {
        let (outcome, shown) = run(try session("""
            title: T
            fields:
              - {id: name, type: text, label: Name}
              - {id: hello, type: note, text: "Hello {name}."}
              - {id: vip, type: confirm, label: VIP}
              - {id: perks, type: note, text: Perks ahead., when: {field: vip, equals: true}}
              - {id: city, type: text, label: City}
            """), [.key(.line("Ada")), .key(.line("no")), .key(.line("Oslo")), .review(.submit)])
        #expect(shown == ["title T", "prompt name ''", "note Hello Ada.", "prompt vip ''", "prompt city ''", "review"])
        guard case .submitted(let answers) = outcome else { Issue.record("not submitted: \(outcome)"); return }
        #expect(answers.json == #"{"name":"Ada","vip":false,"city":"Oslo"}"#)
    }

    /// A shortcut focuses its field in another section (the heading follows), and the flow
    /// goes on from there, then back to the field it skipped before the review.
    @Test func aShortcutFocusesAFieldInAnotherSection() throws {
        let (_, shown) = run(try session("""
            title: T
            sections:
              - {id: a, title: First, fields: [{id: one, type: text, label: One}]}
              - {id: b, title: Second, fields: [{id: two, type: text, label: Two, shortcut: alt-t}, {id: three, type: text, label: Three}]}
            """), [.key(.shortcut(key: ShortcutKey(.alt, "t"), text: "")), .key(.line("2")), .key(.line("3")), .key(.line("1")),
                   .review(.event(.interrupt))])
        #expect(shown == ["title T", "section First", "prompt one ''", "said alt-t", "section Second", "prompt two ''",
                          "prompt three ''", "section First", "prompt one ''", "review"])
    }

    /// A failed cross-field rule refocuses the field it names, with its message (the
    /// confirmation, when the password changed under it).
    @Test func aFailedRuleRefocusesItsField() throws {
        let formSession = try session(Fixtures.form("password-confirm"))
        let (outcome, shown) = run(formSession, [
            .key(.line("correct horse")), .key(.line("correct hose")), .key(.line("correct horse")), .review(.submit),
        ])
        // The refused text is the session's (a terminal shows a secret's as nothing).
        #expect(shown == ["title T", "prompt password ''", "prompt confirm ''", "error does not match the password",
                          "prompt confirm 'correct hose'", "review"])
        #expect(outcome == .submitted(FormAnswers(formSession.answers)))
    }

    /// At the review, naming a field edits it and comes back to the review.
    @Test func theReviewEditsANamedFieldAndComesBack() throws {
        let formSession = try session("""
            title: T
            fields:
              - {id: a, type: text, label: A}
              - {id: b, type: text, label: B}
            """)
        let (outcome, shown) = run(formSession, [
            .key(.line("1")), .key(.line("2")), .review(.edit("a")), .key(.line("one")), .review(.submit),
        ])
        #expect(shown == ["title T", "prompt a ''", "prompt b ''", "review", "prompt a '1'", "review"])
        #expect(FormAnswers(formSession.answers).json == #"{"a":"one","b":"2"}"#)
        #expect(outcome == .submitted(FormAnswers(formSession.answers)))
    }
}
