import FormCore
import FormDriver
import FormOutput
import Foundation
import Testing
import TestSupport

/// FormDriver's article "Adding a front end" (Sources/FormDriver/Documentation.docc/AddingAFrontEnd.md),
/// run: its Swift blocks are the body of the test below, verbatim (`DocumentationArticleTests`
/// fails when they drift apart), and the log the article says the program writes is what it
/// writes.
@Suite struct ArticleExampleTests {
    @Test func addingAFrontEndRunsAsTheArticleSays() throws {
        final class ScriptView: FormView {
            enum Outcome { case submitted(FormAnswers), inputEnded }

            let session: FormSession
            var lines: [String]
            var log: [String] = []

            init(session: FormSession, lines: [String]) {
                self.session = session
                self.lines = lines
                session.dateStepMovesOn = true   // a date reached in order is answered and the flow moves on
            }

            func begin(_ form: FormDefinition) { log.append("# \(form.title)") }
            func pendingStop() -> Outcome? { nil }
            func showSection(_ section: SectionDefinition) { log.append("## \(section.title ?? section.id)") }
            func showNote(_ note: FormSession.DueNote) { log.append("note: \(note.oneLine)") }

            func prompt(_ target: FormFocus, field: FieldDefinition) -> Outcome? {
                read(for: field)
            }

            func pickDate(_ field: FieldDefinition) -> Outcome? {
                read(for: field)
            }

            private func read(for field: FieldDefinition) -> Outcome? {
                guard !lines.isEmpty else { return .inputEnded }
                let line = lines.removeFirst()
                log.append("\(field.label)? \(line)")
                if case .failure(let failure) = session.answer(line) { log.append("  refused: \(failure.message)") }
                return nil
            }

            func review() -> Outcome? {
                log.append("review: \(session.answers.count) answers")
                if case .failure(let failure) = session.submit() { log.append("  submit refused at \(failure.field): \(failure.message)") }
                return nil
            }

            func submitted(_ answers: FormAnswers) -> Outcome { .submitted(answers) }
        }
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        let loaded = FormLoader.load(yaml: """
            title: Book a room
            sections:
              - id: who
                title: Who
                fields:
                  - {id: name, type: text, required: true}
                  - {id: thanks, type: note, text: "Thanks, {name}."}
              - id: when
                title: When
                fields:
                  - {id: day, type: date, min: today}
                  - {id: nights, type: number, integer: true, min: 1, max: 14}
            """, today: today)
        guard let form = loaded.form else { return print(loaded.errors) }
        let view = ScriptView(session: FormSession(form: form, today: today),
                              lines: ["Ada", "2026-11-30", "0", "3"])
        let outcome = FormDriver(session: view.session, view: view).run()
        if case .submitted(let answers) = outcome { view.log.append(answers.json) }
        let expected = try ArticleLog.expected(in: "Sources/FormDriver/Documentation.docc/AddingAFrontEnd.md")
        #expect(view.log.joined(separator: "\n") == expected)
    }
}
