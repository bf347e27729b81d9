#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files formline has open (an `AtomicFileWriter`'s file before `commit()`),
/// kept where a signal handler can remove them: SIGINT, SIGTERM or SIGHUP in the middle of
/// `fill --output` or a piped `run --output` must not leave `.formline-*` files behind
/// (they may hold answers).
///
/// Paths live in raw storage allocated once; `removeAll()` only calls `unlink`, so it is
/// async-signal-safe. Creating and forgetting happen with the three signals blocked, so a
/// handler never sees a file that exists but is not listed yet.
///
/// ```swift
/// let fd = try TemporaryFiles.create(beside: "answers.json") { slot, path in … }
/// TemporaryFiles.removeAll()   // from a signal handler
/// ```
public enum TemporaryFiles {
    private static let capacity = 8
    private static let pathCapacity = Int(PATH_MAX) + 1

    /// `capacity` path buffers; an empty string marks a free slot.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
        storage.initialize(repeating: 0, count: capacity * pathCapacity)
        return storage
    }()

    /// Touches the storage so a signal handler never initialises it.
    public static func prepare() {
        _ = paths
    }

    /// Creates a new temporary file with `mkstemp(template)` and lists it; returns its
    /// descriptor and path. Throws the errno when no file could be made.
    package static func create(template: String) throws(FileDescriptorIO.Errno) -> (fd: Int32, path: String) {
        prepare()
        return try withSignalsBlocked { () throws(FileDescriptorIO.Errno) in
            var bytes = Array(template.utf8CString)
            guard bytes.count <= pathCapacity else { throw FileDescriptorIO.Errno(code: ENAMETOOLONG) }
            guard let slot = (0..<capacity).first(where: { paths[$0 * pathCapacity] == 0 }) else {
                throw FileDescriptorIO.Errno(code: EMFILE)
            }
            let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw FileDescriptorIO.Errno(code: errno) }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            bytes.withUnsafeBufferPointer { source in
                (paths + slot * pathCapacity).update(from: source.baseAddress!, count: source.count)
            }
            return (fd, String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// Forgets `path` (renamed into place or removed) and runs `body` first, both with the
    /// signals blocked: a rename and the forgetting happen together.
    package static func forget(_ path: String, after body: () -> Void = {}) {
        withSignalsBlocked {
            body()
            for slot in 0..<capacity where strcmp(paths + slot * pathCapacity, path) == 0 {
                paths[slot * pathCapacity] = 0
            }
        }
    }

    /// Removes every listed file. Async-signal-safe: for signal handlers about to exit.
    public static func removeAll() {
        for slot in 0..<capacity where paths[slot * pathCapacity] != 0 {
            unlink(paths + slot * pathCapacity)
        }
    }

    /// Removes the folder at `path` with everything in it (what an editor left there: a
    /// swap file, a backup), never following a symbolic link out of it. Best effort: what
    /// cannot be removed stays.
    ///
    /// ```swift
    /// TemporaryFiles.removeFolder("/tmp/formline-Ab12Cd")   // the editor's folder, swap files and all
    /// ```
    public static func removeFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            unlink(path)  // a symbolic link or a file put in its place: remove the name only
            return
        }
        removeContents(of: fd)
        rmdir(path)
    }

    /// Removes everything in the open folder `fd` (and closes it).
    private static func removeContents(of fd: Int32) {
        guard let stream = fdopendir(fd) else {
            close(fd)
            return
        }
        defer { closedir(stream) }
        let names = FolderEntries.read(stream).map(\.name)
        for name in names where unlinkat(fd, name, 0) != 0 && (errno == EISDIR || errno == EPERM) {
            let inner = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else { continue }
            removeContents(of: inner)
            unlinkat(fd, name, AT_REMOVEDIR)
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP blocked.
    static func withSignalsBlocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&block, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
