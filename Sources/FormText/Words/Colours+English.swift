/// The catalog's words for a person's colour settings (`ColourWord`): the one-line warnings
/// `FORMLINE_THEME`, `FORMLINE_COLORS` and the config file's `theme` and `colors` give when a
/// part of them is not used (`ColourTheme.set`, `ColourSettings.resolve`,
/// `ColourConfig.readFile`). They are made only when there is a problem, so a run with good
/// settings (or none) never touches them.
public enum ColourWord: String, CaseIterable, Sendable {
    /// The line a warning is shown in (after `formline: `).
    case warning
    case settingTooLong
    case entryIgnored
    case notParameters
    case unknownRole
    case notRoleEntry
    case moreBadEntries
    case unknownTheme
    case notKeyValue
    case unknownKey
    case moreBadLines
    case fileNotRead
    case fileNotRegular
    case fileTooLarge
    case fileNotUTF8

    public static func englishText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "warning: {warning}"
        case .settingTooLong: "{source}: ignored: longer than {max} bytes; the colours set before it are used"
        case .entryIgnored: "{source}: ignored {problem}; that role keeps its colour"
        case .notParameters: "'{value}' for {role}: not SGR parameters (digits and ';' only, at most {max})"
        case .unknownRole: "unknown role '{name}' (roles: {roles})"
        case .notRoleEntry: "'{entry}': not role=PARAMETERS"
        case .moreBadEntries: "{source}: {count} more bad entries ignored"
        case .unknownTheme: "{source}: unknown theme '{name}' (themes: {themes}); the default theme is used"
        case .notKeyValue: "{source}: ignored: not 'key = value'"
        case .unknownKey: "{source}: ignored unknown key '{key}' (keys: theme, colors)"
        case .moreBadLines: "{path}: more bad lines ignored"
        case .fileNotRead: "{path}: not read ({reason}); default colours used"
        case .fileNotRegular: "{path}: not read: it is {kind}, not a regular file; default colours used"
        case .fileTooLarge: "{path}: not read: larger than {size} KiB; default colours used"
        case .fileNotUTF8: "{path}: not read: not UTF-8 text; default colours used"
        }
    }
}
