import Testing
@testable import FormCore
@testable import FormTooling

/// Answers files: JSON (formline's own output, or any tool's) and YAML, read as typed text.
@Suite struct AnswerDocumentTests {
    private func texts(_ text: String) throws -> [String] {
        try AnswerDocument(text: text).answers.map { "\($0.id)=\($0.text)" }
    }

    @Test func valuesBecomeTheTextAPersonWouldType() throws {
        #expect(try texts(#"{"u":"ada","n":3.50,"b":true,"l":["a",2],"z":null}"#) == ["u=ada", "n=3.50", "b=true", "l=a\n2", "z="])
        #expect(try texts("u: ada\nb: yes\nl:\n  - a\n  - b\nz:\nq: 'null'\n") == ["u=ada", "b=yes", "l=a\nb", "z=", "q=null"])
        #expect(try texts("") == [])
    }

    @Test func surrogatePairsFromOtherJSONWritersAreRead() throws {
        #expect(try texts(#"{"e":"\ud83d\ude00 \u00e9","k":"\\ud83d"}"#) == ["e=\u{1F600} é", #"k=\ud83d"#])
    }

    @Test func unusableDocumentsSayWhy() {
        #expect(throws: AnswerDocumentError.self) { try AnswerDocument(text: "[1]") }
        #expect(throws: AnswerDocumentError.self) { try AnswerDocument(text: #"{"a":{"b":1}}"#) }
        #expect(throws: AnswerDocumentError.self) { try AnswerDocument(text: #"{"a":"#) }
    }
}
