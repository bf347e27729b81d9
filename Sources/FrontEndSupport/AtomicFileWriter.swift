#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams a file into place atomically: bytes go to a temporary file beside the target,
/// created with the final permissions; `commit()` flushes it to disk and renames it over the
/// target. Until then readers see the old file (or none); a writer dropped without
/// `commit()` removes its temporary file.
public final class AtomicFileWriter {
    /// The file being replaced.
    public let path: String
    /// The open temporary file.
    public let fileDescriptor: Int32
    private let temporary: String
    private var finished = false

    /// Opens a temporary file beside `path` with `mode` (0600 for anything holding secrets).
    public init(path: String, mode: mode_t = AtomicFile.privateMode) throws(FrontEndError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        var template = Array("\(directory)/.formline-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Self.failure("cannot create a temporary file beside '\(path)'") }
        temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fileDescriptor = fd
        guard fchmod(fd, mode) == 0 else {
            let error = Self.failure("cannot set permissions on '\(temporary)'")
            close(fd)
            unlink(temporary)
            finished = true
            throw error
        }
    }

    /// Appends bytes.
    public func write(_ bytes: inout [UInt8]) throws(FrontEndError) {
        try OutputStream.write(&bytes, to: fileDescriptor, name: "'\(path)'")
    }

    /// Flushes to disk and moves the file into place.
    public func commit() throws(FrontEndError) {
        guard !finished else { return }
        finished = true
        guard fsync(fileDescriptor) == 0 else {
            let error = Self.failure("cannot flush '\(path)' to disk")
            close(fileDescriptor)
            unlink(temporary)
            throw error
        }
        close(fileDescriptor)
        guard rename(temporary, path) == 0 else {
            let error = Self.failure("cannot replace '\(path)'")
            unlink(temporary)
            throw error
        }
    }

    deinit {
        if !finished {
            close(fileDescriptor)
            unlink(temporary)
        }
    }

    private static func failure(_ what: String) -> FrontEndError {
        FrontEndError("\(what): \(String(cString: strerror(errno)))", status: .ioError)
    }
}
