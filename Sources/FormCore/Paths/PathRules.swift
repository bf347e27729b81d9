/// Which entries a path field accepts (written `pathKind:`; the key is not `kind`, which
/// would read as another word for `type:`).
public enum PathKind: String, CaseIterable, Sendable, Codable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// Anything.
    case any
}

/// The rules of a path field, as written in the form file: its settings
/// (`FieldSettings.path`).
///
/// ```swift
/// let config = FieldDefinition(id: "config", settings: .path(PathRules(mustExist: true, pathKind: .file, extensions: ["yaml", "yml"])))
/// ```
public struct PathRules: Sendable, Equatable {
    /// Whether the path must name an existing entry.
    public var mustExist: Bool
    /// Which entries are accepted, when one exists there.
    public var pathKind: PathKind
    /// The endings the last name must have (without the dot, compared ignoring ASCII case);
    /// empty means any.
    public var extensions: [String]

    /// Creates rules; by default any path is accepted.
    public init(mustExist: Bool = false, pathKind: PathKind = .any, extensions: [String] = []) {
        self.mustExist = mustExist
        self.pathKind = pathKind
        self.extensions = extensions
    }

    /// The longest accepted path, in UTF-8 bytes (Linux's PATH_MAX, less its NUL).
    public static let maxPathBytes = 4095
    /// The longest accepted name in a path, in UTF-8 bytes (NAME_MAX).
    public static let maxNameBytes = 255
}

extension PathRules {
    /// The rules in words, for prompts, accessible mode and `describe`:
    /// `an existing file ending in .yaml or .yml`, `a directory`, `a file or directory`.
    public var summary: String { summaryText.english }

    /// `summary` as catalog keys (a person's language in accessible mode).
    public var summaryText: MessageText {
        let what: Word = switch (mustExist, pathKind) {
        case (true, .file): .pathAnExistingFile
        case (true, .directory): .pathAnExistingDirectory
        case (true, .any): .pathAnExistingEither
        case (false, .file): .pathAFile
        case (false, .directory): .pathADirectory
        case (false, .any): .pathAFileOrDirectory
        }
        guard !extensions.isEmpty else { return .word(what) }
        let endings = extensions.map { "." + $0 }
        let list: MessageText = endings.count == 1 ? .verbatim(endings[0])
            : .word(.pathEndingsOr, ["list": endings.dropLast().joined(separator: ", "), "last": endings.last!])
        return .word(.pathEndingIn, [.init("what", .word(what)), .init("endings", list)])
    }
}
