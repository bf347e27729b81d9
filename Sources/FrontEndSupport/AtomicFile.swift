#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that readers see the old content or the new, never a torn file
/// (see `AtomicFileWriter`, which does the work).
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

    /// Replaces `path` with `bytes`. With `finishing`, the run is done once the file is in
    /// place (`AtomicFileWriter.commit(_:finishing:)`).
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = privateMode,
                             finishing status: Int32? = nil) throws(FrontEndError) {
        let writer = try AtomicFileWriter(path: path, mode: mode)
        var bytes = bytes
        try writer.write(&bytes)
        try writer.commit(finishing: status)
    }

    /// Replaces `path` with `text` as UTF-8.
    public static func write(_ text: String, to path: String, mode: mode_t = privateMode,
                             finishing status: Int32? = nil) throws(FrontEndError) {
        try write(Array(text.utf8), to: path, mode: mode, finishing: status)
    }
}
