import FormOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a child process formline starts gets: formline's own environment without the
/// answers given through it, byte for byte and in order. `FORMLINE_ANSWER_*` variables may
/// hold secrets (a password given as `FORMLINE_ANSWER_password`), and secrets never reach
/// child processes. The one home of that rule for every child: the person's editor
/// (`withEntries`, for `posix_spawn`) and a form's commands (`terminatedEntries()`, for
/// swift-subprocess, which hands each entry to `strdup`).
///
/// ```swift
/// ChildEnvironment.isAnswer("FORMLINE_ANSWER_password=x")   // true: left out
/// ChildEnvironment.withEntries { envp in posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp) }
/// ChildEnvironment.terminatedEntries()   // [Array("HOME=/home/ada\0".utf8), …]
/// ```
public enum ChildEnvironment {
    /// The prefix of the variables that give answers (`FORMLINE_ANSWER_username=ada`).
    public static let answerPrefix = AnswerVariables.prefix

    /// Whether the `NAME=value` entry gives an answer.
    public static func isAnswer(_ entry: UnsafePointer<CChar>) -> Bool {
        strncmp(entry, answerPrefix, answerPrefix.utf8.count) == 0
    }

    /// Calls `body` with each of formline's own `NAME=value` entries (`environ`) a child
    /// gets, in order: the answers left out.
    private static func forEachKept(_ body: (UnsafeMutablePointer<CChar>) -> Void) {
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ   // nil after clearenv()
        guard var entry = start else { return }
        while let pointer = entry.pointee {
            if !isAnswer(pointer) { body(pointer) }
            entry += 1
        }
    }

    /// Calls `body` with the child's environment: a NULL-terminated list of formline's
    /// own `NAME=value` entries, the answers left out.
    public static func withEntries<T>(_ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        var entries: [UnsafeMutablePointer<CChar>?] = []
        forEachKept { entries.append($0) }
        entries.append(nil)
        return entries.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The child's environment as copies: each entry's bytes with the NUL that ends it, as
    /// C reads them (a byte array handed to C without its NUL lets C read on into the heap).
    public static func terminatedEntries() -> [[UInt8]] {
        var entries: [[UInt8]] = []
        forEachKept { pointer in
            let length = strlen(pointer)
            entries.append(pointer.withMemoryRebound(to: UInt8.self, capacity: length + 1) {
                Array(UnsafeBufferPointer(start: $0, count: length + 1))
            })
        }
        return entries
    }
}
