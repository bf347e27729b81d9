extension SystemWord {
    public static func frenchText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "Aucun fichier ou dossier de ce nom"
        case .permissionDenied: "Permission refusée"
        case .operationNotPermitted: "Opération non permise"
        case .isAFolder: "Est un dossier"
        case .notAFolder: "N'est pas un dossier"
        case .tooManySymbolicLinks: "Trop de niveaux de liens symboliques"
        case .nameTooLong: "Nom de fichier trop long"
        case .fileExists: "Le fichier existe"
        case .noSpaceLeft: "Plus d'espace disponible sur le périphérique"
        case .readOnlyFileSystem: "Système de fichiers en lecture seule"
        case .brokenPipe: "Tube brisé"
        case .inputOutputError: "Erreur d'entrée/sortie"
        case .tooManyOpenFiles: "Trop de fichiers ouverts"
        case .tooManyOpenFilesInSystem: "Trop de fichiers ouverts dans le système"
        case .deviceBusy: "Périphérique ou ressource occupé"
        case .textFileBusy: "Fichier exécutable occupé"
        case .crossDeviceLink: "Lien entre périphériques impossible"
        case .invalidArgument: "Argument invalide"
        case .noSuchDeviceOrAddress: "Aucun périphérique ou adresse de ce type"
        case .temporarilyUnavailable: "Ressource temporairement indisponible"
        case .fileTooLarge: "Fichier trop volumineux"
        case .diskQuotaExceeded: "Quota de disque dépassé"
        case .folderNotEmpty: "Le dossier n'est pas vide"
        case .outOfMemory: "Impossible d'allouer de la mémoire"
        case .interrupted: "Appel système interrompu"
        case .noSuchDevice: "Aucun périphérique de ce type"
        case .badFileDescriptor: "Descripteur de fichier invalide"
        case .listFolderNotSearched: "non parcouru : {folder} ({problem}) ; les formulaires qui s'y trouvent pourraient venir de n'importe qui, donc aucun n'est listé ni lancé par son nom"
        }
    }
}
