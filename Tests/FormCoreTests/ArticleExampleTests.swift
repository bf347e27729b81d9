import FormCore
import Foundation
import Testing
import TestSupport

/// The article "Checking answers in your program" (Sources/FormCore/Documentation.docc/CheckingAnswersInYourProgram.md), run: its Swift blocks are the body of
/// the test below, verbatim (`DocumentationArticleTests` fails when they drift apart), and
/// the log the article says the program writes is what it writes.
@Suite struct ArticleExampleTests {
    @Test func checkingAnswersRunsAsTheArticleSays() throws {
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        let loaded = FormLoader.load(yaml: """
            title: Sign up
            fields:
              - {id: username, type: text, required: true, pattern: '^[a-z]+$'}
              - {id: password, type: secret, required: true, minLength: 8}
            """, today: today)
        var log: [String] = []
        guard let form = loaded.form else { return print(loaded.errors) }   // every problem, located
        let taken: Set<String> = ["ada", "grace"]
        let session = FormSession(form: form, today: today)
        session.submitChecks.append { answers in
            guard case .text(let name)? = answers.first(where: { $0.field.id == "username" })?.value,
                  taken.contains(name) else { return nil }
            return ValidationFailure(field: "username", message: "'\(name)' is taken; try another")
        }
        let watching = session.focus.observe { move in log.append("focus: \(move.to.map { "\($0)" } ?? "nothing")") }
        session.start()
        if case .failure(let failure) = session.answer("Ada") { log.append("refused: \(failure.message)") }
        _ = session.answer("ada")
        _ = session.answer("correct horse")
        switch session.submit() {
        case .failure(let failure):
            log.append("submit refused at \(failure.field): \(failure.message)")
        case .success:
            log.append("submitted")
        }
        _ = session.answer("adalovelace")
        if case .success(let answers) = session.submit() {
            log.append(AnswerJSON.encode(answers, maskSecrets: true))
        }
        watching.cancel()
        let expected = try ArticleLog.expected(in: "Sources/FormCore/Documentation.docc/CheckingAnswersInYourProgram.md")
        #expect(log.joined(separator: "\n") == expected)
    }
}
