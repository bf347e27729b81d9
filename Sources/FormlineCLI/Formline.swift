import ArgumentParser
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `formline` command: fills declarative forms at a terminal, from piped answers or
/// from batches of records, and helps people write form files.
@main
struct Formline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formline",
        abstract: Words.process[HelpWord.formlineAbstract],
        discussion: Words.process(HelpWord.formlineDiscussion, [
            "success": "\(ExitStatus.success.rawValue)", "rejected": "\(ExitStatus.rejected.rawValue)",
            "cancelled": "\(ExitStatus.cancelled.rawValue)", "usage": "\(ExitStatus.usage.rawValue)",
            "dataError": "\(ExitStatus.dataError.rawValue)", "noInput": "\(ExitStatus.noInput.rawValue)",
            "ioError": "\(ExitStatus.ioError.rawValue)", "untrusted": "\(ExitStatus.untrusted.rawValue)",
            "badForm": "\(ExitStatus.badForm.rawValue)", "timedOut": "\(ExitStatus.timedOut.rawValue)",
            "signals": ExitStatus.signalStatuses,
        ]),
        version: "0.1.0",
        subcommands: [RunCommand.self, CheckCommand.self, DescribeCommand.self, NewCommand.self, ImportCommand.self, FillCommand.self, ListCommand.self, TestCommand.self,
                      DraftsCommand.self, MCPCommand.self, TrustCommand.self, GenerateReferenceCommand.self]
    )

    /// Reserves the standard descriptors before anything opens a file, then runs the command
    /// (or prints a completion script: `CompletionScripts`). `run FORM` alone, `fill`'s usual
    /// command lines and `import SCHEMA` alone skip swift-argument-parser's parsing (see
    /// `RunRequest.parsedFast`, `FillRequest.parsedFast`, `ImportRequest.parsedFast`); their errors end the process as `exit(afterFastPath:)` says,
    /// with the status and message `main(nil)` would give.
    static func main() {
        StandardDescriptors.reserve()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let request = RunRequest.parsedFast(arguments) {
            return runFast(request.run)
        }
        if let request = FillRequest.parsedFast(arguments) {
            return runFast(request.run)
        }
        if let request = ImportRequest.parsedFast(arguments) {
            return runFast(request.run)
        }
        if let shell = CompletionScripts.requestedShell(arguments) {
            print(CompletionScripts.script(for: shell))
            return
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(reportingParseError: error, arguments: arguments)
        }
        do {
            try command.run()
        } catch {
            exit(withHelpOrError: error)
        }
    }

    /// A command line argument-parser refused, said as formline says its errors
    /// (`formline: …`, not `Error: …`), with "did you mean" for a mistyped command; help and
    /// version requests as argument-parser prints them.
    static func exit(reportingParseError error: any Error, arguments: [String]) -> Never {
        if exitCode(for: error) == .success { exit(withHelpOrError: error) }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
            // Hidden commands (the tooling's `generate-reference`) are neither guessed nor listed.
            let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
            let guess = Suggestions.closest(to: first, in: shown).map { MessageText.error(.didYouMean, ["name": $0]) } ?? .verbatim("")
            StandardStreams.standardError("formline: " + MessageText.commandLine(.unknownCommand, [
                .init("command", .verbatim(TerminalSafeText.escape(first))), .init("suggestion", guess),
                .init("commands", .verbatim(shown.joined(separator: ", "))),
            ]).rendered(in: .process))
            exit(withError: ExitCode(ExitStatus.usage.rawValue))
        }
        var text = fullMessage(for: error)
        if text.hasPrefix("Error: ") { text = "formline: " + text.dropFirst("Error: ".count) }
        StandardStreams.standardError(TerminalSafeText.escape(text, keepingLayout: true))
        exit(withError: ExitCode(exitCode(for: error).rawValue))
    }

    /// Ends the process as `exit(withError:)` does, but prints a help screen with wide
    /// characters as `helpLaidOutByWidth` lays it out (help is asked for while parsing, or
    /// by the command argument-parser returns for `--help` and `help COMMAND`).
    static func exit(withHelpOrError error: any Error) -> Never {
        if exitCode(for: error) == .success, let help = helpLaidOutByWidth(for: error) {
            try? StandardStreams.standardOutput(help + "\n")
            exit(withError: nil)
        }
        exit(withError: error)
    }

    /// The help screen `error` asks for, laid out by display width (`HelpLayout`) when it
    /// holds wide characters (Chinese), which argument-parser's wrapping counts as one column
    /// and never breaks between; nil for any other screen (English, the European languages),
    /// a version or a help dump, which argument-parser prints as it does.
    static func helpLaidOutByWidth(for error: any Error) -> String? {
        let unwrapped = fullMessage(for: error, columns: 1_000_000)
        guard unwrapped.hasPrefix("OVERVIEW:") || unwrapped.hasPrefix("USAGE:"),
              HelpLayout.hasWideCharacters(unwrapped) else { return nil }
        return HelpLayout.wrapped(unwrapped, columns: helpColumns)
    }

    /// The width argument-parser wraps help to: COLUMNS, else the width of the terminal on
    /// standard output, else 80.
    static var helpColumns: Int {
        if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)) { return columns }
        return WindowSize.columns(of: STDOUT_FILENO) ?? 80
    }

    /// Runs a request a fast path parsed, ending the process as `exit(afterFastPath:)` says when it throws.
    private static func runFast(_ run: () throws -> Void) {
        do {
            try run()
        } catch {
            exit(afterFastPath: error)
        }
    }

    /// Ends a fast path's run that threw: an `ExitCode` (a command's status, its message
    /// already printed) exits with that status, as `exit(withError:)` would after building
    /// the usage text it then does not print (a `fill` with rejected records ends so: the
    /// usage text's reflection cost 2.8M instructions); any other error as
    /// swift-argument-parser reports it.
    private static func exit(afterFastPath error: any Error) -> Never {
        if let code = error as? ExitCode {
            #if canImport(Glibc)
            Glibc.exit(code.rawValue)
            #else
            Darwin.exit(code.rawValue)
            #endif
        }
        exit(withError: error)
    }
}
