/// Reads commands: a field's `check: {run: [...], timeout: 5s, reads: [...]}` and the form's
/// `checks:` list (each also naming the `field` to refocus).
extension FormParser {
    func command(from node: YAMLNode, role: FormCommand.Role, what: @autoclosure () -> DiagnosticText) -> FormCommand? {
        guard let keys = reader.entries(of: node, what: what(), allowed: FormKeys.command) else { return nil }
        // A `run` that cannot be used still lets the other keys be read and checked (`reads`,
        // `field`), so `check` reports every problem of the command in one pass; the error
        // keeps the form from being used, so the command never runs without arguments.
        let arguments = runArguments(keys["run"]?.value, in: node, what: what())
        var command = FormCommand(arguments: arguments ?? [], role: role)
        command.location = keys["run"].map { NodeReader.location(of: $0.value) }
        if let node = keys["timeout"]?.value {
            if let text = reader.string(node, "timeout", orScalar: true) {
                let milliseconds = FormCommand.milliseconds(in: text)
                if let milliseconds, milliseconds > 0, milliseconds <= FormCommand.maximumTimeoutMilliseconds {
                    command.timeoutMilliseconds = milliseconds
                } else {
                    reader.error(DiagnosticText(.timeoutRange, ["text": .verbatim(text)]), at: node,
                                 hint: DiagnosticText(.writeTimeout))
                }
            }
        }
        if let reads = reader.strings(keys["reads"]?.value, "reads") {
            command.reads = reads.map(\.text)
            command.readLocations = reads.map { NodeReader.location(of: $0.node) }
        }
        if let node = keys["field"]?.value {
            if case .fieldCheck = role {
                reader.error(DiagnosticText(.fieldOnFieldCheck), at: keys["field"]!.key,
                             hint: DiagnosticText(.removeKey, ["key": "field"]))
            } else if case .formCheck = role {
                if let field = reader.string(node, "field") {
                    command.field = field
                    command.fieldLocation = NodeReader.location(of: node)
                }
            } else {
                reader.error(DiagnosticText(.fieldOnlyFormCheck), at: keys["field"]!.key, hint: DiagnosticText(.removeKey, ["key": "field"]))
            }
        }
        // `fill` starts it once and sends one request a line (FormCommands.StreamingChecker).
        command.stream = reader.bool(keys["stream"]?.value, "stream") ?? false
        return command
    }

    /// The argument list of a command's `run:`, or nil (with the problem reported) when there
    /// is none that can run: missing, one line, empty, a blank program, a NUL in an argument.
    private func runArguments(_ run: YAMLNode?, in node: YAMLNode, what: @autoclosure () -> DiagnosticText) -> [String]? {
        guard let run else {
            reader.error(DiagnosticText(.hasNoRun, ["what": .text(what())]), at: node,
                         hint: DiagnosticText(.addRun))
            return nil
        }
        guard case .sequence = run else {
            if run.scalar != nil {
                reader.error(DiagnosticText(.runNotOneLine), at: run,
                             hint: DiagnosticText(.runNeverShell))
            } else {
                reader.error(DiagnosticText(.runMustBeList, ["found": .text(NodeReader.described(run))]), at: run,
                             hint: DiagnosticText(.writeRunList))
            }
            return nil
        }
        // Numbers and Booleans are arguments as written (`[sleep, 5]`), as the schema allows.
        guard let items = reader.strings(run, "run") else { return nil }
        guard let program = items.first else {
            reader.error(DiagnosticText(.isEmpty, ["what": .text(DiagnosticText(.quoted, ["name": "run"]))]), at: run, hint: DiagnosticText(.nameProgramFirst))
            return nil
        }
        if AnswerText.isBlank(program.text) {
            reader.error(DiagnosticText(.programEmpty), at: program.node)
            return nil
        }
        var arguments: [String]? = items.map(\.text)
        for item in items where item.text.unicodeScalars.contains("\0") {
            reader.error(DiagnosticText(.argumentNUL), at: item.node)
            arguments = nil
        }
        return arguments
    }

