import Foundation
import Testing
import FormCore
import FrontEndSupport

/// The colour config file `$XDG_CONFIG_HOME/formline/config`: read when it is a small regular
/// UTF-8 file, else one warning and the default colours; never a wait on a FIFO or a device.
@Suite struct ColourConfigTests {
    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-colours-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("formline"), withIntermediateDirectories: true)
        return dir.path
    }

    /// The theme and its warnings in English.
    private func theme(config: String, extra: [String: String] = [:]) -> (theme: ColourTheme, warnings: [String]) {
        let resolved = ColourConfig.theme(environment: ["XDG_CONFIG_HOME": config, "HOME": "/nonexistent"].merging(extra) { $1 })
        return (resolved.theme, resolved.warnings.map(\.english))
    }

    @Test func theFileIsUnderXDGConfigHomeElseDotConfig() {
        #expect(ColourConfig.filePath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/home/ada"]) == "/x/formline/config")
        #expect(ColourConfig.filePath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"]) == "/home/ada/.config/formline/config")
        #expect(ColourConfig.filePath(environment: ["HOME": "/home/ada"]) == "/home/ada/.config/formline/config")
    }

    @Test func noFileIsNoWarning() throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let resolved = theme(config: config)
        #expect(resolved.warnings.isEmpty && resolved.theme == .standard)
    }

    @Test func aFileAndTheEnvironmentTogether() throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "theme = colorblind\ncolors = hint=4\n".write(toFile: config + "/formline/config", atomically: true, encoding: .utf8)
        let resolved = theme(config: config, extra: ["FORMLINE_COLORS": "error=35"])
        #expect(resolved.warnings.isEmpty)
        #expect(resolved.theme[.error] == "35" && resolved.theme[.hint] == "4")
        #expect(resolved.theme[.accent] == ColourTheme.preset(named: "colorblind")![.accent])
    }

    /// A symbolic link to a regular file is followed (dotfile managers link their files).
    @Test func aLinkToARegularFileIsRead() throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "theme = mono\n".write(toFile: config + "/real", atomically: true, encoding: .utf8)
        #expect(symlink(config + "/real", config + "/formline/config") == 0)
        let resolved = theme(config: config)
        #expect(resolved.warnings.isEmpty && resolved.theme == ColourTheme.preset(named: "mono"))
    }

    /// A FIFO with no writer (directly or through a link), a device (through a link), a folder: a warning at
    /// once, never a wait.
    @Test(arguments: ["fifo", "link-to-fifo", "link-to-zero", "link-to-null", "folder"])
    func notARegularFileIsAWarning(kind: String) throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let path = config + "/formline/config"
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        case "link-to-fifo":
            #expect(mkfifo(config + "/fifo", 0o600) == 0)
            #expect(symlink(config + "/fifo", path) == 0)
        case "link-to-zero": #expect(symlink("/dev/zero", path) == 0)
        case "link-to-null": #expect(symlink("/dev/null", path) == 0)
        default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let resolved = theme(config: config, extra: ["FORMLINE_THEME": "mono"])
        #expect(resolved.theme == ColourTheme.preset(named: "mono"))  // the environment still applies
        #expect(resolved.warnings.count == 1)
        #expect(resolved.warnings[0].hasPrefix(path + ": not read"))
        #expect(resolved.warnings[0].hasSuffix("default colours used"))
    }

    /// More than 64 KiB, or bytes that are not UTF-8: one warning, and the file is not used.
    @Test(arguments: [
        (Data(repeating: UInt8(ascii: "#"), count: 64 * 1024 + 1), "larger than 64 KiB"),
        (Data("theme = mono\n".utf8 + [0xFF, 0xFE, 0x0A]), "not UTF-8 text"),
    ])
    func anUnreadableFileIsAWarning(contents: Data, reason: String) throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let path = config + "/formline/config"
        #expect(FileManager.default.createFile(atPath: path, contents: contents))
        let resolved = theme(config: config)
        #expect(resolved.warnings == [path + ": not read: " + reason + "; default colours used"])
        #expect(resolved.theme == .standard)
    }

    /// NUL and escapes inside an otherwise valid file are bad values, named by line.
    @Test func controlCharactersInTheFileAreBadValues() throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let path = config + "/formline/config"
        try "colors = error=3\u{0}1\ntheme = \u{1B}[2Jmono\n".write(toFile: path, atomically: true, encoding: .utf8)
        let resolved = theme(config: config)
        #expect(resolved.theme == .standard)
        #expect(resolved.warnings.count == 2)
        #expect(resolved.warnings.contains { $0.hasPrefix(path + ":2: unknown theme") })
        #expect(resolved.warnings.contains { $0.hasPrefix(path + ":1: ignored") })
    }

    /// The config file's warnings are the person's language (`ColourWord`, the OS's reason a
    /// `SystemWord`), English as before the catalog; the line is escaped whole.
    @Test func theFilesWarningsAreInThePersonsLanguage() throws {
        let config = try scratch()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let path = config + "/formline/config"
        #expect(symlink(path, path) == 0)  // a link to itself: ELOOP
        let loop = try #require(ColourConfig.theme(environment: ["XDG_CONFIG_HOME": config, "HOME": "/nonexistent"]).warnings.first)
        #expect(loop.english == path + ": not read (Too many levels of symbolic links); default colours used")
        #expect(loop.rendered(in: Words(.german)) == path + ": nicht gelesen (Zu viele Ebenen symbolischer Links); es gelten die Standardfarben")
        #expect(loop.rendered(in: Words(.french)) == path + " : non lu (Trop de niveaux de liens symboliques) ; couleurs par défaut utilisées")
        #expect(ColourConfig.warningLine(loop, in: .english)
                == "formline: warning: " + path + ": not read (Too many levels of symbolic links); default colours used")
        #expect(ColourConfig.warningLine(loop, in: Words(.german))
                == "formline: Warnung: " + path + ": nicht gelesen (Zu viele Ebenen symbolischer Links); es gelten die Standardfarben")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let folder = try #require(ColourConfig.theme(environment: ["XDG_CONFIG_HOME": config, "HOME": "/nonexistent"]).warnings.first)
        #expect(folder.english == path + ": not read: it is a folder, not a regular file; default colours used")
        #expect(folder.rendered(in: Words(.german)) == path + ": nicht gelesen: es ist ein Ordner, keine reguläre Datei; es gelten die Standardfarben")
        #expect(folder.rendered(in: Words(.spanish)) == path + ": no se leyó: es una carpeta, no un archivo normal; se usan los colores predeterminados")
        var theme = ColourTheme.standard
        let forged = try #require(theme.set("error=1\nforged", source: "FORMLINE_COLORS").first)
        #expect(ColourConfig.warningLine(forged, in: Words(.german))
                == #"formline: Warnung: FORMLINE_COLORS: ignoriert: '1\nforged' für error: keine SGR-Parameter (nur Ziffern und ';', höchstens 32); diese Rolle behält ihre Farbe"#)
    }
}
