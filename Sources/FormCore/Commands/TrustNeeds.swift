/// What a form would do outside itself that only the person's trust allows: run commands,
/// read files outside its own folder, read environment variables beyond the identity ones
/// people expect as defaults. The one list every surface asks: the gate in front of `run`,
/// `fill` and `test` (an untrusted form stops, listing these), `formline trust` and
/// `formline check` (what trusting allows), and the source reader (what it refuses untrusted).
///
/// ```swift
/// form.trustNeeds.items.map(\.description)
/// // ["check of field 'name': ./taken", "choices of field 'region': the file /etc/passwd (outside the form's folder)",
/// //  "default of field 'who': the environment variable SECRET_TOKEN"]
/// ```
public struct TrustNeeds: Sendable, Equatable {
    /// One thing that needs trust.
    public enum Item: Sendable, Equatable {
        /// A command the form runs.
        case command(FormCommand)
        /// A file outside the form's folder, read for the choices of `field`.
        case file(field: String, path: String)
        /// An environment variable (not an identity one), read for the default of `field`.
        case variable(field: String, name: String)
    }

    /// Everything, in form order (commands of a field, then its sources), the form's checks last.
    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public var isEmpty: Bool { items.isEmpty }
    /// The commands alone.
    public var commands: [FormCommand] {
        items.compactMap { if case .command(let command) = $0 { command } else { nil } }
    }

    /// Environment variables any form may read for a default without trust: who the person is,
    /// as git and Debian's tools read it. They name the person, never a secret.
    public static let identityVariables: Set<String> = [
        "USER", "LOGNAME", "EMAIL", "NAME", "FULLNAME",
        "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL",
        "DEBFULLNAME", "DEBEMAIL",
    ]

    /// Whether reading the variable `name` needs trust.
    public static func variableNeedsTrust(_ name: String) -> Bool {
        !identityVariables.contains(name)
    }

    /// Whether the file `path` of a `file:` source is outside the form's folder as written:
    /// absolute, or climbing out with `..` (`a/../../b`). A path inside as written may still
    /// lead outside through a symbolic link: the reader checks the file it opened.
    public static func pathLeavesFolder(_ path: String) -> Bool {
        if path.hasPrefix("/") { return true }
        var depth = 0
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            depth += part == ".." ? -1 : 1
            if depth < 0 { return true }
        }
        return false
    }
}

extension TrustNeeds.Item: CustomStringConvertible {
    /// `check of field 'name': ./taken` as the gate lists it, in English (terminal-safe,
    /// shell-quoted arguments): `formline test`'s report, the MCP server's refusal.
    public var description: String { text.english }

    /// The same as catalog keys and values (`CommandWord`), for a person's language; the
    /// field ids, the arguments, the path and the variable stay as written.
    public var text: MessageText {
        switch self {
        case .command(let command):
            let values: [MessageText.Value] = [.init("command", command.roleText),
                                               .init("arguments", .verbatim(ShellQuoting.shownLine(command.arguments)))]
            guard !command.reads.isEmpty else { return .command(.listedCommand, values) }
            return .command(.listedCommandReads, values + [.init("fields", .verbatim(command.reads.joined(separator: ", ")))])
        case .file(let field, let path):
            return .command(.listedFile, ["field": field, "path": ShellQuoting.shownWord(path)])
        case .variable(let field, let name):
            return .command(.listedVariable, ["field": field, "name": TerminalSafeText.escape(name)])
        }
    }
}

extension FormDefinition {
    /// What this form does outside itself that needs trust (empty for most forms).
    package var trustNeeds: TrustNeeds {
        TrustNeeds(items: fields.flatMap { field in
            var items: [TrustNeeds.Item] = []
            switch field.choiceSource {
            case .command(let command)?: items.append(.command(command))
            case .file(let path)? where TrustNeeds.pathLeavesFolder(path): items.append(.file(field: field.id, path: path))
            default: break
            }
            switch field.defaultSource {
            case .command(let command)?: items.append(.command(command))
            case .environment(let name)? where TrustNeeds.variableNeedsTrust(name): items.append(.variable(field: field.id, name: name))
            default: break
            }
            if let check = field.check { items.append(.command(check)) }
            return items
        } + checks.map { .command($0) })
    }

    /// Whether any field reads a file (`choices: {file: …}`): a file inside the folder as
    /// written may still lead outside through a link, which only trust allows.
    package var readsFiles: Bool {
        fields.contains { if case .file? = $0.choiceSource { true } else { false } }
    }
}
