import ArgumentParser
import BatchFrontEnd
import FormCore
import FrontEndSupport

/// `formline fill FORM`: validate many records (JSON Lines or CSV) as if each were typed in.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill",
        abstract: Words.process[HelpWord.fillAbstract],
        discussion: Words.process(HelpWord.fillDiscussion, [
            "success": "\(ExitStatus.success.rawValue)", "rejected": "\(ExitStatus.rejected.rawValue)",
            "dataError": "\(ExitStatus.dataError.rawValue)", "noInput": "\(ExitStatus.noInput.rawValue)",
            "untrusted": "\(ExitStatus.untrusted.rawValue)",
        ])
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.runForm]), completion: FormCompletion.forms)
    var form: String

    @Option(name: .shortAndLong, help: ArgumentHelp(Words.process[HelpWord.fillInput]),
            completion: .file())
    var input: String?

    @Option(help: ArgumentHelp(Words.process[HelpWord.fillFormat]),
            completion: .list(RecordFormat.allCases.map(\.rawValue)))
    var format: String?

    @Option(name: .shortAndLong, help: ArgumentHelp(Words.process[HelpWord.fillOutput]),
            completion: .file())
    var output: String?

    @Option(help: ArgumentHelp(Words.process[HelpWord.fillRejects]), completion: .file())
    var rejects: String?

    @OptionGroup var shards: FillShardOptions

    @OptionGroup(title: Words.process[HelpWord.commandsTitle])
    var commands: CommandOptions

    func run() throws {
        try FillRequest(self).run()
    }
}
