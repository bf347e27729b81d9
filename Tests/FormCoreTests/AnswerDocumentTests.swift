import Testing
@testable import FormCore
import FormOutput
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

    /// Null is YAML's reading (`YAMLResolver.isNull`, one home for answers documents and a
    /// group's rows): `~`, `null`, nothing and `!!null`; a quoted or `!!str` null is text.
    @Test func nullIsWhatYAMLReadsAsNull() throws {
        #expect(try texts("a: ~\nb: Null\nc: !!null\nd: !!str null\ne: \"null\"\nf: nul\n") == ["a=", "b=", "c=", "d=null", "e=null", "f=nul"])
    }

    @Test func surrogatePairsFromOtherJSONWritersAreRead() throws {
        #expect(try texts(#"{"e":"\ud83d\ude00 \u00e9","k":"\\ud83d"}"#) == ["e=\u{1F600} é", #"k=\ud83d"#])
    }

    @Test func unusableDocumentsSayWhy() {
        #expect(throws: AnswerDocumentError.self) { try AnswerDocument(text: "[1]") }
        #expect(throws: AnswerDocumentError.self) { try AnswerDocument(text: #"{"a":"#) }
    }

    /// An answer of a shape no field takes is that field's refusal, the document's other
    /// answers still read (`run --no-input --format json` lists it as refused).
    @Test func anAnswerOfTheWrongShapeIsItsFieldsRefusal() throws {
        let document = try AnswerDocument(text: #"{"a":{"b":1},"c":"ok","g":[{"x":{"y":1}}]}"#)
        #expect(document.answers.map(\.id) == ["c"])
        #expect(document.refusals.map(\.id) == ["a", "g"])
        #expect(document.refusals.first?.message == "an answer must be text, a number, a boolean, a list, a group's rows (a list of objects) or null")
    }

    /// A row's multiple choice (an array, as `fill` and `run` write it) is kept as an array.
    @Test func aRowsArrayIsKept() throws {
        let document = try AnswerDocument(text: #"{"crew":[{"name":"Ada","langs":["en","fr"]}]}"#)
        #expect(document.answers.first?.text == #"[{"name":"Ada","langs":["en","fr"]}]"#)
    }
}
