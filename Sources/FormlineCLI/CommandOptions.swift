import ArgumentParser

/// `--trust` and `--no-checks`, for commands that fill a form whose checks run commands
/// (`run`, `fill`, `test`): see `CommandGate`.
struct CommandOptions: ParsableArguments {
    @Flag(help: "Run the form's commands (checks) this once without `formline trust FORM`.")
    var trust = false

    @Flag(help: "Do not run the form's commands: their checks are skipped, and a note says so.")
    var noChecks = false

    mutating func validate() throws {
        if trust && noChecks { throw ValidationError("--trust and --no-checks cannot be used together") }
    }
}
