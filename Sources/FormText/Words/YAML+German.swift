extension YAMLWord {
    public static func germanText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark}: Fehler: {stage}: {context} in Zeile {line}, Spalte {column}"
        case .error: "{mark}: Fehler: {stage}: {problem}"
        case .readerAtOffset: "{problem} bei Position {offset}, Wert {value}"
        case .nestedTooDeep: "{mark}: Fehler: parser: Sammlungen sind tiefer als {depth} Ebenen verschachtelt"
        case .duplicateKeys: "Parser: alle Schlüssel müssen eindeutig sein, doch diese kommen mehrfach vor: {keys}."
        case .memory: "Speicherfehler"
        case .holdsTooMany: "die Datei enthält mehr als {max} YAML-Werte"
        case .standsForTooMany: "die Datei steht für mehr als {max} YAML-Werte (ein Alias *name zählt alles, was sein Anker &name enthält)"
        }
    }
}
