import ArgumentParser
import FrontEndSupport
import TerminalFrontEnd

/// `--accessible`: the terminal front end's accessible mode, for screen readers and braille
/// displays (also on with `ACCESSIBLE=1`; see `AccessibleMode`).
struct AccessibilityOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(Words.process[HelpWord.accessibleHelp],
                             discussion: Words.process[HelpWord.accessibleDiscussion]))
    var accessible = false
}
