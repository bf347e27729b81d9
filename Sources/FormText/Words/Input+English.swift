/// The keys of what formline says of the answers it reads without asking (issue 37): a piped
/// line it cannot read (`input line 3 is not valid UTF-8 text; it was meant for …`), a
/// multi-line answer or a list over formline's limits, a note the flow reaches (`note: …`),
/// a given answer (`--set`, `--answers`, `FORMLINE_ANSWER_*`) left out or named by no source,
/// the lines of `formline drafts`, and the descriptions of the line editor's functions
/// (`formline-next` …, which editline's `bind -l` lists). English here is the source; each
/// language's file (`Input+German.swift` …) has a text for every key with the same
/// `{placeholders}` (`InputWordsCatalogTests`). Values (line numbers, limits, field ids,
/// paths, a sentence of the system's) are filled in as written; machine output (JSON,
/// `refused`) keeps the English.
public enum InputWord: String, CaseIterable, Sendable {
    // A piped line that cannot be read: the line, why (one of the four below), the field.
    case lineUnreadable
    case lineNotUTF8
    case lineHoldsNUL
    case lineTooLong
    case lineReadFailed
    /// The lines of one multi-line answer together over the limit of one answer.
    case multilineTooLong
    /// A list's rows over the limit every list has: the lines (one of the two below), the
    /// list, why, and the limits.
    case listOverLimit
    case listLine
    case listLines
    /// A note of the form the flow reaches, on one line.
    case note
    /// Where a given answer came from when no option or variable is named.
    case givenAnswer
    /// A given answer for a field the form does not show, left out (with the field's condition).
    case hiddenAnswerLeftOut
    case hiddenAnswerLeftOutWhen
    // `formline drafts`: a draft's answers (one, or any other count), the fields to type
    // again, a draft of a piped form, a draft that cannot be read.
    case draftAnswersOne
    case draftAnswers
    case draftTypeAgain
    case draftPipedForm
    case draftUnreadable
    // The descriptions of the line editor's functions (`bind -l`).
    case editorKillLine
    case editorTab
    case editorNext
    case editorPrevious
    case editorInterrupt
    case editorCancel
    case editorShortcut
    case editorShortcutCommand
    case editorShortcutDecoded
    case editorShortcutDecodedCommand
    case editorPaste
    case editorReplace
    case editorHelp
    case editorSpace
    case editorQuestion
    case editorDeleteOrEnd
    case editorSuspend
    case editorExternal
    case editorPrefill
}

extension InputWord {
    public static func englishText(_ word: InputWord) -> String {
        switch word {
        case .lineUnreadable: "input line {line} {problem}; it was meant for {field}"
        case .lineNotUTF8: "is not valid UTF-8 text"
        case .lineHoldsNUL: "holds a NUL byte"
        case .lineTooLong: "is longer than {limit} bytes"
        case .lineReadFailed: "could not be read: {reason}"
        case .multilineTooLong: "input lines {first}–{last} hold more than {limit} bytes for one multi-line answer; they were meant for {field}"
        case .listOverLimit: "{lines}: {field}: {message}; stopped reading there: give the list at most {rows} rows, of at most {limit} bytes together"
        case .listLine: "input line {line}"
        case .listLines: "input lines {first}–{last}"
        case .note: "note: {text}"
        case .givenAnswer: "given answer"
        case .hiddenAnswerLeftOut: "{source}: field '{id}' is not shown, so its answer is left out"
        case .hiddenAnswerLeftOutWhen: "{source}: field '{id}' is not shown (shown when {condition}), so its answer is left out"
        case .draftAnswersOne: "{count} answer"
        case .draftAnswers: "{count} answers"
        case .draftTypeAgain: "type again: {fields}"
        case .draftPipedForm: "(a piped form)"
        case .draftUnreadable: "cannot be read: {problem} (delete it with: {command})"
        case .editorKillLine: "Kill to the end of the line; on an empty list row, delete the row"
        case .editorTab: "Complete, or go to the next field"
        case .editorNext: "Go to the next field"
        case .editorPrevious: "Go to the previous field"
        case .editorInterrupt: "Interrupt the form"
        case .editorCancel: "Cancel"
        case .editorShortcut: "Form shortcut"
        case .editorShortcutCommand: "Form shortcut (vi command mode)"
        case .editorShortcutDecoded: "Form shortcut (decoded)"
        case .editorShortcutDecodedCommand: "Form shortcut (decoded, vi command mode)"
        case .editorPaste: "Insert pasted text"
        case .editorReplace: "Clear the untouched prefill"
        case .editorHelp: "List the keys"
        case .editorSpace: "Toggle the number typed (a multiple choice), else insert a space"
        case .editorQuestion: "List the keys on an empty line, else insert ?"
        case .editorDeleteOrEnd: "Delete the next character, or end input on an empty line"
        case .editorSuspend: "Suspend formline (job control)"
        case .editorExternal: "Edit a multi-line field in $VISUAL or $EDITOR"
        case .editorPrefill: "Insert the prefilled text"
        }
    }
}

extension Language {
    /// Whether `count` takes a noun's singular in this language (`1 answer`, `0 réponse`,
    /// `1 resposta`), the one home of the rule a counted key pair (`draftAnswersOne` /
    /// `draftAnswers`) is chosen by: English, German and Spanish say the singular of 1 only;
    /// French and Brazilian Portuguese of 0 and 1 (CLDR's `one`); Chinese has no plural, and
    /// its two texts are the same.
    public func takesSingular(_ count: Int) -> Bool {
        switch self {
        case .english, .german, .spanish: count == 1
        case .french, .portugueseBrazil: count == 0 || count == 1
        case .simplifiedChinese: false
        }
    }
}

extension Words {
    /// The text of `word` with each `{name}` replaced by `values[name]`, as written (line
    /// numbers, limits, ids, paths): what formline says of the answers it reads without asking.
    public func callAsFunction(_ word: InputWord, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(text(word), values)
    }

    /// `one` or `many` as `count` asks in this language (`Language.takesSingular`), `{count}` filled.
    public func counted(_ count: Int, one: InputWord, many: InputWord) -> String {
        self(language.takesSingular(count) ? one : many, ["count": "\(count)"])
    }
}

extension MessageText {
    /// What formline says of the answers it reads without asking, its values shown as written.
    public static func input(_ word: InputWord, _ values: KeyValuePairs<String, String> = [:]) -> MessageText {
        .input(word, values.map { Value($0.key, .verbatim($0.value)) })
    }
}
