import Foundation
import Testing
@testable import FormCore
import FormOutput

/// Computed choices and defaults in the session (when they are computed, again when what they
/// read changed, a failure that keeps focus), the output reader (`ChoiceOutput`) and the
/// loader's diagnostics for `choices: {…}` and `default: {…}`.
@Suite struct ComputedChoicesSessionTests {
    /// Answers sources from fixed text, recording each request.
    final class FakeSources: SourceReading {
        var output = "stable\nbeta\n"
        var environment: [String: String] = [:]
        var requests: [String] = []
        func choices(from source: ChoiceSource, request: String) -> Result<[ComputedChoice], SourceFailure> {
            requests.append(request)
            return ChoiceOutput.parse(Array(output.utf8), from: source.summaryText)
        }
        func defaultText(from source: DefaultSource, request: String) -> Result<String?, SourceFailure> {
            if case .environment(let name) = source { return .success(environment[name]) }
            requests.append(request)
            return ChoiceOutput.defaultText(Array(output.utf8), from: source.summaryText)
        }
    }

    static let yaml = """
        title: Release
        fields:
          - id: platforms
            type: choice
            multiple: true
            choices: [linux, macos, windows]
          - id: primary
            type: choice
            required: true
            choices: {from: platforms}
          - id: channel
            type: choice
            choices: {run: [./channels]}
          - id: email
            type: text
            default: {env: EMAIL}
        """

    @Test func choicesFromAnEarlierAnswerAreComputedWhenFocusArrivesAndAgainWhenItChanges() throws {
        let session = FormSession(form: try loadForm(Self.yaml), today: today)
        session.sources = FakeSources()
        session.start()
        session.answer("linux, macos")
        #expect(session.currentField?.id == "primary")
        #expect(session.currentField?.choices == ["linux", "macos"])
        #expect(failure(session.answer("windows"))?.message == "must be one of: linux, macos")
        session.answer("linux")
        // The platforms change: at submit `primary` is computed again, and linux is gone.
        #expect(session.give(["platforms": "macos"]).isEmpty)
        session.answer("")
        session.answer("")
        guard case .failure(let refused) = session.submit() else { Issue.record("submitted"); return }
        #expect(refused == ValidationFailure(field: "primary", message: "must be one of: macos"))
        #expect(session.focus.value == .field("primary"))
    }

    @Test func aCommandsChoicesAreComputedFromTheAnswersBeforeItAndOnlyAgainWhenTheyChange() throws {
        let session = FormSession(form: try loadForm(Self.yaml), today: today)
        let sources = FakeSources()
        session.sources = sources
        session.start()
        session.answer("linux")
        session.answer("linux")
        #expect(session.currentField?.id == "channel")
        #expect(sources.requests == [#"{"field":"channel","value":null,"answers":{"platforms":["linux"],"primary":"linux"}}"#])
        session.answer("beta")
        session.answer("")
        _ = session.submit()
        #expect(sources.requests.count == 1, "the answers before it did not change")
    }

    @Test func noChoicesIsAnErrorThatKeepsFocusAndRefusesEveryAnswer() throws {
        let session = FormSession(form: try loadForm(Self.yaml), today: today)
        let sources = FakeSources()
        sources.output = "\n  \n"
        session.sources = sources
        session.start()
        session.answer("linux")
        session.answer("linux")
        let message = "has no usable choices: the command './channels' gave no choices"
        #expect(session.message == ValidationFailure(field: "channel", message: message))
        #expect(failure(session.answer("beta"))?.message == message)
        #expect(failure(session.answer(""))?.message == message, "never a silent pass, even for an optional field")
        #expect(session.focus.value == .field("channel"))
    }

    @Test func anEnvironmentDefaultIsEditableAndOneHoldingALineBreakIsNotUsed() throws {
        let form = try loadForm(Self.yaml)
        let sources = FakeSources()
        sources.environment = ["EMAIL": "ada@example.com"]
        let session = FormSession(form: form, today: today)
        session.sources = sources
        #expect(session.give(["platforms": "linux", "primary": "linux", "channel": "beta"]).isEmpty)
        #expect(session.acceptCurrentValues().isEmpty)
        #expect(session.values["email"] == .text("ada@example.com"))
        #expect(session.defaultText(of: "email") == "ada@example.com")

        sources.environment = ["EMAIL": "ada@example.com\nrm -rf /"]
        let broken = FormSession(form: form, today: today)
        broken.sources = sources
        #expect(broken.give(["platforms": "linux", "primary": "linux", "channel": "beta"]).isEmpty)
        broken.focusFirstUnanswered()
        #expect(broken.currentField?.id == "email")
        #expect(broken.message?.message.hasPrefix("the default from the environment variable EMAIL is not used: it ") == true)
        #expect(broken.message?.message.contains("rm -rf") == false)
        #expect(broken.values["email"] == nil)
    }

    // MARK: - Reading output

