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
    /// Committed or discarded.
    private var finished = false
    /// The descriptor is closed (flushed for a commit, or discarded).
    private var closed = false

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
                throw Self.failure(.cannotCreateTemporary, path, error.code)
            }
            fileDescriptor = created.fd
            replacement = (created.path, target)
            guard fchmod(created.fd, mode) == 0 else {
                let error = Self.failure(.cannotSetPermissions, created.path, errno)
                discard()
                throw error
            }
        case .direct(let target):
            let fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw Self.failure(.cannotOpenForWriting, path, errno) }
            fileDescriptor = fd
            replacement = nil
        case .descriptor(let number):
            let fd = fcntl(number, F_DUPFD_CLOEXEC, 3)
            guard fd >= 0 else { throw Self.failure(.cannotUseFile, path, errno) }
            fileDescriptor = fd
            replacement = nil
        }
    }

    /// Appends bytes.
    public func write(_ bytes: inout [UInt8]) throws(FrontEndError) {
        try StandardStreams.write(&bytes, to: fileDescriptor, name: "'\(path)'")
    }

    /// Flushes to disk and moves the file into place (for a file written in place: flushes
    /// what can be flushed and closes it). With `finishing`, the run is done once the file
    /// is in place: see `commit(_:finishing:)`.
    public func commit(finishing status: Int32? = nil) throws(FrontEndError) {
        try Self.commit([self], finishing: status)
    }

    /// Commits several files as one: each is flushed to disk first (a failure removes every
    /// temporary file and leaves every old file as it was), then all are renamed into place
    /// with SIGINT, SIGTERM and SIGHUP blocked, so a signal finds them all old or all new.
    /// With `finishing`, the run counts as done with that exit status in the same breath
    /// (`ExitOnSignal.commit(finishing:_:)`): a signal after the renames exits with it,
    /// without saying that nothing was written.
    ///
    /// ```swift
    /// try AtomicFileWriter.commit([output, rejects], finishing: 1)   // `fill` with rejects
    /// ```
    public static func commit(_ writers: [AtomicFileWriter], finishing status: Int32? = nil) throws(FrontEndError) {
        let pending = writers.filter { !$0.finished }
        for writer in pending {
            do {
                try writer.flush()
            } catch {
                for other in pending where other !== writer { other.discard() }
                throw error
            }
        }
        var failure: FrontEndError?
        let renameAll = { () -> Bool in
            for writer in pending {
                guard let replacement = writer.replacement else { continue }
                TemporaryFiles.forget(replacement.temporary) {
                    if failure == nil, rename(replacement.temporary, replacement.target) != 0 {
                        failure = Self.renameFailure(writer, errno, after: pending)
                    }
                    if failure != nil { unlink(replacement.temporary) }
                }
                writer.finished = true
            }
            return failure == nil
        }
        if let status {
            ExitOnSignal.commit(finishing: status, renameAll)
        } else {
            _ = TemporaryFiles.withSignalsBlocked(renameAll)
        }
        if let failure { throw failure }
    }

    /// Flushes the file to disk and closes it: the first half of a commit. A file written in
    /// place is then done.
    private func flush() throws(FrontEndError) {
        guard replacement != nil else {
            finished = true
            closed = true
            let synced = fsync(fileDescriptor) == 0 || [EINVAL, EROFS, ENOTSUP, EBADF].contains(errno)
            let code = errno
            let didClose = close(fileDescriptor) == 0 || errno == EINTR
            guard synced, didClose else { throw Self.failure(.cannotFinishWriting, path, synced ? errno : code) }
            return
        }
        guard fsync(fileDescriptor) == 0 else {
            let error = Self.failure(.cannotFlushFile, path, errno)
            discard()
            throw error
        }
        closed = true
        close(fileDescriptor)
    }

    /// The error for a rename that failed: which file, and which of the others were already replaced.
    private static func renameFailure(_ writer: AtomicFileWriter, _ code: Int32, after writers: [AtomicFileWriter]) -> FrontEndError {
        let replaced = writers.prefix { $0 !== writer }.filter { $0.replacement != nil }.map { MessageText.verbatim("'\($0.path)'") }
        guard !replaced.isEmpty else { return Self.failure(.cannotReplace, writer.path, code) }
        return FrontEndError(.notice(.cannotReplaceAfterOthers, [.init("path", .verbatim(writer.path)),
                                                                 .init("replaced", .joined(replaced, by: .bothReplaced)),
                                                                 .init("reason", .systemReason(code))]), status: .ioError)
    }

    deinit {
        if !finished { discard() }
    }

    /// Closes and, when replacing, removes the temporary file.
    private func discard() {
        guard !finished else { return }
        finished = true
        if !closed { close(fileDescriptor) }
        closed = true
        if let replacement {
            TemporaryFiles.forget(replacement.temporary) { unlink(replacement.temporary) }
        }
    }

    /// `word` said of `path`, with the system's reason for `code`.
    private static func failure(_ word: NoticeWord, _ path: String, _ code: Int32) -> FrontEndError {
        FrontEndError(.notice(word, [.init("path", .verbatim(path)), .init("reason", .systemReason(code))]), status: .ioError)
    }
}
