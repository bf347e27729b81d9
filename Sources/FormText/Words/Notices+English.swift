/// The keys of what formline tells a person about its drafts and its trust record (resumed,
/// offered, deleted, trusted: `formline: …` on standard error), and of its own errors about
/// files, folders and streams that were English before (a draft or trust record refused, a
/// temporary file, a write to standard output, an output descriptor, a group's rows given
/// with `--set`, an answers file, a scenario's `form:`), with the English inside translated
/// errors (what is wrong with a draft, a CSV column). English here is the source; each
/// language's file (`Notices+German.swift` …) has a text for every key with the same
/// `{placeholders}` (`NoticeWordsCatalogTests`). Values (paths, ids, numbers, commands, the
/// system's error strings) are filled in as written; machine output keeps the English.
public enum NoticeWord: String, CaseIterable, Sendable {
    // Drafts: what `run` says when it starts, resumes or cannot keep one.
    case noDraftFor
    case draftResumingNewest
    case draftAnswerDropped
    case draftAnswerReadAgain
    case draftAnswerNoLongerFits
    case answersKeptInDraft
    case answersNotKeptInDraft
    // `run --timeout`.
    case timeoutSubmitted
    case timeoutIncomplete
    case timeoutFieldLine
    case timeoutNotSaved
    // `formline drafts` and `formline drafts rm`.
    case noDraftsIn
    case noDraftsOf
    case deletedOneDraft
    case deletedDrafts
    case deletedOneDraftOf
    case deletedDraftsOf
    // `formline trust`.
    case noFormTrusted
    case formNotTrusted
    case formChangedSinceTrusted
    case formReadThenTrust
    case noLongerTrusted
    case trustedNeedingNothing
    case trustedToRunAndRead
    // A draft or the trust record refused as a file, and why.
    case draftRefused
    case trustRecordRefused
    case isSymbolicLink
    case isNotRegularFile
    case belongsToUser
    case modeNot600
    case holdsBytesOverLimit
    case holdsMoreThanLimit
    // What is wrong with a draft (inside `draftDamaged`, `draftHolds`, `draftWouldHold`).
    case draftDataMissing
    case draftDataWrongFormat
    case draftDataUnreadable
    case draftValueTooLong
    case draftListTooLong
    case draftGroupTooLong
    // A private state folder (drafts, trust) refused, and why.
    case folderUnusable
    case folderNotCreated
    case folderIsNotFolder
    case folderOwnedBy
    case folderWritableByOthers
    case writableByOthers
    // A file written through a temporary file.
    case cannotCreateTemporary
    case cannotSetPermissions
    case cannotOpenForWriting
    case cannotUseFile
    case cannotFinishWriting
    case cannotFlushFile
    case cannotReplace
    case cannotReplaceAfterOthers
    case bothReplaced
    // Standard output and error, output descriptors and folders.
    case cannotWriteStandardOutput
    case cannotWriteStandardError
    case cannotWriteTerminal
    case cannotWriteTo
    case readerClosed
    case tooManyLinks
    case descriptorNotOpen
    case descriptorNotOpenForWriting
    case folderNotWritable
    // A file found in a folder that is no regular file.
    case foundNotRegularFile
    case kindFIFO
    case kindDevice
    case kindSocket
    case kindFolder
    case kindSpecialFile
    // A group's rows given with `--set`.
    case groupRowsWithSet
    // An answers file (`--answers`, a scenario's `answers:`) that cannot be read.
    case answersFileUnreadable
    case answersNotJSONOrYAML
    case answersNotMapping
    case answersKeyNotFieldID
    case answersGivenTwice
    case answersAliasesRepeated
    // A scenario's `form:` outside its folder.
    case scenarioFormOutside
    case scenarioSameFolder
    // A CSV column that is no field of the form.
    case noFieldNamed
    case noFieldNamedHint
}

