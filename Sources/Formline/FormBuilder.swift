import FormCore

/// A section (page) of a form built in Swift (`sections:`).
///
/// ```swift
/// let form = try Form(title: "Account") {
///     Section("login", title: "Log in") {
///         Field.text("email", required: true)
///         Field.secret("password", required: true, minLength: 8)
///     }
///     Section("about", title: "About you") {
///         Field.text("name")
///     }
/// }
/// ```
public struct Section: Sendable, Equatable {
    /// The section's id.
    public let id: String
    let value: YAMLValue

    /// A section with its fields in order.
    public init(_ id: String, title: String? = nil, @FieldListBuilder fields: () -> [Field]) {
        self.id = id
        var keys = YAMLMapping()
        keys.add("id", id)
        keys.add("title", title)
        keys.add("fields", .list(fields().map(\.keys.value)))
        value = keys.value
    }
}

/// What a form's builder closure lists: fields (a form with one section) or sections.
public enum FormContent: Sendable, Equatable {
    /// A field of the form's only section.
    case field(Field)
    /// A section of fields.
    case section(Section)
}

/// Collects the fields of a ``Section``.
@resultBuilder
public enum FieldListBuilder {
    public static func buildExpression(_ field: Field) -> [Field] { [field] }
    public static func buildExpression(_ fields: [Field]) -> [Field] { fields }
    public static func buildBlock(_ parts: [Field]...) -> [Field] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Field]?) -> [Field] { part ?? [] }
    public static func buildEither(first part: [Field]) -> [Field] { part }
    public static func buildEither(second part: [Field]) -> [Field] { part }
    public static func buildArray(_ parts: [[Field]]) -> [Field] { parts.flatMap { $0 } }
}

/// Collects the fields or sections of a ``Form`` built in Swift (`if`, `for` and
/// optional parts work as in any result builder).
@resultBuilder
public enum FormContentBuilder {
    public static func buildExpression(_ field: Field) -> [FormContent] { [.field(field)] }
    public static func buildExpression(_ section: Section) -> [FormContent] { [.section(section)] }
    public static func buildExpression(_ fields: [Field]) -> [FormContent] { fields.map(FormContent.field) }
    public static func buildBlock(_ parts: [FormContent]...) -> [FormContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [FormContent]?) -> [FormContent] { part ?? [] }
    public static func buildEither(first part: [FormContent]) -> [FormContent] { part }
    public static func buildEither(second part: [FormContent]) -> [FormContent] { part }
    public static func buildArray(_ parts: [[FormContent]]) -> [FormContent] { parts.flatMap { $0 } }
}
