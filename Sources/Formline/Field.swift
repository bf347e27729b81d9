import FormCore

/// A field of a form built in Swift. Each factory mirrors one `type:` of the form format
/// and takes its keys as parameters of the same names (see docs/form-format.md);
/// `when(_:)` and `shortcut(_:)` add the keys every kind shares.
///
/// ```swift
/// let form = try Form(title: "Sign up") {
///     Field.text("name", label: "Your name", required: true, maxLength: 40)
///     Field.choice("plan", choices: ["free", "pro"], default: "free")
///     Field.number("seats", integer: true, min: 1, max: 50)
///         .when(.field("plan", equals: "pro"))
/// }
/// ```
///
/// Nothing is checked here: ``Form`` checks the whole form, exactly as a form file is
/// checked, and throws ``FormlineError/invalidForm(diagnostics:report:)`` naming the field.
public struct Field: Sendable, Equatable {
    /// The field's id: its key in the answers.
    public let id: String
    var keys: YAMLMapping

    private init(id: String) {
        self.id = id
        keys = YAMLMapping()
    }

    private init(_ id: String, type: String, label: String?, help: String?, required: Bool) {
        self.id = id
        keys = YAMLMapping()
        keys.add("id", id)
        keys.add("type", type)
        keys.add("label", label)
        keys.add("help", help)
        keys.flag("required", required)
    }

    /// One line of text (`type: text`).
    public static func text(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, minLength: Int? = nil, maxLength: Int? = nil,
                            pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "text", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }

