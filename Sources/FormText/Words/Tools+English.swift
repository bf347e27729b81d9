/// The keys of what formline's tools say besides their reports' own lines, beside `Word` in
/// the same catalog: the messages of the options' validation (`--prefix applies only to
/// --format shell or env`, printed by argument-parser as `Error: …`), the names of the
/// pattern syntax formline does not support and the advice after them, and the pattern's
/// size and cost limits (inside `invalid pattern: …`), a computed default's or note's
/// template problems, what `formline import` writes as comments, and `formline test`'s
/// lines for a scenario not run for want of trust and for a group's rows it cannot read.
/// English here is the source; each language's file (`Tools+German.swift` …) has a text for
/// every key with the same `{placeholders}` (`ToolWordsCatalogTests`). Syntax (`'(?='`,
/// `\p{L}`, `'{{'`, `{id|filter}`) is written as it is in every language.
public enum ToolWord: String, CaseIterable, Sendable {
    // Options' validation (`validate()`), argument-parser's `Error: …` (exit status 64).
    case prefixNeedsShellOrEnv
    case prefixNotAVariableStart
    case timeoutOutOfRange
    case trustWithNoChecks
    case jobsAtLeastOne
    case firstLineAtLeastOne
    case firstLineAtMost
    case trustListTakesNoForm
    case trustNameTheForm
    case draftsFormsOrAll
    case draftsNameTheForms

    // The pattern syntax formline does not support (`{construct} is not supported: {advice}`).
    case patternNestingDeeper
    case patternPossessive
    case patternCountAbove
    case patternFirstInClass
    case patternMiddleOfClass
    case patternInClass
    case patternInsideClass
    case patternClassDifference
    case patternRangeBoundedByClass
    case patternPOSIXClass
    case patternNestedClass
    case patternClassIntersection
    case patternEscape
    case patternLookahead
    case patternNegativeLookahead
    case patternAtomicGroup
    case patternLookbehind
    case patternFreeSpacing
    case patternWordBoundaryFlag
    case patternUnixLines
    case patternUnicodeProperty
    case patternNamedBackreference
    case patternBackreference
    case patternQuoting
    case patternEndWithoutQuote
    case patternGraphemeClusters
    case patternNamedCharacters
    case patternControlEscapes
    case patternOctalEscapes
    // … and the advice after them.
    case adviceLiteralBracket
    case adviceLiteralDash
    case adviceGeneralCategory
    case adviceEscapeEach
    case adviceCharacterOrHex
    case adviceWrite
    // The pattern's limits.
    case patternTooLarge
    case patternTooCostly

    // A template's problems (a computed default, a note's text).
    case templateCloseNoOpen
    case templateCloseNoOpenHint
    case templateOpenInside
    case templateOpenInsideHint
    case templateNeverClosed
    case templateNeverClosedHint
    case templateEmptyReference
    case templateEmptyReferenceHint
    case templateNotFieldID
    case templateNotFieldIDHint
    case templateEmptyFilter
    case templateUnknownFilter
    case templateTheFilters
    case templateSuggestionThen

    // `formline import`: the comments of the form it writes.
    case importNotMapped

    case importHeaderMade
    case importHeaderCheck
    case importHeaderFlat
    case importRequiredInOptional
    case importPropertyRenamed
    case importDeprecated
    case importComputedDefault
    case importPatternRewritten
    case importFormatPattern
    case importConst
    case importUniqueChoices
    case importDefaultBraces
    case importAskedWhenRequired
    case importAskedWhenAllowed
    case importReadOnly

    // `formline test`.
    case scenarioNotRunForTrust
    case scenarioReadThenTrust
    case needsRunCommands
    case needsRunACommand
    case needsRunCountCommands
    case needsReadAFile
    case needsReadFiles
    case needsReadCountFiles
    case needsReadAVariable
    case needsReadVariables
    case needsReadCountVariables
    case needsBoth
    case rowNotAnObject
    case rowKeyNotSubField
    case rowListItems
    case rowAnswerShape
}

