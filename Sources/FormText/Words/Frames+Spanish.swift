extension FrameWord {
    public static func spanishText(_ word: FrameWord) -> String {
        switch word {
        case .field: "campo '{id}' ({label})"
        case .fieldWithoutLabel: "campo '{id}'"
        case .rowSubField: "{field}, fila {row}, subcampo '{id}' ({label})"
        case .theForm: "el formulario"
        case .refusedAtLine: "línea {line} de la entrada: {field}: {message}"
        case .refusedAtSubmit: "envío: {field}: {message}"
        case .givenRefused: "{source}: {field}: {message}"
        case .givenRefusedAsking: "{source}: {field}: {message}; se preguntará"
        case .inputEnded: "la entrada terminó después de la línea {line} cuando aún faltaba una respuesta: {field}"
        case .inputEndedBecause: "la entrada terminó después de la línea {line} cuando aún faltaba una respuesta: {field} ({message})"
        case .missingField: "  {field}: {message}"
        case .missingFieldFrom: "  {field}: {message} ({source})"
        case .checkFailedSilently: "la comprobación '{name}' falló (código de salida {status}) sin decir por qué"
        case .checkOutputNotUTF8: "la comprobación '{name}' falló (código de salida {status}) y su salida no es texto UTF-8"
        case .checkTimedOut: "la comprobación '{name}' no respondió en {time} (se detuvo)"
        case .checkTooMuchOutput: "la comprobación '{name}' escribió más de {limit} bytes (se detuvo)"
        case .checkNotStarted: "no se pudo iniciar la comprobación '{name}': {reason}"
        case .checkCrashed: "la comprobación '{name}' se bloqueó (señal {signal})"
        case .checkStoppedBySignal: "la comprobación se detuvo ({signal})"
        case .commandTimedOut: "el comando '{name}' no respondió en {time} (se detuvo)"
        case .commandTooMuchOutput: "el comando '{name}' escribió más de {limit} bytes (se detuvo)"
        case .commandNotStarted: "no se pudo iniciar el comando '{name}': {reason}"
        case .commandCrashed: "el comando '{name}' se bloqueó (señal {signal})"
        }
    }
}
