/// The keys of the sentences formline writes around a refusal and the words it says of a
/// form's commands (issue 37): where a refusal is on standard error (`line 3: field 'due'
/// (Due date): …`, `input ended after line 3 while …`, the fields' lines under `cannot
/// complete … without asking`) and why a check or a command failed without a message of its
/// own (`the check 'x' failed (exit status 3) without saying why`, `… crashed (signal 9)`).
/// English here is the source; each language's file (`Frames+German.swift` …) has a text for
/// every key with the same `{placeholders}` (`FrameWordsCatalogTests`). A field's id, a line
/// number and a command's name stay as written in every language (inside ASCII quotes, as
/// `scripts/paths-agree.py --language` reads them).
public enum FrameWord: String, CaseIterable, Sendable {
    /// A field named on standard error: its id and its label.
    case field
    /// A field named by its id alone (one the form does not have).
    case fieldWithoutLabel
    /// A group's sub-field: the group (`field`), the row and the sub-field.
    case rowSubField
    /// What is waiting when no field is: the form.
    case theForm
    /// A piped line refused: the input line, the field, why.
    case refusedAtLine
    /// The form refused at submit: the field it refocuses, why.
    case refusedAtSubmit
    /// A given answer (`--set`, `--answers`) refused: where it came from, the field, why.
    case givenRefused
    /// The same when the run goes on to ask for it.
    case givenRefusedAsking
    /// Piped input ended before the form was complete.
    case inputEnded
    /// The same with the message the field shows.
    case inputEndedBecause
    /// A field's line under `cannot complete … without asking`.
    case missingField
    /// The same, with where its refused answer came from.
    case missingFieldFrom
    /// A check that exited with a status other than 0 and wrote nothing.
    case checkFailedSilently
    /// A check that exited with a status other than 0 and wrote what is not UTF-8.
    case checkOutputNotUTF8
    /// A check that did not answer in time.
    case checkTimedOut
    /// A check that wrote more than formline reads.
    case checkTooMuchOutput
    /// A check that could not be started.
    case checkNotStarted
    /// A check ended by a signal.
    case checkCrashed
    /// A check formline stopped because formline itself got SIGTERM or SIGHUP.
    case checkStoppedBySignal
    /// The same four of a command that computes choices or a default.
    case commandTimedOut
    case commandTooMuchOutput
    case commandNotStarted
    case commandCrashed
    /// What Ctrl-X Ctrl-E says when the external editor (`$VISUAL`, `$EDITOR`) could not edit
    /// the text: its folder or file not made or written, what it saved not read back or not
    /// UTF-8, the editor not started, failed or stopped, no shell to start it.
    case editorNoFolder
    case editorNoFile
    case editorNotWritten
    case editorNotReadBack
    case editorNotUTF8
    case editorNotStarted
    case editorExited
    case editorStopped
    case editorNoShell
    /// A multi-line field's second and later lines in accessible mode: which line, and how
    /// the lines end.
    case accessibleLine
    case accessibleDotEnds
}

extension FrameWord {
    public static func englishText(_ word: FrameWord) -> String {
        switch word {
        case .field: "field '{id}' ({label})"
        case .fieldWithoutLabel: "field '{id}'"
        case .rowSubField: "{field}, row {row}, sub-field '{id}' ({label})"
        case .theForm: "the form"
        case .refusedAtLine: "line {line}: {field}: {message}"
        case .refusedAtSubmit: "submit: {field}: {message}"
        case .givenRefused: "{source}: {field}: {message}"
        case .givenRefusedAsking: "{source}: {field}: {message}; asking for it"
        case .inputEnded: "input ended after line {line} while {field} still needed an answer"
        case .inputEndedBecause: "input ended after line {line} while {field} still needed an answer ({message})"
        case .missingField: "  {field}: {message}"
        case .missingFieldFrom: "  {field}: {message} ({source})"
        case .checkFailedSilently: "the check '{name}' failed (exit status {status}) without saying why"
        case .checkOutputNotUTF8: "the check '{name}' failed (exit status {status}) and its output is not UTF-8 text"
        case .checkTimedOut: "the check '{name}' did not answer within {time} (it was stopped)"
        case .checkTooMuchOutput: "the check '{name}' wrote more than {limit} bytes (it was stopped)"
        case .checkNotStarted: "the check '{name}' could not be started: {reason}"
        case .checkCrashed: "the check '{name}' crashed (signal {signal})"
        case .checkStoppedBySignal: "the check was stopped ({signal})"
        case .commandTimedOut: "the command '{name}' did not answer within {time} (it was stopped)"
        case .commandTooMuchOutput: "the command '{name}' wrote more than {limit} bytes (it was stopped)"
        case .commandNotStarted: "the command '{name}' could not be started: {reason}"
        case .commandCrashed: "the command '{name}' crashed (signal {signal})"
        case .editorNoFolder: "could not make a private directory in {folder} for the editor: {reason}"
        case .editorNoFile: "could not make a temporary file for the editor: {reason}"
        case .editorNotWritten: "could not write the text for the editor"
        case .editorNotReadBack: "could not read back what the editor saved, or it {tooLong}; the text is kept"
        case .editorNotUTF8: "the edited text is not UTF-8 text (or holds a NUL); the text is kept"
        case .editorNotStarted: "the editor '{editor}' could not be started; set $VISUAL or $EDITOR to an editor you have. The text is kept"
        case .editorExited: "the editor '{editor}' exited with status {status}; the text is kept"
        case .editorStopped: "the editor '{editor}' was stopped by signal {signal}; the text is kept"
        case .editorNoShell: "could not start /bin/sh for the editor: {reason}; the text is kept"
        case .accessibleLine: "line {number}"
        case .accessibleDotEnds: "a line holding only a dot ends them"
        }
    }
}

extension MessageText {
    /// A field as standard error names it: `field 'due' (Due date)`, by its id alone when
    /// there is no label (`field 'due'`). The id and label are shown as written.
    public static func naming(_ id: String, label: String?) -> MessageText {
        guard let label else { return .frame(.fieldWithoutLabel, ["id": id]) }
        return .frame(.field, ["id": id, "label": label])
    }
}
