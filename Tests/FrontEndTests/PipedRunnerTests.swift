import Foundation
import Testing
import FocusEngine
import FormCore
import PipedFrontEnd

/// `PipedRunner` over answers held in memory (`ArrayAnswerSource`): the loop only reads lines
/// and reports; what each line means is the session's policy.
@Suite struct PipedRunnerTests {
    private static let today = LocalDate(year: 2026, month: 11, day: 22)!

    private func session(_ name: String) throws -> FormSession {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOfFile: root.appendingPathComponent("forms/\(name).yaml").path, encoding: .utf8)
        return FormSession(form: try #require(FormLoader.load(yaml: text, today: Self.today).form), today: Self.today)
    }

    private func run(_ session: FormSession, _ lines: [String]) -> (json: Result<String, PipedError>, reports: [String]) {
        var reports: [String] = []
        let runner = PipedRunner(session: session, source: ArrayAnswerSource(lines)) { reports.append($0) }
        do {
            return (.success(try runner.run().json), reports)
        } catch {
            return (.failure(error), reports)
        }
    }

    /// profile's receipts note (shown when an email is given) goes to `notes` as one line,
    /// when the flow reaches the field after it, and takes no input line.
    @Test func aNoteGoesToNotesAndTakesNoLine() throws {
        var shown: [(note: String, afterLines: Int)] = []
        var lines = ArrayAnswerSource(["Ada", "Lovelace", "ada@example.com", "", "GB"])
        var read = 0
        let source = CountingSource { read += 1; return lines.nextLine() }
        let runner = PipedRunner(session: try session("profile"), source: source, report: { _ in },
                                 notes: { shown.append(($0, read)) })
        let json = try runner.run().json
        #expect(shown.map(\.note) == ["note: Thanks, Ada: receipts will go to ada@example.com."])
        #expect(shown.map(\.afterLines) == [3])
        #expect(json == #"{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","handle":"ada-lovelace","country":"GB"}"#)
    }

    @Test func blankLinesMeanUnansweredForEveryKind() throws {
        let (json, reports) = run(try session("login"), ["\t", "ada", "correct horse", "   "])
        #expect(try json.get() == #"{"username":"ada","password":"correct horse","remember":false}"#)
        #expect(reports == ["line 1: field 'username' (Username): is required"])
    }

    @Test func aDateLineThenTheRestoredFieldsBlankLineKeepsIt() throws {
        let (json, reports) = run(try session("new-task"), ["Buy milk", "semi-skimmed", ".", "", "tomorrow", " "])
        #expect(reports.isEmpty)
        #expect(try json.get() == #"{"title":"Buy milk","note":"semi-skimmed","attachment":null,"due":"2026-11-23"}"#)
    }

    /// new-task's note is multi-line: its lines go up to a lone `.`, a rejected text is
    /// reported at its first line and the next lines answer the note again.
    @Test func aMultiLineFieldTakesLinesUpToALoneDot() throws {
        let long = String(repeating: "x", count: 400)
        let (json, reports) = run(try session("new-task"), ["Plan", long, long, ".", "..a", "", "b", ".", "", "today"])
        #expect(reports == ["line 2: field 'note' (Note): must be at most 500 characters"])
        #expect(try json.get() == #"{"title":"Plan","note":".a\n\nb","attachment":null,"due":"2026-11-22"}"#)
    }

    @Test func anUnreadableLineInsideAMultiLineAnswerNamesTheField() throws {
        let runner = PipedRunner(session: try session("new-task"), source: UnreadableAt(line: 3)) { _ in }
        do {
            _ = try runner.run()
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "input line 3 holds a NUL byte; it was meant for field 'note' (Note)")
            #expect(error.kind == .unreadableLine)
        }
    }

    /// "Plan", then note lines, the third of which holds a NUL byte.
    private struct UnreadableAt: AnswerSource {
        let line: Int
        var index = 0
        mutating func nextLine() -> AnswerLine? {
            guard index < 5 else { return nil }
            index += 1
            return AnswerLine(number: index, text: index == line ? .failure(.nulByte) : .success(index == 1 ? "Plan" : "text"))
        }
    }

    @Test func inputEndingEarlyNamesTheWaitingFieldAndTheLastLine() throws {
        let (json, _) = run(try session("login"), ["ada"])
        guard case .failure(let error) = json else { Issue.record("expected an error"); return }
        #expect(error.field == "password")
        #expect(error.line == 1)
    }

    @Test func aSessionLeftWithNothingFocusedCarriesOnAtTheFirstWaitingField() throws {
        let s = try session("login")
        s.start()
        s.answer("ada")
        s.focus.binding(for: .field("password")).onBlur()
        #expect(s.focus.value == nil)
        let (json, reports) = run(s, ["correct horse", "yes"])
        #expect(reports.isEmpty)
        #expect(try json.get() == #"{"username":"ada","password":"correct horse","remember":true}"#)
    }
}

/// Lines from a closure, to count the reads.
private struct CountingSource: AnswerSource {
    let next: () -> AnswerLine?
    mutating func nextLine() -> AnswerLine? { next() }
}
