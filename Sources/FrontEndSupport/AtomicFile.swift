#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old content or the new, never a torn file:
/// a temporary file in the same folder, created with the final permissions, is written,
/// flushed to disk and renamed over the target.
public enum AtomicFile {
    /// Owner read/write only: for anything that may hold secrets or personal answers.
    public static let privateMode: mode_t = 0o600
    /// Readable by all, writable by the owner.
    public static let publicMode: mode_t = 0o644

    /// What a new file gets by default: read/write for all, less the process's umask.
    public static var ordinaryMode: mode_t {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }

    /// The mode for a file of answers: `privateMode` when it may hold secrets, else `ordinaryMode`.
    public static func mode(holdingSecrets: Bool) -> mode_t {
        holdingSecrets ? privateMode : ordinaryMode
    }

    /// Replaces `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = privateMode) throws(FrontEndError) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var template = Array("\(directory.isEmpty ? "/" : directory)/.formline-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a temporary file beside '\(path)'") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        guard fchmod(fd, mode) == 0 else {
            close(fd)
            throw failure("cannot set permissions on '\(temporary)'")
        }
        var remaining = bytes
        do {
            try OutputStream.write(&remaining, to: fd, name: "'\(path)'")
        } catch {
            close(fd)
            throw error
        }
        guard fsync(fd) == 0 else {
            close(fd)
            throw failure("cannot flush '\(path)' to disk")
        }
        close(fd)
        guard rename(temporary, path) == 0 else { throw failure("cannot replace '\(path)'") }
        done = true
    }

    /// Replaces `path` with `text` as UTF-8.
    public static func write(_ text: String, to path: String, mode: mode_t = privateMode) throws(FrontEndError) {
        try write(Array(text.utf8), to: path, mode: mode)
    }

    private static func failure(_ what: String) -> FrontEndError {
        FrontEndError("\(what): \(String(cString: strerror(errno)))", status: .ioError)
    }
}
