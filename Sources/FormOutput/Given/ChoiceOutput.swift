import FormCore

/// Reads the choices a command writes or a file holds (`choices: {run: […]}`, `{file: …}`):
/// one choice a line, `value<TAB>label`, or a JSON array of strings or `{"value": …, "label": …}`
/// objects. Blank lines are skipped, a line's CR LF ending is one line break, white space
/// around a value or label is trimmed. More than `ComputedChoices.maximumBytes` bytes, a NUL,
/// text that is not UTF-8 or a malformed JSON array is refused with a message that says what
/// (never the text itself: it may be long, hostile or a secret); `ComputedChoices.problem`
/// then judges the choices (none, too many, control characters, repeats).
///
/// ```swift
/// ChoiceOutput.parse(Array("main\ndev\tDevelopment\n".utf8), from: ChoiceSource.command(git).summaryText)
/// // .success([ComputedChoice(value: "main"), ComputedChoice(value: "dev", label: "Development")])
/// ChoiceOutput.parse(Array(#"[{"value":"eu","label":"Europe"}]"#.utf8), from: ChoiceSource.file("r.json").summaryText)
/// ```
public enum ChoiceOutput {
    public static func parse(_ bytes: [UInt8], from what: MessageText) -> Result<[ComputedChoice], SourceFailure> {
        if bytes.count > ComputedChoices.maximumBytes {
            return .failure(failure(.choicesTooLarge, what, ["mebibytes": "\(ComputedChoices.maximumBytes >> 20)"]))
        }
        if bytes.contains(0) { return .failure(failure(.choicesHoldNUL, what)) }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            return .failure(failure(.choicesNotUTF8, what))
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        if text.unicodeScalars.first(where: { !AnswerText.isWhiteSpace($0) && $0 != "\n" && $0 != "\r" }) == "[" {
            return json(text, from: what)
        }
        var choices: [ComputedChoice] = []
        // Split on the scalar LF: "\r\n" is one Character, which a split on "\n" would keep whole.
        for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            if AnswerText.isBlank(line) { continue }
            let value: String, label: String?
            if let tab = line.firstIndex(of: "\t") {
                value = AnswerText.trimmed(String(line[..<tab]))
                let rest = AnswerText.trimmed(String(line[line.index(after: tab)...]))
                label = rest.isEmpty ? nil : rest
            } else {
                value = AnswerText.trimmed(String(line))
                label = nil
            }
            choices.append(ComputedChoice(value: value, label: label))
            if choices.count > ComputedChoices.maximumCount { break }
        }
        return .success(choices)
    }

    private static func json(_ text: String, from what: MessageText) -> Result<[ComputedChoice], SourceFailure> {
        let pass = JSONSurrogates.composeGiven(text)
        if pass.excess != nil { return .failure(failure(.choicesJSONTooLarge, what)) }
        guard case .success(let root) = pass.result, case .sequence(let items)? = root else {
            return .failure(failure(.choicesNotJSONArray, what))
        }
        var choices: [ComputedChoice] = []
        for (index, item) in items.enumerated() {
            if choices.count > ComputedChoices.maximumCount { break }
            switch item {
            case .scalar(let scalar):
                choices.append(ComputedChoice(value: AnswerText.trimmed(scalar.string)))
            case .mapping(let mapping):
                var value: String?, label: String?
                for (key, entry) in mapping {
                    guard let name = key.scalar?.string, let text = entry.scalar?.string, name == "value" || name == "label" else {
                        return .failure(failure(.choiceItemShape, what, ["number": "\(index + 1)", "shape": #"{"value": …, "label": …}"#]))
                    }
                    if name == "value" { value = AnswerText.trimmed(text) } else { label = AnswerText.trimmed(text) }
                }
                guard let value else {
                    return .failure(failure(.choiceItemNoValue, what, ["number": "\(index + 1)"]))
                }
                choices.append(ComputedChoice(value: value, label: label.flatMap { $0.isEmpty ? nil : $0 }))
            case .sequence:
                return .failure(failure(.choiceItemShape, what, ["number": "\(index + 1)", "shape": #"{"value": …, "label": …}"#]))
            }
        }
        return .success(choices)
    }

    /// The default a command wrote: its output less one final line break; nil when it wrote
    /// nothing. Not UTF-8 or holding a NUL is refused (the text itself is never repeated).
    public static func defaultText(_ bytes: [UInt8], from what: MessageText) -> Result<String?, SourceFailure> {
        if bytes.contains(0) { return .failure(failure(.defaultHoldsNUL, what)) }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            return .failure(failure(.defaultNotUTF8, what))
        }
        if text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
        if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
        return .success(text.isEmpty ? nil : text)
    }

    /// What formline says of a source's output it cannot read, `what` the source (`CommandWord`).
    private static func failure(_ word: CommandWord, _ what: MessageText, _ values: KeyValuePairs<String, String> = [:]) -> SourceFailure {
        SourceFailure(.command(word, [.init("what", what)] + values.map { .init($0.key, .verbatim($0.value)) }))
    }
}