    /// Several lines of text (`type: text` with `multiline: true`): the answer holds them
    /// joined by `\n`; `minLength`/`maxLength` count the whole text. Takes no pattern.
    ///
    /// ```swift
    /// Field.multiline("note", label: "Note", maxLength: 500)
    /// ```
    public static func multiline(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                                 default defaultValue: String? = nil, minLength: Int? = nil, maxLength: Int? = nil) -> Field {
        var field = Field(id, type: "text", label: label, help: help, required: required)
        field.keys.flag("multiline", true)
        field.keys.add("default", defaultValue)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: nil, patternMessage: nil)
        return field
    }

    /// One line read with echo off (`type: secret`); never has a default.
    public static func secret(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              minLength: Int? = nil, maxLength: Int? = nil,
                              pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "secret", label: label, help: help, required: required)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }

    /// A calendar day read in a date step (`type: date`); bounds and default are dates
    /// (`2026-12-24`) or expressions read against today (`today`, `+1w`, `-18y`).
    public static func date(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, min: String? = nil, max: String? = nil) -> Field {
        var field = Field(id, type: "date", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("min", min)
        field.keys.add("max", max)
        return field
    }

    /// One of `choices` (`type: choice`).
    public static func choice(_ id: String, choices: [String], label: String? = nil, help: String? = nil,
                              required: Bool = false, default defaultValue: String? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", choices)
        field.keys.add("default", defaultValue)
        return field
    }

    /// One of `choices` (`type: choice`), some with a label to show instead of the value:
    /// `Field.choice("plan", choices: [Choice("pro", label: "Pro – 10 €/month"), "basic"])`.
    /// The answers hold the value.
    public static func choice(_ id: String, choices: [Choice], label: String? = nil, help: String? = nil,
                              required: Bool = false, default defaultValue: String? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", .list(choices.map(\.yaml)))
        field.keys.add("default", defaultValue)
        return field
    }

    /// Several of `choices` (`type: choice`, `multiple: true`), between `minItems` and
    /// `maxItems` of them; the answer is a list of values in `choices` order.
    ///
    /// ```swift
    /// Field.choices("topics", choices: [Choice("tips", label: "Tips, tricks"), "events"], minItems: 1, default: ["events"])
    /// ```
    public static func choices(_ id: String, choices: [Choice], label: String? = nil, help: String? = nil,
                               required: Bool = false, default defaultValue: [String]? = nil,
                               minItems: Int? = nil, maxItems: Int? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", .list(choices.map(\.yaml)))
        field.keys.flag("multiple", true)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.keys.add("default", defaultValue)
        return field
    }

    /// Yes or no (`type: confirm`); the answer is a `Bool`.
    public static func confirm(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                               default defaultValue: Bool? = nil) -> Field {
        var field = Field(id, type: "confirm", label: label, help: help, required: required)
        field.keys.add("default", defaultValue.map { $0 ? "yes" : "no" })
        return field
    }

    /// A decimal number (`type: number`), whole only with `integer: true`.
    public static func number(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              default defaultValue: Double? = nil, min: Double? = nil, max: Double? = nil,
                              integer: Bool = false) -> Field {
        var field = Field(id, type: "number", label: label, help: help, required: required)
        field.keys.add("default", defaultValue.map(NumberFormat.canonical))
        field.keys.add("min", min)
        field.keys.add("max", max)
        field.keys.flag("integer", integer)
        return field
    }

    /// A rating from 1 to `max` stars (`type: rating`; `max` 2 to 9, 5 when nil); the answer
    /// is a whole number. A terminal shows stars that ← and → change.
    public static func rating(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              default defaultValue: Int? = nil, max: Int? = nil) -> Field {
        var field = Field(id, type: "rating", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("max", max)
        return field
    }

    /// Rows of text (`type: list`); the length and pattern keys apply to each row.
    public static func list(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: [String]? = nil, minItems: Int? = nil, maxItems: Int? = nil,
                            minLength: Int? = nil, maxLength: Int? = nil,
                            pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "list", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }

    /// A file or directory (`type: path`); the answer is its normalised absolute path.
    /// `pathKind` is `"file"`, `"directory"` or `"any"`; `extensions` are endings like `"yaml"`.
    ///
    /// ```swift
    /// Field.path("config", mustExist: true, pathKind: "file", extensions: ["yaml", "yml"])
    /// ```
    public static func path(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, mustExist: Bool = false,
                            pathKind: String? = nil, extensions: [String]? = nil) -> Field {
        var field = Field(id, type: "path", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.flag("mustExist", mustExist)
        field.keys.add("pathKind", pathKind)
        field.keys.add("extensions", extensions)
        return field
    }

    /// A repeating group (`type: group`): rows of records, each row answering `fields` (its
    /// sub-fields: text, number, date, choice, confirm or path fields), with `rules` between
    /// two sub-fields of one row. The answer is a list of objects, one per row.
    ///
    /// ```swift
    /// Field.group("legs", label: "Leg", required: true, fields: [
    ///     Field.text("from", required: true),
    ///     Field.date("start"),
    ///     Field.date("end"),
    /// ], rules: [Rule.field("end", after: "start", message: "ends before it starts")])
    /// ```
    public static func group(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                             minItems: Int? = nil, maxItems: Int? = nil, fields: [Field], rules: [Rule] = []) -> Field {
        var field = Field(id, type: "group", label: label, help: help, required: required)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.keys.add("fields", .list(fields.map(\.keys.value)))
        if !rules.isEmpty { field.keys.add("rules", .list(rules.map(\.value))) }
        return field
    }

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

    /// Shows the field only while `condition` holds (`when:`).
    public func when(_ condition: When) -> Field {
        var field = self
        field.keys.add("when", condition.value)
        return field
    }

    /// A key that focuses this field from anywhere (`shortcut:`), like `"alt-e"`.
    public func shortcut(_ key: String) -> Field {
        var field = self
        field.keys.add("shortcut", key)
        return field
    }

    private mutating func addTextKeys(minLength: Int?, maxLength: Int?, pattern: String?, patternMessage: String?) {
        keys.add("minLength", minLength)
        keys.add("maxLength", maxLength)
        keys.add("pattern", pattern)
        keys.add("patternMessage", patternMessage)
    }
}

/// A `when:` condition of a field built in Swift: the field is shown only while another
/// (earlier) field's answer matches.
///
/// ```swift
/// Field.text("company").when(.field("plan", in: ["pro", "team"]))
/// ```
public struct When: Sendable, Equatable {
    let value: YAMLValue

    private init(_ field: String, _ key: String, _ test: YAMLValue) {
        var keys = YAMLMapping()
        keys.add("field", field)
        keys.add(key, test)
        value = keys.value
    }

    /// Shown while `field`'s answer equals `text` (confirm answers read `true`/`false`).
    public static func field(_ field: String, equals text: String) -> When { When(field, "equals", .text(text)) }
    /// Shown while `field`'s answer differs from `text`.
    public static func field(_ field: String, notEquals text: String) -> When { When(field, "notEquals", .text(text)) }
    /// Shown while `field`'s answer is one of `texts`.
    public static func field(_ field: String, in texts: [String]) -> When { When(field, "in", .list(texts.map(YAMLValue.text))) }
    /// Shown while `field` has (`true`) or has not (`false`) an answer.
    public static func field(_ field: String, isSet: Bool) -> When { When(field, "isSet", .bool(isSet)) }
}

/// A rule between two fields of a form built in Swift (`rules:`); when it fails, focus
/// moves to `field` with `message`.
///
/// ```swift
/// Rule.field("confirm", equals: "password", message: "does not match the password")
/// ```
public struct Rule: Sendable, Equatable {
    let value: YAMLValue

    private init(_ field: String, _ key: String, _ other: String, _ message: String) {
        var keys = YAMLMapping()
        keys.add("field", field)
        keys.add(key, other)
        keys.add("message", message)
        value = keys.value
    }

    /// The two answers must be equal.
    public static func field(_ field: String, equals other: String, message: String) -> Rule { Rule(field, "equals", other, message) }
    /// The two answers must differ.
    public static func field(_ field: String, notEquals other: String, message: String) -> Rule { Rule(field, "notEquals", other, message) }
    /// `field` must come after `other` (two dates or two numbers).
    public static func field(_ field: String, after other: String, message: String) -> Rule { Rule(field, "after", other, message) }
    /// `field` must come before `other` (two dates or two numbers).
    public static func field(_ field: String, before other: String, message: String) -> Rule { Rule(field, "before", other, message) }
}
