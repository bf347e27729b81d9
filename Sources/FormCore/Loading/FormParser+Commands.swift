/// Reads commands: a field's `check: {run: [...], timeout: 5s, reads: [...]}` and the form's
/// `checks:` list (each also naming the `field` to refocus).
extension FormParser {
    func command(from node: YAMLNode, role: FormCommand.Role, what: String) -> FormCommand? {
        guard let keys = reader.entries(of: node, what: what, allowed: FormKeys.command) else { return nil }
        guard let runEntry = keys["run"] else {
            reader.error("\(what) has no 'run'", at: node,
                         hint: "add 'run: [program, argument, …]' (an argument list, never a shell line)")
            return nil
        }
        guard case .sequence = runEntry.value, let items = reader.strings(runEntry.value, "run") else {
            if runEntry.value.scalar != nil {
                reader.error("'run' must be a list of arguments, not one line", at: runEntry.value,
                             hint: "write it as [program, argument, …]: formline never runs a shell")
            }
            return nil
        }
        guard let program = items.first else {
            reader.error("'run' is empty", at: runEntry.value, hint: "name the program to run first")
            return nil
        }
        if AnswerText.isBlank(program.text) {
            reader.error("the program in 'run' is empty", at: program.node)
            return nil
        }
        for item in items where item.text.unicodeScalars.contains("\0") {
            reader.error("an argument of 'run' holds a NUL character", at: item.node)
            return nil
        }
        var command = FormCommand(arguments: items.map(\.text), role: role)
        command.location = NodeReader.location(of: runEntry.value)
        if let node = keys["timeout"]?.value {
            if let text = reader.string(node, "timeout", orScalar: true) {
                let milliseconds = FormCommand.milliseconds(in: text) ?? (Double(text).map { Int(($0 * 1000).rounded()) })
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
            } else if let field = reader.string(node, "field") {
                command.field = field
                command.fieldLocation = NodeReader.location(of: node)
            }
        }
        // `fill` starts it once and sends one request a line (FormCommands.StreamingChecker).
        command.stream = reader.bool(keys["stream"]?.value, "stream") ?? false
        return command
    }

    /// The form's `checks:`: a list of commands run at submit.
    func formChecks(from node: YAMLNode) -> [FormCommand] {
        guard case .sequence(let items) = node else {
            reader.error("'checks' must be a list of commands", at: node,
                         hint: "each item is like '- {run: [program, …], field: username}'")
            return []
        }
        return items.enumerated().compactMap { index, item in
            command(from: item, role: .formCheck(index: index), what: "a form check")
        }
    }
}
