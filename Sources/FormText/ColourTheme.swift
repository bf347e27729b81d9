/// What a colour or attribute on formline's screen means: every escape `TerminalStyle` writes
/// is one of these roles', looked up in a `ColourTheme`.
///
/// | role        | drawn on                                                              | default |
/// |-------------|-----------------------------------------------------------------------|---------|
/// | `title`     | the form's title, the review's and the key list's, the calendar's month, a form's notes | bold |
/// | `accent`    | section headings, today in the calendar, picked rows of a menu        | bold cyan |
/// | `prompt`    | a field's label before the answer, the review's prompt                | bold |
/// | `hint`      | the key hint, a field's help, a menu's status line, key lists         | dim |
/// | `muted`     | group rows left behind, a multi-line answer's echo, days out of range | dim |
/// | `error`     | a message (`  ! …`): refused answers, refused picks                   | red |
/// | `notice`    | formline's notes (saved, cancelled, resumed…)                         | yellow |
/// | `highlight` | the choice or day the cursor is on                                    | reverse video |
public enum ColourRole: String, CaseIterable, Sendable {
    case title, accent, prompt, hint, muted, error, notice, highlight
}

/// The SGR parameters (`1;36`: what goes between `ESC [` and `m`) of each `ColourRole`. An
/// empty value draws that role plain.
///
/// Presets (`FORMLINE_THEME`) use only the 16 ANSI colours and attributes, so they follow the
/// terminal's own palette, light or dark; a person may name any SGR parameters for a role
/// (`FORMLINE_COLORS='error=35:highlight=1;36'`), checked by `isValidParameters`.
///
/// ```swift
/// var theme = ColourTheme.preset(named: "colorblind")!
/// let problems = theme.set("error=35:hint=", source: "FORMLINE_COLORS")
/// theme[.error]  // "35"
/// ```
public struct ColourTheme: Sendable, Equatable {
    private var parameters: [String]

    /// The parameters of `role` ("" for none).
    public subscript(role: ColourRole) -> String {
        get { parameters[Self.index(of: role)] }
        set { parameters[Self.index(of: role)] = newValue }
    }

    private init(_ values: KeyValuePairs<ColourRole, String>) {
        parameters = ColourRole.allCases.map { role in values.first { $0.key == role }?.value ?? "" }
    }

    private static func index(of role: ColourRole) -> Int {
        ColourRole.allCases.firstIndex(of: role)!
    }

    /// formline's usual colours.
    public static let standard = ColourTheme([
        .title: "1", .accent: "1;36", .prompt: "1", .hint: "2", .muted: "2",
        .error: "31", .notice: "33", .highlight: "7",
    ])

    /// The presets by name, in the order they are listed.
    public static let presets: [(name: String, theme: ColourTheme)] = [
        ("default", standard),
        // No dim text (hard to read on many palettes), the roles told apart by weight,
        // underline and reverse video, and the error bright.
        ("high-contrast", ColourTheme([
            .title: "1;4", .accent: "1;4", .prompt: "1", .hint: "", .muted: "",
            .error: "1;7;31", .notice: "1", .highlight: "1;7",
        ])),
        // Safe for red-green colour blindness: no red or green; errors in (dark) yellow, which
        // most palettes show as orange, notes and accents in blue.
        ("colorblind", ColourTheme([
            .title: "1", .accent: "1;34", .prompt: "1", .hint: "2", .muted: "2",
            .error: "1;33", .notice: "34", .highlight: "7",
        ])),
        // No hue at all: weight, dim, underline and reverse video only.
        ("mono", ColourTheme([
            .title: "1", .accent: "1;4", .prompt: "1", .hint: "2", .muted: "2",
            .error: "1", .notice: "4", .highlight: "7",
        ])),
    ]

    /// The preset called `name`, or nil.
    public static func preset(named name: String) -> ColourTheme? {
        presets.first { $0.name == name }?.theme
    }

    /// The longest parameter list a role may have.
    public static let maximumParameterLength = 32
    /// The longest `FORMLINE_COLORS` value (or `colors` line) read; a longer one is ignored whole.
    public static let maximumSettingLength = 1024

    /// Whether `text` may be written between `ESC [` and `m`: only digits and `;`, at most
    /// `maximumParameterLength` of them (empty: the role is drawn plain).
    public static func isValidParameters(_ text: Substring) -> Bool {
        text.utf8.count <= maximumParameterLength && text.utf8.allSatisfy { $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }
    }

