/// Words of a command formline suggests (`formline run 'my form' --resume`): a word of
/// plain characters as it is, any other single-quoted with each `'` written `'\''`, so a
/// name holding `$(…)`, backquotes, spaces or quotes is pasted back as one literal word in
/// sh, bash and zsh. Control characters are left to the terminal-safe text of whatever
/// prints the command.
///
/// ```swift
/// ShellQuoting.word("login")          // login
/// ShellQuoting.word("my form.yaml")   // 'my form.yaml'
/// ShellQuoting.word("it's")           // 'it'\''s'
/// ```
public enum ShellQuoting {
    /// `text` as one shell word.
    public static func word(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy(isPlain) { return text }
        return quoted(text)
    }

    /// `text` as one shell word, terminal-safe: what every command formline suggests to type
    /// again prints (`formline run 'a\nb.yaml' --resume` shows the line break as `\n`, never
    /// breaks the line).
    public static func shownWord(_ text: String) -> String {
        TerminalSafeText.escape(word(text))
    }

    /// Arguments as a shell would take them back, terminal-safe (`sh -c 'id > x'`).
    public static func shownLine(_ arguments: [String]) -> String {
        arguments.map(shownWord).joined(separator: " ")
    }

    /// `'…'` with each `'` written as `'\''`: nothing inside is expanded by sh, bash or zsh.
    /// The one shell-quoting rule (`--format shell`, and
    /// through `word` the commands formline prints to be typed again).
    public static func quoted(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            if scalar == "'" { out += #"'\''"# } else { out.unicodeScalars.append(scalar) }
        }
        return out + "'"
    }

    /// Bytes no shell treats specially anywhere in a word.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: ","), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
