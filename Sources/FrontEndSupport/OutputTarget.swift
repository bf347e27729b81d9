#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at an output path (`run --output`, `fill --output`, `fill --rejects`), and so
/// how formline writes there. Only regular files are ever replaced:
///
/// - nothing there, or a regular file: written beside it and renamed over it (`replace`);
///   a symbolic link to a regular file replaces the file it points to, never the link;
/// - an existing file that is not regular (a character device such as `/dev/null` or a
///   terminal, a FIFO): opened and written in place, never renamed over (`direct`);
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: the descriptor formline
///   already has, written where it stands (`descriptor`), like a shell's redirection;
/// - a folder, a socket, a missing or read-only folder: an error, before anything is asked.
///
/// ```swift
/// try OutputTarget.resolve("answers.json")   // .replace(path: "answers.json")
/// try OutputTarget.resolve("/dev/null")      // .direct(path: "/dev/null")
/// try OutputTarget.resolve("/dev/stdout")    // .descriptor(1)
/// ```
public enum OutputTarget: Equatable, Sendable {
    /// A regular file, or nothing yet: `path` is the file itself, symbolic links followed.
    case replace(path: String)
    /// An existing file that is not regular: opened and written in place.
    case direct(path: String)
    /// A descriptor formline already has open.
    case descriptor(Int32)

    /// Finds out how `path` would be written, checking that it can be: its folder exists
    /// and is writable, it is not a folder, a named descriptor is open for writing.
    public static func resolve(_ path: String) throws(FrontEndError) -> OutputTarget {
        guard !path.isEmpty else { throw FrontEndError(.error(.outputPathEmpty), status: .usage) }
        var current = path
        for _ in 0..<40 {
            if let fd = descriptorAlias(current) { return try checkedDescriptor(fd, path: path) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw failure(path, .systemReason(errno)) }
                return try checkedReplacement(current, path: path)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                // Links under /proc (`/proc/PID/fd/N`) name open files, not paths: use them in place.
                if current.hasPrefix("/proc/") { return try checkedDirect(current, path: path) }
                guard let target = readLink(current) else { throw failure(path, .systemReason(errno)) }
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            case S_IFREG:
                return try checkedReplacement(current, path: path)
            case S_IFDIR:
                throw FrontEndError(.error(.cannotWriteFolder, ["path": path]), status: .ioError)
            case S_IFSOCK:
                throw FrontEndError(.error(.cannotWriteSocket, ["path": path]), status: .ioError)
            default:
                return try checkedDirect(current, path: path)
            }
        }
        throw failure(path, .notice(.tooManyLinks))
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a file in the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// The descriptor `/dev/stdout`, `/dev/fd/N` or `/proc/self/fd/N` (also `/proc/PID/fd/N`
    /// with formline's own PID) stands for.
    static func descriptorAlias(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
        guard let prefix = prefixes.first(where: { path.hasPrefix($0) }) else { return nil }
        let number = path.dropFirst(prefix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let fd = Int32(number) else { return nil }
        return fd
    }

    private static func checkedDescriptor(_ fd: Int32, path: String) throws(FrontEndError) -> OutputTarget {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0 else { throw failure(path, .notice(.descriptorNotOpen, ["fd": "\(fd)"])) }
        guard flags & O_ACCMODE == O_WRONLY || flags & O_ACCMODE == O_RDWR else {
            throw failure(path, .notice(.descriptorNotOpenForWriting, ["fd": "\(fd)"]))
        }
        return .descriptor(fd)
    }

    private static func checkedDirect(_ current: String, path: String) throws(FrontEndError) -> OutputTarget {
        guard access(current, W_OK) == 0 else { throw failure(path, .systemReason(errno)) }
        return .direct(path: current)
    }

    private static func checkedReplacement(_ current: String, path: String) throws(FrontEndError) -> OutputTarget {
        let folder = folder(of: current)
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FrontEndError(.error(.folderMissing, ["path": path, "folder": folder]), status: .ioError)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw failure(path, .notice(.folderNotWritable, [.init("folder", .verbatim(folder)), .init("reason", .systemReason(errno))]))
        }
        return .replace(path: current)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func failure(_ path: String, _ reason: MessageText) -> FrontEndError {
        FrontEndError(.error(.cannotWrite, [.init("path", .verbatim(path)), .init("reason", reason)]), status: .ioError)
    }
}
