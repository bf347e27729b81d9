import ArgumentParser
import TerminalFrontEnd

/// `--accessible`: the terminal front end's accessible mode, for screen readers and braille
/// displays (also on with `ACCESSIBLE=1`; see `AccessibleMode`).
struct AccessibilityOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "At a terminal: one self-contained line per prompt, no redraws, colour or escape sequences (for screen readers and braille displays). Ignored, with a note, when the answers are piped.",
        discussion: "Also on with ACCESSIBLE=1 (any value but empty, 0 or false)."))
    var accessible = false
}
