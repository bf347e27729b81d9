/// The keys of what formline says about a form's commands and computed sources (issue 37):
/// the trust gate's listing (`  form check 1: ./taken`), `--no-checks`' note, a streaming
/// check that ended, crashed or answered what is no reply, a command or a file that gave no
/// usable choices or default, a program that could not be started. English here is the
/// source; each language's file (`Commands+German.swift` …) has a text for every key with the
/// same `{placeholders}` (`CommandWordsCatalogTests`). A command's name, a field's id, a path
/// and a line a command wrote stay as written in every language, inside ASCII quotes.
public enum CommandWord: String, CaseIterable, Sendable {
    // The gate's listing, one line per thing that needs trust.
    /// A listed line, indented under the gate's sentence.
    case listedLine
    /// A command: what it is (`form check 1`), its argument list.
    case listedCommand
    /// The same, with the fields it reads beyond the non-secret ones.
    case listedCommandReads
    /// A file outside the form's folder read for a field's choices.
    case listedFile
    /// An environment variable read for a field's default.
    case listedVariable

    // `--no-checks`' note.
    /// The note: `--no-checks: ` and what is not run and not read.
    case noChecks
    /// Two parts of the note.
    case noChecksParts
    /// The form's one command computes choices or a default.
    case oneCommandComputes
    /// The form's one command is a check.
    case oneCheckSkipped
    /// The form's commands compute choices or defaults.
    case commandsCompute
    /// The form's commands are checks.
    case checksSkipped
    /// A file the note lists.
    case notReadFile
    /// A variable the note lists.
    case notReadVariable
    /// Two listed things, more to come.
    case listedPair
    /// The last two listed things.
    case listedLast
    /// One thing that is not read.
    case oneNotRead
    /// Several things that are not read.
    case manyNotRead

    // A streaming check.
    /// A line that echoes no request's id.
    case streamEchoesNoID
    /// A line whose id no request waits for.
    case streamAnswersNoRequest
    /// A reply that is no JSON reply.
    case streamNotAReply
    /// A streaming check ended by a signal before its reply.
    case streamCrashed
    /// A streaming check that exited before its reply.
    case streamExited
    /// A streaming check that closed its output before its reply.
    case streamClosed
    /// A failure and the first line a command wrote on standard error.
    case saying
    /// A check's verdict that is missing (a pipeline's ticket read twice).
    case noVerdict
    /// A pipeline's process that is missing.
    case noProcess

    // Starting a program.
    /// A command with no program.
    case noProgramNamed
    /// A command that gave no outcome.
    case noOutcome
    /// A program not found on `PATH`.
    case programNotFound
    /// The form's folder cannot be the working directory.
    case folderNotEntered

    // What a computed source is, as the subject of a sentence.
    /// An earlier field's answer.
    case whatAnswer
    /// A file.
    case whatFile
    /// A command.
    case whatCommand
    /// An environment variable.
    case whatVariable
    /// A library program's own choices.
    case whatProgramChoices
    /// A library program's own default.
    case whatProgram

    // A computed source's failure.
    /// A field's own source given to the reader.
    case readByForm
    /// A variable read only when the form is trusted.
    case variableNeedsTrust
    /// A command not run (`--no-checks`).
    case commandNotRun
    /// A command that gave no outcome.
    case gaveNoOutcome
    /// A command that exited with a status other than 0.
    case commandFailed
    /// A file outside the form's folder, untrusted.
    case fileOutside
    /// A file that cannot be opened.
    case fileNotOpened
    /// A file that leads outside the form's folder through a link, untrusted.
    case fileLinkOutside
    /// A file that cannot be read.
    case fileNotRead
    /// A path that is no regular file.
    case fileNotRegular
    /// A file larger than formline reads.
    case fileTooLarge
    /// Choices that cannot be a field's: none.
    /// Computed choices or a default that formline cannot read (`ChoiceOutput`): too large, a NUL,
    /// not UTF-8, a JSON array that is not one of choices.
    case choicesTooLarge
    case choicesHoldNUL
    case choicesNotUTF8
    case choicesJSONTooLarge
    case choicesNotJSONArray
    case choiceItemShape
    case choiceItemNoValue
    case defaultHoldsNUL
    case defaultNotUTF8
    case noChoices
    /// Too many.
    case tooManyChoices
    /// An empty value.
    case emptyChoice
    /// A control character in a value or label.
    case controlInChoice
    /// A value given twice.
    case repeatedChoice
    /// A field whose computed choices cannot be its choices.
    case noUsableChoices
    /// Choices from an earlier answer that holds nothing.
    case noChoicesYet
    /// Choices from a file where nothing reads files.
    case nothingReadsFiles
    /// Choices from a command that is not run.
    case choicesNotRun
    /// A default from a source that is not read.
    case defaultNotRead
    /// A default the field refuses.
    case defaultRefused
    /// A default whose source failed.
    case defaultNotUsed
}

