#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw reads and writes on a file descriptor that retry on EINTR and wait out EAGAIN.
package enum FileDescriptorIO {
    /// Reads up to `count` bytes (at file position `offset` with `pread(2)`, leaving the
    /// descriptor's own position alone, when one is given); 0 means end of input. Throws the
    /// errno on failure.
    package static func read(_ fileDescriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int,
                             offset: Int? = nil) throws(Errno) -> Int {
        while true {
            #if canImport(Darwin)
            let result = offset.map { Darwin.pread(fileDescriptor, buffer, count, off_t($0)) } ?? Darwin.read(fileDescriptor, buffer, count)
            #elseif canImport(Musl)
            let result = offset.map { Musl.pread(fileDescriptor, buffer, count, off_t($0)) } ?? Musl.read(fileDescriptor, buffer, count)
            #else
            let result = offset.map { Glibc.pread(fileDescriptor, buffer, count, off_t($0)) } ?? Glibc.read(fileDescriptor, buffer, count)
            #endif
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { try wait(fileDescriptor, for: Int16(POLLIN)); continue }
            throw Errno(code: code)
        }
    }

    /// Reads to the end of input; nil when there are more than `limit` bytes (it stops reading then).
    package static func readAll(_ fileDescriptor: Int32, limit: Int = Int.max) throws(Errno) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let result: Result<Int, Errno> = buffer.withUnsafeMutableBytes { raw in
                Result { () throws(Errno) in try read(fileDescriptor, into: raw.baseAddress!, count: raw.count) }
            }
            let count = try result.get()
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
            if bytes.count > limit { return nil }
        }
    }

    /// Writes all of `bytes`, continuing after partial writes.
    package static func writeAll(_ fileDescriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
            let result = Darwin.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #elseif canImport(Musl)
            let result = Musl.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let result = Glibc.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if result >= 0 { offset += result; continue }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { try wait(fileDescriptor, for: Int16(POLLOUT)); continue }
            throw Errno(code: code)
        }
    }

    /// Blocks until a non-blocking descriptor is ready.
    private static func wait(_ fileDescriptor: Int32, for events: Int16) throws(Errno) {
        var request = pollfd(fd: fileDescriptor, events: events, revents: 0)
        while poll(&request, 1, -1) < 0 {
            if errno != EINTR { throw Errno(code: errno) }
        }
    }

    /// A failed system call's errno.
    package struct Errno: Error {
        package let code: Int32
        package init(code: Int32) { self.code = code }
    }

    /// The position of the first `byte` in `bytes[from..<to]`, or nil.
    @inline(__always)
    package static func find(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
