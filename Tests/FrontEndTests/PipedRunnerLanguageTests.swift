import Foundation
import Testing
import FocusEngine
import FormCore
import PipedFrontEnd

/// What a piped run says of its lines is in the person's language (`InputWord`): a line it
/// cannot read, a multi-line answer or a list over formline's limits, a note. English stays
/// byte for byte what it was; a line's bytes (a password's answer) are never in it.
@Suite struct PipedRunnerLanguageTests {
    private static let today = LocalDate(year: 2026, month: 11, day: 22)!

    private func session(_ name: String) throws -> FormSession {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOfFile: root.appendingPathComponent("forms/\(name).yaml").path, encoding: .utf8)
        return try session(yaml: text)
    }

    private func session(yaml: String) throws -> FormSession {
        FormSession(form: try #require(FormLoader.load(yaml: yaml, today: Self.today).form), today: Self.today)
    }

    /// The error `lines` end the run with, in `language`.
    private func failure(_ session: @autoclosure () throws -> FormSession, _ source: some AnswerSource, in language: Language) throws -> PipedError? {
        let runner = PipedRunner(session: try session(), source: source, report: { _ in }, words: Words(language))
        do {
            _ = try runner.run()
            return nil
        } catch {
            return error
        }
    }

    /// Lines given as they were read: text, or why a line could not be read.
    private struct Lines: AnswerSource {
        var lines: [Result<String, AnswerLineError>]
        var index = 0
        mutating func nextLine() -> AnswerLine? {
            guard index < lines.count else { return nil }
            defer { index += 1 }
            return AnswerLine(number: index + 1, text: lines[index])
        }
    }

    @Test func anUnreadableLineIsToldInThePersonsLanguage() throws {
        let nul = Lines(lines: [.success("ada"), .failure(.nulByte)])
        #expect(try failure(session("login"), nul, in: .english)?.message
                == "input line 2 holds a NUL byte; it was meant for field 'password' (Password)")
        #expect(try failure(session("login"), nul, in: .german)?.message
                == "Eingabezeile 2 enthält ein NUL-Byte; sie war für Feld 'password' (Password) bestimmt")
        #expect(try failure(session("login"), nul, in: .spanish)?.message
                == "la línea 2 de la entrada contiene un byte NUL; estaba destinada a: campo 'password' (Password)")
        let notUTF8 = Lines(lines: [.failure(.invalidUTF8)])
        #expect(try failure(session("login"), notUTF8, in: .english)?.message
                == "input line 1 is not valid UTF-8 text; it was meant for field 'username' (Username)")
        #expect(try failure(session("login"), notUTF8, in: .french)?.message
                == "la ligne d’entrée 1 n’est pas du texte UTF-8 valide ; elle était destinée à : champ 'username' (Username)")
        let long = Lines(lines: [.success("ada"), .failure(.tooLong(limit: 1_048_576))])
        #expect(try failure(session("login"), long, in: .english)?.message
                == "input line 2 is longer than 1048576 bytes; it was meant for field 'password' (Password)")
        #expect(try failure(session("login"), long, in: .simplifiedChinese)?.message
                == "输入第 2 行超过 1048576 字节；它本应回答字段 'password'（Password）")
        // The system's reason in the person's language too (SystemWord).
        let failed = Lines(lines: [.failure(.readFailed(errno: EIO))])
        #expect(try failure(session("login"), failed, in: .english)?.message
                == "input line 1 could not be read: Input/output error; it was meant for field 'username' (Username)")
        #expect(try failure(session("login"), failed, in: .german)?.message
                == "Eingabezeile 1 konnte nicht gelesen werden: Ein-/Ausgabefehler; sie war für Feld 'username' (Username) bestimmt")
    }

    /// A multi-line answer's lines over the limit of one answer: the lines, the limit, the field.
    @Test func aMultiLineAnswerOverTheLimitIsToldInThePersonsLanguage() throws {
        let lines = Lines(lines: [.success("Plan")] + Array(repeating: .success(String(repeating: "x", count: 1000)), count: 1100))
        let english = try #require(try failure(session("new-task"), lines, in: .english))
        #expect(english.message == "input lines 2–1049 hold more than 1048576 bytes for one multi-line answer; they were meant for field 'note' (Note)")
        #expect(english.kind == .unreadableLine && english.line == 1049)
        #expect(try failure(session("new-task"), lines, in: .german)?.message
                == "die Eingabezeilen 2–1049 enthalten mehr als 1048576 Bytes für eine mehrzeilige Antwort; sie waren für Feld 'note' (Note) bestimmt")
        #expect(try failure(session("new-task"), lines, in: .portugueseBrazil)?.message
                == "as linhas 2–1049 da entrada contêm mais de 1048576 bytes para uma única resposta de várias linhas; "
                + "elas eram destinadas a: campo 'note' (Note)")
    }

    /// A list's rows past the limit every list has: the lines, the list, why, the limits.
    @Test func aListOverTheLimitIsToldInThePersonsLanguage() throws {
        let yaml = "formline: 1\ntitle: Hosts\nfields:\n  - id: hosts\n    type: list\n    label: Hosts\n"
        let rows = Lines(lines: (1...10_001).map { .success("host\($0)") })
        #expect(try failure(session(yaml: yaml), rows, in: .english)?.message
                == "input lines 1–10001: field 'hosts' (Hosts): takes at most 10000 rows, formline's limit for any list; "
                + "stopped reading there: give the list at most 10000 rows, of at most 1048576 bytes together")
        let german = try #require(try failure(session(yaml: yaml), rows, in: .german)?.message)
        #expect(german.hasPrefix("Eingabezeilen 1–10001: Feld 'hosts' (Hosts): "), "\(german)")
        #expect(german.hasSuffix("; dort wurde das Lesen beendet: geben Sie die Liste mit höchstens 10000 Zeilen an, zusammen höchstens 1048576 Bytes"),
                "\(german)")
        let chinese = try #require(try failure(session(yaml: yaml), rows, in: .simplifiedChinese)?.message)
        #expect(chinese.hasPrefix("输入第 1–10001 行：字段 'hosts'（Hosts）："), "\(chinese)")
        #expect(chinese.hasSuffix("；已在此处停止读取：列表最多 10000 行，合计最多 1048576 字节"), "\(chinese)")
    }

    /// A note the flow reaches: its word in the person's language, the form's text as written.
    @Test func aNoteIsToldInThePersonsLanguage() throws {
        func notes(in language: Language) throws -> [String] {
            var shown: [String] = []
            let runner = PipedRunner(session: try session("profile"), source: ArrayAnswerSource(["Ada", "Lovelace", "ada@example.com", "", "GB"]),
                                     report: { _ in }, notes: { shown.append($0) }, words: Words(language))
            _ = try runner.run()
            return shown
        }
        #expect(try notes(in: .english) == ["note: Thanks, Ada: receipts will go to ada@example.com."])
        #expect(try notes(in: .german) == ["Hinweis: Thanks, Ada: receipts will go to ada@example.com."])
        #expect(try notes(in: .french) == ["remarque : Thanks, Ada: receipts will go to ada@example.com."])
    }
}
