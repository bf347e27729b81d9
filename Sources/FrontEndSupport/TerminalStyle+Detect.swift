#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FormCore

extension TerminalStyle {
    /// The style for `fd` in this process's environment. Only when colour is on are the
    /// person's colour settings read (`ColourConfig.processTheme`: `FORMLINE_THEME`,
    /// `FORMLINE_COLORS`, the config file), so a pipe, `NO_COLOR` or `TERM=dumb` costs no file
    /// look-up; a caller that only asks about cursor movement passes `readingTheme: false`.
    public static func detect(output fd: Int32 = STDOUT_FILENO, readingTheme: Bool = true) -> TerminalStyle {
        var environment: [String: String] = [:]
        for name in ["TERM", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        let style = TerminalStyle(outputIsTerminal: isatty(fd) == 1, environment: environment)
        guard style.usesColor, readingTheme else { return style }
        return TerminalStyle(outputIsTerminal: true, environment: environment, theme: ColourConfig.processTheme)
    }
}

/// Where a person's colour settings are read from, and the one read of them per process.
///
/// The config file is `$XDG_CONFIG_HOME/formline/config` (default `~/.config/formline/config`;
/// format: `ColourSettings`, docs/colours.md). It is opened without waiting (`O_NONBLOCK`),
/// must be a regular file (a symbolic link to one is followed) of at most `maximumFileBytes`,
/// UTF-8; anything else is a one-line warning on standard error and the file is not used.
public enum ColourConfig {
    /// The largest config file read.
    public static let maximumFileBytes = 64 * 1024

    /// The theme of this process's settings, read once (the first time colour is used);
    /// warnings go to standard error then, one line each, in the process's language (`Words.process`),
    /// escaped (`TerminalSafeText`).
    public static let processTheme: ColourTheme = {
        var environment: [String: String] = [:]
        for name in [ColourSettings.themeVariable, ColourSettings.coloursVariable, "XDG_CONFIG_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self) }
        }
        let resolved = theme(environment: environment)
        // Escaped whole (line breaks too), so a value holding a newline cannot forge a second line.
        for warning in resolved.warnings { StandardStreams.standardError(warningLine(warning, in: Words.process)) }
        return resolved.theme
    }()

    /// The line standard error shows for `warning`, in `words`' language: escaped whole (line
    /// breaks too), so a value holding a newline cannot forge a second line.
    public static func warningLine(_ warning: MessageText, in words: Words) -> String {
        "formline: " + MessageText.colour(.warning, [.init("warning", .verbatim(TerminalSafeText.escape(warning.rendered(in: words))))])
            .rendered(in: words)
    }

    /// The theme and warnings for `environment` (its `HOME` and `XDG_CONFIG_HOME` locate the file).
    public static func theme(environment: [String: String]) -> (theme: ColourTheme, warnings: [MessageText]) {
        let path = filePath(environment: environment)
        let read = readFile(path)
        var resolved = ColourSettings.resolve(environment: environment, file: read.text.map { (path, $0) })
        if let warning = read.warning { resolved.warnings.insert(warning, at: 0) }
        return resolved
    }

    /// The config file's path.
    public static func filePath(environment: [String: String]) -> String {
        FileSystemPathProbe.configHome(environment: environment) + "/formline/config"
    }

    /// The file's text; nil without a warning when there is no file.
    static func readFile(_ path: String) -> (text: String?, warning: MessageText?) {
        let notRead = { (code: Int32) in MessageText.colour(.fileNotRead, [.init("path", .verbatim(path)), .init("reason", .systemReason(code))]) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return (nil, nil) }
            return (nil, notRead(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (nil, notRead(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return (nil, .colour(.fileNotRegular, [.init("path", .verbatim(path)), .init("kind", FormFile.kindText(of: info.st_mode))]))
        }
        let tooBig = MessageText.colour(.fileTooLarge, ["path": path, "size": "\(maximumFileBytes / 1024)"])
        guard Int(info.st_size) <= maximumFileBytes else { return (nil, tooBig) }
        let bytes: [UInt8]?
        do {
            bytes = try FileDescriptorIO.readAll(fd, limit: maximumFileBytes)
        } catch {
            return (nil, notRead(error.code))
        }
        guard let bytes else { return (nil, tooBig) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return (nil, .colour(.fileNotUTF8, ["path": path]))
        }
        return (text, nil)
    }
}
