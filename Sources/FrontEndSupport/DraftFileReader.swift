#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reads a private state file (a draft, the trusted-forms record) safely: never through a
/// symbolic link, only a regular file owned by this user with mode 0600, and no more than a
/// limit. `what` names it in a refusal ("the draft", "the trust record").
///
/// ```swift
/// let data = try DraftFileReader.read(path, limit: DraftStore.maximumFileBytes)
/// ```
public enum DraftFileReader {
    public static func read(_ path: String, limit: Int, what: String = "the draft") throws(FrontEndError) -> Data {
        let refusal = { (path: String, reason: String) in Self.refusal(path, reason, what: what) }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw refusal(path, reason)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refusal(path, String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(path, "it is not a regular file") }
        guard info.st_uid == geteuid() else { throw refusal(path, "it belongs to user \(info.st_uid), not to you (\(geteuid()))") }
        guard info.st_mode & 0o777 == 0o600 else {
            throw refusal(path, "its mode is \(String(info.st_mode & 0o777, radix: 8)), not 600")
        }
        guard Int(info.st_size) <= limit else {
            throw refusal(path, "it holds \(info.st_size) bytes, more than the \(limit) it may have")
        }
        let bytes: [UInt8]?
        do {
            bytes = try FileDescriptorIO.readAll(fd, limit: limit)
        } catch {
            throw refusal(path, String(cString: strerror(error.code)))
        }
        guard let bytes else { throw refusal(path, "it holds more than the \(limit) bytes it may have") }
        return Data(bytes)
    }

    private static func refusal(_ path: String, _ reason: String, what: String) -> FrontEndError {
        FrontEndError("\(what) '\(path)' is refused: \(reason); delete it to start over", status: .noInput)
    }
}
