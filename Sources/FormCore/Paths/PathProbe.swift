/// What a path names on disk, as a `PathProbe` reports it.
public enum PathEntry: Sendable, Equatable {
    /// Nothing is there.
    case missing
    /// A regular file (or a link to one).
    case file
    /// A directory (or a link to one).
    case directory
    /// Something else: a device, a socket, a FIFO.
    case other

    /// Whether something to read from is there: a file, or a device or FIFO such as `<(…)`'s
    /// `/dev/fd/63` — anything but a directory. How a form name is taken as a path.
    ///
    /// ```swift
    /// PathEntry.other.isFileOrStream       // true
    /// PathEntry.directory.isFileOrStream   // false
    /// ```
    public var isFileOrStream: Bool { self == .file || self == .other }
}

/// The few facts about the file system a path field needs, injected so `FormCore` stays
/// free of I/O: front ends pass the real one (`FileSystemPathProbe` in FrontEndSupport),
/// tests pass a fake, and `formline check` passes none (only the written rules are checked).
///
/// ```swift
/// struct FakeProbe: PathProbe {
///     var homeDirectory: String? = "/home/ada"
///     var currentDirectory: String? = "/work"
///     var entries: [String: PathEntry] = ["/work/plan.yaml": .file]
///     func entry(at path: String) -> PathEntry { entries[path] ?? .missing }
/// }
/// let config = FieldDefinition(id: "config", settings: .path(PathRules(mustExist: true)))
/// FieldValidator(field: config, today: today, paths: FakeProbe()).value(from: "plan.yaml")
/// // .success(.text("/work/plan.yaml"))
/// ```
public protocol PathProbe: Sendable {
    /// `$HOME`, for `~` and `~/…`; nil when unknown.
    var homeDirectory: String? { get }
    /// The directory relative paths are read against; nil when unknown.
    var currentDirectory: String? { get }
    /// What `path` (absolute, normalised) names.
    func entry(at path: String) -> PathEntry
}
