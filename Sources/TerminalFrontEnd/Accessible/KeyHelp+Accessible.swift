import FrontEndSupport
import FormCore

extension KeyHelp {
    /// The keys that work at a prompt in accessible mode, one plain line each:
    /// `Tab or Ctrl-N: next field (what you typed is kept)`. No history or cursor keys:
    /// accessible prompts take a fresh line.
    func accessibleLines(for field: FieldDefinition, at place: String) -> [String] {
        var rows: [(String, String)] = field.kind.presenter.accessibleEnterKeys(of: field).map { ($0.key, $0.action) }
        rows.append((words[.keyTabOrCtrlN], words[.accessibleNextKept]))
        rows.append((words[.keyShiftTabOrCtrlP], words[.previousField]))
        rows.append(("Backspace, Ctrl-U", words[.accessibleDeleteTyping]))
        rows += formKeyRows(PromptFormatter(style: .plain), back: words[.thenBackHere])
        rows.append((field.isSecret ? "F1" : words[.keyQuestionOrF1], words[.thisList]))
        rows += endRows
        return [words(.keysAt, ["field": place])] + rows.map { "  \($0): \($1)" }
    }

    /// The keys of accessible mode's date step.
    func accessibleDateLines() -> [String] {
        let rows = [("Enter", words[.accessibleDateEnter]),
                    (words[.keyEitherTab], words[.accessibleDateLeave]),
                    (words[.keyEscapeTwice], words[.accessibleDateBack]),
                    (words[.keyQuestionOrF1], words[.thisList])] + endRows
        return [words[.keysAtDateStep]] + rows.map { "  \($0): \($1)" }
    }

    /// The keys at accessible mode's review.
    func accessibleReviewLines() -> [String] {
        var rows = [(words[.keyEnterOnEmptyLine], words[.reviewSubmit]),
                    (words[.keyFieldNumberOrName], words[.reviewChange]),
                    (words[.keyShiftTabOrCtrlP], words[.reviewBackToLast])]
        rows += formKeyRows(PromptFormatter(style: .plain), back: words[.thenBackToReview])
        rows.append((words[.keyQuestionOrF1], words[.thisList]))
        rows += endRows
        return [words[.keysAtReview]] + rows.map { "  \($0): \($1)" }
    }
}
