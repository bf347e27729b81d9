/// Reading the texts a person reads: plain text, or a map of language tags to texts whose `en`
/// entry is the source (`label: {en: Name, de: Name, fr: Nom}`; see `TextTranslations`).
extension FormParser {
    /// The source text written at `node` under `name`, its translations recorded under `key` in
    /// `translations`; nil (after reporting why) when it cannot be read.
    func text(_ node: YAMLNode?, _ name: String, key: String, into translations: inout TextTranslations) -> String? {
        guard let node else { return nil }
        // A plain text costs what it cost before there were translations.
        guard case .mapping(let mapping) = node else { return reader.string(node, name) }
        var source: String?
        var written: [Language: String] = [:]
        var entries: [Language: TextTranslations.Entry] = [:]
        for (keyNode, valueNode) in mapping.pairs {
            guard let tag = keyNode.scalar?.string else {
                reader.error(DiagnosticText(.textKeysNotTags, ["name": .verbatim(name), "found": .text(NodeReader.described(keyNode))]), at: keyNode,
                             hint: DiagnosticText(.writeTextOrMap, ["name": .verbatim(name), "example": .verbatim("\(name): {en: text, de: Text}"),
                                                                   "tags": .verbatim(Language.formTags)]))
                continue
            }
            guard let language = Language(formTag: tag) else {
                reader.error(DiagnosticText(.unknownLanguage, ["tag": .verbatim(tag), "name": .verbatim(name)]), at: keyNode,
                             hint: DiagnosticText(.languagesRead, ["tags": .verbatim(Language.formTags)]))
                continue
            }
            if let first = written[language] {
                reader.error(DiagnosticText(.sameLanguageTwice, ["tag": .verbatim(tag), "first": .verbatim(first), "language": .verbatim(language.rawValue),
                                                                 "name": .verbatim(name)]), at: keyNode, hint: DiagnosticText(.keepOne))
                continue
            }
            written[language] = tag
            guard let text = reader.string(valueNode, "\(name).\(tag)") else { continue }
            if language == .english {
                source = text
            } else if AnswerText.isBlank(text) {
                reader.error(DiagnosticText(.translationEmpty, ["language": .verbatim(language.rawValue), "name": .verbatim(name)]), at: valueNode,
                             hint: DiagnosticText(.writeWordsOrRemove, ["tag": .verbatim(tag), "language": .verbatim(language.rawValue)]))
            } else {
                entries[language] = TextTranslations.Entry(text: text, location: NodeReader.location(of: valueNode))
            }
        }
        guard let source else {
            if written[.english] == nil {
                reader.error(DiagnosticText(.noSourceText, ["name": .verbatim(name)]), at: node,
                             hint: DiagnosticText(.sourceUnderEn, ["example": .verbatim("\(name): {en: …, de: …}")]))
            }
            return nil
        }
        let placeholders = Self.placeholders(source)
        for (language, entry) in entries where Self.placeholders(entry.text) != placeholders {
            let found = Self.placeholders(entry.text)
            reader.warning(DiagnosticText(.placeholdersDiffer, ["language": .verbatim(language.rawValue), "name": .verbatim(name),
                                                                "found": Self.listed(found), "expected": Self.listed(placeholders)]),
                           at: entry.location, hint: DiagnosticText(.keepPlaceholders))
        }
        translations.set(key, entries)
        reader.translatedLanguages.formUnion(entries.keys)
        return source
    }

    /// The placeholders of `text` (`{name}`, `{plan|upper}`), sorted, as the catalog reads them
    /// (`Words.placeholders`); `{{` and `}}`, a template's literal braces, are none.
    static func placeholders(_ text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return [] }
        return Words.placeholders(in: text.replacing("{{", with: "").replacing("}}", with: "")).map { "{\($0)}" }.sorted()
    }

    private static func listed(_ placeholders: [String]) -> MessageText {
        placeholders.isEmpty ? .text(DiagnosticText(.noPlaceholders)) : .verbatim(placeholders.joined(separator: " "))
    }

    /// Reports each language some texts of `form` are translated into but not all: once, at
    /// the first text without it. Walks the form only when it holds a translation.
    func reportIncompleteLanguages(of form: FormDefinition) {
        guard !form.languages.isEmpty else { return }
        var texts: [(location: SourceLocation, languages: Set<Language>)] = []
        func add(_ location: SourceLocation?, _ translations: TextTranslations, _ key: String) {
            texts.append((location ?? SourceLocation(line: 1, column: 1), translations.languages(of: key)))
        }
        func addField(_ field: FieldDefinition) {
            if let location = field.locations.values[field.takesAnswer ? "label" : "text"] {
                add(location, field.translations, TextKey.label)
            }
            if field.help != nil { add(field.locations.values["help"], field.translations, TextKey.help) }
            if field.patternMessage != nil { add(field.locations.values["patternMessage"], field.translations, TextKey.patternMessage) }
            for (index, label) in field.choiceLabels.enumerated() where label != nil {
                let location = index < field.locations.choiceLabels.count ? field.locations.choiceLabels[index] : nil
                add(location ?? field.location, field.translations, TextKey.choice(index))
            }
            field.members.forEach(addField)
            for rule in field.memberRules { add(rule.messageLocation, rule.translations, TextKey.message) }
        }
        add(form.locations.title, form.translations, TextKey.title)
        if form.description != nil { add(form.locations.description, form.translations, TextKey.description) }
        for section in form.sections {
            if section.title != nil { add(section.location, section.translations, TextKey.title) }
            // Fields and notes in the order they are written.
            var items = section.fields.map { ($0.location ?? SourceLocation(line: 1, column: 1), $0) }
            items += section.notes.map { ($0.note.location ?? SourceLocation(line: 1, column: 1), $0.note) }
            for (_, field) in items.sorted(by: { $0.0 < $1.0 }) { addField(field) }
        }
        for rule in form.rules { add(rule.messageLocation, rule.translations, TextKey.message) }
        for language in Language.allCases where form.languages.contains(language) {
            let missing = texts.filter { !$0.languages.contains(language) }
            guard let first = missing.min(by: { $0.location < $1.location }) else { continue }
            let one = missing.count == 1
            reader.warning(DiagnosticText(one ? .languageIncompleteOne : .languageIncomplete,
                                          ["language": .verbatim(language.rawValue), "given": "\(texts.count - missing.count)",
                                           "total": "\(texts.count)", "missing": "\(missing.count)"]),
                           at: first.location,
                           hint: DiagnosticText(one ? .addLanguageToIt : .addLanguageToEach,
                                                ["language": .verbatim(language.rawValue), "example": .verbatim("{en: …, \(language.rawValue): …}")]))
        }
    }
}
