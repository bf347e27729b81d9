#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 taken, so that no file formline opens can become standard
/// input, output or error by accident.
///
/// Started as `formline fill login --output o.jsonl 2>&-`, the first file opened would get
/// descriptor 2 and every message "to standard error" would land in `o.jsonl`.
/// `reserve()` puts `/dev/null` on each closed standard descriptor: standard input reads
/// nothing, standard error discards messages (and `fill`'s rejects), and standard output is
/// opened read-only, so writing the answers there still fails (EBADF) as on a closed
/// descriptor: answers are reported as not written, never silently thrown away.
///
/// ```swift
/// StandardDescriptors.reserve()   // first thing in main
/// ```
public enum StandardDescriptors {
    /// Opens `/dev/null` onto every closed descriptor among 0, 1 and 2.
    public static func reserve() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            // `open` returns the lowest free descriptor: `fd` itself, as the lower ones are open.
            let opened = open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != fd {
                _ = dup2(opened, fd)
                close(opened)
            }
        }
    }
}
