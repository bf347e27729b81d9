extension FrameWord {
    public static func frenchText(_ word: FrameWord) -> String {
        switch word {
        case .field: "champ '{id}' ({label})"
        case .fieldWithoutLabel: "champ '{id}'"
        case .rowSubField: "{field}, ligne {row}, sous-champ '{id}' ({label})"
        case .theForm: "le formulaire"
        case .refusedAtLine: "ligne d’entrée {line} : {field} : {message}"
        case .refusedAtSubmit: "envoi : {field} : {message}"
        case .givenRefused: "{source} : {field} : {message}"
        case .givenRefusedAsking: "{source} : {field} : {message} ; la question sera posée"
        case .inputEnded: "l’entrée s’est terminée après la ligne {line} alors qu’une réponse manquait encore : {field}"
        case .inputEndedBecause: "l’entrée s’est terminée après la ligne {line} alors qu’une réponse manquait encore : {field} ({message})"
        case .missingField: "  {field} : {message}"
        case .missingFieldFrom: "  {field} : {message} ({source})"
        case .checkFailedSilently: "la vérification '{name}' a échoué (code de sortie {status}) sans dire pourquoi"
        case .checkOutputNotUTF8: "la vérification '{name}' a échoué (code de sortie {status}) et sa sortie n’est pas du texte UTF-8"
        case .checkTimedOut: "la vérification '{name}' n’a pas répondu dans les {time} (elle a été arrêtée)"
        case .checkTooMuchOutput: "la vérification '{name}' a écrit plus de {limit} octets (elle a été arrêtée)"
        case .checkNotStarted: "la vérification '{name}' n’a pas pu être lancée : {reason}"
        case .checkCrashed: "la vérification '{name}' s’est interrompue brutalement (signal {signal})"
        case .checkStoppedBySignal: "la vérification a été arrêtée ({signal})"
        case .commandTimedOut: "la commande '{name}' n’a pas répondu dans les {time} (elle a été arrêtée)"
        case .commandTooMuchOutput: "la commande '{name}' a écrit plus de {limit} octets (elle a été arrêtée)"
        case .commandNotStarted: "la commande '{name}' n’a pas pu être lancée : {reason}"
        case .commandCrashed: "la commande '{name}' s’est interrompue brutalement (signal {signal})"
        }
    }
}