extension NoticeWord {
    public static func englishText(_ word: NoticeWord) -> String {
        switch word {
        case .noDraftFor: "no draft for {form}; starting afresh"
        case .draftResumingNewest: "{resuming} (the newest of {count} drafts of this form; `formline drafts` lists them all)"
        case .draftAnswerDropped: "the draft's answer for '{field}' was dropped: the form has no such field any more"
        case .draftAnswerReadAgain: "the draft's answer for '{field}' was read again as {kind} (it was {previous})"
        case .draftAnswerNoLongerFits: "the draft's answer for '{field}' no longer fits the form: {problem}"
        case .answersKeptInDraft: "{error}; the answers so far (not secrets) are kept in a draft: continue with `{command}`"
        case .answersNotKeptInDraft: "{error}; the answers could not be kept in a draft either: {reason}"
        case .timeoutSubmitted: "no key for {seconds} s; submitted with the defaults"
        case .timeoutIncomplete: "no key for {seconds} s and the form is not complete:\n{fields}\nanswers so far saved (not secrets).\nContinue with: {command}"
        case .timeoutFieldLine: "  field '{field}' ({label}): {problem}"
        case .timeoutNotSaved: "no key for {seconds} s; the draft could not be saved: {reason}"
        case .noDraftsIn: "no drafts in '{folder}'"
        case .noDraftsOf: "no drafts of {form}"
        case .deletedOneDraft: "deleted 1 draft"
        case .deletedDrafts: "deleted {count} drafts"
        case .deletedOneDraftOf: "deleted 1 draft of {form}"
        case .deletedDraftsOf: "deleted {count} drafts of {form}"
        case .noFormTrusted: "no form is trusted"
        case .formNotTrusted: "the form '{path}' {doing}, and it is not trusted:"
        case .formChangedSinceTrusted: "the form '{path}' changed since it was trusted, and it {doing}:"
        case .formReadThenTrust: "read them, then run `formline trust {form}`, or pass --trust for this run (--no-checks runs the form without them)"
        case .noLongerTrusted: "'{path}' is no longer trusted"
        case .trustedNeedingNothing: "trusted '{path}' (it runs no commands and reads nothing outside its folder)"
        case .trustedToRunAndRead: "trusted '{path}' to run and read:\n{listing}"
        case .draftRefused: "the draft '{path}' is refused: {reason}; delete it to start over"
        case .trustRecordRefused: "the trust record '{path}' is refused: {reason}; delete it to start over"
        case .isSymbolicLink: "it is a symbolic link"
        case .isNotRegularFile: "it is not a regular file"
        case .belongsToUser: "it belongs to user {owner}, not to you ({user})"
        case .modeNot600: "its mode is {mode}, not 600"
        case .holdsBytesOverLimit: "it holds {size} bytes, more than the {limit} it may have"
        case .holdsMoreThanLimit: "it holds more than the {limit} bytes it may have"
        case .draftDataMissing: "The operation could not be completed. The data is missing."
        case .draftDataWrongFormat: "The operation could not be completed. The data isn’t in the correct format."
        case .draftDataUnreadable: "The operation could not be completed. ({type})"
        case .draftValueTooLong: "a value for '{field}' longer than {limit} bytes, more than an answer may have"
        case .draftListTooLong: "more for '{field}' than a list may have (a list {excess})"
        case .draftGroupTooLong: "more for '{field}' than a group may have (a group {excess})"
        case .folderUnusable: "cannot use it: {reason}"
        case .folderNotCreated: "cannot create '{path}': {reason}"
        case .folderIsNotFolder: "it is not a folder"
        case .folderOwnedBy: "{problem}; set {setting} to a folder of your own"
        case .folderWritableByOthers: "{problem}; run `chmod 700 '{path}'`"
        case .writableByOthers: "others can write to it (mode {mode})"
        case .cannotCreateTemporary: "cannot create a temporary file beside '{path}': {reason}"
        case .cannotSetPermissions: "cannot set permissions on '{path}': {reason}"
        case .cannotOpenForWriting: "cannot open '{path}' for writing: {reason}"
        case .cannotUseFile: "cannot use '{path}': {reason}"
        case .cannotFinishWriting: "cannot finish writing '{path}': {reason}"
        case .cannotFlushFile: "cannot flush '{path}' to disk: {reason}"
        case .cannotReplace: "cannot replace '{path}': {reason}"
        case .cannotReplaceAfterOthers: "cannot replace '{path}' ({replaced} already replaced): {reason}"
        case .bothReplaced: "{first} and {second}"
        case .cannotWriteStandardOutput: "cannot write to standard output: {reason}"
        case .cannotWriteStandardError: "cannot write to standard error: {reason}"
        case .cannotWriteTerminal: "cannot write to the terminal: {reason}"
        case .cannotWriteTo: "cannot write to {target}: {reason}"
        case .readerClosed: "the reader closed it"
        case .tooManyLinks: "too many levels of symbolic links"
        case .descriptorNotOpen: "descriptor {fd} is not open"
        case .descriptorNotOpenForWriting: "descriptor {fd} is not open for writing"
        case .folderNotWritable: "the folder '{folder}' is not writable ({reason})"
        case .foundNotRegularFile: "cannot read '{path}': it is {kind}, not a regular file; a form or scenario found in a folder must be a file"
        case .kindFIFO: "a FIFO"
        case .kindDevice: "a device"
        case .kindSocket: "a socket"
        case .kindFolder: "a folder"
        case .kindSpecialFile: "a special file"
        case .groupRowsWithSet: "--set {id}=…: give a group's rows either as one JSON array (--set {id}='{array}') or one JSON object per --set (--set {id}='{object}')"
        case .answersFileUnreadable: "--answers {path}: {problem}"
        case .answersNotJSONOrYAML: "is not valid JSON or YAML: {problem}"
        case .answersNotMapping: "must hold one mapping of field ids to answers, like {example}"
        case .answersKeyNotFieldID: "line {line}: a key must be a field id"
        case .answersGivenTwice: "line {line}: '{id}' is given twice"
        case .answersAliasesRepeated: "line {line}, column {column}: {problem}; write the answers out instead of repeating aliases of anchors"
        case .scenarioFormOutside: "'form: {form}' is not a form file in the scenario's folder: name a .yaml or .yml file in {folder} or below it, or a form's name (see `formline list`)"
        case .scenarioSameFolder: "the same folder"
        case .noFieldNamed: "the form has no field '{name}'"
        case .noFieldNamedHint: "the form has no field '{name}'; {hint}"
        }
    }
}
