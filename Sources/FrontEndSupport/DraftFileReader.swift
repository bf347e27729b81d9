#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reads a private state file (a draft, the trusted-forms record) safely: never through a
/// symbolic link, only a regular file owned by this user with mode 0600, and no more than a
/// limit. `record` says which it is in a refusal ("the draft", "the trust record").
///
/// ```swift
/// let data = try DraftFileReader.read(path, limit: DraftStore.maximumFileBytes)
/// ```
public enum DraftFileReader {
    /// The state file read: what a refusal names.
    public enum Record: Sendable {
        case draft
        case trustRecord
    }

    public static func read(_ path: String, limit: Int, record: Record = .draft) throws(FrontEndError) -> Data {
        let refusal = { (path: String, reason: MessageText) in Self.refusal(path, reason, record: record) }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw refusal(path, errno == ELOOP ? .notice(.isSymbolicLink) : .systemReason(errno))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refusal(path, .systemReason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(path, .notice(.isNotRegularFile)) }
        guard info.st_uid == geteuid() else {
            throw refusal(path, .notice(.belongsToUser, ["owner": "\(info.st_uid)", "user": "\(geteuid())"]))
        }
        guard info.st_mode & 0o777 == 0o600 else {
            throw refusal(path, .notice(.modeNot600, ["mode": String(info.st_mode & 0o777, radix: 8)]))
        }
        guard Int(info.st_size) <= limit else {
            throw refusal(path, .notice(.holdsBytesOverLimit, ["size": "\(info.st_size)", "limit": "\(limit)"]))
        }
        let bytes: [UInt8]?
        do {
            bytes = try FileDescriptorIO.readAll(fd, limit: limit)
        } catch {
            throw refusal(path, .systemReason(error.code))
        }
        guard let bytes else { throw refusal(path, .notice(.holdsMoreThanLimit, ["limit": "\(limit)"])) }
        return Data(bytes)
    }

    private static func refusal(_ path: String, _ reason: MessageText, record: Record) -> FrontEndError {
        let word: NoticeWord = switch record {
        case .draft: .draftRefused
        case .trustRecord: .trustRecordRefused
        }
        return FrontEndError(.notice(word, [.init("path", .verbatim(path)), .init("reason", reason)]), status: .noInput)
    }
}
