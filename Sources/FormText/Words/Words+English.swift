/// A key of the catalog (`Words`): one text a person sees, in every language.
///
/// Named for what the text says or does; grouped as the screens that show them. Key names
/// (`Enter`, `Tab`, `Ctrl-N`) are written on the keys and are not words: they stay as they
/// are in every language, as do answers a person types (`yes`/`no`, ISO dates).
public enum Word: String, CaseIterable, Sendable {
    // The key list (F1) at a field and at the review.
    case keysAt, keysAtReview
    case answerField, nextFieldKept, previousField, nextField, earlierAnswers, moveInLine
    case deleteLineOrWord, deleteSecretTyping, thenBackHere, thenBackToReview, thisList
    case keyF1OnEmptyLine, keyCtrlDOnEmptyLine, cancelFormDraft, stopDraft
    case datePickerFor, goTo
    case keyNumberOrID, reviewSubmit, reviewChange, reviewCompleteID, reviewBackToLast
    case keyCtrlKOnEmptyLine, deleteRow
    case accessibleEnterKeep
    // Choices and menus.
    case choiceAccessibleEnter, keyPartOfName, choiceHearMatching, choiceAcceptChecked
    case menuMoveHighlight, menuToggle, menuPage, keyType, menuFilter, menuCompleteName
    case keyNumberSpace, choiceToggleNumber, keyNamesEnter, choiceAnswerNames, choiceCompleteAfterComma
    case listFilter, listMoveHighlight, listPage, keyEnterOnNoChoice, pickHighlighted, completeChoice, completeChoiceOf
    // Groups, lists, paths, ratings, secrets, lines.
    case groupEnter, groupNext, groupPrevious
    case listAccessibleEnter, listEnter, listNext, listPrevious
    case pathComplete, ratingStep, ratingStars, secretEnter, linesEnter, linesEdit
    // The calendar (date picker).
    case january, february, march, april, may, june, july, august, september, october, november, december
    case mondayColumn, tuesdayColumn, wednesdayColumn, thursdayColumn, fridayColumn, saturdayColumn, sundayColumn
    case calendarTitle, calendarEntry, calendarKeys, calendarEnter, calendarEnterNoDate
    case calendarDayWeek, calendarMonth, calendarFirstLast, calendarToday, keyTypeADate, calendarExamples
    case calendarDeleteTyped, calendarClearTyped, calendarPick, calendarBack, calendarMove, calendarCancel, calendarHideKeys, keyF1OrQuestion
    case calendarLastField, calendarFirstField, calendarNoFieldBack, calendarNotADate
    case calendarEarliest, calendarLatest, calendarKept, calendarNoDate
    // The key hint under the title, counts, menus' status lines, the review.
    case hintMoveLong, hintMove, hintMoveShort, hintDatePicker, hintDates, hintEditor
    case hintJump, hintKeysLong, hintKeys, hintCancel, hintStopDraft, hintStopKeeps
    case hintStop, oneChoice, choices, pickExactly, pickRange, pickUpTo
    case pickAtLeast, pickSeveral, pickSeparatedByCommas, menuNoMatch, menuMatches, menuPicked
    case menuPageOf, menuSpaceToggles, menuEnterAccepts, menuTypeToFilter, menuEnterPicks, menuEnterNone, multiMenuHint
    case multiPickRange, multiPickAtLeast, multiPickAtMost, reviewTitle, reviewPrompt, reviewNoField
    case reviewNoFieldNear, reviewRowSubField
    // Accessible mode.
    case pickCount
    // Notices at a prompt.
    case noticeLastField, noticeFirstField, noticeCalendarNext, noticeNoDateField, noticeDatesInRows, noticeShortcutNowhere
    // Accessible mode's key lists.
    case keyTabOrCtrlN, keyShiftTabOrCtrlP, keyEitherTab, keyQuestionOrF1, keyEscapeTwice, keyEnterOnEmptyLine
    case keyFieldNumberOrName, accessibleNextKept, accessibleDeleteTyping, keysAtDateStep, accessibleDateEnter, accessibleDateLeave
    case accessibleDateBack
    // Accessible mode's sentences.
    case accessibleAnswer, accessibleRow, accessibleNowKeeps, accessibleNow, accessibleRequired, accessibleOptional
    case accessibleEmptyRowFinishes, accessibleWholeNumber, accessibleNumber, accessibleNumberBetween, accessibleNumberAtLeast, accessibleNumberAtMost
    case accessibleRowOf, accessibleFieldOf, accessibleIntro, accessibleSection, accessibleHelp, accessibleNote
    case accessibleGoingTo, accessibleReviewOf, accessibleNoAnswer, accessibleGivenHidden, accessibleReviewPrompt
    // What a kind says it expects.
    case spokenYesOrNo, hintEnterKeeps, spokenHiddenKeeps, spokenHidden, spokenLines, spokenRating
    case spokenRatingValue, spokenListEnds, spokenAtLeastRows, spokenAtMostRows, spokenChooseSeveral, spokenChoose
    // Accessible mode's date step; weekdays' names.
    case dateStepLastField, dateStepFirstField, dateStepNoBack, dateBetween, dateOnOrAfter, dateOnOrBefore
    case dateTypeLike, dateTomorrowWord, dateNone, monday, tuesday, wednesday
    case thursday, friday, saturday, sunday
    // Accessible mode's choice search; a check's status.
    case searchPrompt, searchNone, searchOne, searchMany, searchManyFirst, checkingAnswers
    case draftOffered, draftResuming, draftRetype, runInterrupted, runCancelledKept, runCancelledNothing, continueWith, discardWith, submitted
    case computingChoices, computingDefault, checkStopped
    // Why an answer is refused (FormCore's validation messages, ValidationFailure), and the words
    // around answers: the notice on leaving a list, the review's answer lines, what a path names.
    case validRequired, validNeedsRow, validMinLength, validMinLengthOne, validMaxLength, validMaxLengthOne
    case validPattern, validLineBreak, validLineBreakText, validRowLineBreak, validListRowLineBreak, validRowMessage
    case validGroupRowMessage, validNUL, validRowNUL, validItemNUL, validTooLong, validListRows
    case validListBytes, validAtLeastRows, validAtLeastOneRow, validAtMostRows, validAtMostOneRow, validAtLeastChoices
    case validAtLeastOneChoice, validAtMostChoices, validAtMostOneChoice, validNotANumber, validNumberTooLarge, validNumberTooSmall
    case validWholeNumberLike, validWholeNumber, validNumberAtLeast, validNumberAtMost, validRating, validDateOnOrAfter
    case validDateOnOrBefore, validYesOrNo, validOneValue, validChoiceMustBe, validChoiceMustBeNoneClose, validChoiceMustBeClosest
    case validChoiceItemNot, validChoiceItemNotNoneClose, validChoiceItemNotClosest, validUnclosedQuote, validTextAfterQuote, validPathNoHome
    case validPathOtherHome, validPathTooLong, validPathNameTooLong, validPathEnding, validPathMissing, validPathNotFile
    case validPathNotDirectory, validPathNotRegular, validPathAt, validDateAnswer, validDateExamples, validNotADate
    case validNoDate, validDateTooFar, validDateISOForm, validDateYears, validDateNoMonth, validDateMonthDays
    case validDateAmbiguous, validDateAmbiguousTwo, validDateOutOfRange
    case validGroupHow, validGroupTooManyValues, validGroupDuplicateKey, validGroupNotRows, validGroupRowNotObject
    case validGroupUnknownKey, validGroupKeyNotText, validGroupRowTwice, validGroupItemsScalar, validGroupAnswerShape, validGroupUnknownKeyAlone
    case noticeLeftList, noticeLeftRows, reviewNoAnswer, reviewItems
    case pathAnExistingFile, pathAnExistingDirectory, pathAnExistingEither, pathAFile, pathADirectory
    case pathAFileOrDirectory, pathEndingIn, pathEndingsOr, spokenPath
}

