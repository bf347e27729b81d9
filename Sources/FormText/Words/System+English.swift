#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The catalog's words for the operating system's reasons (`SystemWord`): why a call on a
/// file, a folder or a stream failed (`errno`), in a person's language; and what formline
/// says of a place of the file system it passes over (a folder of the search path others
/// could write to). The reasons' English is glibc's
/// `strerror` text byte for byte, so English output is what it was when formline printed
/// `strerror` itself; a code without a key here is shown as `strerror` gives it
/// (`MessageText.systemReason(_:)`, the one home of an OS error's reason).
///
/// ```swift
/// MessageText.systemReason(ENOENT).english                      // "No such file or directory"
/// MessageText.systemReason(ENOENT).rendered(in: Words(.german)) // "Datei oder Ordner nicht gefunden"
/// ```
public enum SystemWord: String, CaseIterable, Sendable {
    case noSuchFile
    case permissionDenied
    case operationNotPermitted
    case isAFolder
    case notAFolder
    case tooManySymbolicLinks
    case nameTooLong
    case fileExists
    case noSpaceLeft
    case readOnlyFileSystem
    case brokenPipe
    case inputOutputError
    case tooManyOpenFiles
    case tooManyOpenFilesInSystem
    case deviceBusy
    case textFileBusy
    case crossDeviceLink
    case invalidArgument
    case noSuchDeviceOrAddress
    case temporarilyUnavailable
    case fileTooLarge
    case diskQuotaExceeded
    case folderNotEmpty
    case outOfMemory
    case interrupted
    case noSuchDevice
    case badFileDescriptor
    /// `formline list`'s line about a folder of the search path it passed over (`FolderTrust`).
    case listFolderNotSearched
    /// Why the line editor did not start when no OS call failed (libedit's `el_init`).
    case lineEditorNotSetUp

    /// The key for the OS error `code` (`errno`), or nil for a code the catalog does not hold.
    public init?(errno code: Int32) {
        // One table, `code` (each key's errno, checked by the compiler for every key): read backwards here.
        guard let word = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = word
    }

    /// The OS error code (`errno`) the key stands for; nil for a key that is not an OS error's reason.
    public var code: Int32? {
        switch self {
        case .noSuchFile: ENOENT
        case .permissionDenied: EACCES
        case .operationNotPermitted: EPERM
        case .isAFolder: EISDIR
        case .notAFolder: ENOTDIR
        case .tooManySymbolicLinks: ELOOP
        case .nameTooLong: ENAMETOOLONG
        case .fileExists: EEXIST
        case .noSpaceLeft: ENOSPC
        case .readOnlyFileSystem: EROFS
        case .brokenPipe: EPIPE
        case .inputOutputError: EIO
        case .tooManyOpenFiles: EMFILE
        case .tooManyOpenFilesInSystem: ENFILE
        case .deviceBusy: EBUSY
        case .textFileBusy: ETXTBSY
        case .crossDeviceLink: EXDEV
        case .invalidArgument: EINVAL
        case .noSuchDeviceOrAddress: ENXIO
        case .temporarilyUnavailable: EAGAIN
        case .fileTooLarge: EFBIG
        case .diskQuotaExceeded: EDQUOT
        case .folderNotEmpty: ENOTEMPTY
        case .outOfMemory: ENOMEM
        case .interrupted: EINTR
        case .noSuchDevice: ENODEV
        case .badFileDescriptor: EBADF
        case .listFolderNotSearched, .lineEditorNotSetUp: nil
        }
    }

    public static func englishText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "No such file or directory"
        case .permissionDenied: "Permission denied"
        case .operationNotPermitted: "Operation not permitted"
        case .isAFolder: "Is a directory"
        case .notAFolder: "Not a directory"
        case .tooManySymbolicLinks: "Too many levels of symbolic links"
        case .nameTooLong: "File name too long"
        case .fileExists: "File exists"
        case .noSpaceLeft: "No space left on device"
        case .readOnlyFileSystem: "Read-only file system"
        case .brokenPipe: "Broken pipe"
        case .inputOutputError: "Input/output error"
        case .tooManyOpenFiles: "Too many open files"
        case .tooManyOpenFilesInSystem: "Too many open files in system"
        case .deviceBusy: "Device or resource busy"
        case .textFileBusy: "Text file busy"
        case .crossDeviceLink: "Invalid cross-device link"
        case .invalidArgument: "Invalid argument"
        case .noSuchDeviceOrAddress: "No such device or address"
        case .temporarilyUnavailable: "Resource temporarily unavailable"
        case .fileTooLarge: "File too large"
        case .diskQuotaExceeded: "Disk quota exceeded"
        case .folderNotEmpty: "Directory not empty"
        case .outOfMemory: "Cannot allocate memory"
        case .interrupted: "Interrupted system call"
        case .noSuchDevice: "No such device"
        case .badFileDescriptor: "Bad file descriptor"
        case .listFolderNotSearched: "not searched: {folder} ({problem}); forms there could be anyone's, so none are listed or run by name"
        case .lineEditorNotSetUp: "libedit could not set up the terminal (el_init failed)"
        }
    }
}

extension MessageText {
    /// Why an OS call failed with `code` (`errno`), in a person's language when the catalog
    /// holds the code (`SystemWord`), else glibc's `strerror` text as it is: the one home of
    /// an OS error's reason. Read `errno` at once, before any other call can change it.
    public static func systemReason(_ code: Int32) -> MessageText {
        if let word = SystemWord(errno: code) { return .system(word, []) }
        return .verbatim(String(cString: strerror(code)))
    }
}
