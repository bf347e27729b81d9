/// A language formline speaks to a person in: English (the source of every string) and the
/// translations shipped in `Words`.
///
/// Chosen from the environment as gettext programs choose theirs, without needing the system
/// locale installed: `LANGUAGE` (a colon-separated list: its first entry formline speaks wins),
/// then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty (its language,
/// or English when formline does not speak it). `C`, `POSIX`, unset or empty is English.
///
/// ```swift
/// Language(localeName: "pt_BR.UTF-8")     // .portugueseBrazil
/// Language(localeName: "zh_CN")           // .simplifiedChinese
/// Language.detect { ["LANGUAGE": "eo:de", "LANG": "C.UTF-8"][$0] }   // .german
/// ```
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case portugueseBrazil = "pt-BR"
    case simplifiedChinese = "zh-Hans"

    /// The variables read, in order (`LANGUAGE` first, a list).
    public static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// How many bytes of a variable are looked at: the rest of a longer value is ignored (a
    /// locale name is a few dozen bytes; a huge value costs no more than this).
    public static let maximumValueBytes = 1024

    /// The language a locale name (`de_DE.UTF-8`, `pt-BR`, `zh_Hans`, `fr@euro`, `C`) or a
    /// language tag names, or nil when formline does not speak it (`eo`, `zh_TW`, `../x`).
    /// Case-insensitive; `_` and `-` both separate the region or script. Any Portuguese is
    /// Brazilian Portuguese (the one shipped); Chinese is Simplified unless it names
    /// Traditional (`Hant`, `TW`, `HK`, `MO`), which is not shipped.
    public init?(localeName: some StringProtocol) {
        var bytes = Array(localeName.utf8.prefix(Self.maximumValueBytes))
        // The codeset and modifier (`.UTF-8`, `@euro`) say nothing of the language.
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) {
            bytes.removeSubrange(end...)
        }
        let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        let parts = lowered.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
        guard let first = parts.first, parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(Self.isAlphanumeric) }) else {
            return nil
        }
        let rest = parts.dropFirst().map { String(decoding: $0, as: UTF8.self) }
        switch String(decoding: first, as: UTF8.self) {
        case "c", "posix", "en": self = .english
        case "de": self = .german
        case "fr": self = .french
        case "es": self = .spanish
        case "pt": self = .portugueseBrazil
        case "zh":
            guard !rest.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) else { return nil }
            self = .simplifiedChinese
        default: return nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
    }

    /// The language of an environment, `value` giving a variable's value (nil: unset). Never
    /// fails: anything formline cannot read is English.
    public static func detect(_ value: (String) -> String?) -> Language {
        if let list = value("LANGUAGE") {
            for entry in list.utf8.prefix(maximumValueBytes).split(separator: UInt8(ascii: ":")) {
                if let language = Language(localeName: String(decoding: entry, as: UTF8.self)) { return language }
            }
        }
        for name in variables.dropFirst() {
            guard let locale = value(name), !locale.isEmpty else { continue }
            return Language(localeName: locale) ?? .english
        }
        return .english
    }
}
