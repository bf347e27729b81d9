extension YAMLWord {
    public static func frenchText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark} : erreur : {stage} : {context} à la ligne {line}, colonne {column}"
        case .error: "{mark} : erreur : {stage} : {problem}"
        case .readerAtOffset: "{problem} à la position {offset}, valeur {value}"
        case .nestedTooDeep: "{mark} : erreur : parser : les collections sont imbriquées sur plus de {depth} niveaux"
        case .duplicateKeys: "Parser : toutes les clés doivent être uniques, mais celles-ci sont en double : {keys}."
        case .memory: "Erreur de mémoire"
        case .holdsTooMany: "le fichier contient plus de {max} valeurs YAML"
        case .standsForTooMany: "le fichier représente plus de {max} valeurs YAML (un alias *name compte tout ce que contient son ancre &name)"
        }
    }
}
