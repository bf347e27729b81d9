/// One key a field takes in a form file, as the reference tells it: its name, the type of its
/// value, its default, an example and what it means. Which kinds take it is not written here:
/// the kinds say (`FieldKindRules.keys`, `FieldKind.takes`).
///
/// `FieldKeyDescriptor.field` lists every field key in the reference's order; `FormKeys.field`
/// is its names. The key table of docs/form-format.md and the per-kind rules of
/// `schema/formline.schema.json` are generated from these and the kinds (`formline
/// generate-reference`, `scripts/generate-reference`; a test keeps the committed files equal).
///
/// ```swift
/// FieldKeyDescriptor.field.first { $0.name == "integer" }?.type   // "`true` / `false`"
/// ```
public struct FieldKeyDescriptor: Sendable {
    /// The key as written in a form file.
    public let name: String
    /// The type of its value, in the reference's words.
    public let type: String
    /// What holds without it ("none", "`false`", "required").
    public let defaultText: String
    /// An example, as Markdown.
    public let example: String
    /// What it means, as Markdown.
    public let meaning: String

    /// Every key of a field, in the reference's order.
    public static let field: [FieldKeyDescriptor] = [
        FieldKeyDescriptor(name: "id", type: "id", defaultText: "required",
                           example: "`id: email`",
                           meaning: "The field's id: its key in the answers, and how conditions, rules and `initialFocus` name it. Unique across the form."),
        FieldKeyDescriptor(name: "type", type: "one of the types above", defaultText: "required",
                           example: "`type: choice`",
                           meaning: "What kind of answer the field takes."),
        FieldKeyDescriptor(name: "label", type: "text", defaultText: "the id",
                           example: "`label: Email address`",
                           meaning: "The prompt."),
        FieldKeyDescriptor(name: "help", type: "text", defaultText: "none",
                           example: "`help: We only use it for receipts.`",
                           meaning: "Extra guidance shown under the prompt."),
        FieldKeyDescriptor(name: "required", type: "`true` / `false`", defaultText: "`false`",
                           example: "`required: true`",
                           meaning: "Whether an answer is needed; a blank answer to a required field with no value yet is refused."),
        FieldKeyDescriptor(name: "default", type: "text (list: list of rows; multiple choice: list of choices)", defaultText: "none",
                           example: "`default: monthly`",
                           meaning: "The value the field starts with; a blank answer keeps it. Written as it would be typed (`\"no\"`, `today`, `[a, b]`) and checked like an answer. Never on `secret` fields. On a `text` field, a default holding `{` or `}` is computed from earlier answers: see [Computed defaults](#computed-defaults). `{env: NAME}` or `{run: [program, …]}` computes it when the field is reached: see [Computed default](#computed-default-default-env--run)."),
        FieldKeyDescriptor(name: "minLength", type: "whole number ≥ 0", defaultText: "none",
                           example: "`minLength: 8`",
                           meaning: "Fewest characters (for a list: of each row; for multi-line text: of the whole text, each line break one)."),
        FieldKeyDescriptor(name: "maxLength", type: "whole number ≥ 0", defaultText: "none",
                           example: "`maxLength: 120`",
                           meaning: "Most characters (for a list: of each row; for multi-line text: of the whole text, each line break one)."),
        FieldKeyDescriptor(name: "pattern", type: "regular expression", defaultText: "none",
                           example: "`pattern: '^[A-Z]{3}-\\d+$'`",
                           meaning: "Regular expression (ICU syntax, see [Patterns](#patterns)) the answer must match somewhere; anchor it with `^...$` to test the whole answer."),
        FieldKeyDescriptor(name: "patternMessage", type: "text", defaultText: "`must match the pattern ...`",
                           example: "`patternMessage: like ABC-123`",
                           meaning: "The message shown when `pattern` does not match."),
        FieldKeyDescriptor(name: "multiline", type: "`true` / `false`", defaultText: "`false`",
                           example: "`multiline: true`",
                           meaning: "The field takes several lines; see [Multi-line text](#multi-line-text). Not together with `pattern`."),
        FieldKeyDescriptor(name: "choices", type: "list of text or [choice](#choice) objects, or a [source](#computed-choices-choices-from--file--run)", defaultText: "required for `choice`",
                           example: "`choices: [S, M, L]`",
                           meaning: "The allowed answers, each value once; a `{value, label}` object shows its label and stores its value. `{from: FIELD}`, `{file: PATH}` or `{run: [program, …]}` computes them at run time."),
        FieldKeyDescriptor(name: "multiple", type: "`true` / `false`", defaultText: "`false`",
                           example: "`multiple: true`",
                           meaning: "Take several choices; the answer is a list of values. See [Multiple choice](#multiple-choice)."),
        FieldKeyDescriptor(name: "min", type: "number, or date", defaultText: "none",
                           example: "`min: 13` / `min: today`",
                           meaning: "The smallest allowed answer. Dates: `YYYY-MM-DD` or an expression read against today (`today`, `+1w`, `-18y`)."),
        FieldKeyDescriptor(name: "max", type: "number, or date", defaultText: "none (a rating: 5)",
                           example: "`max: 130` / `max: +5y`",
                           meaning: "The largest allowed answer; not below `min`. A `rating`'s highest number of stars: a whole number from 2 to 9."),
        FieldKeyDescriptor(name: "integer", type: "`true` / `false`", defaultText: "`false`",
                           example: "`integer: true`",
                           meaning: "Whole numbers only."),
        FieldKeyDescriptor(name: "minItems", type: "whole number 0–10000", defaultText: "none",
                           example: "`minItems: 1`",
                           meaning: "Fewest rows of a list or a group (multiple choice: fewest choices; only with `multiple: true`)."),
        FieldKeyDescriptor(name: "maxItems", type: "whole number 0–10000", defaultText: "none (a list or group: 10000)",
                           example: "`maxItems: 50`",
                           meaning: "Most rows of a list or a group (multiple choice: most choices, at most its number of choices; only with `multiple: true`); not below `minItems`. A list takes at most 10000 rows in any case: see [List fields](#list-fields)."),
        FieldKeyDescriptor(name: "mustExist", type: "`true` / `false`", defaultText: "`false`",
                           example: "`mustExist: true`",
                           meaning: "The path must name an existing entry."),
        FieldKeyDescriptor(name: "pathKind", type: "`file`, `directory` or `any`", defaultText: "`any`",
                           example: "`pathKind: file`",
                           meaning: "Which entries are accepted when one exists there (with `mustExist: false` a missing path is fine). Named `pathKind`, not `kind`, so it does not read as another word for `type`."),
        FieldKeyDescriptor(name: "extensions", type: "list of text", defaultText: "any",
                           example: "`extensions: [yaml, yml]`",
                           meaning: "The endings the last name must have; a leading dot is dropped (`.yaml` = `yaml`), letters compare ignoring ASCII case, `tar.gz` works."),
        FieldKeyDescriptor(name: "fields", type: "list of fields", defaultText: "required for `group`",
                           example: "`fields: [{id: title, type: text}]`",
                           meaning: "A group's sub-fields, each a field of its own kind (`text`, `number`, `date`, `choice`, `confirm`, `path`); each row answers them. See [Groups](#groups)."),
        FieldKeyDescriptor(name: "rules", type: "list of [rules](#rule)", defaultText: "none",
                           example: "`rules: [{field: end, after: start, message: ends before it starts}]`",
                           meaning: "Rules between two sub-fields of one row; a failing one refocuses that row's `field` sub-field. See [Groups](#groups)."),
        FieldKeyDescriptor(name: "when", type: "condition", defaultText: "always shown",
                           example: "`when: {field: newsletter, equals: \"true\"}`",
                           meaning: "Show the field only while the condition holds; see [Condition](#condition-when)."),
        FieldKeyDescriptor(name: "shortcut", type: "key", defaultText: "none",
                           example: "`shortcut: alt-e`",
                           meaning: "A key that focuses this field from anywhere: `ctrl-<letter>` or `alt-<letter or digit>` (also written `Ctrl+G`, `M-e`, `meta-e`, `option-e`). `ctrl-c d h i j m n p t z` are formline's own; other `ctrl` keys that edit the line get a warning. Each key belongs to one field or [group sub-field](#groups)."),
        FieldKeyDescriptor(name: "text", type: "text", defaultText: "required for `note`",
                           example: "`text: \"Thanks, {firstName}.\"`",
                           meaning: "A note's text, shown in the flow; `{id}` references fill it in from earlier answers, as in a [computed default](#computed-defaults). See [Notes](#notes)."),
        FieldKeyDescriptor(name: "check", type: "command", defaultText: "none",
                           example: "`check: {run: [./checks/email-free], timeout: 5s}`",
                           meaning: "A [command](#command-check-checks) run when the field is committed (and at submit if its value changed since it passed): exit 0 passes, otherwise the first line it writes is the message and focus stays on the field. Run only when the form is trusted."),
    ]
}
