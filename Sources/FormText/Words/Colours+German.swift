extension ColourWord {
    public static func germanText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "Warnung: {warning}"
        case .settingTooLong: "{source}: ignoriert: länger als {max} Bytes; es gelten die vorher gesetzten Farben"
        case .entryIgnored: "{source}: ignoriert: {problem}; diese Rolle behält ihre Farbe"
        case .notParameters: "'{value}' für {role}: keine SGR-Parameter (nur Ziffern und ';', höchstens {max})"
        case .unknownRole: "unbekannte Rolle '{name}' (Rollen: {roles})"
        case .notRoleEntry: "'{entry}': nicht in der Form role=PARAMETERS"
        case .moreBadEntries: "{source}: {count} weitere fehlerhafte Einträge ignoriert"
        case .unknownTheme: "{source}: unbekanntes Farbschema '{name}' (Farbschemata: {themes}); es gilt das Standardschema"
        case .notKeyValue: "{source}: ignoriert: nicht in der Form 'key = value'"
        case .unknownKey: "{source}: unbekannter Schlüssel '{key}' ignoriert (Schlüssel: theme, colors)"
        case .moreBadLines: "{path}: weitere fehlerhafte Zeilen ignoriert"
        case .fileNotRead: "{path}: nicht gelesen ({reason}); es gelten die Standardfarben"
        case .fileNotRegular: "{path}: nicht gelesen: es ist {kind}, keine reguläre Datei; es gelten die Standardfarben"
        case .fileTooLarge: "{path}: nicht gelesen: größer als {size} KiB; es gelten die Standardfarben"
        case .fileNotUTF8: "{path}: nicht gelesen: kein UTF-8-Text; es gelten die Standardfarben"
        }
    }
}
