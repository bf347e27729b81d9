extension ColourWord {
    public static func spanishText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "aviso: {warning}"
        case .settingTooLong: "{source}: se ignora: más de {max} bytes; se usan los colores definidos antes"
        case .entryIgnored: "{source}: se ignora {problem}; ese rol conserva su color"
        case .notParameters: "'{value}' para {role}: no son parámetros SGR (solo dígitos y ';', como máximo {max})"
        case .unknownRole: "el rol desconocido '{name}' (roles: {roles})"
        case .notRoleEntry: "'{entry}': no tiene la forma role=PARAMETERS"
        case .moreBadEntries: "{source}: se ignoran {count} entradas incorrectas más"
        case .unknownTheme: "{source}: tema desconocido '{name}' (temas: {themes}); se usa el tema predeterminado"
        case .notKeyValue: "{source}: se ignora: no tiene la forma 'key = value'"
        case .unknownKey: "{source}: se ignora la clave desconocida '{key}' (claves: theme, colors)"
        case .moreBadLines: "{path}: se ignoran más líneas incorrectas"
        case .fileNotRead: "{path}: no se leyó ({reason}); se usan los colores predeterminados"
        case .fileNotRegular: "{path}: no se leyó: es {kind}, no un archivo normal; se usan los colores predeterminados"
        case .fileTooLarge: "{path}: no se leyó: ocupa más de {size} KiB; se usan los colores predeterminados"
        case .fileNotUTF8: "{path}: no se leyó: no es texto UTF-8; se usan los colores predeterminados"
        }
    }
}
