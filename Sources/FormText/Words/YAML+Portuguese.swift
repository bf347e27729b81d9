extension YAMLWord {
    public static func portugueseText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark}: erro: {stage}: {context} na linha {line}, coluna {column}"
        case .error: "{mark}: erro: {stage}: {problem}"
        case .readerAtOffset: "{problem} na posição {offset}, valor {value}"
        case .nestedTooDeep: "{mark}: erro: parser: as coleções estão aninhadas em mais de {depth} níveis"
        case .duplicateKeys: "Parser: todas as chaves devem ser únicas, mas estas estão repetidas: {keys}."
        case .memory: "Erro de memória"
        case .holdsTooMany: "o arquivo contém mais de {max} valores YAML"
        case .standsForTooMany: "o arquivo equivale a mais de {max} valores YAML (um alias *name conta tudo o que sua âncora &name contém)"
        }
    }
}
