import FormCore
import FormTooling
import FrontEndSupport

/// The forms `formline mcp` serves: those on the search path, by name only (a client cannot
/// make the server read any other file as a form).
struct FormCatalogue {
    let environment: [String: String]
    let search: FormSearchPath

    /// A form loaded for a tool: its file, its definition, and the digest a `requestState` is bound to.
    struct Loaded {
        let name: String
        let path: String
        let form: FormDefinition
        /// The file's text (what a trust record is checked against).
        let text: String
        /// SHA-256 of the file's text and the server's version.
        let digest: String
    }

    init(environment: [String: String]) {
        self.environment = environment
        search = FormSearchPath(environment: environment)
    }

    /// `today` as `run` takes it (`FORMLINE_TODAY` fixes it).
    func today() throws(FrontEndError) -> LocalDate {
        try Today.resolve(environment: environment)
    }

    /// What `formline list --format json` prints.
    var listJSON: String {
        get throws {
            search.listJSON(forms: search.titledEntries(today: try today()))
        }
    }

    /// Loads the form named `name`: exactly the file `list_forms` lists for it (never a file
    /// of that name in the server's working folder), which must be a regular file.
    func load(_ name: String) throws(FrontEndError) -> Loaded {
        let entries = search.entries().filter { !$0.isShadowed }
        guard let entry = entries.first(where: { $0.name == name }) else {
            let hint = Suggestions.hint(for: name, in: entries.map(\.name)).map { " (\($0))" } ?? ""
            throw FrontEndError("'\(FormServer.clipped(name))' is not a form on the search path\(hint); list_forms lists them",
                                status: .noInput)
        }
        let (path, form, text) = try FormFile.load(file: entry.path, regularFileOnly: true, today: try today())
        let digest = SHA256.hex(SHA256.digest(Array(text.utf8) + [0] + Array(FormServer.version.utf8)))
        return Loaded(name: name, path: path, form: form, text: text, digest: digest)
    }
}
