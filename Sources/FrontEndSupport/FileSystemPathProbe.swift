import FormCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system for path fields: `$HOME`, the current directory and `stat(2)`
/// (links followed). Every front end passes one to `FormSession` or `RecordValidator`.
///
/// ```swift
/// let session = FormSession(form: form, today: today, paths: FileSystemPathProbe())
/// FileSystemPathProbe().entry(at: "/etc")   // .directory
/// ```
public struct FileSystemPathProbe: PathProbe {
    public let homeDirectory: String?
    public let currentDirectory: String?

    /// Reads `$HOME` and the current directory once, now.
    public init() {
        homeDirectory = Self.home()
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { getcwd($0.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count) } != nil
        currentDirectory = found ? String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self) : nil
    }

    public func entry(at path: String) -> PathEntry { Self.entry(at: path) }

    /// What `path` names, links followed: `FileSystemPathProbe.entry(at: "/etc")` is `.directory`.
    public static func entry(at path: String) -> PathEntry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The home directory: `$HOME` when it is an absolute path, else the one the password
    /// database gives the user (`accountHome`), as bash expands `~` when HOME is unset. The
    /// one rule for drafts, the form search path, path fields and Tab completion of `~/`:
    /// an empty or relative HOME never puts files under `/` or the current directory.
    ///
    /// ```swift
    /// FileSystemPathProbe.home(environment: ["HOME": "/home/ada"])   // "/home/ada"
    /// FileSystemPathProbe.home(environment: ["HOME": ""])            // accountHome(), e.g. "/root"
    /// ```
    public static func home(environment: [String: String]) -> String {
        home(variable: environment["HOME"])
    }

    /// formline's base folder for a person's settings: `$XDG_CONFIG_HOME` when it is an
    /// absolute path, else `~/.config` (the forms folder and the colour config are under it).
    ///
    /// ```swift
    /// FileSystemPathProbe.configHome(environment: ["HOME": "/home/ada"])   // "/home/ada/.config"
    /// ```
    public static func configHome(environment: [String: String]) -> String {
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home(environment: environment) + "/.config"
    }

    /// `home(environment:)` for this process's own environment.
    public static func home() -> String {
        home(variable: getenv("HOME").map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) })
    }

    /// The rule of `home(environment:)` for the value of `HOME` (nil: unset).
    private static func home(variable home: String?) -> String {
        if let home, home.hasPrefix("/") { return home }
        return accountHome()
    }

    /// The home directory the password database gives the real user, for when `$HOME` is
    /// unset; "/" when it has none.
    ///
    /// ```swift
    /// FileSystemPathProbe.accountHome()   // "/root" for root on most systems
    /// ```
    public static func accountHome() -> String {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found)
        guard status == 0, found != nil, let directory = entry.pw_dir, directory.pointee != 0 else { return "/" }
        return String(cString: directory)
    }
}