extension Word {
    public static func englishText(_ word: Word) -> String {
        switch word {
        case .keysAt: "Keys at {field}:"
        case .keysAtReview: "Keys at the review:"
        case .answerField: "answer the field"
        case .nextFieldKept: "next field (the text is kept)"
        case .previousField: "previous field"
        case .nextField: "next field"
        case .earlierAnswers: "earlier answers to this field"
        case .moveInLine: "move in the line"
        case .deleteLineOrWord: "delete the line / the word before the cursor"
        case .deleteSecretTyping: "delete a character / everything typed"
        case .thenBackHere: "then back here"
        case .thenBackToReview: "then back to the review"
        case .thisList: "this list"
        case .keyF1OnEmptyLine: "F1, ? on empty line"
        case .keyCtrlDOnEmptyLine: "Ctrl-D on empty line"
        case .cancelFormDraft: "cancel the form (answers so far kept in a draft)"
        case .stopDraft: "stop (answers so far kept in a draft)"
        case .datePickerFor: "date picker ({fields}), {then}"
        case .goTo: "go to {field}"
        case .keyNumberOrID: "number or id, Enter"
        case .reviewSubmit: "submit the answers"
        case .reviewChange: "change that field, then come back here"
        case .reviewCompleteID: "complete a field id"
        case .reviewBackToLast: "back to the last field"
        case .keyCtrlKOnEmptyLine: "Ctrl-K on an empty line"
        case .deleteRow: "delete this row (Ctrl-U empties the line first)"
        case .accessibleEnterKeep: "answer; on an empty line keep the answer shown"
        case .choiceAccessibleEnter: "answer with a choice's number or name; on an empty line keep the answer"
        case .keyPartOfName: "part of a name, then Enter"
        case .choiceHearMatching: "hear the matching choices with their numbers"
        case .choiceAcceptChecked: "accept the checked choices (a line of numbers toggles them)"
        case .menuMoveHighlight: "move the highlight in the menu"
        case .menuToggle: "check or uncheck the highlighted choice [x] (or the number typed)"
        case .menuPage: "the previous / next page of the menu"
        case .keyType: "type"
        case .menuFilter: "filter the menu by the name after the last comma; names separated by commas answer too"
        case .menuCompleteName: "complete the name after the last comma, adding \", \"; else next field"
        case .keyNumberSpace: "number, Space"
        case .choiceToggleNumber: "toggle that choice in the menu (numbers then Enter: several, 1 3)"
        case .keyNamesEnter: "names, Enter"
        case .choiceAnswerNames: "answer with these choices, separated by commas (\"a, b\" for one holding a comma)"
        case .choiceCompleteAfterComma: "complete the choice after the last comma; else next field"
        case .listFilter: "filter the list below by any part of a choice (any case, accents or not)"
        case .listMoveHighlight: "move the highlight in the list"
        case .listPage: "the previous / next page of the list"
        case .keyEnterOnNoChoice: "Enter on no choice"
        case .pickHighlighted: "pick the highlighted choice"
        case .completeChoice: "complete the choice; else next field"
        case .completeChoiceOf: "complete the choice ({choices}); else next field"
        case .groupEnter: "answer this sub-field; on a row's last one, add a row after it; on an empty row, leave the group"
        case .groupNext: "next sub-field, then the next row (the text is kept); from the last, the next field"
        case .groupPrevious: "previous sub-field or row"
        case .listAccessibleEnter: "add this row; on an empty row, finish the list"
        case .listEnter: "add this row and a new one after it; on an empty row, leave the list"
        case .listNext: "next row (the text is kept); from the last row, the next field"
        case .listPrevious: "previous row; from the first row, the previous field"
        case .pathComplete: "complete the file name (twice: list the matches); else next field"
        case .ratingStep: "one star less / more"
        case .ratingStars: "that many stars"
        case .secretEnter: "answer (on a secret already given: keep it)"
        case .linesEnter: "add this line; on an empty line, end the text"
        case .linesEdit: "edit the text in $VISUAL or $EDITOR (else vi)"
        case .january: "January"
        case .february: "February"
        case .march: "March"
        case .april: "April"
        case .may: "May"
        case .june: "June"
        case .july: "July"
        case .august: "August"
        case .september: "September"
        case .october: "October"
        case .november: "November"
        case .december: "December"
        case .mondayColumn: "Mo"
        case .tuesdayColumn: "Tu"
        case .wednesdayColumn: "We"
        case .thursdayColumn: "Th"
        case .fridayColumn: "Fr"
        case .saturdayColumn: "Sa"
        case .sundayColumn: "Su"
        case .calendarTitle: "{month} {year}"
        case .calendarEntry: "Date"
        case .calendarKeys: "←/→ day  ↑/↓ week  PgUp/PgDn or </> month  t today  {enter}  Esc back; or type a date"
        case .calendarEnter: "Enter pick"
        case .calendarEnterNoDate: "Enter pick (untouched: no date)"
        case .calendarDayWeek: "a day / a week"
        case .calendarMonth: "a month"
        case .calendarFirstLast: "first / last day of the month"
        case .calendarToday: "today"
        case .keyTypeADate: "type a date"
        case .calendarExamples: "2026-12-24, tomorrow, +3d, next friday"
        case .calendarDeleteTyped: "delete a character / a word typed"
        case .calendarClearTyped: "clear what was typed"
        case .calendarPick: "pick (the typed date, else the highlighted day)"
        case .calendarBack: "back, keeping the date as it was"
        case .calendarMove: "next field; Shift-Tab / Ctrl-P previous field"
        case .calendarCancel: "cancel the form (nothing typed)"
        case .calendarHideKeys: "hide this list (the month again)"
        case .keyF1OrQuestion: "F1 or ?"
        case .calendarLastField: "this is the last field: Enter picks the date, Esc goes back"
        case .calendarFirstField: "this is the first field: Enter picks the date, Esc goes back"
        case .calendarNoFieldBack: "pick a date: there is no field to go back to"
        case .calendarNotADate: "'{typed}' is not a date: Ctrl-U clears it, Enter tries it"
        case .calendarEarliest: "the earliest date here is {date}"
        case .calendarLatest: "the latest date here is {date}"
        case .calendarKept: "{field}: {date} (kept)"
        case .calendarNoDate: "{field}: no date picked"
        case .hintMoveLong: "Tab/Shift-Tab: next/previous field"
        case .hintMove: "Tab/Shift-Tab: move"
        case .hintMoveShort: "Tab: move"
        case .hintDatePicker: "Ctrl-T: date picker"
        case .hintDates: "Ctrl-T: dates"
        case .hintEditor: "Ctrl-X Ctrl-E: editor"
        case .hintJump: "{keys}: jump"
        case .hintKeysLong: "F1 or ?: keys"
        case .hintKeys: "F1: keys"
        case .hintCancel: "Ctrl-D: cancel"
        case .hintStopDraft: "Ctrl-C: stop (keeps a draft)"
        case .hintStopKeeps: "Ctrl-C: stop, keeps a draft"
        case .hintStop: "Ctrl-C: stop"
        case .oneChoice: "1 choice"
        case .choices: "{count} choices"
        case .pickExactly: "exactly {count}"
        case .pickRange: "{min} to {max}"
        case .pickUpTo: "up to {max}"
        case .pickAtLeast: "at least {min}"
        case .pickSeveral: "several"
        case .pickSeparatedByCommas: "{count}, separated by commas"
        case .menuNoMatch: "no choice has \"{filter}\" · Backspace"
        case .menuMatches: "{matches} of {total}"
        case .menuPicked: "{count} picked"
        case .menuPageOf: "page {page}/{pages}"
        case .menuSpaceToggles: "Space toggles"
        case .menuEnterAccepts: "Enter accepts"
        case .menuTypeToFilter: "type to filter"
        case .menuEnterPicks: "Enter picks"
        case .menuEnterNone: "Enter: none"
        case .multiMenuHint: "a number + Space (or Enter) toggles it; or type names separated by commas, Tab completes; Enter accepts"
        case .multiPickRange: "; pick {min} to {max}"
        case .multiPickAtLeast: "; pick at least {min}"
        case .multiPickAtMost: "; pick at most {max}"
        case .reviewTitle: "Review your answers"
        case .reviewPrompt: "Enter to submit, or a field number or id to change"
        case .reviewNoField: "no field '{text}': type a number from 1 to {count}, or a field id"
        case .reviewNoFieldNear: "no field '{text}': did you mean '{near}'? Or type a number from 1 to {count}, or a field id"
        case .reviewRowSubField: "(a row's sub-field: {example})"
        case .pickCount: "pick {count}"
        case .noticeLastField: "this is the last field; press Enter to answer it"
        case .noticeFirstField: "this is the first field"
        case .noticeCalendarNext: "{field} comes next, as a calendar: press Enter to answer this field and go on to it"
        case .noticeNoDateField: "this form has no date field"
        case .noticeDatesInRows: "Ctrl-T opens the calendar at a date in a row ({fields}); no other field here takes a date"
        case .noticeShortcutNowhere: "{key} has no field to go to now"
        case .keyTabOrCtrlN: "Tab or Ctrl-N"
        case .keyShiftTabOrCtrlP: "Shift-Tab or Ctrl-P"
        case .keyEitherTab: "Tab or Ctrl-N, Shift-Tab or Ctrl-P"
        case .keyQuestionOrF1: "? on an empty line, or F1"
        case .keyEscapeTwice: "Escape twice"
        case .keyEnterOnEmptyLine: "Enter on an empty line"
        case .keyFieldNumberOrName: "a field number or name, then Enter"
        case .accessibleNextKept: "next field (what you typed is kept)"
        case .accessibleDeleteTyping: "delete a character, everything typed"
        case .keysAtDateStep: "Keys at the date step:"
        case .accessibleDateEnter: "take the typed date, like 2026-12-24, today, tomorrow, +3d, next friday"
        case .accessibleDateLeave: "leave the date step for the next or previous field"
        case .accessibleDateBack: "go back to the field you came from"
        case .accessibleAnswer: "Answer"
        case .accessibleRow: "row {row}"
        case .accessibleNowKeeps: "now {value}, Enter keeps it"
        case .accessibleNow: "now {value}"
        case .accessibleRequired: "required"
        case .accessibleOptional: "optional"
        case .accessibleEmptyRowFinishes: "Enter on an empty row finishes the {group}"
        case .accessibleWholeNumber: "a whole number"
        case .accessibleNumber: "a number"
        case .accessibleNumberBetween: "{kind} between {min} and {max}"
        case .accessibleNumberAtLeast: "{kind} of at least {min}"
        case .accessibleNumberAtMost: "{kind} of at most {max}"
        case .accessibleRowOf: "{group} {row} of {count}"
        case .accessibleFieldOf: "Field {index} of {count}"
        case .accessibleIntro: "Accessible mode: one prompt per line; type the answer and press Enter. Type ? on an empty line for the keys; Ctrl-D on an empty line cancels."
        case .accessibleSection: "Section {index} of {count}: {title}"
        case .accessibleHelp: "Help: {text}"
        case .accessibleNote: "Note: {text}"
        case .accessibleGoingTo: "{key}: going to {place}"
        case .accessibleReviewOf: "Review of {count} answers:"
        case .accessibleNoAnswer: "no answer"
        case .accessibleGivenHidden: "given, hidden"
        case .accessibleReviewPrompt: "Review: press Enter to submit, or type a field number or name and press Enter to change it"
        case .spokenYesOrNo: "yes or no"
        case .hintEnterKeeps: "Enter keeps it"
        case .spokenHiddenKeeps: "hidden input, Enter keeps the one given"
        case .spokenHidden: "hidden input"
        case .spokenLines: "several lines, a line holding only a dot ends them"
        case .spokenRating: "a rating from 1 to {max}"
        case .spokenRatingValue: "{count} of {max}"
        case .spokenListEnds: "Enter on an empty row finishes the list"
        case .spokenAtLeastRows: "at least {min} rows"
        case .spokenAtMostRows: "at most {max} rows"
        case .spokenChooseSeveral: "choose several of {choices}, numbers or names separated by commas"
        case .spokenChoose: "choose {choices}"
        case .dateStepLastField: "{field}: this is the last field: type a date and press Enter, or press Escape twice to go back"
        case .dateStepFirstField: "{field}: this is the first field: type a date and press Enter, or press Escape twice to go back"
        case .dateStepNoBack: "{field}: type a date: there is no field to go back to"
        case .dateBetween: "between {min} and {max}"
        case .dateOnOrAfter: "on or after {min}"
        case .dateOnOrBefore: "on or before {max}"
        case .dateTypeLike: "type a date like {examples}"
        case .dateTomorrowWord: "tomorrow"
        case .dateNone: "{field}: no date"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        case .searchPrompt: "{count} choices, type a number, a name, or part of a name to search"
        case .searchNone: "No choice has {typed}; type part of a name, or a number from 1 to {count}"
        case .searchOne: "1 choice has {typed}: {choices}; type a number or a name"
        case .searchMany: "{count} choices have {typed}: {choices}; type a number or a name"
        case .searchManyFirst: "{count} choices have {typed}, the first {shown}: {choices}; type a number or a name"
        case .checkingAnswers: "Checking the answers…"
        case .draftOffered: "draft of {date}: --resume continues it; stopping replaces it"
        case .draftResuming: "resuming the draft saved {date}"
        case .draftRetype: "type again: {fields} (asked first: secrets are never kept in a draft)"
        case .runInterrupted: "interrupted; answers so far saved (not secrets)."
        case .runCancelledKept: "cancelled; the answers so far (not secrets) are kept in a draft."
        case .runCancelledNothing: "cancelled; nothing was saved"
        case .continueWith: "Continue with: {command}"
        case .discardWith: "Discard it with: {command}"
        case .submitted: "Submitted."
        case .computingChoices: "Computing the choices of {field}…"
        case .computingDefault: "Computing the default of {field}…"
        case .checkStopped: "the check was stopped (Ctrl-C); the answer is kept: press Enter to check it again"
        case .validRequired: "is required"
        case .validNeedsRow: "needs at least one row"
        case .validMinLength: "must be at least {min} characters"
        case .validMinLengthOne: "must be at least 1 character"
        case .validMaxLength: "must be at most {max} characters"
        case .validMaxLengthOne: "must be at most 1 character"
        case .validPattern: "must match the pattern {pattern}"
        case .validLineBreak: "takes one line; this answer holds a line break (write it on one line)"
        case .validLineBreakText: "takes one line; this answer holds a line break (write it on one line, or make the field 'multiline: true' to allow several lines)"
        case .validRowLineBreak: "takes one line per row; this row holds a line break (give each line as a row of its own)"
        case .validListRowLineBreak: "row {row} holds a line break; a row is one line (give each line as a row of its own)"
        case .validRowMessage: "row {row} {message}"
        case .validGroupRowMessage: "row {row}, {field}: {message}"
        case .validNUL: "holds a NUL character"
        case .validRowNUL: "row {number} holds a NUL character"
        case .validItemNUL: "item {number} holds a NUL character"
        case .validTooLong: "is longer than {max} bytes, formline's limit for any answer"
        case .validListRows: "takes at most {max} rows, formline's limit for any list"
        case .validListBytes: "takes at most {max} bytes of rows, formline's limit for any list"
        case .validAtLeastRows: "needs at least {min} rows"
        case .validAtLeastOneRow: "needs at least 1 row"
        case .validAtMostRows: "takes at most {max} rows"
        case .validAtMostOneRow: "takes at most 1 row"
        case .validAtLeastChoices: "needs at least {min} choices"
        case .validAtLeastOneChoice: "needs at least 1 choice"
        case .validAtMostChoices: "takes at most {max} choices"
        case .validAtMostOneChoice: "takes at most 1 choice"
        case .validNotANumber: "must be a number, like 42 or 3.5"
        case .validNumberTooLarge: "is too large: a number with a decimal point or an exponent goes up to about 1.8e308"
        case .validNumberTooSmall: "is too close to zero to keep: write 0, or a number of at least about 2.2e-308 in size"
        case .validWholeNumberLike: "must be a whole number, like 42"
        case .validWholeNumber: "must be a whole number"
        case .validNumberAtLeast: "must be at least {min}"
        case .validNumberAtMost: "must be at most {max}"
        case .validRating: "must be a whole number from 1 to {max}"
        case .validDateOnOrAfter: "must be on or after {date}"
        case .validDateOnOrBefore: "must be on or before {date}"
        case .validYesOrNo: "answer yes or no"
        case .validOneValue: "takes one value, not a list"
        case .validChoiceMustBe: "must be one of: {choices}"
        case .validChoiceMustBeNoneClose: "must be one of {count} choices, none close to the answer; 'formline describe FORM' lists them all"
        case .validChoiceMustBeClosest: "must be one of {count} choices; the closest: {closest}; 'formline describe FORM' lists them all"
        case .validChoiceItemNot: "'{item}' is not one of: {choices}"
        case .validChoiceItemNotNoneClose: "'{item}' is not one of {count} choices, none close to the answer; 'formline describe FORM' lists them all"
        case .validChoiceItemNotClosest: "'{item}' is not one of {count} choices; the closest: {closest}; 'formline describe FORM' lists them all"
        case .validUnclosedQuote: "has a quote with no closing quote: write an item holding a comma as \"a, b\" (a quote inside it as \"\")"
        case .validTextAfterQuote: "has '{text}' after a quoted item: separate items with commas"
        case .validPathNoHome: "starts with ~ but the home directory ($HOME) is not set; write the full path"
        case .validPathOtherHome: "only ~ and ~/… are expanded; write the full path instead of ~name"
        case .validPathTooLong: "is too long: a path takes at most {max} bytes"
        case .validPathNameTooLong: "has a name longer than {max} bytes"
        case .validPathEnding: "must end in {endings}"
        case .validPathMissing: "does not exist"
        case .validPathNotFile: "must be a directory, not a file"
        case .validPathNotDirectory: "must be a file, not a directory"
        case .validPathNotRegular: "must be a regular file"
        case .validPathAt: "{reason}: {path}"
        case .validDateAnswer: "{answer} {reason}"
        case .validDateExamples: "expected a date like 2026-11-22, today, tomorrow, +3d, next friday"
        case .validNotADate: "is not a date: {examples}"
        case .validNoDate: "no date given: {examples}"
        case .validDateTooFar: "is too far away: {examples}"
        case .validDateISOForm: "is not a date: write year-month-day with dashes and two-digit month and day, e.g. {date}"
        case .validDateYears: "is not a valid date: years run from 0001 to 9999"
        case .validDateNoMonth: "is not a valid date: there is no month {month}"
        case .validDateMonthDays: "is not a valid date: {month} has {days} days"
        case .validDateAmbiguous: "is ambiguous (day/month or month/day?): write the date as year-month-day, e.g. {date}"
        case .validDateAmbiguousTwo: "is ambiguous (day/month or month/day?): write the date as year-month-day, e.g. {date} or {other}"
        case .validDateOutOfRange: "is outside the supported dates (years 0001 to 9999)"
        case .validGroupHow: "give the rows as a JSON array of objects, like {example}"
        case .validGroupTooManyValues: "holds more values than any group takes; {how}"
        case .validGroupDuplicateKey: "gives '{key}' twice in one row (column {column}); give each sub-field once a row"
        case .validGroupNotRows: "takes rows of sub-fields ({names}), not one text: answer them row by row, or {how}"
        case .validGroupRowNotObject: "row {row} is not an object of sub-field answers; {how}"
        case .validGroupUnknownKey: "row {row} names {key}, which is no sub-field (sub-fields: {names})"
        case .validGroupKeyNotText: "a key that is not text"
        case .validGroupRowTwice: "row {row} gives '{field}' twice"
        case .validGroupItemsScalar: "row {row}, {field}: a list's items must be text, numbers or booleans"
        case .validGroupAnswerShape: "row {row}, {field}: an answer must be text, a number, a boolean, a list of texts or null"
        case .validGroupUnknownKeyAlone: "row {row} names {key}, which is no sub-field"
        case .noticeLeftList: "{field}: {message} (the list is kept; Shift-Tab goes back to it)"
        case .noticeLeftRows: "{field}: {message} (the rows are kept; Shift-Tab goes back to it)"
        case .reviewNoAnswer: "—"
        case .reviewItems: "{first}; {second}"
        case .pathAnExistingFile: "an existing file"
        case .pathAnExistingDirectory: "an existing directory"
        case .pathAnExistingEither: "an existing file or directory"
        case .pathAFile: "a file"
        case .pathADirectory: "a directory"
        case .pathAFileOrDirectory: "a file or directory"
        case .pathEndingIn: "{what} ending in {endings}"
        case .pathEndingsOr: "{list} or {last}"
        case .spokenPath: "a path to {what}, ~ is your home folder"
        }
    }
}