    /// Sets roles from `role=PARAMETERS` entries separated by `:` (LS_COLORS' shape), as
    /// `FORMLINE_COLORS` and the config file's `colors` give them. An entry that is not a known
    /// role with valid parameters is left out and described in the warnings returned (one line
    /// each, at most 3, naming `source`; catalog words, `ColourWord`); the entries around it
    /// still apply.
    public mutating func set(_ setting: String, source: String) -> [MessageText] {
        guard setting.utf8.count <= Self.maximumSettingLength else {
            return [.colour(.settingTooLong, ["source": source, "max": "\(Self.maximumSettingLength)"])]
        }
        var problems: [MessageText] = []
        for entry in setting.split(separator: ":", omittingEmptySubsequences: true) {
            if let equals = entry.firstIndex(of: "=") {
                let name = entry[..<equals], value = entry[entry.index(after: equals)...]
                if let role = ColourRole(rawValue: String(name)) {
                    if Self.isValidParameters(value) {
                        self[role] = String(value)
                    } else {
                        problems.append(.colour(.notParameters, ["value": Self.shown(value), "role": role.rawValue,
                                                                 "max": "\(Self.maximumParameterLength)"]))
                    }
                } else {
                    problems.append(.colour(.unknownRole, ["name": Self.shown(name),
                                                           "roles": ColourRole.allCases.map(\.rawValue).joined(separator: ", ")]))
                }
            } else {
                problems.append(.colour(.notRoleEntry, ["entry": Self.shown(entry)]))
            }
        }
        var warnings = problems.prefix(problems.count > 3 ? 2 : 3).map {
            MessageText.colour(.entryIgnored, [.init("source", .verbatim(source)), .init("problem", $0)])
        }
        if problems.count > 3 { warnings.append(.colour(.moreBadEntries, ["source": source, "count": "\(problems.count - 2)"])) }
        return warnings
    }

    /// The preset `name` names, or the default one and a warning naming `source`.
    public static func named(_ name: String, source: String) -> (theme: ColourTheme, warning: MessageText?) {
        if let theme = preset(named: name) { return (theme, nil) }
        let names = presets.map(\.name).joined(separator: ", ")
        return (standard, .colour(.unknownTheme, ["source": source, "name": shown(name), "themes": names]))
    }

    /// A bad part of a setting as a warning shows it: cut to 40 characters (the warning is
    /// one line and escaped as it is written).
    private static func shown(_ text: Substring) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
    }

    private static func shown(_ text: String) -> String { shown(text[...]) }
}

/// The colour settings a person makes: the config file's `theme` and `colors`, then
/// `FORMLINE_THEME` and `FORMLINE_COLORS` from the environment, which win (a theme named in
/// the environment replaces the file's; the environment's colours are set over the file's).
///
/// The file (docs/colours.md) is UTF-8 text, one `key = value` a line; blank lines and lines
/// starting with `#` are skipped; keys are `theme` and `colors`.
///
/// ```swift
/// let resolved = ColourSettings.resolve(environment: ["FORMLINE_THEME": "colorblind"],
///                                      file: (path: "~/.config/formline/config", text: "colors = error=35\n"))
/// resolved.theme[.error]   // "35"
/// ```
public enum ColourSettings {
    /// The variables read.
    public static let themeVariable = "FORMLINE_THEME", coloursVariable = "FORMLINE_COLORS"

    /// The theme for an environment and a config file's text (nil: no file), with a warning
    /// line for each bad part (catalog words, `ColourWord`).
    public static func resolve(environment: [String: String], file: (path: String, text: String)?) -> (theme: ColourTheme, warnings: [MessageText]) {
        var warnings: [MessageText] = []
        var fileTheme: (name: String, source: String)?
        var fileColours: [(value: String, source: String)] = []
        if let file {
            for (number, line) in file.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                let source = "\(file.path):\(number + 1)"
                guard let equals = trimmed.firstIndex(of: "=") else {
                    appendCapped(&warnings, .colour(.notKeyValue, ["source": source]), path: file.path)
                    continue
                }
                let key = trim(trimmed[..<equals]), value = trim(trimmed[trimmed.index(after: equals)...])
                switch key {
                case "theme": fileTheme = (String(value), source)
                case "colors": fileColours.append((String(value), source))
                default:
                    appendCapped(&warnings, .colour(.unknownKey, ["source": source, "key": String(key.count > 40 ? key.prefix(40) + "…" : key)]),
                                 path: file.path)
                }
            }
        }
        var theme = ColourTheme.standard
        if let name = environment[themeVariable], !name.isEmpty {
            let named = ColourTheme.named(name, source: themeVariable)
            theme = named.theme
            if let warning = named.warning { warnings.append(warning) }
        } else if let fileTheme {
            let named = ColourTheme.named(fileTheme.name, source: fileTheme.source)
            theme = named.theme
            if let warning = named.warning { warnings.append(warning) }
        }
        for colours in fileColours { warnings += theme.set(colours.value, source: colours.source) }
        if let colours = environment[coloursVariable] { warnings += theme.set(colours, source: coloursVariable) }
        return (theme, warnings)
    }

    private static func trim(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return text[first...last]
    }

    /// A file of thousands of bad lines warns a few times, not thousands.
    private static func appendCapped(_ warnings: inout [MessageText], _ warning: MessageText, path: String) {
        if warnings.count < 3 { warnings.append(warning) } else if warnings.count == 3 { warnings.append(.colour(.moreBadLines, ["path": path])) }
    }
}
