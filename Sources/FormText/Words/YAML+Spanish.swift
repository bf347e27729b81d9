extension YAMLWord {
    public static func spanishText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark}: error: {stage}: {context} en la línea {line}, columna {column}"
        case .error: "{mark}: error: {stage}: {problem}"
        case .readerAtOffset: "{problem} en la posición {offset}, valor {value}"
        case .nestedTooDeep: "{mark}: error: parser: las colecciones están anidadas a más de {depth} niveles"
        case .duplicateKeys: "Parser: todas las claves deben ser únicas, pero estas están repetidas: {keys}."
        case .memory: "Error de memoria"
        case .holdsTooMany: "el archivo contiene más de {max} valores YAML"
        case .standsForTooMany: "el archivo equivale a más de {max} valores YAML (un alias *name cuenta todo lo que contiene su ancla &name)"
        }
    }
}
