/// The catalog's words around a YAML problem that an answers file (`--answers`) or a starter
/// form meets (`YAMLWord`): where it is and at which stage libyaml found it, and formline's
/// own limits. The problem or context itself is libyaml's text, given in the person's
/// language through the diagnostics' words for it (`FormLoader.yamlText`), else as written.
/// English is what formline printed before (Yams's first line), byte for byte.
public enum YAMLWord: String, CaseIterable, Sendable {
    case errorIn
    case error
    case readerAtOffset
    case nestedTooDeep
    case duplicateKeys
    case memory
    case holdsTooMany
    case standsForTooMany

    public static func englishText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark}: error: {stage}: {context} in line {line}, column {column}"
        case .error: "{mark}: error: {stage}: {problem}:"
        case .readerAtOffset: "{problem} at offset: {offset}, value: {value}"
        case .nestedTooDeep: "{mark}: error: parser: collections are nested more than {depth} deep"
        case .duplicateKeys: "Parser: expected all keys to be unique but found the following duplicated key(s): {keys}."
        case .memory: "Memory error"
        case .holdsTooMany: "the file holds more than {max} YAML values"
        case .standsForTooMany: "the file stands for more than {max} YAML values (an alias *name counts as everything its anchor &name holds)"
        }
    }
}
