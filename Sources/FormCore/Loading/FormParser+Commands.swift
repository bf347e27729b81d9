/// Reads commands: a field's `check: {run: [...], timeout: 5s, reads: [...]}` and the form's
/// `checks:` list (each also naming the `field` to refocus).
extension FormParser {
    func command(from node: YAMLNode, role: FormCommand.Role, what: DiagnosticText) -> FormCommand? {
        guard let keys = reader.entries(of: node, what: what, allowed: FormKeys.command) else { return nil }
        // A `run` that cannot be used still lets the other keys be read and checked (`reads`,
        // `field`), so `check` reports every problem of the command in one pass; the error
        // keeps the form from being used, so the command never runs without arguments.
        let arguments = runArguments(keys["run"]?.value, in: node, what: what)
        var command = FormCommand(arguments: arguments ?? [], role: role)
        command.location = keys["run"].map { NodeReader.location(of: $0.value) }
        if let node = keys["timeout"]?.value {
            if let text = reader.string(node, "timeout", orScalar: true) {
                let milliseconds = FormCommand.milliseconds(in: text)
                if let milliseconds, milliseconds > 0, milliseconds <= FormCommand.maximumTimeoutMilliseconds {
                    command.timeoutMilliseconds = milliseconds
                } else {
                    reader.error("'timeout' must be a time from 1ms to 10m, found '\(text)'", at: node,
                                 hint: "write it like 5s, 250ms or 2m")
                }
            }
        }
        if let reads = reader.strings(keys["reads"]?.value, "reads") {
            command.reads = reads.map(\.text)
            command.readLocations = reads.map { NodeReader.location(of: $0.node) }
        }
        if let node = keys["field"]?.value {
            if case .fieldCheck = role {
                reader.error("'field' belongs to a form check; a field's check refocuses its own field", at: keys["field"]!.key,
                             hint: "remove 'field'")
            } else if case .formCheck = role {
                if let field = reader.string(node, "field") {
                    command.field = field
                    command.fieldLocation = NodeReader.location(of: node)
                }
            } else {
                reader.error("'field' belongs to a form check", at: keys["field"]!.key, hint: "remove 'field'")
            }
        }
        // `fill` starts it once and sends one request a line (FormCommands.StreamingChecker).
        command.stream = reader.bool(keys["stream"]?.value, "stream") ?? false
        return command
    }

    /// The argument list of a command's `run:`, or nil (with the problem reported) when there
    /// is none that can run: missing, one line, empty, a blank program, a NUL in an argument.
    private func runArguments(_ run: YAMLNode?, in node: YAMLNode, what: DiagnosticText) -> [String]? {
        guard let run else {
            reader.error(DiagnosticText(.hasNoRun, ["what": .text(what)]), at: node,
                         hint: DiagnosticText(.addRun))
            return nil
        }
        guard case .sequence = run else {
            if run.scalar != nil {
                reader.error("'run' must be a list of arguments, not one line", at: run,
                             hint: "write it as [program, argument, …]: formline never runs a shell")
            } else {
                reader.error("'run' must be a list of arguments, found \(NodeReader.describe(run))", at: run,
                             hint: "write it as [program, argument, …]")
            }
            return nil
        }
        // Numbers and Booleans are arguments as written (`[sleep, 5]`), as the schema allows.
        guard let items = reader.strings(run, "run") else { return nil }
        guard let program = items.first else {
            reader.error("'run' is empty", at: run, hint: "name the program to run first")
            return nil
        }
        if AnswerText.isBlank(program.text) {
            reader.error("the program in 'run' is empty", at: program.node)
            return nil
        }
        var arguments: [String]? = items.map(\.text)
        for item in items where item.text.unicodeScalars.contains("\0") {
            reader.error("an argument of 'run' holds a NUL character", at: item.node)
            arguments = nil
        }
        return arguments
    }

    /// The form's `checks:`: a list of commands run at submit.
    func formChecks(from node: YAMLNode) -> [FormCommand] {
        guard case .sequence(let items) = node else {
            reader.error("'checks' must be a list of commands", at: node,
                         hint: "each item is like '- {run: [program, …], field: username}'")
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
            reader.error(given.isEmpty ? "computed choices name no source" : "computed choices name \(given.count) sources (\(given.joined(separator: ", ")))",
                         at: node, hint: "write one of: {from: FIELD} (an earlier list or multiple choice), {file: PATH}, {run: [program, …]}")
            return nil
        }
        if given[0] != "run", let extra = ["timeout", "reads"].first(where: { keys[$0] != nil }) {
            reader.error("'\(extra)' belongs to a command ('run')", at: keys[extra]!.key, hint: "remove '\(extra)'")
        }
        switch given[0] {
        case "from":
            return reader.string(keys["from"]?.value, "from").map { .field($0) }
        case "file":
            guard let path = reader.string(keys["file"]?.value, "file") else { return nil }
            if AnswerText.isBlank(path) || path.unicodeScalars.contains("\0") {
                reader.error("'file' must name a file (relative to the form's folder)", at: keys["file"]!.value)
                return nil
            }
            return .file(path)
        default:
            return command(from: node, role: .choices(field: id), what: DiagnosticText(.theChoicesOfField, ["field": .verbatim(id)])).map { .command($0) }
        }
    }

    func defaultSource(from node: YAMLNode, field: FieldDefinition) -> DefaultSource? {
        if field.isSecret {
            reader.error("a secret field cannot have a default", at: node,
                         hint: "secrets are never stored in form files or taken from elsewhere; remove 'default'")
            return nil
        }
        guard let keys = reader.entries(of: node, what: DiagnosticText(.aComputedDefault), allowed: FormKeys.defaultSource) else { return nil }
        let given = ["env", "run"].filter { keys[$0] != nil }
        guard given.count == 1 else {
            reader.error(given.isEmpty ? "the default names no source" : "the default names both 'env' and 'run'", at: node,
                         hint: "write {env: NAME} or {run: [program, …]}")
            return nil
        }
        if given[0] == "env" {
            if let extra = ["timeout", "reads"].first(where: { keys[$0] != nil }) {
                reader.error("'\(extra)' belongs to a command ('run')", at: keys[extra]!.key, hint: "remove '\(extra)'")
            }
            guard let name = reader.string(keys["env"]?.value, "env") else { return nil }
            let valid = name.unicodeScalars.first.map { $0.isASCIILetter || $0 == "_" } == true
                && name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
            guard valid else {
                reader.error("'\(TerminalSafeText.escape(name))' is not an environment variable name", at: keys["env"]!.value,
                             hint: "letters, digits and '_', not starting with a digit")
                return nil
            }
            if name.hasPrefix("FORMLINE_ANSWER_") {
                reader.error("a default cannot come from \(name): FORMLINE_ANSWER_* variables answer fields already", at: keys["env"]!.value)
                return nil
            }
            return .environment(name)
        }
        return command(from: node, role: .defaultValue(field: field.id), what: DiagnosticText(.theDefaultOfField, ["field": .verbatim(field.id)])).map { .command($0) }
    }
}
