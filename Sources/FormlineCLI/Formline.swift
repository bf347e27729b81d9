import ArgumentParser
import FrontEndSupport

/// The `formline` command: fills declarative forms at a terminal, from piped answers or
/// from batches of records, and helps people write form files.
@main
struct Formline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formline",
        abstract: "Fill declarative forms at the terminal, from a pipe, or in batches.",
        discussion: """
        Forms are YAML files (see forms/ and docs/form-format.md), or JSON Schemas of an object \
        (docs/json-schema.md). A FORM argument is a path, \
        or a name looked up as NAME.yaml (or .json) in ./forms, $FORMLINE_PATH, ~/.config/formline/forms \
        and /usr/local/share, /usr/share (formline/forms); `formline list` shows them.

        Exit statuses: \(ExitStatus.success.rawValue) done, \(ExitStatus.rejected.rawValue) records rejected (fill) \
        or scenarios failed (test), \(ExitStatus.cancelled.rawValue) cancelled, \(ExitStatus.usage.rawValue) usage, \
        \(ExitStatus.dataError.rawValue) answers could not complete the form, \(ExitStatus.noInput.rawValue) missing file, \
        \(ExitStatus.ioError.rawValue) output failed, \
        \(ExitStatus.untrusted.rawValue) the form runs commands and is not trusted (`formline trust FORM`, or --trust), \
        \(ExitStatus.badForm.rawValue) the form file has errors, \(ExitStatus.timedOut.rawValue) timed out (run --timeout), \
        \(ExitStatus.signalStatuses) interrupted by SIGINT/SIGTERM/SIGHUP.
        """,
        version: "0.1.0",
        subcommands: [RunCommand.self, CheckCommand.self, DescribeCommand.self, NewCommand.self, ImportCommand.self, FillCommand.self, ListCommand.self, TestCommand.self,
                      DraftsCommand.self, MCPCommand.self, TrustCommand.self]
    )

    /// Reserves the standard descriptors before anything opens a file, then runs the command
    /// (or prints a completion script: `CompletionScripts`). `run FORM` alone skips
    /// swift-argument-parser's parsing (see `RunRequest.parsedFast`); errors
    /// are reported by its `exit(withError:)` exactly as `main(nil)` reports them.
    static func main() {
        StandardDescriptors.reserve()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let request = RunRequest.parsedFast(arguments) {
            do {
                try request.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        if let shell = CompletionScripts.requestedShell(arguments) {
            print(CompletionScripts.script(for: shell))
            return
        }
        main(nil)
    }
}
