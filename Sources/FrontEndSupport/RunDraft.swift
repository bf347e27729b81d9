import FormCore

/// The draft of one `formline run`: the one it resumed (`--resume` takes the newest), or a
/// new one of its own. Saving replaces only this run's draft and removing deletes only it,
/// so two runs of a form never clobber each other's drafts — except that a run started
/// afresh while the form had a draft (which it offered) replaces that draft once it saves
/// its own: one draft per form, never a pile (issue 35 item 9).
///
/// ```swift
/// let draft = RunDraft(store: DraftStore(), formPath: path, formText: yaml, formName: "login")
/// let notices = try draft.start(session, resume: true)   // "resuming the draft saved …"
/// …
/// try output.write(json); draft.remove()                  // only once the answers are out
/// ```
public final class RunDraft {
    /// Where drafts live.
    public let store: DraftStore
    /// The form as named on the command line, for messages (`formline run NAME --resume`).
    public let formName: String
    private let formPath: String
    /// The form's text, by which a form that is no file (`<(…)`) is known.
    private let formText: String?
    /// The draft this run resumed or will save.
    public private(set) var file: DraftFile
    /// The form's newest draft when this run started afresh (offered, not resumed): this
    /// run's own draft replaces it once saved.
    private var offered: DraftFile?

    /// A run's draft of the form at `formPath`. When `formPath` is no file on disk (`<(…)`,
    /// a FIFO) and `formText` is given, its drafts are known by that text (`DraftStore.key`);
    /// this is decided once, here.
    ///
    /// ```swift
    /// let piped = RunDraft(store: store, formPath: "/dev/fd/63", formText: yaml, formName: "/dev/fd/63")
    /// piped.resumeText.english   // "formline run /dev/fd/63 --resume (given the same form text again)"
    /// ```
    public init(store: DraftStore, formPath: String, formText: String? = nil, formName: String) {
        self.store = store
        self.formPath = formPath
        self.formText = DraftStore.isFile(formPath) ? nil : formText
        self.formName = formName
        file = store.newFile(forForm: formPath, text: self.formText)
    }

    /// The command that continues from this run's draft. A form that is no file is found
    /// again by its text, so the words around the command say to give the same text again
    /// (the command itself is the same in every language).
    public var resumeText: MessageText {
        let command = "formline run \(ShellQuoting.shownWord(formName)) --resume"
        return formText == nil ? .verbatim(command) : .commandLine(.resumeGivenSameText, ["command": command])
    }

    /// The command that deletes this form's drafts (`formline drafts rm FORM`), or, for a form
    /// that is no file, where to find them.
    public var discardText: MessageText {
        formText == nil ? .verbatim("formline drafts rm \(ShellQuoting.shownWord(formName))")
            : .commandLine(.discardThenDelete, ["command": "formline drafts"])
    }

    /// Starts `session`: with `resume`, from the newest draft of the form (its values read
    /// again as the form's kinds now); without, afresh. Returns what to tell the person: which
    /// draft was resumed, dropped or re-read values, a value that no longer fits, or that a
    /// draft exists when not resuming. A draft that cannot be used safely throws on resume.
    public func start(_ session: FormSession, resume: Bool) throws(FrontEndError) -> [String] {
        guard resume else {
            session.start()
            do {
                guard let newest = try store.list(forForm: formPath, text: formText).first else { return [] }
                offered = newest
                // One row at 80 columns above the form: what to do now. How to discard it
                // is said when this run stops (and by `formline drafts`).
                return [Words.process(.draftOffered, ["date": newest.savedText])]
            } catch {
                return [error.personMessage]
            }
        }
        let files = try store.list(forForm: formPath, text: formText)
        guard let newest = files.first else {
            session.start()
            return [MessageText.notice(.noDraftFor, ["form": formName]).rendered(in: .process)]
        }
        let draft = try store.load(newest)
        file = newest
        let report = session.resume(from: draft)
        let resuming = Words.process(.draftResuming, ["date": newest.savedText])
        var notices = [files.count > 1 ? Self.say(.draftResumingNewest, ["resuming": resuming, "count": "\(files.count)"]) : resuming]
        for id in report.droppedFields {
            notices.append(Self.say(.draftAnswerDropped, ["field": id]))
        }
        for change in report.changedKinds {
            notices.append(Self.say(.draftAnswerReadAgain, ["field": change.field, "kind": change.to.rawValue, "previous": change.from.rawValue]))
        }
        if let failure = report.failure {
            notices.append(MessageText.notice(.draftAnswerNoLongerFits, [.init("field", .verbatim(failure.field)), .init("problem", failure.text)])
                .rendered(in: .process))
        }
        let retype = session.secretsToType
        if !retype.isEmpty {
            notices.append(Words.process(.draftRetype, ["fields": retype.joined(separator: ", ")]))
        }
        return notices
    }

    /// Saves the session's answers so far (never secrets) as this run's draft.
    public func save(_ session: FormSession) throws(FrontEndError) {
        var draft = session.draft()
        draft.form = formText == nil ? DraftStore.canonicalPath(formPath) : nil
        try store.save(draft, to: file)
        if let offered, offered.path != file.path { store.remove(offered) }
        offered = nil
    }

    /// Deletes this run's draft: after its answers were written.
    public func remove() {
        store.remove(file)
    }

    /// Writes the answers with `write`, and only then removes this run's draft. When writing
    /// fails the answers so far are saved as this run's draft and the error says how to resume.
    public func deliver(_ session: FormSession, write: () throws(FrontEndError) -> Void) throws(FrontEndError) {
        do {
            try write()
        } catch {
            do {
                try save(session)
            } catch let saveError {
                throw FrontEndError(.notice(.answersNotKeptInDraft, [.init("error", error.text), .init("reason", saveError.text)]),
                                    status: error.status)
            }
            throw FrontEndError(.notice(.answersKeptInDraft, [.init("error", error.text), .init("command", resumeText)]),
                                status: error.status)
        }
        remove()
    }

    /// `word` with its values as written, in the process's language: a notice for a person.
    private static func say(_ word: NoticeWord, _ values: KeyValuePairs<String, String>) -> String {
        MessageText.notice(word, values).rendered(in: .process)
    }
}
