import ArgumentParser
import FormCommands
import FormCore
import FrontEndSupport

/// `formline trust FORM`: lets a form run its commands (checks) from now on, until its file
/// changes; `--list` shows the trusted forms, `--remove FORM` forgets one.
struct TrustCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trust",
        abstract: Words.process[HelpWord.trustAbstract],
        discussion: Words.process[HelpWord.trustDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.trustForm]), completion: FormCompletion.forms)
    var form: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.trustList]))
    var list = false

    @Flag(help: ArgumentHelp(Words.process[HelpWord.trustRemove]))
    var remove = false

    func validate() throws {
        if list && (form != nil || remove) { throw ValidationError(Words.process[ToolWord.trustListTakesNoForm]) }
        if !list && form == nil { throw ValidationError(Words.process[ToolWord.trustNameTheForm]) }
    }

    func run() throws {
        try reportingErrors {
            let environment = LaunchEnvironment.values
            let store = FormTrust(environment: environment)
            if list {
                let entries = try store.entries()
                if entries.isEmpty { StandardStreams.standardError("formline: " + Words.process(.noFormTrusted)) }
                for entry in entries { print("\(entry.sha256)  \(TerminalSafeText.escape(entry.path))") }
                return
            }
            guard let form else { return }
            if remove {
                let path = (try? FormFile.resolve(form, search: FormSearchPath(environment: environment))) ?? form
                if try store.remove(path: path) {
                    StandardStreams.standardError("formline: " + Words.process(.noLongerTrusted, ["path": TerminalSafeText.escape(path)]))
                } else {
                    throw FrontEndError(.error(.notTrusted, ["path": TerminalSafeText.escape(path)]), status: .noInput)
                }
                return
            }
            let today = try Today.resolve(environment: environment)
            let loaded = try FormFile.load(form, today: today, search: FormSearchPath(environment: environment), words: .process)
            let entry = try store.add(loaded.opened)
            let needs = loaded.form.trustNeeds
            if needs.isEmpty {
                StandardStreams.standardError("formline: " + Words.process(.trustedNeedingNothing, ["path": TerminalSafeText.escape(entry.path)]))
            } else {
                StandardStreams.standardError("formline: " + Words.process(.trustedToRunAndRead, ["path": TerminalSafeText.escape(entry.path),
                                                                                                   "listing": CommandGate.listing(needs, in: .process)]))
            }
        }
    }
}
