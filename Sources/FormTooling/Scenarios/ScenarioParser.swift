import FormCore
import FormOutput
/// The outcome of reading a scenario file: the scenarios when the file is usable, and every
/// problem found (with line and column, like `FormLoader`'s).
public struct ScenarioLoadResult: Sendable {
    /// The file, or nil when any error was found.
    public let file: ScenarioFile?
    /// Every problem, in source order.
    public let diagnostics: [Diagnostic]
}

/// Reads scenario files (`*.test.yaml`): shapes and types only; whether the ids name fields
/// of the form is for the run to tell.
///
/// ```swift
/// let result = ScenarioLoader.load(yaml: "scenarios:\n  - name: empty\n    input: []\n    expect: {status: 65}\n")
/// result.file?.scenarios[0].expect.status.value   // 65
/// ```
public enum ScenarioLoader {
    /// Parses a scenario file's text.
    public static func load(yaml: String) -> ScenarioLoadResult {
        // The form loader's composing: the same bounds on size and aliases, repeated keys reported.
        let reader = NodeReader(source: yaml.utf8.count > FormLoader.maximumFileBytes ? "" : yaml)
        guard let composed = FormLoader.compose(yaml, reader: reader) else {
            return ScenarioLoadResult(file: nil, diagnostics: reader.diagnostics)
        }
        guard let root = composed else {
            reader.error(DiagnosticText(.noScenarios), at: SourceLocation(line: 1, column: 1), hint: DiagnosticText(.startWithScenarios))
            return ScenarioLoadResult(file: nil, diagnostics: reader.diagnostics)
        }
        let file = ScenarioParser(reader: reader).file(from: root)
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        return ScenarioLoadResult(file: diagnostics.contains { $0.severity == .error } ? nil : file, diagnostics: diagnostics)
    }
}

/// Builds a `ScenarioFile` from a composed YAML tree.
struct ScenarioParser {
    let reader: NodeReader

    func file(from root: YAMLNode) -> ScenarioFile? {
        if reader.refusesFormatVersion(of: root) { return nil }
        guard let keys = reader.entries(of: root, what: DiagnosticText(.aScenarioFile), allowed: ScenarioKeys.file) else { return nil }
        let form = keys["form"].flatMap { entry in reader.string(entry.value, "form").map { Located($0, at: NodeReader.location(of: entry.value)) } }
        let today = date(keys["today"]?.value)
        let environment = self.environment(keys["environment"]?.value) ?? [:]
        guard let list = keys["scenarios"]?.value else {
            reader.error(DiagnosticText(.noScenariosKey), at: root, hint: DiagnosticText(.addScenarios))
            return nil
        }
        guard case .sequence(let items) = list, !items.isEmpty else {
            reader.error(DiagnosticText(.scenariosNotAList), at: list, hint: DiagnosticText(.eachScenarioStarts))
            return nil
        }
        var names: [String: Int] = [:]
        var scenarios: [Scenario] = []
        for item in items {
            guard var scenario = self.scenario(from: item) else { continue }
            if let first = names[scenario.name] {
                reader.error(DiagnosticText(.scenarioNameTwice, ["name": .verbatim(scenario.name), "line": "\(first)"]), at: item, hint: DiagnosticText(.ownName))
            }
            names[scenario.name] = scenario.location.line
            if scenario.today == nil, scenario.environment["FORMLINE_TODAY"] == nil { scenario.today = today }
            scenario.environment = environment.merging(scenario.environment) { _, own in own }
            scenarios.append(scenario)
        }
        return ScenarioFile(form: form, scenarios: scenarios)
    }

