import FormCore
import FormTooling
import FrontEndSupport

/// The forms `formline mcp` serves: those on the search path, by name only (a client cannot
/// make the server read any other file as a form).
struct FormCatalogue {
    let environment: [String: String]
    let search: FormSearchPath

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

    /// Loads the form named `name` on the search path.
    func load(_ name: String) throws(FrontEndError) -> LoadedForm {
        let names = search.entries().filter { !$0.isShadowed }.map(\.name)
        guard names.contains(name) else {
            let hint = Suggestions.hint(for: name, in: names).map { " (\($0))" } ?? ""
            throw FrontEndError("'\(FormServer.clipped(name))' is not a form on the search path\(hint); list_forms lists them",
                                status: .noInput)
        }
        return try FormFile.load(name, today: try today(), search: search)
    }
}
