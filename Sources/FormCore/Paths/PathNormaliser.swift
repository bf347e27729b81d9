/// Turns a typed path into the absolute, normalised path a path field stores.
///
/// `~` and `~/…` start at the home directory; other relative paths at the current one.
/// `.` and empty names are dropped and `..` removes the name before it, on the text alone
/// (links are not followed, so the answer names what was typed, not where a link points).
///
/// ```swift
/// PathNormaliser.absolute("~/notes/../plan.yaml", home: "/home/ada", current: "/work")
/// // .success("/home/ada/plan.yaml")
/// PathNormaliser.absolute("docs/./a.md", home: nil, current: "/work")   // .success("/work/docs/a.md")
/// ```
public enum PathNormaliser {
    /// The absolute form of `typed`, or why there is none. With no `current` directory a
    /// relative path is kept relative (normalised), as `formline check` sees defaults.
    public static func absolute(_ typed: String, home: String?, current: String?) -> Result<String, PathProblem> {
        if typed.unicodeScalars.contains("\0") { return .failure(.nul) }
        var text = typed
        if text == "~" || text.hasPrefix("~/") {
            guard let home, home.hasPrefix("/") else { return .failure(.noHome) }
            text = home + "/" + text.dropFirst(1)
        } else if text.hasPrefix("~") {
            return .failure(.otherUserHome)
        }
        let isAbsolute = text.hasPrefix("/")
        if !isAbsolute, let current { text = current + "/" + text }
        let absolute = text.hasPrefix("/")
        var names: [Substring] = []
        for name in text.split(separator: "/", omittingEmptySubsequences: true) {
            switch name {
            case ".": continue
            case "..":
                if let last = names.last, last != ".." { names.removeLast() } else if !absolute { names.append(name) }
            default: names.append(name)
            }
        }
        let joined = names.joined(separator: "/")
        return .success(absolute ? "/" + joined : (joined.isEmpty ? "." : joined))
    }
}

/// Why a typed path cannot be used.
public enum PathProblem: Error, Sendable, Equatable {
    /// It holds a NUL character.
    case nul
    /// It starts with `~` but `$HOME` is not known.
    case noHome
    /// It starts with `~name`.
    case otherUserHome

    /// What the person is told, in English.
    public var message: String { text.english }

    /// What the person is told, as catalog keys.
    public var text: MessageText {
        switch self {
        case .nul: .word(.validNUL)
        case .noHome: .word(.validPathNoHome)
        case .otherUserHome: .word(.validPathOtherHome)
        }
    }
}
