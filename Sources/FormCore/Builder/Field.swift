/// A field of a form built in Swift (the Formline library's `Field`, re-exported by `import
/// Formline`). Each factory mirrors one `type:` of the form format and takes its keys as
/// parameters of the same names (see docs/form-format.md); each is written beside its kind
/// (`Kinds/RatingKind.swift` holds `Field.rating`), so a kind is one unit. `when(_:)` and
/// `shortcut(_:)` add the keys every kind shares.
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
/// Nothing is checked here: the library's `Form` checks the whole form, exactly as a form
/// file is checked, and throws `FormlineError.invalidForm` naming the field.
public struct Field: Sendable, Equatable {
    /// The field's id: its key in the answers.
    public let id: String
    package var keys: YAMLMapping

    init(id: String) {
        self.id = id
        keys = YAMLMapping()
    }

    init(_ id: String, type: String, label: String?, help: String?, required: Bool) {
        self.id = id
        keys = YAMLMapping()
        keys.add("id", id)
        keys.add("type", type)
        keys.add("label", label)
        keys.add("help", help)
        keys.flag("required", required)
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

    mutating func addTextKeys(minLength: Int?, maxLength: Int?, pattern: String?, patternMessage: String?) {
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
    package let value: YAMLValue

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
    package let value: YAMLValue

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
