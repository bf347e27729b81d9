#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for folders whose files formline trusts (drafts it reads back, forms it runs
/// by name): the folder belongs to an allowed owner and nobody else can write to it, since
/// anyone who can write there can put a file of their own in it (a sticky bit, as on `/tmp`,
/// stops them removing others' files, not adding their own).
///
/// ```swift
/// FolderTrust.problem(with: "/tmp", owners: [geteuid(), 0])   // .writableByOthers(mode: 0o1777)
/// FolderTrust.problem(with: "/usr/share", owners: [geteuid(), 0])   // nil
/// ```
public enum FolderTrust: Equatable, Sendable, CustomStringConvertible {
    /// The folder belongs to someone else.
    case ownedBy(uid_t)
    /// Its group or others may write to it.
    case writableByOthers(mode: mode_t)

    /// Why the folder that `info` describes is not to be trusted, or nil when it is.
    public static func problem(with info: stat, owners: [uid_t]) -> FolderTrust? {
        if !owners.contains(info.st_uid) { return .ownedBy(info.st_uid) }
        if info.st_mode & 0o022 != 0 { return .writableByOthers(mode: info.st_mode & 0o7777) }
        return nil
    }

    /// `problem(with:owners:)` for the folder at `path` (links followed); nil when there is
    /// no such folder (nothing is read from it then).
    public static func problem(with path: String, owners: [uid_t]) -> FolderTrust? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return problem(with: info, owners: owners)
    }

    /// "it belongs to user 1001, not to you (0)" or "others can write to it (mode 1777)",
    /// as catalog keys (a person's language) and their values.
    public var text: MessageText {
        switch self {
        case .ownedBy(let owner): .notice(.belongsToUser, ["owner": "\(owner)", "user": "\(geteuid())"])
        case .writableByOthers(let mode): .notice(.writableByOthers, ["mode": String(mode, radix: 8)])
        }
    }

    /// `text` in English (machine output, `formline list`).
    public var description: String { text.english }
}
