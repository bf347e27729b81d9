import FormCore
import FormCommands
import FrontEndSupport

/// A checked form, ready to run: loaded from YAML or built in Swift.
///
/// ```swift
/// // From a file (the same format and checks as `formline check`):
/// let login = try Form(contentsOfFile: "forms/login.yaml")
///
/// // In Swift, with the form format's keys as parameters:
/// let greeter = try Form(title: "Greeter") {
///     Field.text("name", label: "Your name", required: true)
///     Field.confirm("loud", label: "Shout?", default: false)
/// }
/// ```
///
/// Every initialiser checks the whole form like `formline check` does and throws
/// ``FormlineError/invalidForm(diagnostics:report:)`` listing every problem.
public struct Form: Sendable {
    /// The loaded definition (sections, fields, rules).
    public let definition: FormDefinition
    /// The YAML the form was loaded from (for a form built in Swift, the YAML written for it).
    public let yaml: String
    /// The day relative dates (`today`, `+1w`) were read against when checking.
    public let today: LocalDate
    /// The folder of the file the form was loaded from: where a relative `choices: {file: …}`
    /// is read (as `formline run` reads it); nil for YAML text or a form built in Swift, whose
    /// relative files are read from the current directory.
    public var directory: String? { folder?.path }
    /// That folder, held open since the file was read (`FormFile.openForm`).
    package private(set) var folder: FormFolder?

    /// Loads a form from YAML text; `path` names it in diagnostics.
    /// `today` defaults to ``Form/currentDay()`` (`FORMLINE_TODAY` or the local date).
    public init(yaml: String, path: String = "<form>", today: LocalDate? = nil) throws(FormlineError) {
        let day: LocalDate
        if let today { day = today } else { day = try Self.currentDay() }
        let result = FormLoader.load(yaml: yaml, today: day)
        guard let form = result.form else {
            let report = DiagnosticRenderer(path: path, source: yaml).render(result.errors)
            throw .invalidForm(diagnostics: result.errors, report: "\(path) has errors:\n" + report)
        }
        definition = form
        self.yaml = yaml
        self.today = day
    }

    /// Loads a form file (a path; `formline`'s search for names is not used).
    public init(contentsOfFile path: String, today: LocalDate? = nil) throws(FormlineError) {
        let opened: OpenedForm
        do {
            opened = try FormFile.openForm(path)
        } catch {
            throw .unreadableFile(path: path, message: error.message)
        }
        try self.init(yaml: opened.text, path: path, today: today)
        folder = opened.folder
    }

    /// Builds a form in Swift: the keys of the form format's top level, then its fields
    /// (one section) or sections. Written out as YAML and loaded, so it is checked
    /// exactly like a file; diagnostics point into ``yaml``.
    public init(title: String, description: String? = nil, initialFocus: String? = nil, rules: [Rule] = [],
                today: LocalDate? = nil, @FormContentBuilder content: () -> [FormContent]) throws(FormlineError) {
        var keys = YAMLMapping()
        keys.add("title", title)
        keys.add("description", description)
        keys.add("initialFocus", initialFocus)
        var fields: [YAMLValue] = []
        var sections: [YAMLValue] = []
        for item in content() {
            switch item {
            case .field(let field): fields.append(field.keys.value)
            case .section(let section): sections.append(section.value)
            }
        }
        if !fields.isEmpty || sections.isEmpty { keys.add("fields", .list(fields)) }
        if !sections.isEmpty { keys.add("sections", .list(sections)) }
        if !rules.isEmpty { keys.add("rules", .list(rules.map(\.value))) }
        let text: String
        do {
            text = try keys.value.yaml()
        } catch {
            throw .invalidForm(diagnostics: [], report: "the form '\(title)' could not be written as YAML: \(error)")
        }
        try self.init(yaml: text, path: "<form '\(title)' built in Swift>", today: today)
    }

    /// Today as `formline` reads it: `FORMLINE_TODAY=YYYY-MM-DD` when set, else the local date.
    public static func currentDay() throws(FormlineError) -> LocalDate {
        do {
            return try Today.resolve()
        } catch {
            throw .environment(message: error.message)
        }
    }
}
