import Testing
@testable import FormCore
import FormOutput

/// An answers file's YAML problem (`is not valid JSON or YAML: …`) in the person's language:
/// formline's words around it (`YAMLWord`) and libyaml's problem or context through the
/// diagnostics' words for it; English byte for byte what it was (`YAMLError.summary`).
@Suite struct YAMLSummaryTextTests {
    @Test(arguments: ["a: [\n", "a: b\n  c: d\n", "a: 'x\n", "- a\nb: c\n", "a: b\na: c\n", "a: \u{1}\n", "a: *x\n",
                      String(repeating: "[", count: 300), "\t- x\n", "%YAML 9\n---\na\n", "a: !<x\n"])
    func englishIsTheSummary(yaml: String) throws {
        let error = try #require(YAMLComposer.compose(yaml).failure)
        #expect(error.summaryText.english == error.summary)
    }

    @Test func theProblemIsInThePersonsLanguage() throws {
        let error = try #require(YAMLComposer.compose("a: [\n").failure)
        #expect(error.summaryText.english == "2:1: error: parser: while parsing a flow node in line 2, column 1")
        #expect(error.summaryText.rendered(in: Words(.german)).hasPrefix("2:1: Fehler: parser: "))
        #expect(error.summaryText.rendered(in: Words(.german)).hasSuffix(" in Zeile 2, Spalte 1"))
        #expect(!error.summaryText.rendered(in: Words(.german)).contains("while parsing"))
        #expect(error.summaryText.rendered(in: Words(.french)).hasSuffix(" à la ligne 2, colonne 1"))
        let document = try #require(throws: AnswerDocumentError.self) { try AnswerDocument(text: "a: [\n") }
        #expect(document.text.english == "is not valid JSON or YAML: 2:1: error: parser: while parsing a flow node in line 2, column 1")
        #expect(document.text.rendered(in: Words(.german)).hasPrefix("ist kein gültiges JSON oder YAML: 2:1: Fehler: parser: "))
        #expect(!document.text.holdsUncatalogedEnglish)
        let twice = try #require(YAMLComposer.compose("a: b\na: c\n").failure)
        #expect(twice.summaryText.english == "Parser: expected all keys to be unique but found the following duplicated key(s): 'a'.")
        #expect(twice.summaryText.rendered(in: Words(.spanish)) == "Parser: todas las claves deben ser únicas, pero estas están repetidas: 'a'.")
    }

    @Test func tooManyValuesIsInThePersonsLanguage() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let excess = try #require(JSONSurrogates.composeGiven(yaml).excess)
        #expect(excess.text.english == excess.message)
        #expect(excess.text.english.hasPrefix("the file stands for more than 500000 YAML values"))
        #expect(excess.text.rendered(in: Words(.german)).hasPrefix("die Datei steht für mehr als 500000 YAML-Werte"))
        #expect(excess.text.rendered(in: Words(.french)).hasPrefix("le fichier représente plus de 500000 valeurs YAML"))
    }
}
