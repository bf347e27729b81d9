import FormCore
import FormOutput
import FrontEndSupport

/// The forms `formline mcp` serves: those on the search path, by name only (a client cannot
/// make the server read any other file as a form).
struct FormCatalogue {
    let environment: [String: String]
    let search: FormSearchPath
    /// Forms loaded before (the server's), or nil.
    let cache: FormCache?

    /// A form loaded for a tool: its file, its definition, and the digest a `requestState` is bound to.
    struct Loaded {
        let name: String
        let path: String
        let form: FormDefinition
        /// The file as read (its text, its folder held open): what a trust record is checked against.
        let opened: OpenedForm
        /// The file's text.
        var text: String { opened.text }
        /// SHA-256 of the file's text and the server's version.
        let digest: String
    }

    init(environment: [String: String], cache: FormCache? = nil) {
        self.environment = environment
        self.cache = cache
        search = FormSearchPath(environment: environment)
    }

    /// The language of the server's environment (`Language.detect`): the form texts' language.
    var language: Language { Language.detect { environment[$0] } }

    /// `today` as `run` takes it (`FORMLINE_TODAY` fixes it).
    func today() throws(FrontEndError) -> LocalDate {
        try Today.resolve(environment: environment)
    }

    /// What `formline list --format json` prints.
    var listJSON: String {
        get throws {
            search.listJSON(forms: search.titledEntries(today: try today(), language: language))
        }
    }

    /// Loads the form named `name`: exactly the file `list_forms` lists for it (never a file
    /// of that name in the server's working folder), which must be a regular file. It is read
    /// once, its folder held open (`FormFile.openForm`): trust and the form's files are decided
    /// on what was read.
    func load(_ name: String) throws(FrontEndError) -> Loaded {
        let entries = search.entries().filter { !$0.isShadowed }
        guard let entry = entries.first(where: { $0.name == name }) else {
            let hint = Suggestions.hint(for: name, in: entries.map(\.name)).map { " (\($0))" } ?? ""
            throw FrontEndError("'\(FormServer.clipped(name))' is not a form on the search path\(hint); list_forms lists them",
                                status: .noInput)
        }
        let opened = try FormFile.openForm(entry.path, regularFileOnly: true)
        let text = opened.text
        let today = try today()
        if let kept = cache?.forms[entry.path], kept.loaded.text == text, kept.today == today, kept.loaded.name == name {
            return Loaded(name: name, path: entry.path, form: kept.loaded.form, opened: opened, digest: kept.loaded.digest)
        }
        // The form's own texts in the server's language (its environment's LANGUAGE … LANG): the
        // elicitation's message and titles are read by the person; values never change.
        let form = try FormFile.load(text: text, path: entry.path, today: today).translated(to: language)
        let digest = SHA256.hex(SHA256.digest(Array(text.utf8) + [0] + Array(FormServer.version.utf8)))
        let loaded = Loaded(name: name, path: entry.path, form: form, opened: opened, digest: digest)
        cache?.forms[entry.path] = (loaded, today)
        return loaded
    }
}

/// The forms loaded so far, by path: a file read again with the same text (and the same
/// today) is not parsed again (loading a 50-field form costs about 9M instructions; reading
/// and comparing it, a few thousand).
final class FormCache {
    fileprivate var forms: [String: (loaded: FormCatalogue.Loaded, today: LocalDate)] = [:]
}
