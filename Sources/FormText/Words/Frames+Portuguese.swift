extension FrameWord {
    public static func portugueseText(_ word: FrameWord) -> String {
        switch word {
        case .field: "campo '{id}' ({label})"
        case .fieldWithoutLabel: "campo '{id}'"
        case .rowSubField: "{field}, linha {row}, subcampo '{id}' ({label})"
        case .theForm: "o formulário"
        case .refusedAtLine: "linha {line} da entrada: {field}: {message}"
        case .refusedAtSubmit: "envio: {field}: {message}"
        case .givenRefused: "{source}: {field}: {message}"
        case .givenRefusedAsking: "{source}: {field}: {message}; será perguntado"
        case .inputEnded: "a entrada terminou depois da linha {line} quando ainda faltava uma resposta: {field}"
        case .inputEndedBecause: "a entrada terminou depois da linha {line} quando ainda faltava uma resposta: {field} ({message})"
        case .missingField: "  {field}: {message}"
        case .missingFieldFrom: "  {field}: {message} ({source})"
        case .checkFailedSilently: "a verificação '{name}' falhou (código de saída {status}) sem dizer por quê"
        case .checkOutputNotUTF8: "a verificação '{name}' falhou (código de saída {status}) e sua saída não é texto UTF-8"
        case .checkTimedOut: "a verificação '{name}' não respondeu em {time} (foi interrompida)"
        case .checkTooMuchOutput: "a verificação '{name}' escreveu mais de {limit} bytes (foi interrompida)"
        case .checkNotStarted: "não foi possível iniciar a verificação '{name}': {reason}"
        case .checkCrashed: "a verificação '{name}' travou (sinal {signal})"
        case .checkStoppedBySignal: "a verificação foi interrompida ({signal})"
        case .commandTimedOut: "o comando '{name}' não respondeu em {time} (foi interrompido)"
        case .commandTooMuchOutput: "o comando '{name}' escreveu mais de {limit} bytes (foi interrompido)"
        case .commandNotStarted: "não foi possível iniciar o comando '{name}': {reason}"
        case .commandCrashed: "o comando '{name}' travou (sinal {signal})"
        }
    }
}
