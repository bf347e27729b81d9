#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input read whole, for a document given as `-` (`run --answers -`, `fill --input -`
/// reads it as a stream instead).
///
/// ```swift
/// let text = try StandardInput.readAll()   // "{\"username\":\"ada\"}\n"
/// ```
public enum StandardInput {
    /// Everything on `fd` (standard input by default) as UTF-8 text, at most `limit` bytes.
    public static func readAll(fd: Int32 = STDIN_FILENO, limit: Int = 16 << 20) throws(FrontEndError) -> String {
        let read: [UInt8]?
        do {
            read = try FileDescriptorIO.readAll(fd, limit: limit)
        } catch {
            throw FrontEndError(.error(.standardInputUnreadable, [.init("reason", .systemReason(error.code))]), status: .noInput)
        }
        guard let bytes = read else { throw FrontEndError(.error(.standardInputTooLong, ["limit": "\(limit)"]), status: .dataError) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FrontEndError(.error(.standardInputNotUTF8), status: .dataError)
        }
        return text
    }
}
