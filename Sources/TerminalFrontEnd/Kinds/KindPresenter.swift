import FormCore
import FrontEndSupport

/// How the terminal front end presents one field kind: how its answer reads in the review,
/// what accessible mode says it expects, what Enter and Tab do at its prompt, and how its
/// line acts on keys (its `LineInteraction`s: what Tab completes, ←/→). One
/// conformer per kind, one file each (`TextPresenter` … `NotePresenter`), found by
/// `FieldKind.presenter`: the terminal's side of `FieldKindRules` in FormCore. A new kind
/// adds a file here; `PromptFormatter`, `AccessiblePromptFormatter` and `KeyHelp` ask it.
///
/// Dispatch is static (a metatype picked in a `switch`), so no runtime conformance look-up.
protocol KindPresenter {
    /// What the prompt adds after the label (` (yes/no)`), already safe; empty for nothing.
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String
    /// The answer as the review lists it, before it is made safe to show (`—`: none).
    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String
    /// What accessible mode says the field expects (`yes or no`), nil when the label says it.
    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String?
    /// What Enter does at the field, for the key list.
    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)]
    /// What Tab (and the keys that move on) do at the field; `listed`: its choices are
    /// listed below the line.
    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)]
    /// Whether the value the field holds is replaced by the first character typed over it
    /// (a picked choice, yes/no), as an unanswered default is for every kind.
    static var typingReplacesValue: Bool { get }
    /// What Enter does in accessible mode, for its key list.
    static func accessibleEnterKeys(of field: FieldDefinition) -> [(key: String, action: String)]
    /// What accessible mode says after `required`/`optional` (a list's row bounds).
    static func accessibleBounds(of field: FieldDefinition) -> [String]
    /// How accessible mode says the text the field holds (a rating's `4 of 5`).
    static func spokenValue(_ text: String, of field: FieldDefinition) -> String
    /// The line the prompt shows for the text the field holds (a rating's stars), or nil to
    /// show it as it is.
    static func line(showing text: String, of field: FieldDefinition) -> String?
    /// How the prompt's line acts on keys beyond editing, in the order they are asked: what
    /// Tab completes (`ChoiceCompletion`, `FileNameCompletion`), a rating's ←/→
    /// (`RatingStepper`); none for plain editing (Tab moves on). The field's shape adds the
    /// menu, Space and a row's deletion (`FieldPrompt.behaviour`).
    static func interactions(of field: FieldDefinition) -> [any LineInteraction]
}

extension KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String { "" }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        let text = session.currentText(for: .field(field.id))
        return text.isEmpty ? Words.process[.reviewNoAnswer] : text
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? { nil }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.answerField])]
    }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("Tab / Ctrl-N", Words.process[.nextFieldKept])]
    }

    static var typingReplacesValue: Bool { false }

    static func accessibleEnterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.accessibleEnterKeep])]
    }

    static func accessibleBounds(of field: FieldDefinition) -> [String] { [] }
    static func spokenValue(_ text: String, of field: FieldDefinition) -> String { text }
    static func line(showing text: String, of field: FieldDefinition) -> String? { nil }
    static func interactions(of field: FieldDefinition) -> [any LineInteraction] { [] }

    /// The one delete key for a list's and a group's rows, as F1 lists it.
    static var rowDeletionKey: (key: String, action: String) {
        (Words.process[.keyCtrlKOnEmptyLine], Words.process[.deleteRow])
    }
}

extension FieldKind {
    /// How the terminal presents the kind (see `KindPresenter`).
    var presenter: any KindPresenter.Type {
        switch self {
        case .text: return TextPresenter.self
        case .secret: return SecretPresenter.self
        case .date: return DatePresenter.self
        case .choice: return ChoicePresenter.self
        case .confirm: return ConfirmPresenter.self
        case .number: return NumberPresenter.self
        case .list: return ListPresenter.self
        case .path: return PathPresenter.self
        case .note: return NotePresenter.self
        case .group: return GroupPresenter.self
        case .rating: return RatingPresenter.self
        }
    }
}
