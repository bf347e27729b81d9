/// The keys of the errors formline's commands print as `formline: …` on standard error
/// (`FrontEndError`), beside `Word` in the same catalog: English here is the source, and
/// each language's file (`Errors+German.swift` …) has a text for every key with the same
/// `{placeholders}` (`ErrorWordsCatalogTests`). Values (paths, ids, option values, numbers,
/// the system's error strings) are filled in as written.
public enum ErrorWord: String, CaseIterable, Sendable {
    case formNotFoundPath
    case formNotFound
    case didYouMean
    case eitherFile
    /// Lines under each other (the same in every language).
    case twoLines
    case folderNotSearched
    case cannotRead
    case cannotReadFolder
    case fileNotUTF8
    case formHasErrors
    case todayNotDate
    case standardInputUnreadable
    case standardInputTooLong
    case standardInputNotUTF8
    case outputPathEmpty
    case cannotWriteFolder
    case cannotWriteSocket
    case cannotWrite
    case setNotAssignment
    case setNotField
    case unknownLangTag
    case didYouMeanField
    case theFieldsAre
    case answerNotUTF8
    case alreadyExists
    case folderMissing
    case invalidFormName
    case unknownFillFormat
    case oneAnswerRefused
    case answersRefused
    case answersFailChecks
    case formReadFromStandardInput
    case notTrusted
    case folderHoldsNoForms
    case cancelledNotKept
    case interruptedNotSaved
    case noSuchFileOrFolder
    case noPathGiven
    case checkThePath
    case folderHoldsNoScenarios
    case noScenarioFile
    case scenarioNamesNoForm
    case draftFolderRefused
    case trustFolderRefused
    case trustRecordDamaged
    case draftDamaged
    case cannotDeleteDraft
    case csvHeaderUnusable
    /// Why a CSV input or record is unusable (`CSVError`).
    case csvEmptyColumnName
    case csvDuplicateColumn
    case csvUnterminatedQuote
    case csvWrongFieldCount
    case csvQuoteInUnquotedField
    case csvTextAfterClosingQuote
    case csvInvalidUTF8
    case csvRecordTooLong
    case csvLineTooLong
    case csvReadFailed
    case inputUnreadableAfterLine
    case inputNotRegularFile
    case flushFailed
    case scenarioNotForm
    case scenarioNotFormByContent
    case variableShared
    case cannotStartMCP
    case cannotStartLineEditor
    case cannotReadMoved
    case cannotReadTooLong
    case draftNotEncoded
    case draftWouldHold
    case draftTooLarge
    case cannotCompleteOne
    case cannotCompleteMany
    case draftHolds
    case trustNotFormFile
    case trustRecordNotWritten
    case formHasErrorsBrief
    case formatVariableClash
    case csvUnknownColumn
    case cannotImport
    case cannotImportSeeCheck
    case starterNotWritten
    /// `--format env` cannot write an answer (`AnswerFormat.UnwritableAnswer`).
    case envAnswerUnwritable
    /// A problem after which no answer was written.
    case nothingWritten
}