    private func scenario(from node: YAMLNode) -> Scenario? {
        guard let keys = reader.entries(of: node, what: DiagnosticText(.aScenario), allowed: ScenarioKeys.scenario) else { return nil }
        guard let name = reader.string(keys["name"]?.value, "name") else {
            if keys["name"] == nil { reader.error(DiagnosticText(.scenarioNoName), at: node, hint: DiagnosticText(.addName)) }
            return nil
        }
        let expectLocation = NodeReader.location(of: keys["expect"]?.key ?? node)
        var scenario = Scenario(name: name, location: NodeReader.location(of: node),
                                expect: keys["expect"].map { expectation(from: $0.value) } ?? ScenarioExpectation(at: expectLocation))
        if keys["expect"] == nil {
            reader.error(DiagnosticText(.scenarioNoExpect, ["name": .verbatim(name)]), at: node, hint: DiagnosticText(.sayWhatFollows))
        }
        scenario.today = date(keys["today"]?.value)
        scenario.environment = environment(keys["environment"]?.value) ?? [:]
        scenario.input = input(keys["input"]?.value)
        scenario.arguments = sets(keys["set"]?.value, references: &scenario.fieldReferences)
        scenario.fieldReferences += scenario.expect.fieldReferences
        if reader.bool(keys["defaults"]?.value, "defaults") == true { scenario.arguments.append("--defaults") }
        if reader.bool(keys["noInput"]?.value, "noInput") == true { scenario.arguments.append("--no-input") }
        if let format = keys["format"]?.value, let text = reader.string(format, "format") {
            if AnswerFormat(rawValue: text) == nil {
                let names = AnswerFormat.allCases.map(\.rawValue)
                reader.error(DiagnosticText(.unknownFormat, ["name": .verbatim(text)]), at: format,
                             hint: DiagnosticText.suggestion(for: text, in: names) ?? DiagnosticText(.oneOf, ["names": .verbatim(names.joined(separator: ", "))]))
            }
            scenario.arguments += ["--format", text]
        }
        if let prefix = reader.string(keys["prefix"]?.value, "prefix") { scenario.arguments += ["--prefix", prefix] }
        // Says that the scenario runs the form's real commands; it grants nothing (trust comes
        // only from the person: `formline trust FORM` or `formline test --trust`).
        scenario.declaresTrust = reader.bool(keys["trust"]?.value, "trust") == true
        if let node = keys["replies"]?.value { scenario.replies = replies(node) }
        if let answers = keys["answers"]?.value {
            if case .mapping = answers, let text = try? YAMLEmitter.emit(answers) {
                scenario.answers = Located(text, at: NodeReader.location(of: answers))
            } else {
                reader.error(DiagnosticText(.answersNotMapping, ["found": .text(NodeReader.described(answers))]), at: answers)
            }
        }
        return scenario
    }

    private func expectation(from node: YAMLNode) -> ScenarioExpectation {
        var expect = ScenarioExpectation(at: NodeReader.location(of: node))
        guard let keys = reader.entries(of: node, what: DiagnosticText(.theExpect), allowed: ScenarioKeys.expect) else { return expect }
        if let status = keys["status"]?.value, let value = reader.int(status, "status") {
            if value > 255 { reader.error(DiagnosticText(.statusRange, ["value": "\(value)"]), at: status) }
            expect.status = Located(Int32(clamping: value), at: NodeReader.location(of: status))
        }
        expect.answers = keys["answers"].flatMap { answers($0.value, "answers", references: &expect.fieldReferences) }
        expect.answersInclude = keys["answersInclude"].flatMap { answers($0.value, "answersInclude", references: &expect.fieldReferences) }
        if let output = keys["output"]?.value {
            if let scalar = output.scalar {
                let text = scalar.string.hasSuffix("\n") ? String(scalar.string.dropLast()) : scalar.string
                expect.output = Located(text, at: NodeReader.location(of: output))
            } else {
                reader.error(DiagnosticText(.outputNotText, ["found": .text(NodeReader.described(output))]), at: output)
            }
        }
        if let messages = keys["messages"]?.value {
            if case .sequence(let items) = messages {
                let list = items.compactMap(message(from:))
                expect.messages = Located(list, at: NodeReader.location(of: messages))
                expect.fieldReferences += list.map { Located($0.field, at: $0.fieldLocation) }
            } else {
                reader.error(DiagnosticText(.messagesNotList, ["found": .text(NodeReader.described(messages))]), at: messages,
                             hint: DiagnosticText(.writeNoMessages))
            }
        }
        if let asked = keys["asked"]?.value, let ids = reader.strings(asked, "asked") {
            expect.asked = Located(ids.map(\.text), at: NodeReader.location(of: asked))
            expect.fieldReferences += ids.map { Located($0.text, at: NodeReader.location(of: $0.node)) }
        }
        if let reported = keys["reported"]?.value {
            if reported.scalar != nil, let text = reader.string(reported, "reported") {
                expect.reported = [Located(text, at: NodeReader.location(of: reported))]
            } else if let items = reader.strings(reported, "reported") {
                expect.reported = items.map { Located($0.text, at: NodeReader.location(of: $0.node)) }
            }
        }
        return expect
    }

