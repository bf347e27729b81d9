/// `type: note`: text shown in the flow, taking no answer and never in the answers (peers:
/// huh's Note, debconf's note). Its `text` may be computed from earlier answers with the
/// computed-default templates (`{firstName}`, `{plan|upper}`); `when` shows it only while
/// its condition holds.
///
/// A note is read into its section's `notes`, placed before the field that follows it, not
/// into `fields`: so nothing that reads answers (sessions, `fill`, `--set`, outputs, drafts)
/// ever meets it. `FormSession.dueNotes()` hands front ends the notes the flow reached.
///
/// ```yaml
/// - id: welcome
///   type: note
///   text: "Hello {firstName}, two more questions."
/// ```
enum NoteKind: FieldKindRules {
    static let keys = ["text"]
    static let summary = "text shown in the flow; takes no answer, never in the answers"
    static let formSchemaRule = ##"{"required": ["text"]}"##
    static let takesAnswer = false

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        guard let node = keys["text"]?.value else {
            parser.reader.error(DiagnosticText(.noteNoText, ["field": .verbatim(field.id)]), at: field.location ?? SourceLocation(line: 1, column: 1),
                                hint: DiagnosticText(.addText))
            return
        }
        guard let text = parser.text(node, "text", key: TextKey.label, into: &field.translations) else { return }
        field.label = text
        // A translated note text is a template where its source is (checked like the source).
        for (language, entry) in field.translations.byKey[TextKey.label] ?? [:] {
            guard DefaultTemplate.isTemplate(entry.text) else { continue }
            do {
                _ = try DefaultTemplate(parsing: entry.text)
            } catch {
                parser.reader.error(DiagnosticText(.invalidNoteText, ["language": .verbatim(language.rawValue), "problem": .text(error.text)]),
                                    at: entry.location, hint: DiagnosticText(.templateHint, ["hint": .text(error.hintText)]))
            }
        }
        field.locations.defaultValue = NodeReader.location(of: node)
        guard DefaultTemplate.isTemplate(text) else { return }
        field.computedDefault = parser.template(text, at: node, what: .noteTextWhat)
        field.locations.defaultStyle = node.scalar?.style.rawValue
    }

    static func shape(of field: FieldDefinition) -> FieldShape { .shown }

    /// A note takes no answer: whatever is given stands for none.
    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> { .success(nil) }
}

/// A note in its section, placed before the field at `position` (the section's field count
/// places it after the last field).
public struct FormNote: Sendable, Equatable {
    /// The note (kind `.note`; its `label` is the text as written).
    public var note: FieldDefinition
    /// The index, among its section's fields, of the field it comes before.
    public var position: Int

    /// Creates a note placed before the field at `position` of its section.
    public init(note: FieldDefinition, position: Int) {
        self.note = note
        self.position = position
    }
}

// What describe says of a note (a note is no field: it never reaches the answers, their
// JSON Schema or an elicitation).
extension NoteKind {
    /// A note holds no answer.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {}
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        field.computedDefault == nil ? [] : [(words.describe(.detailText), words.describe(.computedFromAnswers))]
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {}

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String { "null" }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {}
}

// MARK: - The library's builder

/// `Field.note`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// Text shown in the flow (`type: note`): no answer, never in the answers. `{id}` in
    /// `text` is filled in from earlier answers, as in a computed default; `when(_:)` shows
    /// it only while a condition holds.
    ///
    /// ```swift
    /// Field.note("welcome", text: "Hello {name}, two more questions.")
    /// ```
    public static func note(_ id: String, text: String) -> Field {
        var field = Field(id: id)
        field.keys.add("id", id)
        field.keys.add("type", "note")
        field.keys.add("text", text)
        return field
    }
}
