/// A key of the catalog for what `formline check` says about a form file (`Diagnostic`,
/// FormCore) and how its report is printed: the second key enum of the one catalog (`Words`),
/// beside `Word`. English (`englishText` below) is the source; each language has its file
/// (`Diagnostics+German.swift` …) with every key and the source's `{placeholders}`
/// (`DiagnosticWordsCatalogTests`). Values put in placeholders (keys, ids, numbers, YAML's own
/// messages) are shown as written, in every language.
public enum DiagnosticWord: String, CaseIterable, Sendable {
    // Rendering a report.
    case error
    case warning
    case hintLabel
    case andMore
    case verbatim
    // What a part of the file is.
    case theForm
    case aSection
    case aField
    case aChoice
    case aCondition
    case aRule
    case aFormCheck
    case computedChoices
    case aComputedDefault
    case theChoicesOfField
    case theDefaultOfField
    case theCheckOfField
    case sectionID
    case fieldID
    case quoted
    case itemOf
    // What was found instead.
    case aMapping
    case aList
    case nothing
    case theBoolean
    case theNumber
    case aValueTagged
    case theText
    case aWholeNumber
    case aNumber
    // Keys and values.
    case mustBeMapping
    case keysMustBeWords
    case unknownKey
    case didYouMean
    case allowedKeys
    case oneOf
    case knownFields
    case isEmpty
    case giveItAValue
    case taggedUnread
    case removeTheTag
    case mustBeText
    case quoteToMakeText
    case mustBeBool
    case writeBoolPlainly
    case tooLarge
    case wholeNumberUpTo
    case mustBeDecimalDigits
    case mustBeAtLeast
    case mustBeDecimalNumber
    case mustBe
    case numberWithoutQuotes
    case mustBeList
    case writeAsList
    case eachItemText
    // The form, sections and fields.
    case noForm
    case startWithTitle
    case fileTooLarge
    case oneFormPerFile
    case keyTwice
    case removeOrRenameFirstRead
    case noTitle
    case addTitle
    case fieldsOrSections
    case moveIntoSection
    case noFields
    case addFields
    case sectionsList
    case sectionNoID
    case sectionNoFields
    case namedSectionNoFields
    case fieldsList
    case fieldStartsWithID
    case fieldNoID
    case addID
    case doesNotApply
    case keyIsFor
    case takesNoAnswer
    case fieldNoType
    case namedFieldNoType
    case unknownType
    case identifierLetters
    case choiceTextOrMapping
    case choiceNoValue
    case addValue
    case choiceLabelEmpty
    case giveLabelText
    case invalidPattern
    case patternsAreICU
    case secretNoDefault
    case secretsNotStored
    case groupNoDefault
    case giveSubFieldsDefaults
    case hasNoRun
    case addRun
    // Conditions and rules.
    case conditionNoField
    case nameTheField
    case conditionNoTest
    case conditionTests
    case useOneTest
    case listTheAnswers
    case rulesList
    case ruleNoComparison
    case ruleComparisons
    case useOneComparison
    case ruleNoField
    case nameFocusField
    case ruleNoMessage
    case sayWhatToFix
    // References between fields.
    case duplicateFieldID
    case fieldIDsUnique
    case duplicateSectionID
    case namesUnknownField
    case roleChoicesOf
    case roleReadsOf
    case roleCommand
    case roleNoteText
    case roleComputedDefault
    case roleWhenOfField
    case roleWhenOfNote
    case roleWhenOfNoID
    case roleRuleField
    case roleRuleComparison
    case choicesFromLater
    case choicesMoveBefore
    case choicesFromWrongKind
    case nameAListField
    case initialFocusDateStep
    case refersToItself
    case computedFromEarlier
    case refersToLater
    case computedMoveUp
    case refersToSecret
    case secretsNeverShown
    case conditionOnItself
    case looksAtLater
    case conditionMoveUp
    case ruleComparesItself
    case ruleComparesKinds
    case choiceValueTwice
    case eachChoiceOwnValue
    // YAML.
    case yamlTooDeep
    case yamlFewLevels
    case yamlSyntax
    case yamlSyntaxIn
    case yamlCheckIndentation
    case yamlKeyTwice
    case removeOrRename
    case yaml
    case saveAsUTF8
    // Importing a JSON Schema.
    case notASchema
    case importReadsSchema
    case inImportedForm
    case atPointer
    case importWritesForm
    // What check and run say around the diagnostics.
    case checkOK
    case oneError
    case errors
    case oneWarning
    case warnings
    case withWarnings
    // Choices, shortcuts, computed defaults and a kind's own settings.
    case choiceNumber
    case labelOfChoiceNumber
    case choiceLineBreak
    case writeOnOneLine
    case labelIsOtherValue
    case giveDifferentLabel
    case sameLabel
    case giveOwnLabel
    case invalidShortcut
    case shortcutTaken
    case oneShortcutOneField
    case subFieldOfGroup
    case fieldNamed
    case shortcutHidesEditor
    case pickAnotherKey
    case shortcutShadowsEditing
    case altNeverClashes
    case sameNumber
    case sameBoolean
    case sameValueTwice
    case keepOneOrQuote
    case computedDefaultTextOnly
    case removeBraces
    case computedDefaultWhat
    case noteTextWhat
    case invalidTemplate
    case templateHint
    case noteNoText
    case addText
    case notADate
    case minDateAfterMax
    case minMoreThanMax
    case minLengthMoreThanMax
    case noChoices
    case addChoices
    case patternNotMultiline
    case patternChecksOneLine
    // Commands: checks, computed choices and defaults.
    case timeoutRange
    case writeTimeout
    case fieldOnFieldCheck
    case fieldOnlyFormCheck
    case removeKey
    case runNotOneLine
    case runNeverShell
    case runMustBeList
    case writeRunList
    case nameProgramFirst
    case programEmpty
    case argumentNUL
    case checksList
    case checksItemLike
    case choicesNoSource
    case choicesSources
    case writeOneChoiceSource
    case belongsToCommand
    case fileMustNameFile
    case secretsNotTaken
    case defaultNoSource
    case defaultBothSources
    case writeOneDefaultSource
    case notVariableName
    case variableLetters
    case defaultFromAnswerVariable
    // Groups and item counts.
    case groupNoFields
    case listSubFields
    case noteInGroup
    case noteBeforeGroup
    case subFieldCheck
    case checkOnGroup
    case subFieldComputedDefault
    case plainDefault
    case duplicateSubField
    case subFieldIDsUnique
    case countNeedsMultiple
    case addMultiple
    case minItemsMoreThanMax
    // The format version, paths and ratings.
    case formatVersionNumber
    case writeFormatVersion
    case newerFormat
    case upgradeFormline
    case unknownPathKind
    case listEndings
    case notAnEnding
    case writeEndings
    case ratingMax
    case textKeysNotTags
    case writeTextOrMap
    case unknownLanguage
    case languagesRead
    case sameLanguageTwice
    case keepOne
    case translationEmpty
    case writeWordsOrRemove
    case noSourceText
    case sourceUnderEn
    case placeholdersDiffer
    case keepPlaceholders
    case noPlaceholders
    case languageIncomplete
    case languageIncompleteOne
    case addLanguageToEach
    case addLanguageToIt
    // Issue 37: check's report, import, test and describe (words-report).
    case conditionNotAChoice
    case conditionChoiceLabel
    case conditionOnlyIsSetMultiple
    case conditionIsSetHint
    case conditionOnlyIsSetGroup
    case conditionOnlyIsSetList
    case conditionNotANumber
    case conditionNumberWritten
    case conditionNotABoolean
    case conditionNotADay
    case conditionNotARating
    case defaultNotValid
    case defaultRowNotValid
    case subFieldKindRefused
    case kindSecret
    case kindMultilineText
    case kindNamed
    case secretNotInRow
    case rowOneLine
    case maxItemsOverLimit
    case maxItemsLimitHint
    case minItemsOverLimit
    case minItemsLimitHint
    case maxItemsOverOneChoice
    case maxItemsOverChoices
    case maxItemsChoicesHint
    case minItemsOverOneChoice
    case minItemsOverChoices
    case commandFieldCheck
    case commandFormCheck
    case commandChoices
    case commandDefault
    // libyaml's problems and contexts (YAMLProblem), shown inside "YAML syntax: …".
    case yamlBlockEntryNotAllowed
    case yamlControlCharacters
    case yamlNoColon
    case yamlNoDirectiveName
    case yamlNoBang
    case yamlNoDocumentStart
    case yamlNoStreamStart
    case yamlNoCommentOrBreak
    case yamlNoDigitOrDot
    case yamlNoHexNumber
    case yamlNoNodeContent
    case yamlNoVersion
    case yamlNoWhitespace
    case yamlNoWhitespaceOrBreak
    case yamlNoAngle
    case yamlTabViolates
    case yamlTabForSpace
    case yamlIndentIndicatorZero
    case yamlCannotStartToken
    case yamlDuplicateTagDirective
    case yamlDuplicateYAMLDirective
    case yamlLongVersion
    case yamlIncompatibleDocument
    case yamlBadUnicodeEscape
    case yamlUndefinedTagHandle
    case yamlUnexpectedColon
    case yamlUnexpectedDocumentIndicator
    case yamlUnexpectedEnd
    case yamlNonAlphabetical
    case yamlUnknownDirective
    case yamlUnknownEscape
    case yamlKeysNotAllowed
    case yamlValuesNotAllowed
    case yamlNoAlphanumeric
    case yamlNoTagURI
    case yamlNoURIOctet
    case yamlURILeadingOctet
    case yamlURITrailingOctet
    case yamlNoDash
    case yamlNoKey
    case yamlNoCommaOrBracket
    case yamlNoCommaOrBrace
    case yamlAnotherDocument
    case yamlUndefinedAlias
    case yamlInvalidLeadingOctet
    case yamlInvalidTrailingOctet
    case yamlIncompleteUTF8
    case yamlInvalidUTF8Length
    case yamlInvalidCharacter
    case yamlInputTooLong
    case yamlInBlockCollection
    case yamlInBlockMapping
    case yamlInFlowMapping
    case yamlInFlowSequence
    case yamlInBlockNode
    case yamlInFlowNode
    case yamlInNode
    case yamlInParsing
    case yamlInParsingQuotedScalar
    case yamlInParsingTagDirective
    case yamlInParsingTAG
    case yamlInParsingTag
    case yamlInScanningTAG
    case yamlInScanningYAML
    case yamlInBlockScalar
    case yamlInDirective
    case yamlInPlainScalar
    case yamlInQuotedScalar
    case yamlInSimpleKey
    case yamlInScanningTag
    case yamlInScanningTagDirective
    case yamlInNextToken
    case yamlInAnchor
    case yamlInAlias
    case yamlInSingleDocument
    // The shortcut reader's problems (ShortcutKeyError), inside "invalid shortcut: …".
    case shortcutNotASCII
    case shortcutNotAShortcut
    case shortcutCtrlLetter
    case shortcutReserved
    case shortcutAltLetterOrDigit
    case shortcutUnknownModifier
    // The choices a default names (FieldDefinition.choicesText), and a multiple choice's default.
    case choicesOneOf
    case choicesOneOfNoneClose
    case choicesOneOfClosest
    case defaultListsNoChoice
    case defaultListsTwice
    case defaultNotAList
    // Scenario files (`formline test`): their problems and the lines around a report.
    case aScenarioFile
    case aScenario
    case theExpect
    case anExpectedMessage
    case noScenarios
    case startWithScenarios
    case noScenariosKey
    case addScenarios
    case scenariosNotAList
    case eachScenarioStarts
    case scenarioNameTwice
    case ownName
    case scenarioNoName
    case addName
    case scenarioNoExpect
    case sayWhatFollows
    case unknownFormat
    case answersNotMapping
    case statusRange
    case outputNotText
    case messagesNotList
    case writeNoMessages
    case messageNoField
    case nameRefocusedField
    case messageNoMessage
    case writeTheMessage
    case answersMapping
    case keysMustBeFieldIDs
    case rowNotMapping
    case rowAnswerScalar
    case answerShape
    case inputNotLines
    case writeInputLines
    case inputLineNotText
    case inputLineBreak
    case setNotMapping
    case setOf
    case setNotTextOrRows
    case repliesNotMapping
    case writeReplies
    case replyKeyProgram
    case replyPassOrMessage
    case noReplies
    case listPassOrMessages
    case environmentNotMapping
    case environmentEntry
    case todayNotADate
    case notAFieldOf
    case itsFieldsAre
    case formHasErrorsNoScenario
    case nameTheForm
    case scenariosPassed
    case scenariosFailed
    case scenariosNotRun
    case scenarioFileWithErrors
    case scenarioFilesWithErrors
    case countsJoined
    // `formline import`: a schema's properties it cannot map (SchemaImporter), and its lines.
    case schemaAnObject
    case schemaAnArray
    case schemaAString
    case schemaANumber
    case schemaABoolean
    case schemaNull
    case schemaOfType
    case schemaNotObjectOrBoolean
    case refNotString
    case refCycle
    case refCycleHint
    case refCycleOptional
    case refNamesNothing
    case refCheckPointer
    case refBundleFirst
    case refTooMany
    case schemaTopNotObject
    case schemaTopHint
    case schemaNoProperties
    case checkListsWhy
    case objectsTooDeep
    case fewLevels
    case propertiesNotObject
    case requiredNoSchema
    case propertyAllowsNothing
    case unionAsText
    case unionNotMapped
    case requiredLacksEdit
    case requiredLacks
    case enumObjects
    case enumNothing
    case severalTypes
    case freeObject
    case objectInRow
    case mayBeNull
    case tooManyProperties
    case splitTheSchema
    case schemaSecretNoDefault
    case formatNotChecked
    case countNotWhole
    case patternNotCheckable
    case rewritePattern
    case patternNotString
    case exclusiveBound
    case multipleOfNotChecked
    case multipleOfIt
    case tooManyChoices
    case askAsText
    case choiceOfferedTwice
    case tupleNotMapped
    case arrayOfObjectsInRow
    case rowsNoProperties
    case uniqueRowsGroup
    case uniqueRowsList
    case arrayNotMapped
    case theseItems
    case typesOr
    case arrayDefaultNoFit
    case objectDefault
    case defaultMustBeArray
    case booleanDefault
    case dateDefault
    case defaultNotAChoice
    case allOfPart
    case schemaDependency
    case dependsOnUnasked
    case ifNotMapped
    case branchKeyNotMapped
    case elseAfterEnum
    case thenLeavesOut
    case conditionOnUnasked
    case conditionBeforeTested
    case listTestedFirst
    case alreadyHasCondition
    case keyNotMapped
    case importWrote
    // The pattern engine's problems (FormPatterns' PatternError), inside "invalid pattern: …".
    case patternEmpty
    case patternUnmatchedParen
    case patternGroupNotClosed
    case patternUnmatchedBrace
    case patternQuantifierTwice
    case patternMalformedRepetition
    case patternCountTooLarge
    case patternClassNotClosed
    case patternRangeOutOfOrder
    case patternLoneBackslash
    case patternMalformedHexBraces
    case patternHexDigits
    case patternFourHexDigits
    case patternMalformedGroupName
    case patternCommentNotClosed
    case patternEmptyFlags
    case patternPropertyNotClosed
    case patternNothingToRepeat
    case patternMinAboveMax
    case patternNameTwice
    case patternUnknownGroupSyntax
    case patternNotAScalar
    case patternPropertyName
    case patternNeedsBacktracking
    case patternNotSupported
    case patternNotSupportedAdvice
    // A failed scenario's differences (ScenarioVerifier) and the lines `formline test` prints with them.
    case mismatchStatus
    case mismatchNoAnswers
    case mismatchHidden
    case mismatchAnswer
    case mismatchExtraAnswer
    case secretNotShown
    case mismatchOutput
    case outputNothing
    case mismatchMessage
    case messageRefocuses
    case whenLine
    case whenALine
    case whenBeforeAnyLine
    case whenOnSubmit
    case noMoreMessages
    case noneGot
    case mismatchAsked
    case mismatchReported
    case noReports
    case onlyReportsBelow
    case scenarioFailedLine
    case formlineReported
    // A number a bound holds that formline does not keep, a translated note's template.
    case numberProblemFound
    case invalidNoteText
    // Why a schema's pattern cannot be checked (SchemaPattern), inside import's warning.
    case schemaPatternLoneBackslash
    case schemaPatternEscapeInClass
    case schemaPatternBackreference
    case schemaPatternNamedBackreference
    case schemaPatternControlLetter
    case schemaPatternEmptyClass
    case schemaPatternAnyCharacter
}

