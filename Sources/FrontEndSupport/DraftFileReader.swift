#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reads a draft file safely: never through a symbolic link, only a regular file owned by
/// this user with mode 0600, and no more than a limit.
///
/// ```swift
/// let data = try DraftFileReader.read(path, limit: DraftStore.maximumFileBytes)
/// ```
enum DraftFileReader {
    static func read(_ path: String, limit: Int) throws(FrontEndError) -> Data {
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
            throw refusal(path, "it holds \(info.st_size) bytes, more than the \(limit) a draft may have")
        }
        let bytes: [UInt8]?
        do {
            bytes = try FileDescriptorIO.readAll(fd, limit: limit)
        } catch {
            throw refusal(path, String(cString: strerror(error.code)))
        }
        guard let bytes else { throw refusal(path, "it holds more than the \(limit) bytes a draft may have") }
        return Data(bytes)
    }

    private static func refusal(_ path: String, _ reason: String) -> FrontEndError {
        FrontEndError("the draft '\(path)' is refused: \(reason); delete it to start over", status: .noInput)
    }
}
