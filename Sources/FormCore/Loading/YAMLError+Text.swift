/// What an answers file or a starter form says of a YAML problem, as catalog words
/// (`YAMLWord` around it, libyaml's problem or context through `FormLoader.yamlText`), so a
/// person reads it in their language; English is `YAMLError.summary` byte for byte.
extension YAMLError {
    /// `summary` as a `MessageText`.
    package var summaryText: MessageText {
        let mark = MessageText.verbatim("\(mark)")
        switch kind {
        case .memory:
            return .yaml(.memory, [])
        case .emitter:
            return Self.libyamlText(problem)
        case .reader:
            guard let offset, let location = Self.lineAndColumn(ofCharacter: offset, in: yaml) else {
                return .yaml(.readerAtOffset, [.init("problem", Self.libyamlText(problem)),
                                               .init("offset", .verbatim(offset.map { "Optional(\($0))" } ?? "nil")),
                                               .init("value", .verbatim("\(value)"))])
            }
            return .yaml(.error, [.init("mark", .verbatim(location)), .init("stage", .verbatim("reader")),
                                  .init("problem", Self.libyamlText(problem))])
        case .parser where problem == YAMLComposer.nestingProblem:
            return .yaml(.nestedTooDeep, [.init("mark", mark), .init("depth", .verbatim("\(YAMLComposer.maximumDepth)"))])
        case .scanner, .parser, .composer:
            let stage = MessageText.verbatim(kind == .scanner ? "scanner" : kind == .parser ? "parser" : "composer")
            if let context {
                return .yaml(.errorIn, [.init("mark", mark), .init("stage", stage), .init("context", Self.libyamlText(context.text)),
                                        .init("line", .verbatim("\(context.mark.line)")),
                                        .init("column", .verbatim("\(context.mark.column)"))])
            }
            return .yaml(.error, [.init("mark", mark), .init("stage", stage), .init("problem", Self.libyamlText(problem))])
        case .duplicateKeys:
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return .yaml(.duplicateKeys, [.init("keys", .verbatim(keys))])
        }
    }

    /// libyaml's `text` as the diagnostics' catalog words for it, when their English is the
    /// text itself (so English stays libyaml's); else as written.
    private static func libyamlText(_ text: String) -> MessageText {
        let words = FormLoader.yamlText(text)
        return words.english == text ? words : .verbatim(text)
    }
}

extension YAMLComposer.Excess {
    /// `message` as catalog words (`YAMLWord`), English byte for byte.
    package var text: MessageText {
        .yaml(countsAliases ? .standsForTooMany : .holdsTooMany, [.init("max", .verbatim("\(YAMLComposer.maximumNodes)"))])
    }
}
