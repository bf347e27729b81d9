import ArgumentParser
import FormCore
import Formline
import FrontEndSupport
import PipedFrontEnd
#if canImport(Glibc)
import Glibc
#endif

/// `formline run FORM`: fill one form, interactively on a terminal or from piped answers.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: Words.process[HelpWord.runAbstract],
        discussion: Words.process(HelpWord.runDiscussion, [
            "cancelled": "\(ExitStatus.cancelled.rawValue)", "interrupted": "\(ExitStatus.interrupted.rawValue)",
            "terminated": "\(ExitStatus.terminated.rawValue)", "hangUp": "\(ExitStatus.hangUp.rawValue)",
            "dataError": "\(ExitStatus.dataError.rawValue)",
        ])
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.runForm]), completion: FormCompletion.forms)
    var form: String

    @Option(help: ArgumentHelp(Words.process[HelpWord.runOutput]),
            completion: .file())
    var output: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.runResume]))
    var resume = false

    @OptionGroup(title: Words.process[HelpWord.scriptsTitle])
    var scripting: ScriptingOptions

    @OptionGroup var accessibility: AccessibilityOptions

    @OptionGroup(title: Words.process[HelpWord.commandsTitle])
    var commands: CommandOptions

    /// Runs the request the options make (`RunRequest`, where `run`'s work lives).
    func run() throws {
        try RunRequest(self).run()
    }
}
