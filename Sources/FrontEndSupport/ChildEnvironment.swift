import FormTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a child process formline starts (the person's editor) gets: formline's own
/// environment without the answers given through it. `FORMLINE_ANSWER_*` variables may
/// hold secrets (a password given as `FORMLINE_ANSWER_password`), and secrets never reach
/// child processes.
///
/// ```swift
/// ChildEnvironment.isAnswer("FORMLINE_ANSWER_password=x")   // true: left out
/// ChildEnvironment.withEntries { envp in posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp) }
/// ```
public enum ChildEnvironment {
    /// The prefix of the variables that give answers (`FORMLINE_ANSWER_username=ada`).
    public static let answerPrefix = AnswerVariables.prefix

    /// Whether the `NAME=value` entry gives an answer.
    public static func isAnswer(_ entry: UnsafePointer<CChar>) -> Bool {
        strncmp(entry, answerPrefix, answerPrefix.utf8.count) == 0
    }

    /// Calls `body` with the child's environment: a NULL-terminated list of formline's
    /// own `NAME=value` entries (`environ`), the answers left out.
    public static func withEntries<T>(_ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        var entries: [UnsafeMutablePointer<CChar>?] = []
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ   // nil after clearenv()
        if var entry = start {
            while let pointer = entry.pointee {
                if !isAnswer(pointer) { entries.append(pointer) }
                entry += 1
            }
        }
        entries.append(nil)
        return entries.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
