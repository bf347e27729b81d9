import ArgumentParser
import FrontEndSupport

/// `--trust` and `--no-checks`, for commands that fill a form whose checks run commands
/// (`run`, `fill`, `test`): see `CommandGate`.
struct CommandOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(Words.process[HelpWord.trustOnceHelp]))
    var trust = false

    @Flag(help: ArgumentHelp(Words.process[HelpWord.noChecksHelp]))
    var noChecks = false

    mutating func validate() throws {
        if trust && noChecks { throw ValidationError(Words.process[ToolWord.trustWithNoChecks]) }
    }
}
