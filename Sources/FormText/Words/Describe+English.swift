/// A key of the catalog for the words of `formline describe`'s text (`FormDescription`,
/// FormOutput, and the kinds' `describeLines`, FormCore): headings, column headings, the names
/// and values of a field's rules. English (`englishText` below) is the source; each language has
/// its file (`Describe+German.swift` …) with every key and the source's `{placeholders}`
/// (`DescribeWordsCatalogTests`). `describe --format json` never goes through it.
public enum DescribeWord: String, CaseIterable, Sendable {
    case sectionOf
    case columnID
    case columnType
    case columnLabel
    case columnRequired
    case yes
    case dateStep
    case focusStarts
    case rulesHeading
    case ruleEquals
    case ruleDiffers
    case ruleAfter
    case ruleBefore
    case commandsHeading
    case commandLine
    case commandTimeout
    case commandReads
    case commandRefocuses
    case listed
    case shortcutsHeading
    case focuses
    case focusesInSection
    case detailHelp
    case detailDefault
    case detailShownWhen
    case detailShortcut
    case detailLength
    case detailEachRow
    case detailPattern
    case detailMessage
    case detailLines
    case detailNumber
    case detailRows
    case detailSubField
    case detailRowRule
    case detailPath
    case detailText
    case detailChoices
    case detailPicks
    case detailDates
    case linesSeveral
    case wholeNumber
    case anyNumber
    case numberFromTo
    case numberAtLeast
    case numberAtMost
    case oneCharacter
    case characters
    case oneRow
    case rows
    case oneChoice
    case choices
    case rangeExactly
    case rangeFromTo
    case rangeAtLeast
    case rangeAtMost
    case anyRows
    case anyChoices
    case choicesComputed
    case sourceAnswer
    case sourceFile
    case sourceCommand
    case sourceEnvironment
    case defaultFrom
    case computedTemplate
    case computedFromAnswers
    case datesFromTo
    case datesFrom
    case datesUntil
    case multipleChoice
    case partRequired
    case partDefault
    case partWhen
    case partDetail
    case subFieldLine
    case partsJoined
    case conditionIs
    case conditionIsNot
    case conditionIsOneOf
    case conditionAnswered
    case conditionNotAnswered
    case detailRating
    case ratingStars
}

extension DescribeWord {
    public static func englishText(_ word: DescribeWord) -> String {
        switch word {
        case .sectionOf: "Section {index} of {count}: {title}"
        case .columnID: "id"
        case .columnType: "type"
        case .columnLabel: "label"
        case .columnRequired: "required"
        case .yes: "yes"
        case .dateStep: "date (step)"
        case .focusStarts: "Focus starts on {field}."
        case .rulesHeading: "Rules"
        case .ruleEquals: "{field} must equal {other}: \"{message}\""
        case .ruleDiffers: "{field} must differ from {other}: \"{message}\""
        case .ruleAfter: "{field} must come after {other}: \"{message}\""
        case .ruleBefore: "{field} must come before {other}: \"{message}\""
        case .commandsHeading: "Commands (run only when the form is trusted: formline trust FORM)"
        case .commandLine: "{command}: {arguments} ({details})"
        case .commandTimeout: "timeout {timeout}"
        case .commandReads: "reads {fields}"
        case .commandRefocuses: "refocuses {field}"
        case .listed: "{first}, {second}"
        case .shortcutsHeading: "Shortcuts"
        case .focuses: "focuses {name}"
        case .focusesInSection: "focuses {name} (section {section})"
        case .detailHelp: "help"
        case .detailDefault: "default"
        case .detailShownWhen: "shown when"
        case .detailShortcut: "shortcut"
        case .detailLength: "length"
        case .detailEachRow: "each row"
        case .detailPattern: "pattern"
        case .detailMessage: "message"
        case .detailLines: "lines"
        case .detailNumber: "number"
        case .detailRows: "rows"
        case .detailSubField: "sub-field"
        case .detailRowRule: "row rule"
        case .detailPath: "path"
        case .detailText: "text"
        case .detailChoices: "choices"
        case .detailPicks: "picks"
        case .detailDates: "dates"
        case .linesSeveral: "several (piped: end with a line holding only .)"
        case .wholeNumber: "whole number"
        case .anyNumber: "any number"
        case .numberFromTo: "{kind} from {min} to {max}"
        case .numberAtLeast: "{kind}, at least {min}"
        case .numberAtMost: "{kind}, at most {max}"
        case .oneCharacter: "{count} character"
        case .characters: "{count} characters"
        case .oneRow: "{count} row"
        case .rows: "{count} rows"
        case .oneChoice: "{count} choice"
        case .choices: "{count} choices"
        case .rangeExactly: "exactly {count}"
        case .rangeFromTo: "{min} to {count}"
        case .rangeAtLeast: "at least {count}"
        case .rangeAtMost: "at most {count}"
        case .anyRows: "any number of rows"
        case .anyChoices: "any number of choices"
        case .choicesComputed: "computed when the field is reached, from {source}"
        case .sourceAnswer: "the answer of '{id}'"
        case .sourceFile: "the file '{path}'"
        case .sourceCommand: "the command '{command}'"
        case .sourceEnvironment: "the environment variable {name}"
        case .defaultFrom: "from {source} (computed when the field is reached)"
        case .computedTemplate: "{template} (computed from earlier answers)"
        case .computedFromAnswers: "computed from earlier answers"
        case .datesFromTo: "from {min} to {max}"
        case .datesFrom: "from {min}"
        case .datesUntil: "until {max}"
        case .multipleChoice: "multiple choice"
        case .partRequired: "required"
        case .partDefault: "default {value}"
        case .partWhen: "when {condition}"
        case .partDetail: "{name} {value}"
        case .subFieldLine: "{id} ({label}): {parts}"
        case .partsJoined: "{first}; {second}"
        case .conditionIs: "{field} is {value}"
        case .conditionIsNot: "{field} is not {value}"
        case .conditionIsOneOf: "{field} is one of {values}"
        case .conditionAnswered: "{field} is answered"
        case .conditionNotAnswered: "{field} is not answered"
        case .detailRating: "rating"
        case .ratingStars: "1 to {max} stars"
        }
    }
}

extension Words {
    /// The text of a `describe` word with its placeholders filled (values as they are): a
    /// method of its own, so that no key named like a `Word`'s (`ratingStars`) makes a call
    /// of `Words` ambiguous.
    public func describe(_ word: DescribeWord, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(text(word), values)
    }
}
