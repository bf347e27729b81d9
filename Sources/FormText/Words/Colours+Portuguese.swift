extension ColourWord {
    public static func portugueseText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "aviso: {warning}"
        case .settingTooLong: "{source}: ignorado: mais de {max} bytes; valem as cores definidas antes"
        case .entryIgnored: "{source}: ignorado: {problem}; esse papel mantém sua cor"
        case .notParameters: "'{value}' para {role}: não são parâmetros SGR (só dígitos e ';', no máximo {max})"
        case .unknownRole: "papel desconhecido '{name}' (papéis: {roles})"
        case .notRoleEntry: "'{entry}': não está na forma role=PARAMETERS"
        case .moreBadEntries: "{source}: mais {count} entradas inválidas ignoradas"
        case .unknownTheme: "{source}: tema desconhecido '{name}' (temas: {themes}); será usado o tema padrão"
        case .notKeyValue: "{source}: ignorado: não está na forma 'key = value'"
        case .unknownKey: "{source}: chave desconhecida '{key}' ignorada (chaves: theme, colors)"
        case .moreBadLines: "{path}: mais linhas inválidas ignoradas"
        case .fileNotRead: "{path}: não lido ({reason}); serão usadas as cores padrão"
        case .fileNotRegular: "{path}: não lido: é {kind}, não um arquivo comum; serão usadas as cores padrão"
        case .fileTooLarge: "{path}: não lido: maior que {size} KiB; serão usadas as cores padrão"
        case .fileNotUTF8: "{path}: não lido: não é texto UTF-8; serão usadas as cores padrão"
        }
    }
}