    /// The form's `checks:`: a list of commands run at submit.
    func formChecks(from node: YAMLNode) -> [FormCommand] {
        guard case .sequence(let items) = node else {
            reader.error(DiagnosticText(.checksList), at: node,
                         hint: DiagnosticText(.checksItemLike))
            return []
        }
        return items.enumerated().compactMap { index, item in
            command(from: item, role: .formCheck(index: index), what: DiagnosticText(.aFormCheck))
        }
    }
}

/// Computed choices and defaults: `choices: {from: tags}`, `{file: regions.txt}`,
/// `{run: [program, …], timeout: 2s}`; `default: {env: USER}`, `{run: [git, config, user.name]}`.
extension FormParser {
    func choiceSource(from node: YAMLNode, field id: String) -> ChoiceSource? {
        guard let keys = reader.entries(of: node, what: DiagnosticText(.computedChoices), allowed: FormKeys.choiceSource) else { return nil }
        let given = ["from", "file", "run"].filter { keys[$0] != nil }
        guard given.count == 1 else {
            reader.error(given.isEmpty ? DiagnosticText(.choicesNoSource)
                            : DiagnosticText(.choicesSources, ["count": "\(given.count)", "sources": .verbatim(given.joined(separator: ", "))]),
                         at: node, hint: DiagnosticText(.writeOneChoiceSource))
            return nil
        }
        if given[0] != "run", let extra = ["timeout", "reads"].first(where: { keys[$0] != nil }) {
            reader.error(DiagnosticText(.belongsToCommand, ["key": .verbatim(extra)]), at: keys[extra]!.key, hint: DiagnosticText(.removeKey, ["key": .verbatim(extra)]))
        }
        switch given[0] {
        case "from":
            return reader.string(keys["from"]?.value, "from").map { .field($0) }
        case "file":
            guard let path = reader.string(keys["file"]?.value, "file") else { return nil }
            if AnswerText.isBlank(path) || path.unicodeScalars.contains("\0") {
                reader.error(DiagnosticText(.fileMustNameFile), at: keys["file"]!.value)
                return nil
            }
            return .file(path)
        default:
            return command(from: node, role: .choices(field: id), what: DiagnosticText(.theChoicesOfField, ["field": .verbatim(id)])).map { .command($0) }
        }
    }

    func defaultSource(from node: YAMLNode, field: FieldDefinition) -> DefaultSource? {
        if field.isSecret {
            reader.error(DiagnosticText(.secretNoDefault), at: node,
                         hint: DiagnosticText(.secretsNotTaken))
            return nil
        }
        guard let keys = reader.entries(of: node, what: DiagnosticText(.aComputedDefault), allowed: FormKeys.defaultSource) else { return nil }
        let given = ["env", "run"].filter { keys[$0] != nil }
        guard given.count == 1 else {
            reader.error(DiagnosticText(given.isEmpty ? .defaultNoSource : .defaultBothSources), at: node,
                         hint: DiagnosticText(.writeOneDefaultSource))
            return nil
        }
        if given[0] == "env" {
            if let extra = ["timeout", "reads"].first(where: { keys[$0] != nil }) {
                reader.error(DiagnosticText(.belongsToCommand, ["key": .verbatim(extra)]), at: keys[extra]!.key, hint: DiagnosticText(.removeKey, ["key": .verbatim(extra)]))
            }
            guard let name = reader.string(keys["env"]?.value, "env") else { return nil }
            let valid = name.unicodeScalars.first.map { $0.isASCIILetter || $0 == "_" } == true
                && name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
            guard valid else {
                reader.error(DiagnosticText(.notVariableName, ["name": .verbatim(TerminalSafeText.escape(name))]), at: keys["env"]!.value,
                             hint: DiagnosticText(.variableLetters))
                return nil
            }
            if name.hasPrefix("FORMLINE_ANSWER_") {
                reader.error(DiagnosticText(.defaultFromAnswerVariable, ["name": .verbatim(name)]), at: keys["env"]!.value)
                return nil
            }
            return .environment(name)
        }
        return command(from: node, role: .defaultValue(field: field.id), what: DiagnosticText(.theDefaultOfField, ["field": .verbatim(field.id)])).map { .command($0) }
    }
}