extension CommandWord {
    public static func englishText(_ word: CommandWord) -> String {
        switch word {
        case .listedLine: "  {item}"
        case .listedCommand: "{command}: {arguments}"
        case .listedCommandReads: "{command}: {arguments} (reads {fields})"
        case .listedFile: "choices of field '{field}': the file {path} (outside the form's folder)"
        case .listedVariable: "default of field '{field}': the environment variable {name}"
        case .noChecks: "--no-checks: {notes}"
        case .noChecksParts: "{first}; {second}"
        case .oneCommandComputes: "the form's command is not run, so what they compute (choices, defaults) is not there"
        case .oneCheckSkipped: "the form's command is not run, so its check is skipped"
        case .commandsCompute: "the form's {count} commands are not run, so what they compute (choices, defaults) is not there"
        case .checksSkipped: "the form's {count} commands are not run, so their checks are skipped"
        case .notReadFile: "the file {path}"
        case .notReadVariable: "the environment variable {name}"
        case .listedPair: "{first}, {second}"
        case .listedLast: "{first} and {second}"
        case .oneNotRead: "{what} is not read"
        case .manyNotRead: "{what} are not read"
        case .streamEchoesNoID:
            "the streaming check '{name}' wrote '{line}', which echoes no request's \"id\" (it was stopped: each reply echoes its request's \"id\")"
        case .streamAnswersNoRequest:
            "the streaming check '{name}' wrote '{line}', which answers no request waiting for a reply (it was stopped: each reply echoes its request's \"id\")"
        case .streamNotAReply: "the streaming check '{name}' answered '{line}', which is not a JSON reply ({passes} passes, {refuses} refuses) (it was stopped)"
        case .streamCrashed: "the streaming check '{name}' crashed (signal {signal}) before answering"
        case .streamExited: "the streaming check '{name}' ended (exit status {status}) before answering"
        case .streamClosed: "the streaming check '{name}' closed its output before answering"
        case .saying: "{failure}: {message}"
        case .noVerdict: "no verdict"
        case .noProcess: "no process"
        case .noProgramNamed: "no program named"
        case .noOutcome: "no outcome"
        case .programNotFound: "no program '{program}' was found"
        case .folderNotEntered: "the form's folder cannot be entered"
        case .whatAnswer: "the answer of '{id}'"
        case .whatFile: "the file '{path}'"
        case .whatCommand: "the command '{command}'"
        case .whatVariable: "the environment variable {name}"
        case .whatProgramChoices: "the program's choices"
        case .whatProgram: "the program"
        case .readByForm: "{what} is read by the form itself"
        case .variableNeedsTrust:
            "{what} is read only when the form is trusted (formline trust FORM); untrusted, a form reads only who you are ({names})"
        case .commandNotRun: "{what} is not run (--no-checks skips the form's commands)"
        case .gaveNoOutcome: "{what} gave no outcome"
        case .commandFailed: "the command '{name}' failed (exit status {status})"
        case .fileOutside:
            "{what} is outside the form's folder, and a form reads files outside its folder only when trusted (formline trust FORM)"
        case .fileNotOpened: "{what} cannot be read: {reason} (the path is relative to the form's folder)"
        case .fileLinkOutside:
            "{what} leads outside the form's folder through a link, and a form reads files outside its folder only when trusted (formline trust FORM)"
        case .fileNotRead: "{what} cannot be read: {reason}"
        case .fileNotRegular: "{what} is {kind}, not a regular file; choices are read from a file"
        case .fileTooLarge: "{what} is larger than {size} MiB"
        case .noChoices: "{what} gave no choices"
        case .tooManyChoices: "{what} gave {count} choices, more than {maximum}"
        case .choicesTooLarge: "{what} gave more than {mebibytes} MiB of choices"
        case .choicesHoldNUL: "{what} gave a NUL byte; choices are text"
        case .choicesNotUTF8: "{what} gave text that is not UTF-8"
        case .choicesJSONTooLarge: "{what} gave a JSON array too large to read"
        case .choicesNotJSONArray: "{what} gave text starting with '[' that is not a JSON array of choices"
        case .choiceItemShape: "item {number} of the JSON array from {what} must be a string or {shape}"
        case .choiceItemNoValue: "item {number} of the JSON array from {what} has no \"value\""
        case .defaultHoldsNUL: "{what} wrote a NUL byte"
        case .defaultNotUTF8: "{what} wrote text that is not UTF-8"
        case .emptyChoice: "choice {number} from {what} is empty"
        case .controlInChoice:
            "choice {number} from {what} holds a control character (an escape sequence, a line break, a bidi control or NUL); choices are plain text"
        case .repeatedChoice: "{what} gave the value of choice {first} again as choice {number}"
        case .noUsableChoices: "has no usable choices: {problem}"
        case .noChoicesYet: "has no choices yet: they are the answer of '{field}', which holds nothing; answer '{field}' first"
        case .nothingReadsFiles: "its choices come from {what}, and nothing reads files here"
        case .choicesNotRun: "its choices come from {what}, which is not run (--no-checks, or the program did not allow commands)"
        case .defaultNotRead: "its default comes from {what}, which is not read here (--no-checks, or the program did not allow it)"
        case .defaultRefused: "the default from {what} is not used: it {message}"
        case .defaultNotUsed: "the default from {what} is not used: {message}"
        }
    }
}

extension Words {
    /// The text of `word` with each `{name}` replaced by `values[name]`, as written (ids,
    /// paths, numbers, commands): what formline says about a form's commands.
    public func command(_ word: CommandWord, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(text(word), values)
    }
}