extension ErrorWord {
    public static func englishText(_ word: ErrorWord) -> String {
        switch word {
        case .formNotFoundPath: "no form file '{name}'; check the path, or give a form's name (see `formline list`)"
        case .formNotFound: "no form file '{name}'; {suggestion}looked for {files} in:\n{folders}\n`formline list` shows the forms found; `formline new {stem}` creates one"
        case .didYouMean: "did you mean '{name}'? "
        case .twoLines: "{first}\n{second}"
        case .eitherFile: "{first} or {second}"
        case .folderNotSearched: "{folder} (not searched: {problem})"
        case .cannotRead: "cannot read '{path}': {reason}"
        case .cannotReadFolder: "cannot read '{path}': it is a folder, not a form file"
        case .fileNotUTF8: "'{path}' is not UTF-8 text"
        case .formHasErrors: "{path} has errors; fix them (see `formline check {path}`):\n{errors}"
        case .todayNotDate: "FORMLINE_TODAY='{value}' is not a date; use YYYY-MM-DD or unset it"
        case .standardInputUnreadable: "cannot read standard input: {reason}"
        case .standardInputTooLong: "standard input is longer than {limit} bytes"
        case .standardInputNotUTF8: "standard input is not UTF-8 text"
        case .outputPathEmpty: "the output path is empty"
        case .cannotWriteFolder: "cannot write '{path}': it is a folder; name a file inside it"
        case .cannotWriteSocket: "cannot write '{path}': it is a socket, which formline cannot write into"
        case .cannotWrite: "cannot write '{path}': {reason}"
        case .setNotAssignment: "--set '{assignment}' must be ID=VALUE, like --set username=ada"
        case .setNotField: "--set {id}=…: '{id}' is not a field of this form; {hint}"
        case .unknownLangTag: "unknown language '{tag}' for --lang; use one of {tags}"
        case .didYouMeanField: "did you mean '{name}'?"
        case .theFieldsAre: "the fields are {ids}"
        case .answerNotUTF8: "{source}: the answer is not valid UTF-8 text; give it as UTF-8"
        case .alreadyExists: "'{path}' already exists; pass --force to replace it"
        case .folderMissing: "cannot write '{path}': the folder '{folder}' does not exist"
        case .invalidFormName: "'{name}' is not a valid form name: use up to 100 letters, digits, '.', '_' and '-', starting with a letter or digit (e.g. new-task)"
        case .unknownFillFormat: "unknown --format '{format}'; use jsonl or csv"
        case .oneAnswerRefused: "{count} given answer was refused; nothing was written"
        case .answersRefused: "{count} given answers were refused; nothing was written"
        case .answersFailChecks: "the given answers do not pass the form's checks; nothing was written"
        case .formReadFromStandardInput: "the form was read from standard input, so no answers are left there to read; pass the form as a file or <(…) and pipe the answers"
        case .notTrusted: "'{path}' was not trusted"
        case .folderHoldsNoForms: "the folder '{path}' holds no .yaml files"
        case .cancelledNotKept: "cancelled; the answers could not be kept in a draft: {reason}"
        case .interruptedNotSaved: "interrupted; the draft could not be saved: {reason}"
        case .noSuchFileOrFolder: "no such file or folder '{path}'; {why}"
        case .noPathGiven: "no PATH was given and there is no ./forms folder; name scenario files, forms or folders"
        case .checkThePath: "check the path"
        case .folderHoldsNoScenarios: "the folder '{path}' holds no scenario files (*.test.yaml); `formline new NAME` writes one beside its form"
        case .noScenarioFile: "'{path}' is no scenario file (*.test.yaml), and there is no {stem}.test.yaml beside it"
        case .scenarioNamesNoForm: "the scenario file names no form, and its name does not end in .test.yaml"
        case .draftFolderRefused: "drafts are off: the draft folder '{path}' is refused: {reason}"
        case .trustFolderRefused: "the trust folder '{path}' is refused: {reason}"
        case .trustRecordDamaged: "the trust record '{path}' is damaged; delete it and trust the forms again"
        case .draftDamaged: "the draft '{path}' is damaged ({reason}); delete it to start over"
        case .cannotDeleteDraft: "cannot delete the draft '{path}': {reason}"
        case .csvHeaderUnusable: "the CSV header is unusable: {reason}"
        case .csvEmptyColumnName: "header column {column} has no name"
        case .csvDuplicateColumn: "header column {column} repeats the name {name}"
        case .csvUnterminatedQuote: "unterminated quote: the quoted field starting on line {line} never closes"
        case .csvWrongFieldCount: "wrong field count at line {line}: expected {expected} fields like the header, found {found}"
        case .csvQuoteInUnquotedField: "line {line}, column {column}: a quote inside an unquoted field (quote the whole field and double the quote)"
        case .csvTextAfterClosingQuote: "line {line}, column {column}: text after a closing quote (expected ',' or the end of the line)"
        case .csvInvalidUTF8: "line {line}, column {column}: invalid UTF-8"
        case .csvRecordTooLong: "the record starting on line {line} is longer than {maximum} bytes"
        case .csvLineTooLong: "line {line} is longer than {maximum} bytes"
        case .csvReadFailed: "could not read input (errno {code})"
        case .inputUnreadableAfterLine: "cannot read the input after line {line}: {reason}"
        case .inputNotRegularFile: "the input is not a regular file, so it cannot be split"
        case .flushFailed: "cannot flush standard output to disk: {reason}"
        case .scenarioNotForm: "{path} is a scenario file (*.test.yaml), not a form: run `formline test {path}`"
        case .scenarioNotFormByContent: "{path} is a scenario file (it has 'scenarios:'), not a form: run `formline test {path}`"
        case .variableShared: "{name} is set, but field ids map to the same variable name ({name}: {ids}); give those answers with --set or --answers"
        case .cannotStartMCP: "cannot start the MCP server '{path}': {reason}; it is installed beside formline (scripts/install puts both in one folder)"
        case .cannotStartLineEditor: "cannot start the line editor: {reason}"
        case .cannotReadMoved: "cannot read '{path}': the file was moved or replaced while it was read; run again"
        case .cannotReadTooLong: "cannot read '{path}': it goes on past {limit} MiB, and a form file is at most {maximum} MiB"
        case .draftNotEncoded: "cannot encode the draft"
        case .draftWouldHold: "the draft was not saved: it would hold {problem}"
        case .draftTooLarge: "the draft was not saved: it would be larger than {limit} bytes, the most a draft may be"
        case .cannotCompleteOne: "cannot complete '{form}' without asking ({option}); {count} field needs an answer:\n{fields}"
        case .cannotCompleteMany: "cannot complete '{form}' without asking ({option}); {count} fields need an answer:\n{fields}"
        case .draftHolds: "the draft '{path}' holds {problem}; delete it to start over"
        case .trustNotFormFile: "'{path}' is not a form file, so it cannot be trusted by path; pass --trust to run it once"
        case .trustRecordNotWritten: "the trust record cannot be written: {reason}"
        case .formHasErrorsBrief: "{path} has errors; fix them (see `formline check {path}`)"
        case .formatVariableClash: "--format {format}: field ids map to the same variable name ({collisions})"
        case .csvUnknownColumn: "CSV header: {problem}; rename or remove that column"
        case .cannotImport: "{path} cannot be imported:\n{problems}"
        case .cannotImportSeeCheck: "{path} cannot be imported (see `formline check {path}`):\n{problems}"
        case .starterNotWritten: "cannot write the starter form '{path}': {reason}"
        case .envAnswerUnwritable: "--format env: the answer to '{field}' cannot be written as a dotenv value that sh, bash, zsh and python-dotenv all read back unchanged (it holds ' or \\ together with $ or `, or ${, or a carriage return); use --format shell, json or yaml"
        case .nothingWritten: "{problem}; nothing was written"
        }
    }
}