    @Test func outputIsLinesTabsOrAJSONArray() {
        #expect(try! ChoiceOutput.parse(Array("main\r\n\n dev \tDevelopment \r\n".utf8), from: .verbatim("x")).get()
                == [ComputedChoice(value: "main"), ComputedChoice(value: "dev", label: "Development")])
        #expect(try! ChoiceOutput.parse(Array(#" ["a", {"value": "b", "label": "B"}, 3]"#.utf8), from: .verbatim("x")).get()
                == [ComputedChoice(value: "a"), ComputedChoice(value: "b", label: "B"), ComputedChoice(value: "3")])
        #expect(try! ChoiceOutput.parse(Array(#"["\ud83d\ude00"]"#.utf8), from: .verbatim("x")).get() == [ComputedChoice(value: "😀")])
    }

    @Test(arguments: [
        ([0x61, 0x00, 0x62] as [UInt8], "the file 'c' gave a NUL byte; choices are text"),
        ([0x61, 0xFF], "the file 'c' gave text that is not UTF-8"),
        (Array("[1, [2]]".utf8), "item 2 of the JSON array from the file 'c' must be a string or {\"value\": …, \"label\": …}"),
        (Array("[{\"label\": \"x\"}]".utf8), "item 1 of the JSON array from the file 'c' has no \"value\""),
        (Array("[unclosed".utf8), "the file 'c' gave text starting with '[' that is not a JSON array of choices"),
        (Array(repeating: 0x61, count: (1 << 20) + 1), "the file 'c' gave more than 1 MiB of choices"),
    ])
    func unreadableOutputSaysWhatWithoutRepeatingIt(bytes: [UInt8], message: String) {
        #expect(ChoiceOutput.parse(bytes, from: ChoiceSource.file("c").summaryText) == .failure(SourceFailure(message)))
    }

    /// The same problems in the person's language, the source named in it too (`CommandWord`).
    @Test func unreadableOutputIsToldInThePersonsLanguage() throws {
        func text(_ bytes: [UInt8], in language: Language) -> String? {
            guard case .failure(let failure) = ChoiceOutput.parse(bytes, from: ChoiceSource.file("c").summaryText) else { return nil }
            return failure.text.rendered(in: Words(language))
        }
        #expect(text([0x61, 0x00], in: .german) == "die Datei 'c' hat ein NUL-Byte geliefert; Auswahlen sind Text")
        #expect(text(Array("[1, [2]]".utf8), in: .german)
                == "die Datei 'c' hat ein JSON-Array geliefert, dessen Element 2 ein String oder {\"value\": …, \"label\": …} sein muss")
        #expect(text([0x61, 0xFF], in: .simplifiedChinese)?.hasSuffix("给出的文本不是 UTF-8") == true)
        #expect(text([0x61, 0xFF], in: .french)?.hasSuffix(" : du texte qui n’est pas de l’UTF-8") == true)
        guard case .failure(let nul) = ChoiceOutput.defaultText([0x61, 0x00], from: DefaultSource.environment("X").summaryText) else {
            Issue.record("a NUL in a default is refused"); return
        }
        #expect(nul.message == "the environment variable X wrote a NUL byte")
        #expect(nul.text.rendered(in: Words(.spanish)).hasSuffix(" escribió un byte NUL"))
    }

    @Test func choicesThatCannotBeAFieldsChoicesAreRefused() {
        func problem(_ values: [String]) -> String? {
            ComputedChoices.problem(with: values.map { ComputedChoice(value: $0) }, from: "it")
        }
        #expect(problem([]) == "it gave no choices")
        #expect(problem(["ok", "\u{1B}]0;title\u{07}"])?.hasPrefix("choice 2 from it holds a control character") == true)
        #expect(problem(["\u{202E}evil"])?.hasPrefix("choice 1 from it holds a control character") == true)
        #expect(problem(["a", "b", "a"]) == "it gave the value of choice 1 again as choice 3")
        #expect(problem((0...ComputedChoices.maximumCount).map(String.init)) == "it gave 10001 choices, more than 10000")
        #expect(problem(["a", "b"]) == nil)
    }

    // MARK: - Loading

    @Test func theLoaderChecksSources() {
        func messages(_ field: String) -> [String] {
            diagnostics("title: T\nfields:\n  - id: tags\n    type: list\n  - id: name\n    type: text\n" + field).map(\.message)
        }
        #expect(messages("  - id: c\n    type: choice\n    choices: {from: name}\n")
                == ["the choices of 'c' come from 'name', a text field; choices come from a list's rows or a multiple choice's picks"])
        #expect(messages("  - id: c\n    type: choice\n    choices: {from: later}\n  - id: later\n    type: list\n")
                == ["the choices of 'c' come from 'later', which is not before it"])
        #expect(messages("  - id: c\n    type: choice\n    choices: {from: tags, file: x.txt}\n")
                == ["computed choices name 2 sources (from, file)"])
        #expect(messages("  - id: c\n    type: choice\n    choices: {file: x.txt, timeout: 2s}\n") == ["'timeout' belongs to a command ('run')"])
        #expect(messages("  - id: c\n    type: choice\n    choices: {run: 'ls -l'}\n") == ["'run' must be a list of arguments, not one line"])
        #expect(messages("  - id: p\n    type: secret\n    default: {env: TOKEN}\n").first == "a secret field cannot have a default")
        #expect(messages("  - id: d\n    type: text\n    default: {env: 'A B'}\n") == ["'A B' is not an environment variable name"])
        #expect(messages("  - id: d\n    type: text\n    default: {env: FORMLINE_ANSWER_X}\n")
                == ["a default cannot come from FORMLINE_ANSWER_X: FORMLINE_ANSWER_* variables answer fields already"])
        #expect(messages("  - id: c\n    type: choice\n    choices: {from: tags}\n  - id: d\n    type: text\n    default: {run: [git, config, user.name]}\n").isEmpty)
    }
}
