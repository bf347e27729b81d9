/// A key of the catalog for formline's own words in `--help`: each command's abstract and the
/// help of its arguments and options (argument-parser's own words, `USAGE:`, `OPTIONS:`, stay
/// English). The third key enum of the one catalog (`Words`), beside `Word` and
/// `DiagnosticWord`; English (`englishText` below, the literal each command had) is the
/// source, each language has its file (`Help+German.swift` …) with every key
/// (`HelpWordsCatalogTests`). Option values (`text`, `json`), paths, variables and commands
/// are written as typed, in every language.
public enum HelpWord: String, CaseIterable, Sendable {
    case formlineAbstract
    case runAbstract
    case runForm
    case runOutput
    case runResume
    case checkAbstract
    case checkFiles
    case checkFormat
    case describeAbstract
    case describeForm
    case newAbstract
    case newName
    case newOutput
    case newForce
    case importAbstract
    case importSchema
    case importOutput
    case importForce
    case fillAbstract
    case listAbstract
    case formatTextOrJSON
    case testAbstract
    case testPaths
    case draftsAbstract
    case draftsListAbstract
    case draftsRemoveAbstract
    case draftsRemoveForms
    case draftsRemoveAll
    case mcpAbstract
    case trustAbstract
    case trustForm
    case trustList
    case trustRemove
    case describeFormat
    case describeLang
}

extension HelpWord {
    public static func englishText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "Fill declarative forms at the terminal, from a pipe, or in batches."
        case .runAbstract: "Fill a form and print the answers (one JSON object, or --format shell, env, yaml, lines)."
        case .runForm: "A form file, or a form's name (e.g. login; `formline list` shows them)."
        case .runOutput: "Write the answers to this file (checked first; a regular file is replaced atomically, mode 0600 when the form has secrets; a device or FIFO is written in place; '-': standard output)."
        case .runResume: "Start from the newest draft of the form (FORMLINE_DRAFT_DIR, else ~/.local/state/formline/drafts)."
        case .checkAbstract: "Check form files and report every problem as file:line:col."
        case .checkFiles: "Form files (paths, form names, or folders) to check."
        case .checkFormat: "text, or json: one object with every file and diagnostic on standard output (docs/json-output.md)."
        case .describeAbstract: "Explain a form: its fields in focus order with their rules, sections and shortcuts."
        case .describeForm: "A form file, or a form's name (e.g. signup; `formline list` shows them)."
        case .newAbstract: "Write a commented starter form to edit."
        case .newName: "The form's name: letters, digits, '.', '_' and '-' (e.g. new-task)."
        case .newOutput: "Where to write the form (a file, or a folder)."
        case .newForce: "Replace the file if it exists."
        case .importAbstract: "Write the formline form a JSON Schema maps to, to edit further."
        case .importSchema: "The JSON Schema file (JSON, or YAML)."
        case .importOutput: "Where to write the form (default: standard output; '-' is standard output)."
        case .importForce: "Replace --output if it exists."
        case .fillAbstract: "Run many records through a form's validation; write the valid ones as JSON Lines."
        case .listAbstract: "List the forms that can be run by name, with their titles and where each was found."
        case .formatTextOrJSON: "text, or json (docs/json-output.md)."
        case .testAbstract: "Run a form's scenarios (*.test.yaml) and report each failure as file:line:col."
        case .testPaths: "Scenario files, form files or folders (default: ./forms)."
        case .draftsAbstract: "List or delete the drafts kept for `formline run FORM --resume`."
        case .draftsListAbstract: "List the drafts, newest first: the form, when, how many answers, which fields to type again."
        case .draftsRemoveAbstract: "Delete the drafts of the forms named (a name or a path, as for `run`), or every draft with --all."
        case .draftsRemoveForms: "Forms whose drafts to delete: names, form paths, or draft files."
        case .draftsRemoveAll: "Delete every draft."
        case .mcpAbstract: "Serve the forms on the search path to MCP clients (AI agents) on standard input and output."
        case .trustAbstract: "Let a form run the commands its checks name (until the form file changes)."
        case .trustForm: "A form file, or a form's name."
        case .trustList: "List the trusted forms (path and SHA-256)."
        case .trustRemove: "Forget the form instead of trusting it."
        case .describeFormat: "text; json: the fields in focus order as data; json-schema: a JSON Schema (2020-12) of the answers object (docs/json-output.md)."
        case .describeLang: "The language of the form's own texts (title, labels, help, choice labels): one of {tags}. Default: the language of LANGUAGE, LC_ALL, LC_MESSAGES, LANG. Ids, values and JSON keys never change."
        }
    }
}
