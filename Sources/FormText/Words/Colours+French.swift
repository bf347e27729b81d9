extension ColourWord {
    public static func frenchText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "avertissement : {warning}"
        case .settingTooLong: "{source} : ignoré : plus de {max} octets ; les couleurs définies avant restent en vigueur"
        case .entryIgnored: "{source} : ignoré : {problem} ; ce rôle garde sa couleur"
        case .notParameters: "'{value}' pour {role} : pas des paramètres SGR (chiffres et ';' uniquement, {max} au plus)"
        case .unknownRole: "rôle inconnu '{name}' (rôles : {roles})"
        case .notRoleEntry: "'{entry}' : pas de la forme role=PARAMETERS"
        case .moreBadEntries: "{source} : {count} autres entrées incorrectes ignorées"
        case .unknownTheme: "{source} : thème inconnu '{name}' (thèmes : {themes}) ; le thème par défaut est utilisé"
        case .notKeyValue: "{source} : ignoré : pas de la forme 'key = value'"
        case .unknownKey: "{source} : clé inconnue '{key}' ignorée (clés : theme, colors)"
        case .moreBadLines: "{path} : autres lignes incorrectes ignorées"
        case .fileNotRead: "{path} : non lu ({reason}) ; couleurs par défaut utilisées"
        case .fileNotRegular: "{path} : non lu : c'est {kind}, pas un fichier ordinaire ; couleurs par défaut utilisées"
        case .fileTooLarge: "{path} : non lu : plus de {size} Kio ; couleurs par défaut utilisées"
        case .fileNotUTF8: "{path} : non lu : pas du texte UTF-8 ; couleurs par défaut utilisées"
        }
    }
}
