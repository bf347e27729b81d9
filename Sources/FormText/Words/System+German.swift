extension SystemWord {
    public static func germanText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "Datei oder Ordner nicht gefunden"
        case .permissionDenied: "Keine Berechtigung"
        case .operationNotPermitted: "Vorgang nicht erlaubt"
        case .isAFolder: "Ist ein Ordner"
        case .notAFolder: "Ist kein Ordner"
        case .tooManySymbolicLinks: "Zu viele Ebenen symbolischer Links"
        case .nameTooLong: "Dateiname zu lang"
        case .fileExists: "Die Datei existiert bereits"
        case .noSpaceLeft: "Kein Speicherplatz mehr auf dem Gerät"
        case .readOnlyFileSystem: "Dateisystem ist nur lesbar"
        case .brokenPipe: "Die Gegenseite der Pipe ist geschlossen"
        case .inputOutputError: "Ein-/Ausgabefehler"
        case .tooManyOpenFiles: "Zu viele offene Dateien"
        case .tooManyOpenFilesInSystem: "Zu viele offene Dateien im System"
        case .deviceBusy: "Gerät oder Ressource belegt"
        case .textFileBusy: "Programmdatei belegt"
        case .crossDeviceLink: "Link über Gerätegrenzen hinweg nicht möglich"
        case .invalidArgument: "Ungültiges Argument"
        case .noSuchDeviceOrAddress: "Gerät oder Adresse nicht vorhanden"
        case .temporarilyUnavailable: "Ressource vorübergehend nicht verfügbar"
        case .fileTooLarge: "Datei zu groß"
        case .diskQuotaExceeded: "Speicherkontingent überschritten"
        case .folderNotEmpty: "Ordner ist nicht leer"
        case .outOfMemory: "Nicht genügend Arbeitsspeicher"
        case .interrupted: "Systemaufruf unterbrochen"
        case .noSuchDevice: "Gerät nicht vorhanden"
        case .badFileDescriptor: "Ungültiger Dateideskriptor"
        case .listFolderNotSearched: "nicht durchsucht: {folder} ({problem}); die Formulare dort könnten von jedem stammen, daher wird keines aufgelistet oder über seinen Namen ausgeführt"
        }
    }
}