    private func message(from node: YAMLNode) -> ExpectedMessage? {
        guard let keys = reader.entries(of: node, what: DiagnosticText(.anExpectedMessage), allowed: ScenarioKeys.message) else { return nil }
        let line = reader.int(keys["line"]?.value, "line", minimum: 1)
        let field = reader.string(keys["field"]?.value, "field")
        let message = reader.string(keys["message"]?.value, "message")
        if keys["field"] == nil { reader.error(DiagnosticText(.messageNoField), at: node, hint: DiagnosticText(.nameRefocusedField)) }
        if keys["message"] == nil { reader.error(DiagnosticText(.messageNoMessage), at: node, hint: DiagnosticText(.writeTheMessage)) }
        guard let field, let message else { return nil }
        return ExpectedMessage(line: line, field: field, message: message, location: NodeReader.location(of: node),
                               fieldLocation: NodeReader.location(of: keys["field"]?.value))
    }

    private func answers(_ node: YAMLNode, _ name: String, references: inout [Located<String>]) -> Located<[(id: String, value: Located<ExpectedValue>)]>? {
        guard case .mapping(let mapping) = node else {
            reader.error(DiagnosticText(.answersMapping, ["name": .verbatim(name), "found": .text(NodeReader.described(node))]), at: node)
            return nil
        }
        var result: [(id: String, value: Located<ExpectedValue>)] = []
        for (key, value) in mapping {
            guard let id = key.scalar?.string else {
                reader.error(DiagnosticText(.keysMustBeFieldIDs, ["name": .verbatim(name)]), at: key)
                continue
            }
            guard let expected = expectedValue(value, id) else { continue }
            result.append((id, Located(expected, at: NodeReader.location(of: value))))
            references.append(Located(id, at: NodeReader.location(of: key)))
        }
        return Located(result, at: NodeReader.location(of: node))
    }

    private func expectedValue(_ node: YAMLNode, _ id: String) -> ExpectedValue? {
        switch node {
        case .scalar(let scalar):
            let isNull = scalar.style == .plain && ["", "~", "null"].contains(scalar.string)
            return isNull ? ExpectedValue.none : .scalar(scalar.string)
        case .sequence(let items) where AnswerDocument.holdsRows(items.items):
            var rows: [[String: ExpectedValue]] = []
            for item in items {
                guard case .mapping(let pairs) = item else {
                    reader.error(DiagnosticText(.rowNotMapping, ["field": .verbatim(id), "found": .text(NodeReader.described(item))]), at: item)
                    return nil
                }
                var row: [String: ExpectedValue] = [:]
                for (key, value) in pairs {
                    guard let name = key.scalar?.string, value.scalar != nil, let expected = expectedValue(value, name) else {
                        reader.error(DiagnosticText(.rowAnswerScalar, ["field": .verbatim(id)]), at: value)
                        return nil
                    }
                    row[name] = expected
                }
                rows.append(row)
            }
            return .records(rows)
        case .sequence:
            return reader.strings(node, id).map { .rows($0.map(\.text)) }
        default:
            reader.error(DiagnosticText(.answerShape, ["field": .verbatim(id), "found": .text(NodeReader.described(node))]), at: node)
            return nil
        }
    }

