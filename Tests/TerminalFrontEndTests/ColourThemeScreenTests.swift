import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Issue 37, items 5-7, in process: what was drawn replayed on a `VirtualScreen` that keeps
/// each cell's SGR: a theme's error colour is the one drawn, a person's FORMLINE_COLORS and
/// config file set roles. (Warnings on standard error, NO_COLOR and TERM=dumb, accessible
/// mode: the binary's TerminalColourThemeTests.)
@Suite struct ColourThemeScreenTests: ScreenForms, ColourThemeScenes {
    @Test(arguments: [
        ([String: String](), "31"),
        (["FORMLINE_THEME": "colorblind"], "1;33"),
        (["FORMLINE_THEME": "high-contrast"], "1;7;31"),
        (["FORMLINE_THEME": "colorblind", "FORMLINE_COLORS": "error=35:hint=4"], "35"),
    ])
    func theThemesErrorColourIsDrawn(settings: [String: String], error: String) throws {
        let run = try InProcessTerminal(login, environment: ["NO_COLOR": ""].merging(settings) { $1 })
        let screen = try refusedUsername(run)
        let message = try message(on: screen)
        #expect(screen.style(of: message) == error, "\(screen.lines)")
        // The prompt is the prompt role's (bold in every one of these themes).
        #expect(screen.style(of: "[1/3] Username") == "1")
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
    }

    /// `$XDG_CONFIG_HOME/formline/config` sets the theme; FORMLINE_COLORS in the environment
    /// wins over its colours.
    @Test func theConfigFileSetsTheThemeAndTheEnvironmentWins() throws {
        let home = try TemporaryHome()
        let folder = home.url.appendingPathComponent("config/formline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# colours\ntheme = colorblind\ncolors = prompt=4\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let environment = ["NO_COLOR": "", "HOME": home.url.path,
                           "XDG_CONFIG_HOME": home.url.appendingPathComponent("config").path, "FORMLINE_COLORS": "prompt=1;4"]
        let run = try InProcessTerminal(login, environment: environment)
        let screen = try refusedUsername(run)
        #expect(screen.style(of: try message(on: screen)) == "1;33")
        #expect(screen.style(of: "[1/3] Username") == "1;4")
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
    }
}
