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
    /// Its value's JSON Schema in `schema/formline.schema.json` (`$defs/field/properties/NAME`,
    /// its description in the schema's plain words), as JSON text; nil for `type`, whose schema
    /// is made from the kinds. `formline generate-reference` writes the field's properties from
    /// these, in this order.
    public let schema: String?

    /// Every key of a field, in the reference's order.
    public static let field: [FieldKeyDescriptor] = [
        FieldKeyDescriptor(name: "id", type: "id", defaultText: "required",
                           example: "`id: email`",
                           meaning: "The field's id: its key in the answers, and how conditions, rules and `initialFocus` name it. Unique across the form.",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/identifier",
                                 "description": "The field's id: its key in the JSON answers, and how conditions, rules and initialFocus name it. Starts with a letter; letters, digits, '_' and '-'. Unique across the form."
                               }
                               """#),
        FieldKeyDescriptor(name: "type", type: "one of the types above", defaultText: "required",
                           example: "`type: choice`",
                           meaning: "What kind of answer the field takes.",
                           schema: nil),
        FieldKeyDescriptor(name: "label", type: "text or [translations](#translations)", defaultText: "the id",
                           example: "`label: Email address`",
                           meaning: "The prompt.",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/text",
                                 "description": "The prompt shown for the field. Default: the field's id."
                               }
                               """#),
        FieldKeyDescriptor(name: "help", type: "text or [translations](#translations)", defaultText: "none",
                           example: "`help: We only use it for receipts.`",
                           meaning: "Extra guidance shown under the prompt.",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/text",
                                 "description": "Extra guidance shown under the prompt."
                               }
                               """#),
        FieldKeyDescriptor(name: "required", type: "`true` / `false`", defaultText: "`false`",
                           example: "`required: true`",
                           meaning: "Whether an answer is needed; a blank answer to a required field with no value yet is refused.",
                           schema: #"""
                               {
                                 "type": "boolean",
                                 "description": "Whether an answer is needed. Default: false (an empty answer is null in the JSON)."
                               }
                               """#),
        FieldKeyDescriptor(name: "default", type: "text (list: list of rows; multiple choice: list of choices)", defaultText: "none",
                           example: "`default: monthly`",
                           meaning: "The value the field starts with; a blank answer keeps it. Written as it would be typed (`\"no\"`, `today`, `[a, b]`) and checked like an answer. Never on `secret` fields. On a `text` field, a default holding `{` or `}` is computed from earlier answers: see [Computed defaults](#computed-defaults). `{env: NAME}` or `{run: [program, …]}` computes it when the field is reached: see [Computed default](#computed-default-default-env--run).",
                           schema: #"""
                               {
                                 "description": "The value the field starts with; an empty answer keeps it. Written as an answer would be typed (confirm: yes/no/true/false, date: 2026-12-24 or today/+3d, list: a list of rows; multiple choice: a list of choices, or one line of them separated by commas). Must pass the field's own validation. Not allowed on secret fields. On a text field, a default holding '{' or '}' is computed from earlier answers: {id} is a field's answer, {id|lower} filters it (lower, upper, trim, slug), {{ and }} are literal braces. On one line (no line break inside; white space around it is ignored), except for a multi-line text or a list. Or computed when the field is reached: {env: NAME} (an environment variable) or {run: [program, …]} (a command's output, when the form is trusted).",
                                 "anyOf": [
                                   {
                                     "$ref": "#/$defs/scalar"
                                   },
                                   {
                                     "type": "array",
                                     "items": {
                                       "$ref": "#/$defs/scalar"
                                     }
                                   },
                                   {
                                     "$ref": "#/$defs/defaultSource"
                                   }
                                 ]
                               }
                               """#),
        FieldKeyDescriptor(name: "minLength", type: "whole number ≥ 0", defaultText: "none",
                           example: "`minLength: 8`",
                           meaning: "Fewest characters (for a list: of each row; for multi-line text: of the whole text, each line break one).",
                           schema: #"""
                               {
                                 "type": "integer",
                                 "minimum": 0,
                                 "description": "Fewest characters (text, secret; each row of a list; the whole text of a multi-line field, each line break one)."
                               }
                               """#),
        FieldKeyDescriptor(name: "maxLength", type: "whole number ≥ 0", defaultText: "none",
                           example: "`maxLength: 120`",
                           meaning: "Most characters (for a list: of each row; for multi-line text: of the whole text, each line break one).",
                           schema: #"""
                               {
                                 "type": "integer",
                                 "minimum": 0,
                                 "description": "Most characters (text, secret; each row of a list; the whole text of a multi-line field, each line break one)."
                               }
                               """#),
        FieldKeyDescriptor(name: "pattern", type: "regular expression", defaultText: "none",
                           example: "`pattern: '^[A-Z]{3}-\\d+$'`",
                           meaning: "Regular expression (ICU syntax, see [Patterns](#patterns)) the answer must match somewhere; anchor it with `^...$` to test the whole answer.",
                           schema: #"""
                               {
                                 "type": "string",
                                 "format": "regex",
                                 "description": "A regular expression (ICU syntax, without lookaround, backreferences or possessive quantifiers; see docs/form-format.md#patterns) the answer must match somewhere; anchor it with ^...$ to test the whole answer. Quote it in single quotes."
                               }
                               """#),
        FieldKeyDescriptor(name: "patternMessage", type: "text or [translations](#translations)", defaultText: "`must match the pattern ...`",
                           example: "`patternMessage: like ABC-123`",
                           meaning: "The message shown when `pattern` does not match.",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/text",
                                 "description": "The message shown when 'pattern' does not match. Default: 'must match the pattern ...'."
                               }
                               """#),
        FieldKeyDescriptor(name: "multiline", type: "`true` / `false`", defaultText: "`false`",
                           example: "`multiline: true`",
                           meaning: "The field takes several lines; see [Multi-line text](#multi-line-text). Not together with `pattern`.",
                           schema: #"""
                               {
                                 "type": "boolean",
                                 "description": "Whether a text field takes several lines: at a terminal Enter adds a line, Enter on an empty line ends it, Ctrl-X Ctrl-E opens $VISUAL/$EDITOR; piped, a line holding only '.' ends it. The answer holds the lines joined by \\n; minLength/maxLength count its characters, each line break one. Not with 'pattern'. Default: false."
                               }
                               """#),
        FieldKeyDescriptor(name: "choices", type: "list of text or [choice](#choice) objects, or a [source](#computed-choices-choices-from--file--run)", defaultText: "required for `choice`",
                           example: "`choices: [S, M, L]`",
                           meaning: "The allowed answers, each value once; a `{value, label}` object shows its label and stores its value. `{from: FIELD}`, `{file: PATH}` or `{run: [program, …]}` computes them at run time.",
                           schema: #"""
                               {
                                 "description": "The allowed answers of a choice field: plain values, or {value, label} objects that show the label and store the value; typing a value or a label in any letter case picks it. Required for choice fields: a list, or where they are computed at run time ({from: FIELD}, {file: PATH}, {run: [program, …]}). Each on one line (no line break in a value or label).",
                                 "anyOf": [
                                   {
                                     "type": "array",
                                     "minItems": 1,
                                     "uniqueItems": true,
                                     "items": {
                                       "$ref": "#/$defs/choice"
                                     }
                                   },
                                   {
                                     "$ref": "#/$defs/choiceSource"
                                   }
                                 ]
                               }
                               """#),
        FieldKeyDescriptor(name: "multiple", type: "`true` / `false`", defaultText: "`false`",
                           example: "`multiple: true`",
                           meaning: "Take several choices; the answer is a list of values. See [Multiple choice](#multiple-choice).",
                           schema: #"""
                               {
                                 "type": "boolean",
                                 "description": "Whether a choice field takes several choices: its answer is a list of values in 'choices' order, typed as one line separated by commas (an item holding a comma in double quotes). minItems/maxItems bound how many. Default: false."
                               }
                               """#),
        FieldKeyDescriptor(name: "min", type: "number, or date", defaultText: "none",
                           example: "`min: 13` / `min: today`",
                           meaning: "The smallest allowed answer. Dates: `YYYY-MM-DD` or an expression read against today (`today`, `+1w`, `-18y`).",
                           schema: #"""
                               {
                                 "description": "The smallest allowed answer: a number (number fields) or a date (date fields: 2026-01-01, today, +1w, -18y ...).",
                                 "type": [
                                   "number",
                                   "string"
                                 ]
                               }
                               """#),
        FieldKeyDescriptor(name: "max", type: "number, or date", defaultText: "none",
                           example: "`max: 130` / `max: +5y`",
                           meaning: "The largest allowed answer; not below `min`.",
                           schema: #"""
                               {
                                 "description": "The largest allowed answer: a number (number fields) or a date (date fields: 2026-12-31, today, +5y ...).",
                                 "type": [
                                   "number",
                                   "string"
                                 ]
                               }
                               """#),
        FieldKeyDescriptor(name: "integer", type: "`true` / `false`", defaultText: "`false`",
                           example: "`integer: true`",
                           meaning: "Whole numbers only.",
                           schema: #"""
                               {
                                 "type": "boolean",
                                 "description": "Whether a number field takes whole numbers only. Default: false."
                               }
                               """#),
        FieldKeyDescriptor(name: "minItems", type: "whole number 0–10000", defaultText: "none",
                           example: "`minItems: 1`",
                           meaning: "Fewest rows of a list or a group (multiple choice: fewest choices; only with `multiple: true`).",
                           schema: #"""
                               {
                                 "type": "integer",
                                 "minimum": 0,
                                 "maximum": 10000,
                                 "description": "Fewest rows of a list or group field, or fewest choices of a multiple choice field. At most 10000, the most rows any list takes."
                               }
                               """#),
        FieldKeyDescriptor(name: "maxItems", type: "whole number 0–10000", defaultText: "none (a list or group: 10000)",
                           example: "`maxItems: 50`",
                           meaning: "Most rows of a list or a group (multiple choice: most choices, at most its number of choices; only with `multiple: true`); not below `minItems`. A list takes at most 10000 rows in any case: see [List fields](#list-fields).",
                           schema: #"""
                               {
                                 "type": "integer",
                                 "minimum": 0,
                                 "maximum": 10000,
                                 "description": "Most rows of a list or group field, or most choices of a multiple choice field (at most its number of choices). At most 10000: without maxItems a list or group takes up to 10000 rows (and 1048576 bytes of rows together), formline's limit for any list."
                               }
                               """#),
        FieldKeyDescriptor(name: "mustExist", type: "`true` / `false`", defaultText: "`false`",
                           example: "`mustExist: true`",
                           meaning: "The path must name an existing entry.",
                           schema: #"""
                               {
                                 "type": "boolean",
                                 "description": "Whether a path field's answer must name an existing entry. Default: false."
                               }
                               """#),
        FieldKeyDescriptor(name: "pathKind", type: "`file`, `directory` or `any`", defaultText: "`any`",
                           example: "`pathKind: file`",
                           meaning: "Which entries are accepted when one exists there (with `mustExist: false` a missing path is fine). Named `pathKind`, not `kind`, so it does not read as another word for `type`.",
                           schema: #"""
                               {
                                 "enum": [
                                   "file",
                                   "directory",
                                   "any"
                                 ],
                                 "description": "Which entries a path field accepts when one exists there: file, directory or any (default). Named pathKind, not kind, so it does not read as another word for 'type'."
                               }
                               """#),
        FieldKeyDescriptor(name: "extensions", type: "list of text", defaultText: "any",
                           example: "`extensions: [yaml, yml]`",
                           meaning: "The endings the last name must have; a leading dot is dropped (`.yaml` = `yaml`), letters compare ignoring ASCII case, `tar.gz` works.",
                           schema: #"""
                               {
                                 "type": "array",
                                 "minItems": 1,
                                 "items": {
                                   "type": "string",
                                   "minLength": 1,
                                   "pattern": "^\\.?[^./\\u0000][^/\\u0000]*$"
                                 },
                                 "description": "The endings a path field's answer must have, like [yaml, yml] (a leading dot is dropped; compared ignoring ASCII letter case)."
                               }
                               """#),
        FieldKeyDescriptor(name: "fields", type: "list of fields", defaultText: "required for `group`",
                           example: "`fields: [{id: title, type: text}]`",
                           meaning: "A group's sub-fields, each a field of its own kind (`text`, `number`, `date`, `choice`, `confirm`, `path`); each row answers them. See [Groups](#groups).",
                           schema: #"""
                               {
                                 "type": "array",
                                 "minItems": 1,
                                 "items": {
                                   "$ref": "#/$defs/field"
                                 },
                                 "description": "A group's sub-fields, in order: each row of the group answers them. Sub-fields are text, number, date (typed in the row), choice (one or several), confirm or path fields, each with its own keys; not secret, list, note or group, and without check or a computed default; a sub-field's shortcut focuses it in the row with focus (else the group's last row, a new row when none). A sub-field's 'when' looks at an earlier sub-field of the same row. Ids are unique within the group."
                               }
                               """#),
        FieldKeyDescriptor(name: "rules", type: "list of [rules](#rule)", defaultText: "none",
                           example: "`rules: [{field: end, after: start, message: ends before it starts}]`",
                           meaning: "Rules between two sub-fields of one row; a failing one refocuses that row's `field` sub-field. See [Groups](#groups).",
                           schema: #"""
                               {
                                 "type": "array",
                                 "items": {
                                   "$ref": "#/$defs/rule"
                                 },
                                 "description": "A group's rules between two sub-fields of one row (e.g. end after start): when one fails, focus goes to that row's 'field' sub-field with the message."
                               }
                               """#),
        FieldKeyDescriptor(name: "when", type: "condition", defaultText: "always shown",
                           example: "`when: {field: newsletter, equals: \"true\"}`",
                           meaning: "Show the field only while the condition holds; see [Condition](#condition-when).",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/condition",
                                 "description": "Show the field only while another field's answer matches; a hidden field is skipped, not validated and left out of the answers."
                               }
                               """#),
        FieldKeyDescriptor(name: "shortcut", type: "key", defaultText: "none",
                           example: "`shortcut: alt-e`",
                           meaning: "A key that focuses this field from anywhere: `ctrl-<letter>` or `alt-<letter or digit>` (also written `Ctrl+G`, `M-e`, `meta-e`, `option-e`). `ctrl-c d h i j m n p t z` are formline's own; other `ctrl` keys that edit the line get a warning. Each key belongs to one field or [group sub-field](#groups).",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/shortcut",
                                 "description": "A key that focuses this field from anywhere (switching section first): ctrl-<letter> or alt-<letter or digit>, like alt-e. Not on date or list fields; ctrl-c, d, h, i, j, m, n, p, t, z are formline's own."
                               }
                               """#),
        FieldKeyDescriptor(name: "text", type: "text or [translations](#translations)", defaultText: "required for `note`",
                           example: "`text: \"Thanks, {firstName}.\"`",
                           meaning: "A note's text, shown in the flow; `{id}` references fill it in from earlier answers, as in a [computed default](#computed-defaults). See [Notes](#notes).",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/text",
                                 "description": "A note's text, shown in the flow; '{id}' references fill it in from earlier answers, as a computed default does. Notes only, where it is required."
                               }
                               """#),
        FieldKeyDescriptor(name: "check", type: "command", defaultText: "none",
                           example: "`check: {run: [./checks/email-free], timeout: 5s}`",
                           meaning: "A [command](#command-check-checks) run when the field is committed (and at submit if its value changed since it passed): exit 0 passes, otherwise the first line it writes is the message and focus stays on the field. Run only when the form is trusted.",
                           schema: #"""
                               {
                                 "$ref": "#/$defs/command",
                                 "description": "A command run when the field is committed (an argument list, never a shell; only when the form is trusted). Exit 0 passes; otherwise the first line it writes is the message and focus stays on the field."
                               }
                               """#),
    ]
}
