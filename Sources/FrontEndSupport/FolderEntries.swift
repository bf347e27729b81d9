#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a folder by `readdir` ("." and ".." left out), each name with its
/// `d_type` (`DT_DIR`, `DT_LNK`, `DT_UNKNOWN`…). FileManager's listing costs a third of a
/// millisecond of every `run`'s start-up in Swift runtime look-ups.
///
/// ```swift
/// FolderEntries.names(in: "/tmp/drafts")   // ["a.json", ".formline-Ab12Cd"]
/// ```
public enum FolderEntries {
    /// The entries of the open folder `stream` (the caller closes it).
    public static func read(_ stream: OpaquePointer) -> [(name: String, type: UInt8)] {
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        return entries
    }

    /// The entries of the folder at `path` (none when it cannot be read).
    public static func entries(in path: String) -> [(name: String, type: UInt8)] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        return read(stream)
    }

    /// The names in the folder at `path` (none when it cannot be read).
    public static func names(in path: String) -> [String] {
        entries(in: path).map(\.name)
    }
}