extension DiagnosticWord {
    public static func englishText(_ word: DiagnosticWord) -> String {
        switch word {
        case .error: "error"
        case .warning: "warning"
        case .hintLabel: "hint:"
        case .andMore: "... and {count} more"
        case .verbatim: "{text}"
        case .theForm: "the form"
        case .aSection: "a section"
        case .aField: "a field"
        case .aChoice: "a choice"
        case .aCondition: "a 'when' condition"
        case .aRule: "a rule"
        case .aFormCheck: "a form check"
        case .computedChoices: "computed choices"
        case .aComputedDefault: "a computed default"
        case .theChoicesOfField: "the choices of field '{field}'"
        case .theDefaultOfField: "the default of field '{field}'"
        case .theCheckOfField: "the check of field '{field}'"
        case .sectionID: "section id"
        case .fieldID: "field id"
        case .quoted: "'{name}'"
        case .itemOf: "item {index} of '{name}'"
        case .aMapping: "a mapping"
        case .aList: "a list"
        case .nothing: "nothing"
        case .theBoolean: "the Boolean {value}"
        case .theNumber: "the number {value}"
        case .aValueTagged: "a value tagged {tag}"
        case .theText: "the text \"{value}\""
        case .aWholeNumber: "a whole number"
        case .aNumber: "a number"
        case .mustBeMapping: "{what} must be a mapping of keys to values, found {found}"
        case .keysMustBeWords: "keys in {what} must be plain words"
        case .unknownKey: "unknown key '{key}' in {what}"
        case .didYouMean: "did you mean '{name}'?"
        case .allowedKeys: "allowed keys: {keys}"
        case .oneOf: "one of: {names}"
        case .knownFields: "known fields: {fields}"
        case .isEmpty: "{what} is empty"
        case .giveItAValue: "give it a value or remove it"
        case .taggedUnread: "{what} is tagged {tag}, which formline does not read"
        case .removeTheTag: "remove the tag; write plain text, a number, true or false"
        case .mustBeText: "'{name}' must be text, found {found}"
        case .quoteToMakeText: "quote it to make it text: {name}: \"{value}\""
        case .mustBeBool: "'{name}' must be true or false, found {found}"
        case .writeBoolPlainly: "write true or false in lower case and without quotes"
        case .tooLarge: "'{name}' is too large, found {text}"
        case .wholeNumberUpTo: "write a whole number up to {maximum}"
        case .mustBeDecimalDigits: "'{name}' must be a whole number in decimal digits, found {text}"
        case .mustBeAtLeast: "'{name}' must be at least {minimum}, found {value}"
        case .mustBeDecimalNumber: "'{name}' must be a decimal number like 42, -3.5 or 1e3, found {text}"
        case .mustBe: "'{name}' must be {what}, found {found}"
        case .numberWithoutQuotes: "write the number without quotes"
        case .mustBeList: "'{name}' must be a list, found {found}"
        case .writeAsList: "write it as [a, b] or as lines starting with '- '"
        case .eachItemText: "each item of '{name}' must be text, found {found}"
        case .noForm: "the file holds no form"
        case .startWithTitle: "start with 'title:' and 'fields:'; `formline new NAME` writes a starter form"
        case .fileTooLarge: "the file is larger than {mebibytes} MiB ({bytes} bytes)"
        case .oneFormPerFile: "a form file describes one form; split it or remove what is not part of the form"
        case .keyTwice: "the key '{key}' appears twice in one mapping (first at line {line})"
        case .removeOrRenameFirstRead: "remove or rename one of them; only the first is read"
        case .noTitle: "the form has no 'title'"
        case .addTitle: "add a line like 'title: Log in'"
        case .fieldsOrSections: "a form has either 'fields' or 'sections', not both"
        case .moveIntoSection: "move these fields into one of the sections"
        case .noFields: "the form has no 'fields'"
        case .addFields: "add 'fields:' with at least one field"
        case .sectionsList: "'sections' must be a non-empty list of sections"
        case .sectionNoID: "the section has no 'id'"
        case .sectionNoFields: "the section has no 'fields'"
        case .namedSectionNoFields: "section '{id}' has no 'fields'"
        case .fieldsList: "'fields' must be a non-empty list of fields"
        case .fieldStartsWithID: "each field starts with '- id: …'"
        case .fieldNoID: "the field has no 'id'"
        case .addID: "add 'id: name' (the answer's key)"
        case .doesNotApply: "'{key}' does not apply to {kind} fields"
        case .keyIsFor: "'{key}' is for {kinds} fields"
        case .takesNoAnswer: "a {kind} takes no answer; it takes 'id', 'type', {keys} and 'when'"
        case .fieldNoType: "the field has no 'type'"
        case .namedFieldNoType: "field '{id}' has no 'type'"
        case .unknownType: "unknown field type '{type}'"
        case .identifierLetters: "{what} '{id}' must start with a letter and hold only letters, digits, '_' and '-'"
        case .choiceTextOrMapping: "each choice must be text or {value: …, label: …}, found {found}"
        case .choiceNoValue: "the choice has no 'value'"
        case .addValue: "add 'value: …' (what the answers hold)"
        case .choiceLabelEmpty: "the label of choice '{value}' is empty"
        case .giveLabelText: "give it the text to show, or remove 'label' to show the value"
        case .invalidPattern: "invalid pattern: {problem}"
        case .patternsAreICU: "patterns are ICU regular expressions that run without backtracking (docs/form-format.md, Patterns); quote them in single quotes"
        case .secretNoDefault: "a secret field cannot have a default"
        case .secretsNotStored: "secrets are never stored in form files; remove 'default'"
        case .groupNoDefault: "a group takes no default"
        case .giveSubFieldsDefaults: "give its sub-fields defaults instead (each new row starts with them); remove 'default'"
        case .hasNoRun: "{what} has no 'run'"
        case .addRun: "add 'run: [program, argument, …]' (an argument list, never a shell line)"
        case .conditionNoField: "the condition has no 'field'"
        case .nameTheField: "name the field it looks at"
        case .conditionNoTest: "the condition has no test"
        case .conditionTests: "the condition has more than one test ({tests})"
        case .useOneTest: "use exactly one of equals, notEquals, in, isSet"
        case .listTheAnswers: "list the answers that show the field, like [a, b]"
        case .rulesList: "'rules' must be a list"
        case .ruleNoComparison: "the rule has no comparison"
        case .ruleComparisons: "the rule has more than one comparison"
        case .useOneComparison: "use exactly one of equals, notEquals, after, before, naming the other field"
        case .ruleNoField: "the rule has no 'field'"
        case .nameFocusField: "name the field that gets focus when it fails"
        case .ruleNoMessage: "the rule has no 'message'"
        case .sayWhatToFix: "say what the person should fix"
        case .duplicateFieldID: "duplicate field id '{id}' (first defined at line {line})"
        case .fieldIDsUnique: "field ids must be unique across the form"
        case .duplicateSectionID: "duplicate section id '{id}' (first defined at line {line})"
        case .namesUnknownField: "{role} names unknown field '{id}'"
        case .roleChoicesOf: "the choices of '{field}'"
        case .roleReadsOf: "'reads' of the {command}"
        case .roleCommand: "the {command}"
        case .roleNoteText: "the text of note '{field}'"
        case .roleComputedDefault: "the computed default of field '{field}'"
        case .roleWhenOfField: "the 'when' of field '{field}'"
        case .roleWhenOfNote: "the 'when' of note '{field}'"
        case .roleWhenOfNoID: "the 'when' of a field without an id"
        case .roleRuleField: "a rule's 'field'"
        case .roleRuleComparison: "a rule's '{comparison}'"
        case .choicesFromLater: "the choices of '{field}' come from '{id}', which is not before it"
        case .choicesMoveBefore: "choices are computed from an answer given earlier: move '{id}' before '{field}'"
        case .choicesFromWrongKind: "the choices of '{field}' come from '{id}', a {kind} field; choices come from a list's rows or a multiple choice's picks"
        case .nameAListField: "name a list field or a 'multiple: true' choice field"
        case .initialFocusDateStep: "initialFocus names '{id}', a date step; focus starts on a field that takes typed input"
        case .refersToItself: "{role} refers to the field itself"
        case .computedFromEarlier: "a computed default is made from fields answered before it"
        case .refersToLater: "{role} refers to '{id}', which comes after it"
        case .computedMoveUp: "a computed default can only use fields answered before it; move '{id}' up"
        case .refersToSecret: "{role} refers to secret field '{id}'"
        case .secretsNeverShown: "secrets never appear in a prompt or a default; remove the reference"
        case .conditionOnItself: "field '{id}' has a condition on itself"
        case .looksAtLater: "{role} looks at '{id}', which comes after it"
        case .conditionMoveUp: "a condition can only look at a field answered before it; move '{id}' up"
        case .ruleComparesItself: "the rule compares '{id}' with itself"
        case .ruleComparesKinds: "'{comparison}' compares two date fields or two number fields; '{field}' is {kind} and '{other}' is {otherKind}"
        case .choiceValueTwice: "choice field '{field}' lists the value '{value}' twice (choices {first} and {second})"
        case .eachChoiceOwnValue: "each choice needs its own value"
        case .yamlTooDeep: "YAML: collections are nested more than {depth} deep"
        case .yamlFewLevels: "a form or scenario file needs only a few levels; look for unclosed '[' or '{'"
        case .yamlSyntax: "YAML syntax: {problem}"
        case .yamlSyntaxIn: "YAML syntax: {problem} ({context} at line {line})"
        case .yamlCheckIndentation: "check indentation and quoting; values containing ': ' or starting with special characters need quotes"
        case .yamlKeyTwice: "YAML: the key '{key}' appears twice in one mapping"
        case .removeOrRename: "remove or rename one of them"
        case .yaml: "YAML: {problem}"
        case .saveAsUTF8: "save the file as UTF-8 text without control characters (write them as escapes in double quotes, like \"\\t\")"
        case .notASchema: "this is not a JSON Schema: its top is not an object with '$schema', or with 'type: object' and 'properties'"
        case .importReadsSchema: "`formline import` reads a JSON Schema (a pydantic model's `model_json_schema()`, an MCP tool's inputSchema)"
        case .inImportedForm: "in the form imported from this schema: {message}"
        case .atPointer: "{pointer}: {message}"
        case .importWritesForm: "`formline import` writes the form this schema maps to, to read or edit"
        case .checkOK: "ok"
        case .oneError: "1 error"
        case .errors: "{count} errors"
        case .oneWarning: "1 warning"
        case .warnings: "{count} warnings"
        case .withWarnings: "{errors}, {warnings}"
        case .choiceNumber: "choice {index}"
        case .labelOfChoiceNumber: "the label of choice {index}"
        case .choiceLineBreak: "{what} of field '{field}' holds a line break; a choice is one line"
        case .writeOnOneLine: "write it on one line (a space instead of the line break)"
        case .labelIsOtherValue: "the label '{label}' of choice '{value}' is the value of choice '{other}', so typing it is ambiguous"
        case .giveDifferentLabel: "give '{value}' a different label"
        case .sameLabel: "choices '{first}' and '{value}' have the same label '{label}', so they look alike and typing it is ambiguous"
        case .giveOwnLabel: "give each choice its own label"
        case .invalidShortcut: "invalid shortcut: {problem}"
        case .shortcutTaken: "shortcut {key} is already bound to {owner} (line {line})"
        case .oneShortcutOneField: "each shortcut focuses one field; pick another key"
        case .subFieldOfGroup: "sub-field '{field}' of group '{group}'"
        case .fieldNamed: "field '{field}'"
        case .shortcutHidesEditor: "shortcut {key} would hide Ctrl-X Ctrl-E, which opens the editor on multi-line field '{field}'"
        case .pickAnotherKey: "pick another key, like alt-{letter}"
        case .shortcutShadowsEditing: "shortcut {key} replaces a line-editing key (emacs mode)"
        case .altNeverClashes: "alt-<letter> shortcuts never clash with editing"
        case .sameNumber: "the same number {value}"
        case .sameBoolean: "the same Boolean {value}"
        case .sameValueTwice: "'{first}' and '{second}' are {value}, listed twice in 'choices'"
        case .keepOneOrQuote: "keep one of them, or quote both to make them different texts"
        case .computedDefaultTextOnly: "a computed default ('{id}' in 'default') applies to text fields only, not {kind}"
        case .removeBraces: "remove the braces, or make the field 'type: text'"
        case .computedDefaultWhat: "computed default"
        case .noteTextWhat: "note text"
        case .invalidTemplate: "invalid {what}: {problem}"
        case .templateHint: "{hint} (docs/form-format.md, Computed defaults)"
        case .noteNoText: "note '{field}' has no 'text'"
        case .addText: "add 'text: …', the words to show"
        case .notADate: "'{name}' is not a date: {problem}"
        case .minDateAfterMax: "field '{field}': min date {min} ({minDay}) is after max date {max} ({maxDay})"
        case .minMoreThanMax: "field '{field}': min {min} is more than max {max}"
        case .minLengthMoreThanMax: "field '{field}': minLength {min} is more than maxLength {max}, so no answer can pass"
        case .noChoices: "choice field '{field}' has no 'choices'"
        case .addChoices: "add 'choices: [a, b, c]'"
        case .patternNotMultiline: "'pattern' does not apply to multi-line text fields"
        case .patternChecksOneLine: "a pattern checks one line; use minLength/maxLength, or remove 'multiline'"
        case .timeoutRange: "'timeout' must be a time from 1ms to 10m, found '{text}'"
        case .writeTimeout: "write it like 5s, 250ms or 2m"
        case .fieldOnFieldCheck: "'field' belongs to a form check; a field's check refocuses its own field"
        case .fieldOnlyFormCheck: "'field' belongs to a form check"
        case .removeKey: "remove '{key}'"
        case .runNotOneLine: "'run' must be a list of arguments, not one line"
        case .runNeverShell: "write it as [program, argument, …]: formline never runs a shell"
        case .runMustBeList: "'run' must be a list of arguments, found {found}"
        case .writeRunList: "write it as [program, argument, …]"
        case .nameProgramFirst: "name the program to run first"
        case .programEmpty: "the program in 'run' is empty"
        case .argumentNUL: "an argument of 'run' holds a NUL character"
        case .checksList: "'checks' must be a list of commands"
        case .checksItemLike: "each item is like '- {run: [program, …], field: username}'"
        case .choicesNoSource: "computed choices name no source"
        case .choicesSources: "computed choices name {count} sources ({sources})"
        case .writeOneChoiceSource: "write one of: {from: FIELD} (an earlier list or multiple choice), {file: PATH}, {run: [program, …]}"
        case .belongsToCommand: "'{key}' belongs to a command ('run')"
        case .fileMustNameFile: "'file' must name a file (relative to the form's folder)"
        case .secretsNotTaken: "secrets are never stored in form files or taken from elsewhere; remove 'default'"
        case .defaultNoSource: "the default names no source"
        case .defaultBothSources: "the default names both 'env' and 'run'"
        case .writeOneDefaultSource: "write {env: NAME} or {run: [program, …]}"
        case .notVariableName: "'{name}' is not an environment variable name"
        case .variableLetters: "letters, digits and '_', not starting with a digit"
        case .defaultFromAnswerVariable: "a default cannot come from {name}: FORMLINE_ANSWER_* variables answer fields already"
        case .groupNoFields: "group '{group}' has no 'fields'"
        case .listSubFields: "list its sub-fields under 'fields:', each starting with '- id: …'"
        case .noteInGroup: "a note cannot stand inside group '{group}'"
        case .noteBeforeGroup: "place the note before the group: it labels the group"
        case .subFieldCheck: "sub-field '{field}' of group '{group}' has a check command; sub-fields take none"
        case .checkOnGroup: "give the group itself the check, or remove it"
        case .subFieldComputedDefault: "sub-field '{field}' of group '{group}' has a computed default; sub-fields take plain defaults"
        case .plainDefault: "write a plain default, without braces"
        case .duplicateSubField: "group '{group}' has two sub-fields '{field}' (first defined at line {line})"
        case .subFieldIDsUnique: "sub-field ids must be unique within their group"
        case .countNeedsMultiple: "'{key}' applies to a choice field only with 'multiple: true'"
        case .addMultiple: "add 'multiple: true' to take several choices, or remove '{key}'"
        case .minItemsMoreThanMax: "field '{field}': minItems {min} is more than maxItems {max}"
        case .formatVersionNumber: "'formline' is the form format version, a whole number such as {current}; found {found}"
        case .writeFormatVersion: "write 'formline: {current}', or remove the key (a form without it is format 1)"
        case .newerFormat: "this form is written for formline format {version}; this formline reads format {current}"
        case .upgradeFormline: "upgrade formline (`formline --version` shows this one), or rewrite the form for format {current}"
        case .unknownPathKind: "unknown pathKind '{name}'"
        case .listEndings: "list endings like [yaml, yml], or remove 'extensions'"
        case .notAnEnding: "'{text}' is not a file-name ending"
        case .writeEndings: "write endings like yaml or tar.gz"
        case .ratingMax: "field '{field}': a rating's max must be a whole number from {lowest} to {highest}, not {max}"
        case .textKeysNotTags: "the keys of '{name}' must be language tags, found {found}"
        case .writeTextOrMap: "write '{name}: text', or '{example}' with tags among {tags}"
        case .unknownLanguage: "unknown language '{tag}' in '{name}'"
        case .languagesRead: "formline reads the languages {tags}; 'en' holds the source text"
        case .sameLanguageTwice: "'{tag}' and '{first}' both give the {language} text of '{name}'"
        case .keepOne: "keep one of them"
        case .translationEmpty: "the {language} text of '{name}' is empty"
        case .writeWordsOrRemove: "write the words, or remove '{tag}' to show the 'en' text in {language}"
        case .noSourceText: "'{name}' gives no 'en' text"
        case .sourceUnderEn: "a map of translations holds the source text under 'en', shown in English and in each language it does not give: {example}"
        case .placeholdersDiffer: "the {language} text of '{name}' holds {found}, the 'en' text {expected}"
        case .keepPlaceholders: "a translation keeps the source's placeholders, as written: an answer is put in their place"
        case .noPlaceholders: "no placeholder"
        case .languageIncomplete: "{language} is given for {given} of the form's {total} texts; {missing} show their 'en' text in {language}, the first here"
        case .addLanguageToEach: "add '{language}: …' to each of them, written as '{example}'"
        case .languageIncompleteOne: "{language} is given for {given} of the form's {total} texts; 1 shows its 'en' text in {language}, here"
        case .addLanguageToIt: "add '{language}: …' to it, written as '{example}'"
        case .conditionNotAChoice: "'{value}' is not one of the choices of '{field}' ({choices})"
        case .conditionChoiceLabel: "'{value}' is the label of choice '{choice}' of '{field}'; 'when' compares values: write {choice}"
        case .conditionOnlyIsSetMultiple: "'{field}' is a multiple choice field: a condition on it can only use isSet"
        case .conditionIsSetHint: "write 'isSet: true' (shown once any choice is picked)"
        case .conditionOnlyIsSetGroup: "'{field}' is a group field: a condition on it can only use isSet"
        case .conditionOnlyIsSetList: "'{field}' is a list field: a condition on it can only use isSet"
        case .conditionNotANumber: "'{field}' is a number field: compare it with a number, not '{value}'"
        case .conditionNumberWritten: "'{value}' never equals a number answer, which reads '{canonical}'; write {canonical}"
        case .conditionNotABoolean: "'{field}' is a confirm field: compare it with true or false, not '{value}'"
        case .conditionNotADay: "'{field}' is a date field: compare it with a day written YYYY-MM-DD, not '{value}'"
        case .conditionNotARating: "'{field}' is a rating field: compare it with a whole number from 1 to {max}, not '{value}'"
        case .defaultNotValid: "the default of '{field}' is not a valid answer: it {problem}"
        case .defaultRowNotValid: "the default of '{field}' is not a valid answer: its {problem}"
        case .subFieldKindRefused: "sub-field '{field}' of group '{group}' is {what}; a group's rows hold {kinds} sub-fields"
        case .kindSecret: "a secret"
        case .kindMultilineText: "a multi-line text"
        case .kindNamed: "a {kind}"
        case .secretNotInRow: "a secret is never kept in a row (rows are shown, drafted and reviewed); ask it as a field of its own outside the group"
        case .rowOneLine: "a row is one record of one-line answers; make '{field}' a field of its own outside the group"
        case .maxItemsOverLimit: "field '{field}': maxItems {max} is more than any list takes (a list {excess})"
        case .maxItemsLimitHint: "write maxItems: {limit} or less; without maxItems a list takes up to {limit} rows"
        case .minItemsOverLimit: "field '{field}': minItems {min} is more than any list takes (a list {excess}), so no answer can pass"
        case .minItemsLimitHint: "write minItems: {limit} or less"
        case .maxItemsOverOneChoice: "field '{field}': maxItems {max} is more than its {count} choice"
        case .maxItemsOverChoices: "field '{field}': maxItems {max} is more than its {count} choices"
        case .maxItemsChoicesHint: "write at most maxItems: {count}, or remove maxItems"
        case .minItemsOverOneChoice: "field '{field}': minItems {min} is more than its {count} choice, so no answer can pass"
        case .minItemsOverChoices: "field '{field}': minItems {min} is more than its {count} choices, so no answer can pass"
        case .commandFieldCheck: "check of field '{field}'"
        case .commandFormCheck: "form check {number}"
        case .commandChoices: "choices of field '{field}'"
        case .commandDefault: "default of field '{field}'"
        case .yamlBlockEntryNotAllowed: "block sequence entries are not allowed in this context"
        case .yamlControlCharacters: "control characters are not allowed"
        case .yamlNoColon: "could not find expected ':'"
        case .yamlNoDirectiveName: "could not find expected directive name"
        case .yamlNoBang: "did not find expected '!'"
        case .yamlNoDocumentStart: "did not find expected <document start>"
        case .yamlNoStreamStart: "did not find expected <stream-start>"
        case .yamlNoCommentOrBreak: "did not find expected comment or line break"
        case .yamlNoDigitOrDot: "did not find expected digit or '.' character"
        case .yamlNoHexNumber: "did not find expected hexdecimal number"
        case .yamlNoNodeContent: "did not find expected node content"
        case .yamlNoVersion: "did not find expected version number"
        case .yamlNoWhitespace: "did not find expected whitespace"
        case .yamlNoWhitespaceOrBreak: "did not find expected whitespace or line break"
        case .yamlNoAngle: "did not find the expected '>'"
        case .yamlTabViolates: "found a tab character that violates indentation"
        case .yamlTabForSpace: "found a tab character where an indentation space is expected"
        case .yamlIndentIndicatorZero: "found an indentation indicator equal to 0"
        case .yamlCannotStartToken: "found character that cannot start any token"
        case .yamlDuplicateTagDirective: "found duplicate %TAG directive"
        case .yamlDuplicateYAMLDirective: "found duplicate %YAML directive"
        case .yamlLongVersion: "found extremely long version number"
        case .yamlIncompatibleDocument: "found incompatible YAML document"
        case .yamlBadUnicodeEscape: "found invalid Unicode character escape code"
        case .yamlUndefinedTagHandle: "found undefined tag handle"
        case .yamlUnexpectedColon: "found unexpected ':'"
        case .yamlUnexpectedDocumentIndicator: "found unexpected document indicator"
        case .yamlUnexpectedEnd: "found unexpected end of stream"
        case .yamlNonAlphabetical: "found unexpected non-alphabetical character"
        case .yamlUnknownDirective: "found unknown directive name"
        case .yamlUnknownEscape: "found unknown escape character"
        case .yamlKeysNotAllowed: "mapping keys are not allowed in this context"
        case .yamlValuesNotAllowed: "mapping values are not allowed in this context"
        case .yamlNoAlphanumeric: "did not find expected alphabetic or numeric character"
        case .yamlNoTagURI: "did not find expected tag URI"
        case .yamlNoURIOctet: "did not find URI escaped octet"
        case .yamlURILeadingOctet: "found an incorrect leading UTF-8 octet"
        case .yamlURITrailingOctet: "found an incorrect trailing UTF-8 octet"
        case .yamlNoDash: "did not find expected '-' indicator"
        case .yamlNoKey: "did not find expected key"
        case .yamlNoCommaOrBracket: "did not find expected ',' or ']'"
        case .yamlNoCommaOrBrace: "did not find expected ',' or '}'"
        case .yamlAnotherDocument: "but found another document"
        case .yamlUndefinedAlias: "found undefined alias"
        case .yamlInvalidLeadingOctet: "invalid leading UTF-8 octet"
        case .yamlInvalidTrailingOctet: "invalid trailing UTF-8 octet"
        case .yamlIncompleteUTF8: "incomplete UTF-8 octet sequence"
        case .yamlInvalidUTF8Length: "invalid length of a UTF-8 sequence"
        case .yamlInvalidCharacter: "invalid Unicode character"
        case .yamlInputTooLong: "input is too long"
        case .yamlInBlockCollection: "while parsing a block collection"
        case .yamlInBlockMapping: "while parsing a block mapping"
        case .yamlInFlowMapping: "while parsing a flow mapping"
        case .yamlInFlowSequence: "while parsing a flow sequence"
        case .yamlInBlockNode: "while parsing a block node"
        case .yamlInFlowNode: "while parsing a flow node"
        case .yamlInNode: "while parsing a node"
        case .yamlInParsing: "while parsing"
        case .yamlInParsingQuotedScalar: "while parsing a quoted scalar"
        case .yamlInParsingTagDirective: "while parsing a tag directive"
        case .yamlInParsingTAG: "while parsing a %TAG directive"
        case .yamlInParsingTag: "while parsing a tag"
        case .yamlInScanningTAG: "while scanning a %TAG directive"
        case .yamlInScanningYAML: "while scanning a %YAML directive"
        case .yamlInBlockScalar: "while scanning a block scalar"
        case .yamlInDirective: "while scanning a directive"
        case .yamlInPlainScalar: "while scanning a plain scalar"
        case .yamlInQuotedScalar: "while scanning a quoted scalar"
        case .yamlInSimpleKey: "while scanning a simple key"
        case .yamlInScanningTag: "while scanning a tag"
        case .yamlInScanningTagDirective: "while scanning a tag directive"
        case .yamlInNextToken: "while scanning for the next token"
        case .yamlInAnchor: "while scanning an anchor"
        case .yamlInAlias: "while scanning an alias"
        case .yamlInSingleDocument: "expected a single document in the stream"
        case .shortcutNotASCII: "'{text}' is not a shortcut: write it in ASCII letters and digits, like ctrl-g or alt-k"
        case .shortcutNotAShortcut: "'{text}' is not a shortcut; write ctrl-<letter> or alt-<letter or digit>, like ctrl-g"
        case .shortcutCtrlLetter: "'{text}': ctrl shortcuts take a letter a-z"
        case .shortcutReserved: "'{text}' is used by formline itself; pick another key (ctrl-g, ctrl-o, ctrl-x, or alt-<letter>)"
        case .shortcutAltLetterOrDigit: "'{text}': alt shortcuts take a letter or a digit"
        case .shortcutUnknownModifier: "'{text}': unknown modifier '{modifier}'; use ctrl or alt"
        case .choicesOneOf: "one of: {choices}"
        case .choicesOneOfNoneClose: "one of {count} choices, none close to the answer; 'formline describe FORM' lists them all"
        case .choicesOneOfClosest: "one of {count} choices; the closest: {closest}; 'formline describe FORM' lists them all"
        case .defaultListsNoChoice: "lists '{item}', which is not {choices}"
        case .defaultListsTwice: "lists '{item}' twice"
        case .defaultNotAList: "cannot be a list"
        case .aScenarioFile: "a scenario file"
        case .aScenario: "a scenario"
        case .theExpect: "'expect'"
        case .anExpectedMessage: "an expected message"
        case .noScenarios: "the file holds no scenarios"
        case .startWithScenarios: "start with 'scenarios:' and a '- name: …' for each; `formline new NAME` writes a starter file"
        case .noScenariosKey: "the file has no 'scenarios'"
        case .addScenarios: "add 'scenarios:' with at least one '- name: …'"
        case .scenariosNotAList: "'scenarios' must be a non-empty list of scenarios"
        case .eachScenarioStarts: "each scenario starts with '- name: …'"
        case .scenarioNameTwice: "two scenarios are named '{name}' (first at line {line})"
        case .ownName: "give each scenario its own name"
        case .scenarioNoName: "the scenario has no 'name'"
        case .addName: "add 'name: …' saying what it shows"
        case .scenarioNoExpect: "scenario '{name}' has no 'expect'"
        case .sayWhatFollows: "say what must follow, e.g. 'expect: {answers: {…}}'"
        case .unknownFormat: "unknown format '{name}'"
        case .answersNotMapping: "'answers' must be a mapping of field ids to answers (what --answers FILE holds), found {found}"
        case .statusRange: "'status' must be an exit status from 0 to 255, found {value}"
        case .outputNotText: "'output' must be text (a '|' block for several lines), found {found}"
        case .messagesNotList: "'messages' must be a list of {line, field, message}, found {found}"
        case .writeNoMessages: "write [] for no messages"
        case .messageNoField: "the expected message has no 'field'"
        case .nameRefocusedField: "name the field that is refocused"
        case .messageNoMessage: "the expected message has no 'message'"
        case .writeTheMessage: "write the message, e.g. 'message: is required'"
        case .answersMapping: "'{name}' must be a mapping of field ids to answers, found {found}"
        case .keysMustBeFieldIDs: "keys in '{name}' must be field ids"
        case .rowNotMapping: "each row of '{field}' must be a mapping of sub-field ids to answers, found {found}"
        case .rowAnswerScalar: "each answer in a row of '{field}' must be text, a number, true/false or null"
        case .answerShape: "the answer of '{field}' must be text, a number, true/false, null or a list of rows, found {found}"
        case .inputNotLines: "'input' must be a list of lines (or a '|' block), found {found}"
        case .writeInputLines: "write [ada, \"\", \"yes\"]; an empty string is an empty line"
        case .inputLineNotText: "each line of 'input' must be text, found {found}"
        case .inputLineBreak: "a line of 'input' holds a line break; give each line its own item"
        case .setNotMapping: "'set' must be a mapping of field ids to answers, like {username: ada}, found {found}"
        case .setOf: "'set' of '{field}': {problem}"
        case .setNotTextOrRows: "'set' of '{field}' must be text or a list of rows, found {found}"
        case .repliesNotMapping: "'replies' must map a command's program to its replies, found {found}"
        case .writeReplies: "write it like 'replies: {./checks/username-taken: [\"That username is taken.\", pass]}'"
        case .replyKeyProgram: "each key of 'replies' is a program, as a command's 'run' names it first"
        case .replyPassOrMessage: "each reply is 'pass' or the message the check fails with"
        case .noReplies: "'{program}' has no replies"
        case .listPassOrMessages: "list 'pass' or messages"
        case .environmentNotMapping: "'environment' must be a mapping of variable names to values, found {found}"
        case .environmentEntry: "each entry of 'environment' must be NAME: value"
        case .todayNotADate: "'today' must be a date written YYYY-MM-DD, found '{text}'"
        case .notAFieldOf: "'{id}' is not a field of {form}"
        case .itsFieldsAre: "its fields are {ids}"
        case .formHasErrorsNoScenario: "the form {path} has errors (above), so no scenario ran"
        case .nameTheForm: "name the form with 'form: FILE' (a path relative to this file, or a form's name)"
        case .scenariosPassed: "{count} passed"
        case .scenariosFailed: "{count} failed"
        case .scenariosNotRun: "{count} not run (need trust)"
        case .scenarioFileWithErrors: "1 file with errors"
        case .scenarioFilesWithErrors: "{count} files with errors"
        case .countsJoined: "{first}, {second}"
        case .schemaAnObject: "an object"
        case .schemaAnArray: "an array"
        case .schemaAString: "a string"
        case .schemaANumber: "a number"
        case .schemaABoolean: "a Boolean"
        case .schemaNull: "null"
        case .schemaOfType: "of type '{types}'"
        case .schemaNotObjectOrBoolean: "a schema must be an object or a Boolean, found {found}"
        case .refNotString: "'$ref' must be a string, found {found}"
        case .refCycle: "'$ref' '{target}' refers back to itself ({cycle}): a form cannot ask for a structure without end"
        case .refCycleHint: "make the recursive property optional (it is then left out of the form), or write the levels out"
        case .refCycleOptional: "'$ref' '{target}' refers back to itself ({cycle}): a form cannot ask for a structure without end; this optional property is left out of the form"
        case .refNamesNothing: "'$ref' '{target}' names nothing formline can follow"
        case .refCheckPointer: "check the pointer against the schema's '$defs' or 'definitions'"
        case .refBundleFirst: "only references inside the file ('#/$defs/Name') are followed; bundle the schema first"
        case .refTooMany: "more than 64 '$ref's lead from one schema"
        case .schemaTopNotObject: "the schema's top is {what}; formline fills an object of fields"
        case .schemaTopHint: "a form is made from a schema whose top is `\"type\": \"object\"` with `\"properties\"`; wrap the value in an object property"
        case .schemaNoProperties: "the schema has no properties formline can ask for, so there is no form"
        case .checkListsWhy: "`formline check` lists why each property was left out"
        case .objectsTooDeep: "objects are nested more than {depth} deep"
        case .fewLevels: "a form asks for a few levels at most"
        case .propertiesNotObject: "'properties' must be an object, found {found}"
        case .requiredNoSchema: "'{name}' is required but has no schema in 'properties'; it is not asked, so the answers will lack it"
        case .propertyAllowsNothing: "the property '{name}' allows no value (false); it is not asked"
        case .unionAsText: "'{key}' of several kinds is asked as text (a string is one of them)"
        case .unionNotMapped: "'{key}' of several kinds (objects or numbers) is not mapped; '{name}' is not asked"
        case .requiredLacksEdit: "it is required, so the answers will lack it: edit the form `formline import` writes"
        case .requiredLacks: "it is required, so the answers will lack it"
        case .enumObjects: "objects and arrays in 'enum' are not offered as choices"
        case .enumNothing: "'enum' offers nothing formline can ask for; '{name}' is not asked"
        case .severalTypes: "a value of several types ({types}) is asked as {type}"
        case .freeObject: "an object without 'properties' (free keys) is not mapped; '{name}' is not asked"
        case .objectInRow: "an object inside a group's row is not mapped; '{name}' is not asked"
        case .mayBeNull: "'{name}' may also be null; formline writes it as an object (or leaves it out when nothing in it is answered)"
        case .tooManyProperties: "the schema has more than {max} properties to ask for"
        case .splitTheSchema: "a form is filled by a person; split the schema, or fill its data with a program"
        case .schemaSecretNoDefault: "a secret takes no default; the default is left out"
        case .formatNotChecked: "the format '{format}' is not checked by formline; any text is taken"
        case .countNotWhole: "'{key}' must be a whole number ≥ 0; it is not checked"
        case .patternNotCheckable: "the pattern cannot be checked by formline: {reason}; answers are not checked against it"
        case .rewritePattern: "rewrite it without that construct, or check the answers after the form"
        case .patternNotString: "'pattern' must be a string; it is not checked"
        case .exclusiveBound: "'{key}' is checked as '{as}': formline's bounds include the bound itself, so {bound} is taken though the schema refuses it"
        case .multipleOfNotChecked: "'multipleOf' is not checked by formline; an answer that is not a multiple of {step} is taken"
        case .multipleOfIt: "it"
        case .tooManyChoices: "more than 10000 choices ({count}); formline offers at most 10000"
        case .askAsText: "ask for the value as text with a pattern, or split the list"
        case .choiceOfferedTwice: "the choice '{text}' is offered twice (as JSON values that read the same); it is offered once"
        case .tupleNotMapped: "an array without one 'items' schema (a tuple) is not mapped; '{name}' is not asked"
        case .arrayOfObjectsInRow: "an array of objects inside a group's row is not mapped; '{name}' is not asked"
        case .rowsNoProperties: "the rows of '{name}' have no properties formline can ask for; '{name}' is not asked"
        case .uniqueRowsGroup: "'uniqueItems' is not checked for a group's rows"
        case .uniqueRowsList: "'uniqueItems' is not checked for a list's rows; a row given twice is kept"
        case .arrayNotMapped: "an array of {items} is not mapped (formline lists hold text); '{name}' is not asked"
        case .theseItems: "these items"
        case .typesOr: "{first} or {second}"
        case .arrayDefaultNoFit: "an array default does not fit this field; it is left out"
        case .objectDefault: "an object default is not mapped; the field starts empty"
        case .defaultMustBeArray: "a {type}'s default must be an array; it is left out"
        case .booleanDefault: "the default of a Boolean must be true or false; it is left out"
        case .dateDefault: "the default '{text}' is not a date like 2026-12-24; it is left out"
        case .defaultNotAChoice: "the default '{text}' is not one of the choices; it is left out"
        case .allOfPart: "this 'allOf' part is not mapped; answers are not checked against it"
        case .schemaDependency: "a schema dependency is not mapped; answers are not checked against it"
        case .dependsOnUnasked: "'{name}' is not a property formline asks for; what depends on it is not mapped"
        case .ifNotMapped: "this 'if' is not mapped (formline shows a field while one earlier answer equals, differs from or is one of some values, or is given); its 'then'/'else' are not checked"
        case .branchKeyNotMapped: "'{key}' in a condition's branch is not mapped; answers are not checked against it"
        case .elseAfterEnum: "an 'else' after an 'enum' test is not mapped"
        case .thenLeavesOut: "a 'then' that leaves out '{name}' after an 'enum' test is not mapped"
        case .conditionOnUnasked: "'{name}' is not a property formline asks for; the condition on it is not mapped"
        case .conditionBeforeTested: "'{name}' comes before the property its condition tests; formline asks in order, so the condition is not mapped"
        case .listTestedFirst: "list the tested property first in 'properties'"
        case .alreadyHasCondition: "'{name}' already has a condition; formline shows a field under one condition, so this one is not mapped"
        case .keyNotMapped: "'{key}' is not mapped; answers are not checked against it"
        case .importWrote: "Wrote {path}. Edit it, then run `formline check {path}`."
        case .patternEmpty: "the pattern is empty"
        case .patternUnmatchedParen: "unmatched ')'"
        case .patternGroupNotClosed: "missing ')' for the group opened here"
        case .patternUnmatchedBrace: "unmatched '}' (write \\} for a literal brace)"
        case .patternQuantifierTwice: "a quantifier cannot follow another quantifier"
        case .patternMalformedRepetition: "malformed repetition: expected {n}, {n,} or {n,m}"
        case .patternCountTooLarge: "repetition count is too large"
        case .patternClassNotClosed: "missing ']' for the character class opened here"
        case .patternRangeOutOfOrder: "the range in this class is out of order"
        case .patternLoneBackslash: "the pattern ends with a lone backslash"
        case .patternMalformedHexBraces: "malformed \\x{...} escape"
        case .patternHexDigits: "\\x needs two hex digits (or \\x{...})"
        case .patternFourHexDigits: "\\u needs exactly four hex digits"
        case .patternMalformedGroupName: "malformed group name: expected (?<name>...)"
        case .patternCommentNotClosed: "missing ')' for the comment opened here"
        case .patternEmptyFlags: "empty group flags '(?)'"
        case .patternPropertyNotClosed: "missing '}' for the property opened here"
        case .patternNothingToRepeat: "'{character}' has nothing to repeat"
        case .patternMinAboveMax: "repetition {repetition} has its minimum above its maximum"
        case .patternNameTwice: "the group name '{name}' is used twice"
        case .patternUnknownGroupSyntax: "unknown group syntax '{syntax}'"
        case .patternNotAScalar: "{escape} is not a Unicode scalar"
        case .patternPropertyName: "{escape} needs a property name in braces, like \\p{L}"
        case .patternNeedsBacktracking: "{construct} is not supported: it needs backtracking, and formline matches patterns in linear time"
        case .patternNotSupported: "{construct} is not supported"
        case .patternNotSupportedAdvice: "{construct} is not supported: {advice}"
        case .mismatchStatus: "status: expected {expected}, got {got}"
        case .mismatchNoAnswers: "{name}: expected answers, got none (the run exited {status})"
        case .mismatchHidden: "{name}.{id}: expected {expected}, got no '{id}' in the answers (the field is hidden by its 'when')"
        case .mismatchAnswer: "{name}.{id}: expected {expected}, got {got}"
        case .mismatchExtraAnswer: "answers: got {id}: {got} as well, which is not expected (list every answer, or use answersInclude)"
        case .secretNotShown: "a secret (not shown)"
        case .mismatchOutput: "output: expected {expected}, got {got}"
        case .outputNothing: "nothing (the run exited {status})"
        case .mismatchMessage: "message {index}: expected {expected}, got {got}"
        case .messageRefocuses: "{when} refocuses '{field}' with '{message}'"
        case .whenLine: "line {line}"
        case .whenALine: "a line"
        case .whenBeforeAnyLine: "before any line"
        case .whenOnSubmit: "{when} (on submit)"
        case .noMoreMessages: "no more messages"
        case .noneGot: "none"
        case .mismatchAsked: "asked: expected [{expected}], got [{got}]"
        case .mismatchReported: "reported: expected a report containing {expected}, got {got}"
        case .noReports: "no reports"
        case .onlyReportsBelow: "only the reports below"
        case .scenarioFailedLine: "scenario '{name}': {problem}"
        case .formlineReported: "formline reported: {line}"
        case .numberProblemFound: "'{name}' {problem}, found {text}"
        case .invalidNoteText: "invalid {language} note text: {problem}"
        case .schemaPatternLoneBackslash: "it ends with a lone backslash"
        case .schemaPatternEscapeInClass: "'{escape}' inside a class has no ICU equivalent that means the same"
        case .schemaPatternBackreference: "a backreference ({escape}) needs backtracking, which formline's patterns do not do"
        case .schemaPatternNamedBackreference: "a named backreference (\\k) needs backtracking, which formline's patterns do not do"
        case .schemaPatternControlLetter: "'\\c' must be followed by a letter"
        case .schemaPatternEmptyClass: "'[]' matches nothing"
        case .schemaPatternAnyCharacter: "'[^]' (any character) has no ICU spelling formline reads; write '[\\s\\S]'"
        }
    }
}
