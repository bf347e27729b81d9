import FormCore
import FormDriver
import FormOutput
import Foundation
import FrontEndSupport
import Testing
import TestSupport

/// FormDriver's article "Adding a front end" (Sources/FormDriver/Documentation.docc/AddingAFrontEnd.md)
/// and FrontEndSupport's "Keeping a run's draft" (Sources/FrontEndSupport/Documentation.docc/KeepingARunsDraft.md),
/// run: each one's Swift blocks are the body of its test below, verbatim
/// (`DocumentationArticleTests` fails when they drift apart), and the log the article says
/// the program writes is what it writes.
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

    @Test func keepingARunsDraftRunsAsTheArticleSays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-article-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let yaml = """
            title: Log in
            fields:
              - {id: user, type: text, required: true}
              - {id: password, type: secret, required: true}
              - {id: remember, type: confirm, default: "no"}
            """
        let formPath = folder + "/login.yaml"
        try AtomicFile.write(yaml, to: formPath)
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        guard let form = FormLoader.load(yaml: yaml, today: today).form else { return }
        let store = DraftStore(directory: folder + "/drafts")
        var log: [String] = []
        let first = FormSession(form: form, today: today)
        let firstDraft = RunDraft(store: store, formPath: formPath, formName: "login")
        log.append("first run: \(try firstDraft.start(first, resume: false))")
        _ = first.answer("ada")
        _ = first.answer("correct horse")
        try firstDraft.save(first)   // Ctrl-C: the answers so far, never the secret
        let second = FormSession(form: form, today: today)
        let secondDraft = RunDraft(store: store, formPath: formPath, formName: "login")
        let notices = try secondDraft.start(second, resume: true)
        log.append("second run: \(notices.count) notices; then \(notices.dropFirst())")
        log.append("focused: \(second.currentField?.id ?? "nothing"), user is \(second.values["user"]?.canonicalText ?? "unanswered")")
        _ = second.answer("correct horse")
        _ = second.answer("yes")
        _ = second.submit()
        let output = folder + "/no-such-folder/answers.json"
        do {
            try secondDraft.deliver(second) { () throws(FrontEndError) in
                _ = try OutputTarget.resolve(output)
            }
        } catch {
            log.append("exit \(error.status.rawValue): \(error.message.replacingOccurrences(of: folder, with: "<folder>"))")
        }
        try secondDraft.deliver(second) { () throws(FrontEndError) in
            try AtomicFile.write(FormAnswers(second.answers).json + "\n", to: folder + "/answers.json")
        }
        log.append("drafts left: \(try store.list(forForm: formPath).count)")
        let expected = try ArticleLog.expected(in: "Sources/FrontEndSupport/Documentation.docc/KeepingARunsDraft.md")
        #expect(log.joined(separator: "\n") == expected)
    }
}
