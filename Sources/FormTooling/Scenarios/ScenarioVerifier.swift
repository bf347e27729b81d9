import FormCore
/// One way a scenario's run differs from what it expects, at the expectation's place.
public struct ScenarioMismatch: Sendable, Equatable {
    /// Where the expectation is written.
    public let location: SourceLocation
    /// What differs, as catalog keys and values (`formline test` says it in the person's language).
    public let text: MessageText
    /// `answers.password: expected "correct horse", got "correct"` (`text` in English).
    public var message: String { text.english }
}

/// Compares a scenario's expectations with what its run did (no I/O).
///
/// ```swift
/// let mismatches = ScenarioVerifier.mismatches(of: scenario, in: outcome)
/// // [ScenarioMismatch(location: 14:15, message: "status: expected 0, got 65")]
/// ```
public enum ScenarioVerifier {
    /// Every difference, in the order the expectations are checked.
    public static func mismatches(of scenario: Scenario, in outcome: ScenarioOutcome) -> [ScenarioMismatch] {
        let expect = scenario.expect
        var found: [ScenarioMismatch] = []
        func add(_ location: SourceLocation, _ word: DiagnosticWord, _ values: KeyValuePairs<String, MessageText>) {
            found.append(ScenarioMismatch(location: location, text: MessageText(word, values)))
        }

        if outcome.status != expect.status.value {
            add(expect.status.location, .mismatchStatus, ["expected": "\(expect.status.value)", "got": "\(outcome.status)"])
        }
        for (name, expected, exact) in [("answers", expect.answers, true), ("answersInclude", expect.answersInclude, false)] {
            guard let expected else { continue }
            guard let actual = outcome.answers else {
                add(expected.location, .mismatchNoAnswers, ["name": .verbatim(name), "status": "\(outcome.status)"])
                continue
            }
            for (id, value) in expected.value {
                guard let answer = actual.first(where: { $0.field.id == id }) else {
                    add(value.location, .mismatchHidden, ["name": .verbatim(name), "id": .verbatim(id), "expected": "\(value.value)"])
                    continue
                }
                if !matches(value.value, answer.value) {
                    add(value.location, .mismatchAnswer, ["name": .verbatim(name), "id": .verbatim(id), "expected": "\(value.value)",
                                                          "got": show(answer.value, of: answer.field)])
                }
            }
            if exact {
                let expectedIDs = Set(expected.value.map(\.id))
                for answer in actual where !expectedIDs.contains(answer.field.id) {
                    add(expected.location, .mismatchExtraAnswer, ["id": .verbatim(answer.field.id), "got": show(answer.value, of: answer.field)])
                }
            }
        }
        if let output = expect.output, outcome.output != output.value {
            let got = (outcome.shownOutput ?? outcome.output).map { MessageText.verbatim(ExpectedValue.quoted($0)) }
                ?? MessageText(.outputNothing, ["status": "\(outcome.status)"])
            add(output.location, .mismatchOutput, ["expected": .verbatim(ExpectedValue.quoted(output.value)), "got": got])
        }
        if let messages = expect.messages {
            let count = max(messages.value.count, outcome.messages.count)
            for index in 0..<count {
                let want = index < messages.value.count ? messages.value[index] : nil
                let got = index < outcome.messages.count ? outcome.messages[index] : nil
                if let want, let got, want.field == got.field, want.message == got.message, want.line.map({ $0 == got.line }) ?? true { continue }
                let wanted = want.map { want in
                    MessageText(.messageRefocuses, ["when": want.line.map { MessageText(.whenLine, ["line": "\($0)"]) } ?? MessageText(.whenALine),
                                                    "field": .verbatim(want.field), "message": .verbatim(want.message)])
                } ?? MessageText(.noMoreMessages)
                add(want?.location ?? messages.location, .mismatchMessage, ["index": "\(index + 1)", "expected": wanted, "got": got?.text ?? MessageText(.noneGot)])
            }
        }
        if let asked = expect.asked, asked.value != outcome.asked {
            add(asked.location, .mismatchAsked, ["expected": .verbatim(asked.value.joined(separator: ", ")), "got": .verbatim(outcome.asked.joined(separator: ", "))])
        }
        for text in expect.reported where !outcome.reported.contains(where: { $0.contains(text.value) }) {
            add(text.location, .mismatchReported, ["expected": .verbatim(ExpectedValue.quoted(text.value)),
                                                   "got": MessageText(outcome.reported.isEmpty ? .noReports : .onlyReportsBelow)])
        }
        return found
    }

    /// Whether an answer is the one written: by the answer's kind, so `42` matches the number
    /// 42, `2026-11-30` the date, `true` the confirm answer.
    public static func matches(_ expected: ExpectedValue, _ actual: FieldValue?) -> Bool {
        switch (expected, actual) {
        case (.none, nil): return true
        case (.rows(let rows), .list(let actual)?): return rows == actual
        case (.records(let rows), .records(let actual)?):
            return rows.count == actual.count && zip(rows, actual).allSatisfy { expected, record in
                expected.keys.allSatisfy { id in record.entries.contains { $0.id == id } }
                    && record.entries.allSatisfy { matches(expected[$0.id] ?? .none, $0.value) }
            }
        case (.scalar(let text), .number(let number)?): return FormNumber(parsing: text) == number
        case (.scalar(let text), let value?): return value.canonicalText == text
        default: return false
        }
    }

    /// An answer for a report: as in the JSON output, a secret's value never shown.
    static func show(_ value: FieldValue?, of field: FieldDefinition) -> MessageText {
        if field.isSecret, value != nil { return MessageText(.secretNotShown) }
        var out = ""
        AnswerJSON.appendValue(value, to: &out)
        return .verbatim(out)
    }
}
