/// A whole form: sections of fields, cross-field rules and where focus starts.
///
/// ```swift
/// let form = FormDefinition(title: "Log in", sections: [
///     SectionDefinition(id: "main", fields: [FieldDefinition(id: "username", kind: .text)]),
/// ])
/// form.field("username")?.label      // "username": the id when no label is given
/// ```
public struct FormDefinition: Sendable, Equatable {
    /// The title shown above the form.
    public var title: String
    /// A sentence or two under the title.
    public var description: String?
    /// The sections in order; a form written with top-level `fields:` has one section.
    public var sections: [SectionDefinition]
    /// Rules between fields, checked on commit and on submit.
    public var rules: [CrossFieldRule]
    /// The id of the field focused first; nil means the first field.
    public var initialFocus: String?
    /// Commands run at submit (`checks:`), after the cross-field rules; see `FormCommand`.
    package var checks: [FormCommand] = []
    /// Where some top-level values are written, for diagnostics.
    public var locations = FormLocations()
    /// The translations of the title and description (see `TextTranslations`).
    package var translations = TextTranslations()
    /// Every language any text of the form is translated into (`en` not counted); empty for a
    /// form without translations. See `translated(to:)`.
    package var languages: Set<Language> = []

    /// Creates a form.
    public init(title: String, description: String? = nil, sections: [SectionDefinition],
                rules: [CrossFieldRule] = [], initialFocus: String? = nil) {
        self.title = title
        self.description = description
        self.sections = sections
        self.rules = rules
        self.initialFocus = initialFocus
    }

    /// Every field in order, across sections.
    public var fields: [FieldDefinition] { sections.flatMap(\.fields) }

    /// Every note in order, across sections, with the index in `fields` of the field each
    /// comes before (`fields.count` after the last).
    package var notes: [(note: FieldDefinition, before: Int)] {
        var start = 0, notes: [(note: FieldDefinition, before: Int)] = []
        for section in sections {
            notes += section.notes.map { ($0.note, start + $0.position) }
            start += section.fields.count
        }
        return notes
    }

    /// The field with this id.
    public func field(_ id: String) -> FieldDefinition? {
        // By index, so only the field found is copied (not each one compared).
        for section in sections {
            for index in section.fields.indices where section.fields[index].id == id { return section.fields[index] }
        }
        return nil
    }

    /// Whether a field has this id (no field is copied).
    package func hasField(_ id: String) -> Bool {
        for section in sections {
            for index in section.fields.indices where section.fields[index].id == id { return true }
        }
        return false
    }

    /// The section holding the field with this id.
    public func section(containing fieldID: String) -> SectionDefinition? {
        sections.first { $0.fields.contains { $0.id == fieldID } }
    }
}

/// A section (page) of a form.
///
/// ```swift
/// SectionDefinition(id: "account", title: "Account", fields: [email, password])
/// ```
public struct SectionDefinition: Sendable, Equatable, Identifiable {
    /// The section's id.
    public var id: String
    /// The heading shown when the section is entered.
    public var title: String?
    /// The fields in order.
    public var fields: [FieldDefinition]
    /// The notes shown among the fields (`type: note`), in order; they take no answer.
    public var notes: [FormNote] = []
    /// The translations of the title (see `TextTranslations`).
    public var translations = TextTranslations()
    /// Where the section is defined in its file.
    public var location: SourceLocation?

    /// Creates a section.
    public init(id: String, title: String? = nil, fields: [FieldDefinition]) {
        self.id = id
        self.title = title
        self.fields = fields
    }
}

/// Where top-level values of a form are written.
///
/// ```swift
/// form.locations.initialFocus     // where `initialFocus:` is written, for a diagnostic
/// ```
public struct FormLocations: Sendable, Equatable {
    /// The `initialFocus:` value.
    public var initialFocus: SourceLocation?
    /// The `title:` value.
    public var title: SourceLocation?
    /// The `description:` value.
    public var description: SourceLocation?
    /// Creates empty locations.
    public init() {}
}
