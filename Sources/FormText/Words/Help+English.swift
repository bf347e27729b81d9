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
    // Each command's discussion (the paragraphs after OVERVIEW:), the option groups'
    // titles, and the help of the options several commands share (and fill's).
    case formlineDiscussion
    case runDiscussion
    case checkDiscussion
    case describeDiscussion
    case newDiscussion
    case importDiscussion
    case fillDiscussion
    case listDiscussion
    case testDiscussion
    case draftsDiscussion
    case draftsListDiscussion
    case draftsRemoveDiscussion
    case mcpDiscussion
    case trustDiscussion
    case scriptsTitle
    case commandsTitle
    case setHelp
    case answersHelp
    case defaultsHelp
    case noInputHelp
    case answerFormatHelp
    case prefixHelp
    case timeoutHelp
    case accessibleHelp
    case accessibleDiscussion
    case trustOnceHelp
    case noChecksHelp
    case fillInput
    case fillFormat
    case fillOutput
    case fillRejects
    case fillJobs
    case fillJobsDiscussion
    case fillFirstLine
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
        case .formlineDiscussion: """
            Forms are YAML files (see forms/ and docs/form-format.md), or JSON Schemas of an object \
            (docs/json-schema.md). A FORM argument is a path, \
            or a name looked up as NAME.yaml (or .json) in ./forms, $FORMLINE_PATH, ~/.config/formline/forms \
            and /usr/local/share, /usr/share (formline/forms); `formline list` shows them.

            Exit statuses: {success} done, {rejected} records rejected (fill) \
            or scenarios failed (test), {cancelled} cancelled, {usage} usage, \
            {dataError} answers could not complete the form, {noInput} missing file, \
            {ioError} output failed, \
            {untrusted} the form runs commands and is not trusted (`formline trust FORM`, or --trust), \
            {badForm} the form file has errors, {timedOut} timed out (run --timeout), \
            {signals} interrupted by SIGINT/SIGTERM/SIGHUP.
            """
        case .runDiscussion: """
            At a terminal (standard input a TTY) each field is a libedit prompt, drawn on standard error so standard \
            output carries only the answers: Tab/Ctrl-N and Shift-Tab/Ctrl-P move between fields, Ctrl-T opens the \
            date picker, a review lists the answers before Enter submits. Ctrl-D on an empty line cancels (exit {cancelled}; \
            answers given so far are kept in a draft, and with none nothing is written); Ctrl-C, SIGTERM and SIGHUP save a draft of the answers so \
            far (never secrets) and exit {interrupted}, {terminated} or {hangUp}; --resume reloads it. A submitted form removes its draft \
            once the answers are written; when they cannot be written the draft is kept. ~/.editrc (or $EDITRC) \
            lines starting with 'formline:' apply.

            With standard input piped (not a terminal), each line answers the focused field: an empty line keeps \
            the field's current value (its default), an empty line in a list ends the list, and after a date step \
            focus returns to the last focused field. A rejected line is reported on standard error with its line \
            number; the next line answers the refocused field. FORMLINE_TODAY=YYYY-MM-DD fixes 'today'.

            From a script, answers can be given up front: --set ID=VALUE, --answers FILE (JSON or YAML, such as \
            formline's own output; '-' reads standard input) and FORMLINE_ANSWER_<ID> variables, in that order of \
            precedence. They are checked exactly like typed answers; fields given are not asked. --defaults takes \
            the defaults of the rest; --no-input never asks or reads standard input and exits {dataError} listing every \
            field still missing (with --format json also as one JSON object on standard output: the answers so far, \
            the fields missing, the answers refused; docs/json-output.md). --format shell|env|yaml|lines prints the answers for sh, dotenv, YAML or one value \
            per line.

            A form whose checks run commands (`check:`, `checks:`) runs them only when trusted (`formline trust \
            FORM`, or --trust for this run); otherwise run exits 77 before the first question, listing them. \
            --no-checks skips them and says so.
            """
        case .checkDiscussion: """
            Each problem is printed on standard error as 'file:line:col: error: message' with the \
            source line, a caret under the column and often a hint; every problem of every file is \
            reported in one run. A folder stands for the .yaml and .yml files in it (not the \
            scenario files, *.test.yaml, which `formline test` reads).

            Exits 0 when every file is usable (warnings allowed), 78 when any file has errors, \
            66 when a file is missing or unreadable (and none has errors), 64 when a file is a \
            scenario file (and none of the above): `formline test` checks those.
            """
        case .describeDiscussion: """
            Headings are bold when standard output is a terminal, unless NO_COLOR is set or \
            TERM is unset or dumb (as run's prompts). A form with errors is not described; its errors are printed as by check.
            """
        case .newDiscussion: """
            Writes NAME.yaml, or forms/NAME.yaml when there is a forms/ folder here, or the --output \
            path (a folder gets NAME.yaml inside), and beside it NAME.test.yaml: starter scenarios \
            that `formline test` runs. An existing file is left alone unless --force. \
            The files' first lines point editors at schema/formline.schema.json and \
            schema/formline-test.schema.json.
            """
        case .importDiscussion: """
            Reads a JSON Schema (2020-12 or draft-07: a pydantic model's, an MCP tool's inputSchema, \
            an OpenAPI request body's) and writes the equivalent form as YAML, with comments where \
            the mapping chose something (docs/json-schema.md). What does not map is printed on \
            standard error at its JSON Pointer and line, as `check` prints it, and listed at the end \
            of the form. A schema that cannot be used (a $ref cycle on a required property, a top \
            that is not an object, invalid JSON) writes nothing and exits 78. \
            You do not need to import a schema to fill it: `formline run SCHEMA.json` runs it as it is \
            and prints answers in the schema's own shape; run from the imported YAML, answers are \
            flat (`id: value`). \
            The form goes to standard output, or to --output, written whole (a temporary file renamed \
            into place); an existing file is never replaced unless --force.
            """
        case .fillDiscussion: """
            Each record (a JSON object per line, or a CSV row under a header of field ids) is checked \
            exactly as submitting the form checks answers: types, rules, 'when' conditions, date words, \
            defaults for fields left out. Valid records are written as JSON Lines with normalised values \
            in form order; rejected ones as {"line":N,"field":ID,"message":...} (never the values). \
            Every record goes to exactly one of the two. A summary goes to standard error.

            A form whose checks run commands runs them for every record, after the rules, as submitting does: \
            only when trusted (`formline trust FORM`, or --trust), else fill exits 77 before reading a record; \
            --no-checks skips them and says so.

            Exit status: {success} all accepted, {rejected} some rejected, {dataError}/{noInput} unusable or missing input, {untrusted} the form runs commands and is not trusted.
            """
        case .listDiscussion: "A FORM name is looked up in ./forms, then each folder of $FORMLINE_PATH (colon-separated), "
            + "then $XDG_CONFIG_HOME/formline/forms (default ~/.config/formline/forms), then DIR/formline/forms "
            + "for each DIR of $XDG_DATA_DIRS (default /usr/local/share:/usr/share). The first folder holding "
            + "NAME.yaml wins; a form hidden by an earlier one of the same name is listed as shadowed. "
            + "--format json prints {\"version\":1,\"folders\":[...],\"forms\":[...]} (see docs/json-output.md)."
        case .testDiscussion: """
            A scenario file names a form (default: the form it is named after, beside it: login.test.yaml \
            tests login.yaml) and lists scenarios: the lines piped to `formline run`, answers given up front \
            (set, answers, environment, defaults, noInput), 'today', and what must follow (status, answers, \
            messages on fields, the fields asked, output, reports). Each runs in-process through exactly what \
            `formline run` does with piped input. See docs/form-tests.md.

            PATH is a scenario file, a form file (its scenario file beside it) or a folder (its *.test.yaml \
            files); no PATH means ./forms. Results go to standard output: every difference as \
            'file:line:col: error: scenario NAME: …', one line per file, then 'N passed, N failed'.

            A form whose checks run commands: a scenario's `replies:` answer for them offline; a scenario that \
            would run the others (or read a file outside the form's folder) runs only when you trust the form \
            (`formline trust FORM`, or --trust for this run). A scenario file cannot grant trust: `trust: true` \
            only says that the scenario needs it. Otherwise the scenario is not run: it is listed with what it \
            would run and read, and `formline test` exits 77, as `run` would.

            Exits 0 when every scenario passed, 1 when any failed, 77 when scenarios were not run for want of \
            trust, 78 when a scenario file or its form has errors, 66 when a PATH is missing.
            """
        case .draftsDiscussion: "A draft is kept when a run stops before its answers are written (Ctrl-C, Ctrl-D with "
            + "answers given, a signal, a closed terminal, an output that failed). Drafts never hold secrets: "
            + "a resume asks for them again. Drafts live in $FORMLINE_DRAFT_DIR, else "
            + "$XDG_STATE_HOME/formline/drafts, else ~/.local/state/formline/drafts."
        case .draftsListDiscussion: "--format json prints {\"version\":1,\"folder\":…,\"drafts\":[…]} (see docs/json-output.md)."
        case .draftsRemoveDiscussion: "A FORM may also be a draft file that `formline drafts` lists (for a form that was piped in). "
            + "Only drafts are deleted, never another file in the drafts folder."
        case .mcpDiscussion: """
            Tools: list_forms, describe_form, fill_form. Filling checks the answers given as `run --answers` does; \
            with a client that supports elicitation, the fields still missing are asked of the person round by \
            round. Secrets are never asked or returned: set FORMLINE_ANSWER_<ID> in the server's environment or \
            pass answersFile. The server is the program formline-mcp installed beside formline (README, \
            "For programs and agents").
            """
        case .trustDiscussion: """
            A form whose checks run commands runs them only when trusted, as copier's --trust and direnv's allow: \
            `formline trust FORM` records the form file's canonical path and the SHA-256 of its text in \
            $FORMLINE_TRUST_DIR/trusted-forms.json (else $XDG_STATE_HOME/formline, else ~/.local/state/formline; \
            a folder of your own, the file mode 0600). Changing the form file (not the programs it names) needs \
            trusting it again. It prints the commands it trusts. An untrusted form exits 77 before the first question, \
            listing its commands; `run --trust` runs them once, `--no-checks` skips them.

            Exit statuses: 0 done, 64 usage, 66 missing file, 74 the record could not be written, 78 the form file has errors.
            """
        case .scriptsTitle: "Scripts"
        case .commandsTitle: "Commands"
        case .setHelp: "Answer a field up front: --set ID=VALUE (repeatable; for a list field each --set adds a row). "
            + "Checked exactly like a typed answer. Overrides --answers and FORMLINE_ANSWER_<ID>."
        case .answersHelp: "Answer fields from a JSON or YAML mapping of field ids to answers (such as formline's own JSON output); "
            + "'-' reads it from standard input. Overrides FORMLINE_ANSWER_<ID>."
        case .defaultsHelp: "Accept each unanswered field's default (or no answer, for an optional field) without asking."
        case .noInputHelp: "Never ask and never read standard input: take defaults; if a field still needs an answer, exit {dataError} "
            + "listing every one (--format json: also one JSON object of what is missing on standard output)."
        case .answerFormatHelp: "How to print the answers (default: json)."
        case .prefixHelp: "Put this before each variable name of --format shell or env (e.g. FORM_)."
        case .timeoutHelp: "At a terminal: when no key arrives for this many seconds, take the defaults and submit if the form is then valid, "
            + "else save a draft and exit {timedOut}. Ignored, with a note, when the answers are piped."
        case .accessibleHelp: "At a terminal: one self-contained line per prompt, no redraws, colour or escape sequences (for screen readers and braille displays). Ignored, with a note, when the answers are piped."
        case .accessibleDiscussion: "Also on with ACCESSIBLE=1 (any value but empty, 0 or false)."
        case .trustOnceHelp: "Run the form's commands (checks) this once without `formline trust FORM`."
        case .noChecksHelp: "Do not run the form's commands: their checks are skipped, and a note says so."
        case .fillInput: "Read records from this file instead of standard input ('-': standard input)."
        case .fillFormat: "jsonl or csv (default: csv for a .csv input file, else jsonl)."
        case .fillOutput: "Write valid records to this file (atomically; mode 0600 when the form has secrets; '-': standard output)."
        case .fillRejects: "Write rejected records to this file instead of standard error."
        case .fillJobs: "Fill JSON Lines from a regular file N chunks at a time, on up to N cores (default: the number of cores; pipes and CSV: 1)."
        case .fillJobsDiscussion: "The output, the rejects' line numbers and the summary are the same for every N. "
            + "No more threads run than there are cores or chunks of the input (about 256 KiB each), so a larger N costs nothing."
        case .fillFirstLine: "Number the input's first line N (the input is a shard starting at line N of a larger input; N ≤ 2^53 - 1)."
        }
    }
}
