#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// What Tab does to the text before the cursor when a field offers completions.
enum Completion: Equatable {
    /// Replace the text before the cursor with this.
    case replace(String)
    /// Several candidates share no longer prefix: show them.
    case ambiguous([String])
    /// The text already is the only matching candidate.
    case complete
    /// Nothing matches.
    case noMatch

    /// Matches `typed` as a case-insensitive prefix of `candidates`: a unique match
    /// completes to that candidate; several complete to their longest common prefix
    /// when it is longer than `typed`, else they are listed.
    init(typed: String, candidates: [String]) {
        let needle = typed.lowercased()
        let matches = candidates.filter { $0.lowercased().hasPrefix(needle) }
        switch matches.count {
        case 0:
            self = .noMatch
        case 1:
            self = matches[0] == typed ? .complete : .replace(matches[0])
        default:
            let common = Self.commonPrefix(matches)
            self = common.count > typed.count ? .replace(common) : .ambiguous(matches)
        }
    }

    /// The longest case-insensitive common prefix, spelled as in the first string.
    private static func commonPrefix(_ strings: [String]) -> String {
        var prefix = strings[0]
        for string in strings.dropFirst() {
            let shared = zip(prefix, string).prefix { $0.lowercased() == $1.lowercased() }.count
            prefix = String(prefix.prefix(shared))
        }
        return prefix
    }
}

/// Tab on a path field: the text before the cursor is one path (spaces, quotes and
/// backslashes are part of names, never shell syntax, so nothing is ever escaped into the
/// line), completed against the folder it names, as bash completes a file name:
///
/// - one match: its name, then `/` when it is a folder;
/// - several: their longest common beginning when that is longer than what was typed,
///   else `.ambiguous` with their names (not whole paths; folders with `/`), for listing;
/// - none, or the only match already typed (a file): `.noMatch` / `.complete`.
///
/// Names starting with `.` are offered only when what was typed of the name starts with
/// `.`. Matching is case-sensitive, as file names are.
///
/// ```swift
/// PathCompletion.complete("/srv/pl", entries: { _ in [("plan.yaml", false), ("planets", true)] })
/// // .replace("/srv/plan")   (a second Tab: .ambiguous(["plan.yaml", "planets/"]))
/// ```
enum PathCompletion {
    /// A folder's entries: each name, and whether it is a folder (symbolic links followed).
    typealias Entries = (_ folder: String) -> [(name: String, isFolder: Bool)]

    static func complete(_ typed: String, entries: Entries = PathCompletion.entries) -> Completion {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder = folderPart.isEmpty ? "." : folderPart
        let matches = entries(folder)
            .filter { $0.name.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.name.hasPrefix(".")) }
            .sorted { $0.name < $1.name }
        switch matches.count {
        case 0:
            return .noMatch
        case 1:
            let whole = folderPart + matches[0].name + (matches[0].isFolder ? "/" : "")
            return whole == typed ? .complete : .replace(whole)
        default:
            let common = matches.dropFirst().reduce(matches[0].name) { shared, match in
                let count = zip(shared.unicodeScalars, match.name.unicodeScalars).prefix { $0 == $1 }.count
                return String(String.UnicodeScalarView(shared.unicodeScalars.prefix(count)))
            }
            if common.unicodeScalars.count > prefix.unicodeScalars.count { return .replace(folderPart + common) }
            return .ambiguous(matches.map { $0.name + ($0.isFolder ? "/" : "") })
        }
    }

    /// The entries of `folder` on disk (none when it cannot be read).
    static func entries(_ folder: String) -> [(name: String, isFolder: Bool)] {
        FolderEntries.entries(in: folder).map { entry in
            guard entry.type == UInt8(DT_LNK) || entry.type == UInt8(DT_UNKNOWN) else {
                return (entry.name, entry.type == UInt8(DT_DIR))
            }
            var info = stat()
            return (entry.name, stat(folder + "/" + entry.name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        }
    }
}
