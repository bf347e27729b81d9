import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the terminal front end runs in accessible mode, for screen readers and braille
/// displays: one self-contained line per prompt, nothing redrawn in place, no escape
/// sequence at all (see `AccessibleView`).
///
/// On with `formline run --accessible`, or with `ACCESSIBLE` set to anything but empty,
/// `0` or `false` (the convention of charmbracelet/huh and gh). `TERM=dumb` alone does not
/// turn it on: it says what the terminal can do, not what the person needs (Emacs shell
/// buffers and IDE consoles set it); it keeps the usual prompts, without colour and with
/// the calendar drawn below instead of over itself.
///
/// ```swift
/// AccessibleMode.isOn(flag: false, environment: ["ACCESSIBLE": "1"])  // true
/// AccessibleMode.isOn(flag: false, environment: ["TERM": "dumb"])     // false
/// ```
public enum AccessibleMode {
    /// Whether `--accessible` (`flag`) or the environment asks for accessible mode.
    public static func isOn(flag: Bool, environment: [String: String]) -> Bool {
        if flag { return true }
        let value = (environment["ACCESSIBLE"] ?? "").lowercased()
        return !value.isEmpty && value != "0" && value != "false"
    }

    /// Like `isOn(flag:environment:)` in this process's environment.
    public static func isOn(flag: Bool) -> Bool {
        isOn(flag: flag, environment: getenv("ACCESSIBLE").map { ["ACCESSIBLE": String(cString: $0)] } ?? [:])
    }
}

extension TerminalStyle {
    /// No colour and no cursor movement, whatever the terminal: accessible mode's style
    /// (which also keeps bracketed paste off).
    public static let plain = TerminalStyle(outputIsTerminal: false, environment: [:])
}
