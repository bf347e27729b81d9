#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams an output file into place (see `OutputTarget` for what happens at each kind of
/// path).
///
/// For a regular file (or a new one) bytes go to a temporary file beside it, created with
/// the final permissions and listed in `TemporaryFiles` (so a signal handler can remove it);
/// `commit()` flushes it to disk and renames it over the file. Until then readers see the
/// old file (or none); a writer dropped without `commit()` removes its temporary file.
/// A device, FIFO or open descriptor (`/dev/null`, `/dev/stdout`) is written in place and
/// never replaced; its permissions are left alone.
///
/// ```swift
/// let writer = try AtomicFileWriter(path: "valid.jsonl", mode: AtomicFile.privateMode)
/// var bytes = Array("{}\n".utf8)
/// try writer.write(&bytes)
/// try writer.commit()
/// ```
public final class AtomicFileWriter {
    /// The output path as given.
    public let path: String
    /// The open file: the temporary file, or the target itself when written in place.
    public let fileDescriptor: Int32
    /// The temporary file and the file it replaces, when replacing.
    private let replacement: (temporary: String, target: String)?
    private var finished = false

    /// Opens `path` for writing: a temporary file beside a regular file, with `mode` (0600
    /// for anything holding secrets), or a non-regular target in place.
    public init(path: String, mode: mode_t = AtomicFile.privateMode) throws(FrontEndError) {
        self.path = path
        switch try OutputTarget.resolve(path) {
        case .replace(let target):
            let created: (fd: Int32, path: String)
            do {
                created = try TemporaryFiles.create(template: OutputTarget.folder(of: target) + "/.formline-XXXXXX")
            } catch {
                throw Self.failure("cannot create a temporary file beside '\(path)'", error.code)
            }
            fileDescriptor = created.fd
            replacement = (created.path, target)
            guard fchmod(created.fd, mode) == 0 else {
                let error = Self.failure("cannot set permissions on '\(created.path)'", errno)
                discard()
                throw error
            }
        case .direct(let target):
            let fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw Self.failure("cannot open '\(path)' for writing", errno) }
            fileDescriptor = fd
            replacement = nil
        case .descriptor(let number):
            let fd = fcntl(number, F_DUPFD_CLOEXEC, 3)
            guard fd >= 0 else { throw Self.failure("cannot use '\(path)'", errno) }
            fileDescriptor = fd
            replacement = nil
        }
    }

    /// Appends bytes.
    public func write(_ bytes: inout [UInt8]) throws(FrontEndError) {
        try StandardStreams.write(&bytes, to: fileDescriptor, name: "'\(path)'")
    }

    /// Flushes to disk and moves the file into place (for a file written in place: flushes
    /// what can be flushed and closes it).
    public func commit() throws(FrontEndError) {
        guard !finished else { return }
        finished = true
        guard let replacement else {
            let synced = fsync(fileDescriptor) == 0 || [EINVAL, EROFS, ENOTSUP, EBADF].contains(errno)
            let code = errno
            let closed = close(fileDescriptor) == 0 || errno == EINTR
            guard synced, closed else { throw Self.failure("cannot finish writing '\(path)'", synced ? errno : code) }
            return
        }
        guard fsync(fileDescriptor) == 0 else {
            let error = Self.failure("cannot flush '\(path)' to disk", errno)
            finished = false
            discard()
            throw error
        }
        close(fileDescriptor)
        var renameError: Int32 = 0
        TemporaryFiles.forget(replacement.temporary) {
            if rename(replacement.temporary, replacement.target) != 0 {
                renameError = errno
                unlink(replacement.temporary)
            }
        }
        if renameError != 0 { throw Self.failure("cannot replace '\(path)'", renameError) }
    }

    deinit {
        if !finished { discard() }
    }

    /// Closes and, when replacing, removes the temporary file.
    private func discard() {
        finished = true
        close(fileDescriptor)
        if let replacement {
            TemporaryFiles.forget(replacement.temporary) { unlink(replacement.temporary) }
        }
    }

    private static func failure(_ what: String, _ code: Int32) -> FrontEndError {
        FrontEndError("\(what): \(String(cString: strerror(code)))", status: .ioError)
    }
}
