/// The translations of one owner's person-facing texts (a form's title and description, a
/// section's title, a field's label, help, pattern message and choice labels, a note's text,
/// a rule's message), by the key each text is written under.
///
/// A form file gives a text as plain text (the source) or as a map of language tags to texts,
/// `label: {en: Name, de: Name, fr: Nom}`, whose `en` entry is the source. The definitions keep
/// the source in their text properties (`FieldDefinition.label` …); the other languages are
/// held here beside them, and `FormDefinition.translated(to:)` puts them in place once, where a
/// front end gets its form. A form without maps has every `TextTranslations` empty and costs
/// nothing more to load.
///
/// ```swift
/// let form = FormLoader.load(yaml: "title: {en: Sign up, de: Anmelden}\nfields:\n  - id: name\n    type: text\n",
///                            today: today).form!
/// form.title                                   // "Sign up"
/// form.translated(to: .german).title           // "Anmelden"
/// form.translated(to: .french).title           // "Sign up": no French given
/// ```
public struct TextTranslations: Sendable, Equatable {
    /// One translation of a text: the words, and where they are written.
    public struct Entry: Sendable, Equatable {
        /// The translated text.
        public var text: String
        /// Where it is written in the form file.
        public var location: SourceLocation
    }

    /// The translations by the key of the text they translate (`TextKey`), then by language.
    public private(set) var byKey: [String: [Language: Entry]] = [:]

    /// Creates translations holding none.
    public init() {}

    /// Whether no text of the owner is translated.
    public var isEmpty: Bool { byKey.isEmpty }

    /// The translation of the text under `key` into `language`, if one is given.
    public subscript(key: String, language: Language) -> String? {
        byKey[key]?[language]?.text
    }

    /// Records the translations of the text under `key` (a map's entries other than `en`).
    public mutating func set(_ key: String, _ entries: [Language: Entry]) {
        if entries.isEmpty { byKey[key] = nil } else { byKey[key] = entries }
    }

    /// The languages given for the text under `key`.
    func languages(of key: String) -> Set<Language> {
        byKey[key].map { Set($0.keys) } ?? []
    }
}

/// The keys texts are translated under in `TextTranslations`: the form file's own key names.
public enum TextKey {
    /// A form's or a section's title.
    public static let title = "title"
    /// A form's description.
    public static let description = "description"
    /// A field's label, or a note's text (held as its label).
    public static let label = "label"
    /// A field's help.
    public static let help = "help"
    /// A field's pattern message.
    public static let patternMessage = "patternMessage"
    /// A rule's message.
    public static let message = "message"
    /// The label of the choice at `index` (from 0).
    public static func choice(_ index: Int) -> String { "choices[\(index)]" }
}

extension FormDefinition {
    /// The form as a person speaking `language` is shown it: every text with a translation into
    /// `language` replaced by it, the source text elsewhere. Values (ids, choice values,
    /// defaults, answers) never change. The form itself when it holds no text in `language`
    /// (English, or a form without translations), so a front end calls it once at no cost.
    ///
    /// ```swift
    /// form.translated(to: .german).field("plan")?.choiceLabels   // ["Profi", nil]; choices unchanged
    /// ```
    package func translated(to language: Language) -> FormDefinition {
        guard language != .english, languages.contains(language) else { return self }
        var form = self
        form.title = translations[TextKey.title, language] ?? title
        if let text = translations[TextKey.description, language] { form.description = text }
        for index in form.sections.indices {
            form.sections[index].translate(to: language)
        }
        for index in form.rules.indices {
            form.rules[index].translate(to: language)
        }
        return form
    }
}

extension SectionDefinition {
    mutating func translate(to language: Language) {
        if let text = translations[TextKey.title, language] { title = text }
        for index in fields.indices { fields[index].translate(to: language) }
        for index in notes.indices { notes[index].note.translate(to: language) }
    }
}

extension CrossFieldRule {
    mutating func translate(to language: Language) {
        if let text = translations[TextKey.message, language] { message = text }
    }
}

extension FieldDefinition {
    mutating func translate(to language: Language) {
        settings.updateGroup { group in
            for index in group.members.indices { group.members[index].translate(to: language) }
            for index in group.rules.indices { group.rules[index].translate(to: language) }
        }
        guard !translations.isEmpty else { return }
        if let text = translations[TextKey.label, language] {
            label = text
            // A note's text may be a template (`{firstName}`): the translation's own, checked
            // when the form was loaded.
            if !takesAnswer { computedDefault = DefaultTemplate.isTemplate(text) ? try? DefaultTemplate(parsing: text) : nil }
        }
        if let text = translations[TextKey.help, language] { help = text }
        if let text = translations[TextKey.patternMessage, language] { settings.updateTextRules { $0.patternMessage = text } }
        let own = self.translations
        settings.updateChoice { choice in
            for index in choice.labels.indices {
                if let text = own[TextKey.choice(index), language] { choice.labels[index] = text }
            }
        }
    }
}
