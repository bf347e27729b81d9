extension Language {
    /// The language a form file's language tag names: one of the shipped tags (`en`, `de`,
    /// `fr`, `es`, `pt-BR`, `zh-Hans`), case-insensitive and with `_` or `-` between the parts
    /// (`pt_br`, `ZH-HANS`); nil for any other (`pt`, `zh`, `C`, `de-AT`): a form names exactly
    /// the language each text is written in.
    public init?(formTag: String) {
        guard formTag.utf8.count <= 16 else { return nil }
        let normalised = String(formTag.lowercased().map { $0 == "_" ? "-" : $0 })
        guard let language = Language.allCases.first(where: { $0.rawValue.lowercased() == normalised }) else { return nil }
        self = language
    }

    /// The tags a form file accepts, for a message: "en, de, fr, es, pt-BR, zh-Hans".
    public static var formTags: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