    private func input(_ node: YAMLNode?) -> [String] {
        guard let node else { return [] }
        if let scalar = node.scalar, scalar.style == .literal || scalar.style == .folded {
            let text = scalar.string.hasSuffix("\n") ? String(scalar.string.dropLast()) : scalar.string
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        guard case .sequence(let items) = node else {
            reader.error(DiagnosticText(.inputNotLines, ["found": .text(NodeReader.described(node))]), at: node,
                         hint: DiagnosticText(.writeInputLines))
            return []
        }
        return items.compactMap { item in
            guard let scalar = item.scalar else {
                reader.error(DiagnosticText(.inputLineNotText, ["found": .text(NodeReader.described(item))]), at: item)
                return nil
            }
            if scalar.string.contains("\n") { reader.error(DiagnosticText(.inputLineBreak), at: item) }
            return scalar.string
        }
    }

    private func sets(_ node: YAMLNode?, references: inout [Located<String>]) -> [String] {
        guard let node else { return [] }
        guard case .mapping(let mapping) = node else {
            reader.error(DiagnosticText(.setNotMapping, ["found": .text(NodeReader.described(node))]), at: node)
            return []
        }
        var arguments: [String] = []
        for (key, value) in mapping {
            guard let id = key.scalar?.string else {
                reader.error(DiagnosticText(.keysMustBeFieldIDs, ["name": "set"]), at: key)
                continue
            }
            let rows: [String]
            if case .sequence(let items) = value, AnswerDocument.holdsRows(items.items) {
                // A group's rows: one --set of their JSON text.
                do throws(AnswerDocumentError) {
                    rows = [try AnswerDocument.rowsText(items.items, id: id)]
                } catch {
                    reader.error(DiagnosticText(.setOf, ["field": .verbatim(id), "problem": error.text]), at: value)
                    continue
                }
            } else if case .sequence = value {
                rows = reader.strings(value, id)?.map(\.text) ?? []
            } else if let scalar = value.scalar {
                rows = [scalar.string]
            } else {
                reader.error(DiagnosticText(.setNotTextOrRows, ["field": .verbatim(id), "found": .text(NodeReader.described(value))]), at: value)
                continue
            }
            arguments += rows.flatMap { ["--set", "\(id)=\($0)"] }
            references.append(Located(id, at: NodeReader.location(of: key)))
        }
        return arguments
    }

    /// `replies: {./checks/username-taken: ["That username is taken.", pass]}`.
    private func replies(_ node: YAMLNode) -> [String: [ScenarioReplies.Reply]] {
        guard case .mapping(let mapping) = node else {
            reader.error(DiagnosticText(.repliesNotMapping, ["found": .text(NodeReader.described(node))]), at: node,
                         hint: DiagnosticText(.writeReplies))
            return [:]
        }
        var result: [String: [ScenarioReplies.Reply]] = [:]
        for (key, value) in mapping {
            guard let program = key.scalar?.string else {
                reader.error(DiagnosticText(.replyKeyProgram), at: key)
                continue
            }
            let items: [YAMLNode]
            if case .sequence(let list) = value { items = Array(list) } else { items = [value] }
            var replies: [ScenarioReplies.Reply] = []
            for item in items {
                guard let text = item.scalar?.string else {
                    reader.error(DiagnosticText(.replyPassOrMessage), at: item)
                    continue
                }
                replies.append(text == "pass" ? .pass : .fail(text))
            }
            if replies.isEmpty { reader.error(DiagnosticText(.noReplies, ["program": .verbatim(program)]), at: value, hint: DiagnosticText(.listPassOrMessages)) }
            result[program] = replies
        }
        return result
    }

    private func environment(_ node: YAMLNode?) -> [String: String]? {
        guard let node else { return nil }
        guard case .mapping(let mapping) = node else {
            reader.error(DiagnosticText(.environmentNotMapping, ["found": .text(NodeReader.described(node))]), at: node)
            return nil
        }
        var result: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, let text = value.scalar?.string else {
                reader.error(DiagnosticText(.environmentEntry), at: key)
                continue
            }
            result[name] = text
        }
        return result
    }

    private func date(_ node: YAMLNode?) -> LocalDate? {
        guard let node, let text = reader.string(node, "today") else { return nil }
        guard let date = LocalDate(iso: text) else {
            reader.error(DiagnosticText(.todayNotADate, ["text": .verbatim(text)]), at: node)
            return nil
        }
        return date
    }
}
