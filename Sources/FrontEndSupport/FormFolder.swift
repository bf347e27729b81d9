#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of a form file, held open from the moment the form was read, so that what was
/// read (and hashed for trust) and where its commands run and its files are read are one
/// resolution: a symbolic link swapped after the read cannot send the commands to another
/// folder. Made by `FormFile.open`; nil for a form read from a stream.
///
/// The commands' working directory and relative programs go through `handle`, the kernel's
/// name for this very folder (`/proc/PID/fd/N`), never through its path again.
///
/// ```swift
/// let opened = try FormFile.openForm("forms/login.yaml")
/// opened.folder?.path     // "/home/ada/project/forms" (canonical, for messages)
/// opened.folder?.handle   // "/proc/4242/fd/5"
/// ```
public final class FormFolder: @unchecked Sendable {
    /// The descriptor (`O_PATH`), open as long as this object lives.
    public let descriptor: Int32
    /// The folder's canonical path when it was opened: for messages and the trust record.
    public let path: String
    /// The form file's canonical path (this folder and its name).
    public let formPath: String

    init(descriptor: Int32, path: String, formPath: String) {
        self.descriptor = descriptor
        self.path = path
        self.formPath = formPath
    }

    deinit { close(descriptor) }

    /// A path that names this folder as opened, whatever is renamed or swapped meanwhile:
    /// the working directory of the form's commands and the base of their relative programs.
    public var handle: String {
        #if os(Linux)
        return "/proc/\(getpid())/fd/\(descriptor)"
        #else
        return path
        #endif
    }

    /// Opens the folder of the file open on `fileDescriptor`, checking that the folder holds
    /// that very file (same device and inode under the same name); nil when the file is not
    /// on disk or moved meanwhile (the caller says so).
    static func of(openFile fileDescriptor: Int32) -> FormFolder? {
        guard let filePath = resolvedPath(of: fileDescriptor), filePath.hasPrefix("/"),
              let slash = filePath.lastIndex(of: "/") else { return nil }
        let folderPath = slash == filePath.startIndex ? "/" : String(filePath[..<slash])
        let name = String(filePath[filePath.index(after: slash)...])
        let folder = openFolder(folderPath)
        guard folder >= 0 else { return nil }
        var opened = stat(), named = stat()
        guard fstat(fileDescriptor, &opened) == 0, fstatat(folder, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
              opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
            close(folder)
            return nil
        }
        return FormFolder(descriptor: folder, path: folderPath, formPath: filePath)
    }

    /// Opens the folder at `directory` (links followed); nil when it cannot be opened (`errno` says why).
    public static func open(directory: String) -> FormFolder? {
        let folder = openFolder(directory)
        guard folder >= 0 else { return nil }
        let path = resolvedPath(of: folder) ?? directory
        return FormFolder(descriptor: folder, path: path, formPath: path)
    }

    private static func openFolder(_ path: String) -> Int32 {
        // O_PATH (Linux's 010000000 on x86-64, arm64 and most others; the C headers hide it
        // behind _GNU_SOURCE): a folder held to be named, not read.
        #if canImport(Glibc)
        return Glibc.open(path, 0o10000000 | O_DIRECTORY | O_CLOEXEC)
        #elseif canImport(Musl)
        return Musl.open(path, 0o10000000 | O_DIRECTORY | O_CLOEXEC)
        #else
        return Darwin.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    /// The path the kernel resolved for an open descriptor (`/proc/self/fd/N`); nil when it
    /// has none on disk (a pipe, a deleted file).
    static func resolvedPath(of fileDescriptor: Int32) -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(fileDescriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.hasSuffix(" (deleted)") ? nil : path
        #else
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        guard fcntl(fileDescriptor, F_GETPATH, &buffer) == 0 else { return nil }
        return String(cString: buffer)
        #endif
    }

    /// Opens `relativePath` inside this folder for reading; the file opened must be inside
    /// the folder once every link is followed, unless `anywhere`. Returns the descriptor, or
    /// why not (errno text, or where a link led).
    public func openInside(_ relativePath: String, anywhere: Bool) -> Result<Int32, OpenProblem> {
        let fd = openat(descriptor, relativePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
        if anywhere { return .success(fd) }
        // The folder as it is now (renamed meanwhile: still this folder).
        let base = Self.resolvedPath(of: descriptor) ?? path
        guard let opened = Self.resolvedPath(of: fd) else {
            close(fd)
            return .failure(.outside(resolved: nil))
        }
        let prefix = base == "/" ? "/" : base + "/"
        guard opened.hasPrefix(prefix) else {
            close(fd)
            return .failure(.outside(resolved: opened))
        }
        return .success(fd)
    }

    /// Why `openInside` opened nothing.
    public enum OpenProblem: Error, Equatable {
        case cannotOpen(errno: Int32)
        /// The file (after links) is outside the folder: where it is, when known.
        case outside(resolved: String?)
    }
}
