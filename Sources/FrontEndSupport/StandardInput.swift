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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let result = chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(FileDescriptorIO.Errno) in try FileDescriptorIO.read(fd, into: buffer.baseAddress!, count: buffer.count) }
            }
            guard case .success(let count) = result else {
                if case .failure(let error) = result {
                    throw FrontEndError("cannot read standard input: \(String(cString: strerror(error.code)))", status: .noInput)
                }
                break
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit { throw FrontEndError("standard input is longer than \(limit) bytes", status: .dataError) }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FrontEndError("standard input is not UTF-8 text", status: .dataError)
        }
        return text
    }
}
