extension FrameWord {
    public static func germanText(_ word: FrameWord) -> String {
        switch word {
        case .field: "Feld '{id}' ({label})"
        case .fieldWithoutLabel: "Feld '{id}'"
        case .rowSubField: "{field}, Zeile {row}, Unterfeld '{id}' ({label})"
        case .theForm: "das Formular"
        case .refusedAtLine: "Eingabezeile {line}: {field}: {message}"
        case .refusedAtSubmit: "Absenden: {field}: {message}"
        case .givenRefused: "{source}: {field}: {message}"
        case .givenRefusedAsking: "{source}: {field}: {message}; es wird danach gefragt"
        case .inputEnded: "die Eingabe endete nach Zeile {line}, als noch eine Antwort fehlte: {field}"
        case .inputEndedBecause: "die Eingabe endete nach Zeile {line}, als noch eine Antwort fehlte: {field} ({message})"
        case .missingField: "  {field}: {message}"
        case .missingFieldFrom: "  {field}: {message} ({source})"
        case .checkFailedSilently: "die Prüfung '{name}' ist fehlgeschlagen (Exit-Status {status}), ohne einen Grund zu nennen"
        case .checkOutputNotUTF8: "die Prüfung '{name}' ist fehlgeschlagen (Exit-Status {status}), und ihre Ausgabe ist kein UTF-8-Text"
        case .checkTimedOut: "die Prüfung '{name}' hat nicht innerhalb von {time} geantwortet (sie wurde beendet)"
        case .checkTooMuchOutput: "die Prüfung '{name}' hat mehr als {limit} Bytes geschrieben (sie wurde beendet)"
        case .checkNotStarted: "die Prüfung '{name}' konnte nicht gestartet werden: {reason}"
        case .checkCrashed: "die Prüfung '{name}' ist abgestürzt (Signal {signal})"
        case .checkStoppedBySignal: "die Prüfung wurde beendet ({signal})"
        case .commandTimedOut: "der Befehl '{name}' hat nicht innerhalb von {time} geantwortet (er wurde beendet)"
        case .commandTooMuchOutput: "der Befehl '{name}' hat mehr als {limit} Bytes geschrieben (er wurde beendet)"
        case .commandNotStarted: "der Befehl '{name}' konnte nicht gestartet werden: {reason}"
        case .commandCrashed: "der Befehl '{name}' ist abgestürzt (Signal {signal})"
        }
    }
}