extension ToolWord {
    public static func englishText(_ word: ToolWord) -> String {
        switch word {
        case .prefixNeedsShellOrEnv: "--prefix applies only to --format shell or env"
        case .prefixNotAVariableStart: "--prefix '{prefix}' cannot start a variable name: use letters, digits and '_', not starting with a digit"
        case .timeoutOutOfRange: "--timeout must be a number of seconds between 0 and 86400 (e.g. 30)"
        case .trustWithNoChecks: "--trust and --no-checks cannot be used together"
        case .jobsAtLeastOne: "--jobs must be at least 1"
        case .firstLineAtLeastOne: "--first-line must be at least 1"
        case .firstLineAtMost: "--first-line must be at most {maximum} (2^53 - 1, the largest line number JSON readers keep exactly); got {value}"
        case .trustListTakesNoForm: "--list takes no form and no --remove"
        case .trustNameTheForm: "name the form to trust (or --list)"
        case .draftsFormsOrAll: "give either forms or --all, not both"
        case .draftsNameTheForms: "name the forms whose drafts to delete, or give --all"

        case .patternNestingDeeper: "nesting groups deeper than {depth}"
        case .patternPossessive: "the possessive quantifier '{syntax}'"
        case .patternCountAbove: "a repetition count above {count}"
        case .patternFirstInClass: "'{syntax}' first in a class"
        case .patternMiddleOfClass: "'{syntax}' in the middle of a class"
        case .patternInClass: "'{syntax}' in a class"
        case .patternInsideClass: "'{syntax}' inside a class"
        case .patternClassDifference: "the class difference '{syntax}'"
        case .patternRangeBoundedByClass: "a range bounded by a class"
        case .patternPOSIXClass: "the POSIX class '{syntax}'"
        case .patternNestedClass: "a nested class"
        case .patternClassIntersection: "the class intersection '{syntax}'"
        case .patternEscape: "the escape '{syntax}'"
        case .patternLookahead: "lookahead '{syntax}'"
        case .patternNegativeLookahead: "negative lookahead '{syntax}'"
        case .patternAtomicGroup: "the atomic group '{syntax}'"
        case .patternLookbehind: "lookbehind '{syntax}'"
        case .patternFreeSpacing: "the free-spacing flag '{syntax}'"
        case .patternWordBoundaryFlag: "the Unicode word-boundary flag '{syntax}'"
        case .patternUnixLines: "the Unix-lines flag '{syntax}'"
        case .patternUnicodeProperty: "the Unicode property '{name}'"
        case .patternNamedBackreference: "the named backreference '{syntax}'"
        case .patternBackreference: "the backreference '{syntax}'"
        case .patternQuoting: "quoting with '{syntax}'"
        case .patternEndWithoutQuote: "'{syntax}' without '{quote}'"
        case .patternGraphemeClusters: "'{syntax}' (grapheme clusters)"
        case .patternNamedCharacters: "named characters '{syntax}'"
        case .patternControlEscapes: "control escapes '{syntax}'"
        case .patternOctalEscapes: "octal escapes '{syntax}'"
        case .adviceLiteralBracket: "write {syntax} for a literal bracket"
        case .adviceLiteralDash: "write {syntax} for a literal dash"
        case .adviceGeneralCategory: "use a general category like {letter} or {digit}, or {properties}"
        case .adviceEscapeEach: "escape each character instead"
        case .adviceCharacterOrHex: "write the character or {syntax}"
        case .adviceWrite: "write {syntax}"
        case .patternTooLarge: "the pattern is too large (more than {states} states once repetitions are written out)"
        case .patternTooCostly: "the pattern may cost too much to match: up to {steps} steps for each character of an answer, and formline allows {allowed}, so that any answer is decided in well under a second; anchor it ({anchored}) or use smaller counts ({counts}, or the field's maxLength)"

        case .templateCloseNoOpen: "a '{close}' closes no '{open}'"
        case .templateCloseNoOpenHint: "write '{closes}' for a literal brace"
        case .templateOpenInside: "a '{open}' inside a field reference"
        case .templateOpenInsideHint: "close the reference with '{close}' first; write '{opens}' for a literal brace"
        case .templateNeverClosed: "the '{open}' is never closed"
        case .templateNeverClosedHint: "end the field reference with '{close}', or write '{opens}' for a literal brace"
        case .templateEmptyReference: "an empty field reference"
        case .templateEmptyReferenceHint: "name a field, as in '{example}'; write '{opens}' for a literal brace"
        case .templateNotFieldID: "'{name}' is not a field id"
        case .templateNotFieldIDHint: "a reference is '{reference}' or '{filtered}'"
        case .templateEmptyFilter: "an empty filter"
        case .templateUnknownFilter: "unknown filter '{name}'"
        case .templateTheFilters: "the filters are {names}"
        case .templateSuggestionThen: "{suggestion}; {rest}"

        case .importNotMapped: "Not mapped (`formline check {schema}` shows each at its line):"

        case .importHeaderMade: "Made by `formline import` from a JSON Schema. Comments say where the mapping chose something;"
        case .importHeaderCheck: "`formline check` on the schema lists what did not map. Run from this YAML file, the answers"
        case .importHeaderFlat: "are flat (`id: value`); `formline run SCHEMA.json` writes them in the schema's own shape."
        case .importRequiredInOptional: "required inside its object, which is optional: answer it whenever the object is filled in"
        case .importPropertyRenamed: "the property '{name}'; formline ids hold only letters, digits, '_' and '-'"
        case .importDeprecated: "deprecated in the schema"
        case .importComputedDefault: "a computed default (x-formline): made from earlier answers"
        case .importPatternRewritten: "pattern rewritten from ECMA-262 to ICU syntax ({escapes} are ASCII as in JSON Schema)"
        case .importFormatPattern: "format '{format}' checked with a pattern"
        case .importConst: "'const': the one value allowed, taken with Enter"
        case .importUniqueChoices: "a multiple choice picks each choice at most once"
        case .importDefaultBraces: "the default holds '{open}' or '{close}', which formline reads as a template: written with '{opens}' and '{closes}'"
        case .importAskedWhenRequired: "asked (and required) only when the schema requires it"
        case .importAskedWhenAllowed: "asked only when the schema allows it"
        case .importReadOnly: "'{name}' is readOnly: not asked, and left out of the answers"
        case .scenarioNotRunForTrust: "scenario '{name}' was not run: it {doing}, and the form is not trusted:"
        case .scenarioReadThenTrust: "read them, then run `formline trust {form}` or `formline test --trust`"
        case .needsRunCommands: "runs commands"
        case .needsRunACommand: "runs a command"
        case .needsRunCountCommands: "runs {count} commands"
        case .needsReadAFile: "reads a file outside its folder"
        case .needsReadFiles: "reads files outside its folder"
        case .needsReadCountFiles: "reads {count} files outside its folder"
        case .needsReadAVariable: "reads an environment variable"
        case .needsReadVariables: "reads environment variables"
        case .needsReadCountVariables: "reads {count} environment variables"
        case .needsBoth: "{first} and {second}"
        case .rowNotAnObject: "row {number} must be an object of sub-field answers, like the others"
        case .rowKeyNotSubField: "row {number}: a key must be a sub-field id"
        case .rowListItems: "row {number}: '{name}': a list's items must be text, numbers or booleans"
        case .rowAnswerShape: "row {number}: each sub-field's answer must be text, a number, a boolean, a list of texts or null"
        }
    }
}
