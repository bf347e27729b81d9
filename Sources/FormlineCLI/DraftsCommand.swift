import ArgumentParser
import FormCore
import FormOutput
import FrontEndSupport

/// `formline drafts`: the unfinished answers kept for `run --resume`, listed and deleted.
struct DraftsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drafts",
        abstract: Words.process[HelpWord.draftsAbstract],
        discussion: Words.process[HelpWord.draftsDiscussion],
        subcommands: [DraftsListCommand.self, DraftsRemoveCommand.self],
        defaultSubcommand: DraftsListCommand.self
    )
}

/// `formline drafts list`: one line a draft, newest first.
struct DraftsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: Words.process[HelpWord.draftsListAbstract],
        discussion: Words.process[HelpWord.draftsListDiscussion]
    )

    @Option(help: ArgumentHelp(Words.process[HelpWord.formatTextOrJSON], valueName: "format"))
    var format: ReportFormat = .text

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let store = DraftStore(environment: LaunchEnvironment.values)
            let drafts = try store.all().map { DraftListing(file: $0, store: store) }
            switch format {
            case .json:
                try StandardStreams.standardOutput(DraftListing.json(drafts, folder: store.directory) + "\n")
            case .text:
                guard !drafts.isEmpty else {
                    StandardStreams.standardError("formline: " + Words.process(.noDraftsIn, ["folder": TerminalSafeText.escape(store.directory)]))
                    return
                }
                try StandardStreams.standardOutput(drafts.map { $0.line(in: .process) }.joined(separator: "\n") + "\n")
            }
        }
    }
}

/// `formline drafts rm`: deletes the drafts of the forms named, or every draft.
struct DraftsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: Words.process[HelpWord.draftsRemoveAbstract],
        discussion: Words.process[HelpWord.draftsRemoveDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.draftsRemoveForms], valueName: "form"))
    var forms: [String] = []

    @Flag(help: ArgumentHelp(Words.process[HelpWord.draftsRemoveAll]))
    var all = false

    func validate() throws {
        if all && !forms.isEmpty { throw ValidationError(Words.process[ToolWord.draftsFormsOrAll]) }
        if !all && forms.isEmpty { throw ValidationError(Words.process[ToolWord.draftsNameTheForms]) }
    }

    func run() throws {
        try reportingErrors {
            let environment = LaunchEnvironment.values
            let store = DraftStore(environment: environment)
            if all {
                let removed = try store.remove(store.all())
                StandardStreams.standardError("formline: " + Words.process(removed == 1 ? .deletedOneDraft : .deletedDrafts, ["count": "\(removed)"]))
                return
            }
            for form in forms {
                let files = try drafts(of: form, in: store, search: FormSearchPath(environment: environment))
                let removed = try store.remove(files)
                let word: NoticeWord = removed == 0 ? .noDraftsOf : removed == 1 ? .deletedOneDraftOf : .deletedDraftsOf
                StandardStreams.standardError("formline: " + Words.process(word, ["form": TerminalSafeText.escape(form), "count": "\(removed)"]))
            }
        }
    }

    /// The drafts `form` names: a draft file of the store itself, else the drafts of the form
    /// file it resolves to (as `run` resolves it), else of the path as given (a form since
    /// deleted or moved still has its drafts found by its old path).
    private func drafts(of form: String, in store: DraftStore, search: @autoclosure () -> FormSearchPath) throws(FrontEndError) -> [DraftFile] {
        let all = try store.all()
        let canonical = DraftStore.canonicalPath(form)
        if let file = all.first(where: { DraftStore.canonicalPath($0.path) == canonical }) { return [file] }
        let path = (try? FormFile.resolve(form, search: search())) ?? form
        return try store.list(forForm: path)
    }
}

/// What `formline drafts` shows of one draft. The draft is read as `--resume` reads it (the
/// same checks); one that cannot be read is listed as refused, with why, so it can be deleted.
struct DraftListing {
    let file: DraftFile
    let draft: SessionDraft?
    /// Why the draft cannot be read (its English goes to the JSON, a person reads it in theirs).
    let problem: MessageText?

    init(file: DraftFile, store: DraftStore) {
        self.file = file
        do {
            draft = try store.load(file)
            problem = nil
        } catch {
            draft = nil
            problem = error.text
        }
    }

    /// `login  "Log in"  2026-11-28 09:14  2 answers  type again: password  /home/ada/forms/login.yaml`,
    /// in `words`' language; every text from a file goes through the terminal-safe text.
    func line(in words: Words) -> String {
        let saved = file.savedText
        guard let draft else {
            let command = "formline drafts rm " + ShellQuoting.shownWord(file.path)
            return "\(saved)  " + words(.draftUnreadable, ["problem": TerminalSafeText.escape(problem?.rendered(in: words) ?? ""), "command": command])
        }
        let form = draft.form.map { TerminalSafeText.escape(FormSearchPath.stem(of: $0.split(separator: "/").last.map(String.init) ?? $0)) }
            ?? words(.draftPipedForm)
        let title = draft.title.map { "  \"\(TerminalSafeText.escape($0))\"" } ?? ""
        let answers = words.counted(draft.answerCount, one: .draftAnswersOne, many: .draftAnswers)
        let retype = draft.secretFields.isEmpty ? "" : "  " + words(.draftTypeAgain, ["fields": TerminalSafeText.escape(draft.secretFields.joined(separator: ", "))])
        let path = TerminalSafeText.escape(draft.form ?? file.path)
        return "\(form)\(title)  \(saved)  \(answers)\(retype)  \(path)"
    }

    static func json(_ drafts: [DraftListing], folder: String) -> String {
        var object = JSONObject()
        object["version"] = .number(1)
        object["folder"] = .string(folder)
        object["drafts"] = .array(drafts.map { listing in
            var item = JSONObject()
            item["file"] = .string(listing.file.path)
            item["saved"] = .string(listing.file.savedText)
            item["form"] = .optional(listing.draft?.form)
            item["title"] = .optional(listing.draft?.title)
            item["answers"] = listing.draft.map { .number(Double($0.answerCount)) } ?? .null
            item["typeAgain"] = .array((listing.draft?.secretFields ?? []).map { .string($0) })
            item["problem"] = .optional(listing.problem?.english)
            return .object(item)
        })
        return object.text
    }
}
