import Testing
import Formline
import FormCore
import FocusEngine
#if canImport(Glibc)
import Glibc
#endif

/// The worked examples of the DocC articles (FormCore's overview, FocusEngine's overview and
/// "Focus semantics"), run as written so the documentation stays true.
@Suite struct DocumentationExampleTests {
    @Test func formCoreOverviewExample() throws {
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        let result = FormLoader.load(yaml: """
            title: Log in
            fields:
              - {id: user, type: text, required: true}
              - {id: remember, type: confirm, default: "no"}
            """, today: today)
        let form = try #require(result.form)
        let session = FormSession(form: form, today: today)
        session.start()
        session.answer("ada")
        #expect(session.focus.value == .field("remember"))
        session.answer("yes")
        _ = session.submit()
        #expect(AnswerJSON.encode(session.answers) == #"{"user":"ada","remember":true}"#)
    }

    enum Place: Hashable { case title, notes }

    @Test func focusEngineOverviewExample() {
        let focus = FocusState<Place>(.title)
        var moves: [FocusTransition<Place>] = []
        let watching = focus.observe { moves.append($0) }
        focus.focus(.notes)
        focus.deactivate()
        focus.restore()
        watching.cancel()
        #expect(moves == [FocusTransition(from: .title, to: .notes, cause: .set),
                          FocusTransition(from: .notes, to: nil, cause: .deactivate),
                          FocusTransition(from: nil, to: .notes, cause: .restore)])
    }

    @Test func theDateStepDeactivatesAndRestoresTheFocusedField() throws {
        let form = try Form(title: "Task", today: FormLoadingTests.today) {
            Field.text("title")
            Field.date("due")
            Field.text("note")
        }
        let run = FormRun(form, frontEnd: .piped, input: pipedInput(["Buy milk", "tomorrow", "", ""]), report: { _ in })
        defer { close(run.input) }
        var moves: [FocusTransition<FormFocus>] = []
        let watching = run.session.focus.observe { moves.append($0) }
        let answers = try run.run()
        watching.cancel()
        #expect(answers["due"] == .date(LocalDate(year: 2026, month: 11, day: 24)!))
        #expect(moves.contains(FocusTransition(from: .field("title"), to: nil, cause: .deactivate)))
        #expect(moves.contains(FocusTransition(from: nil, to: .field("title"), cause: .restore)))
    }
}
