import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the person's editor on a multi-line field's text (Ctrl-X Ctrl-E): `$VISUAL`, else
/// `$EDITOR`, else `vi`, run by `/bin/sh` (so `EDITOR="code --wait"` works, as in git).
///
/// The text goes into a file made with mode 0600 and `O_EXCL` (`mkstemp`) in a private
/// directory (`mkdtemp`, mode 0700) under `$TMPDIR`, else `/tmp`. The directory is removed
/// afterwards with all it holds (an editor that was killed or lost its terminal leaves its
/// swap file there) on every path, a hang-up or SIGTERM while the editor runs included;
/// while the file exists it is listed in `TemporaryFiles`. The editor gets formline's
/// environment without the answers given in it (`ChildEnvironment`), and the terminal as its
/// standard descriptors but no other descriptor of formline's (all above 2 are closed). The
/// editor gets the terminal in the mode formline found it in (cooked), and formline's mode
/// is put back after. As `system(3)` does, formline ignores SIGINT and SIGQUIT while the
/// editor runs (the editor gets them at their defaults), so Ctrl-C in the editor is the
/// editor's; SIGTERM and SIGHUP still stop formline once the editor has exited.
///
/// ```swift
/// switch ExternalEditor(terminal: STDIN_FILENO).edit("Call Bob", name: "note") {
/// case .edited(let text): ...        // the file's text after the editor exited with 0
/// case .emptied: ...                 // the editor saved an empty file: the field has no text
/// case .failed(let why): ...         // why.english: "the editor 'vim' exited with status 1; the text is kept"
/// }
/// ```
struct ExternalEditor {
    /// The terminal the editor runs on (its mode is restored around the editor).
    let terminal: Int32
    /// The environment to read `VISUAL`, `EDITOR` and `TMPDIR` from.
    var environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }

    /// What editing came to.
    enum Outcome: Equatable {
        /// The editor exited with status 0: the file's text (not blank).
        case edited(String)
        /// The editor exited with status 0 leaving the file empty (or only white space):
        /// the person removed the text, which clears the field.
        case emptied
        /// The editor could not run, failed, or left no readable text: why, for a message
        /// (`FrameWord.editor…`, in the person's language where it is shown).
        case failed(MessageText)
    }

    /// The command run: `$VISUAL`, else `$EDITOR`, else `vi` (empty values are skipped).
    var command: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment(name), !AnswerText.isBlank(value) { return value }
        }
        return "vi"
    }

    /// Edits `text` in a file named after the field `name`; see `Outcome`.
    func edit(_ text: String, name: String) -> Outcome {
        let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/formline-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            return .failed(.frame(.editorNoFolder, [.init("folder", .verbatim(base)), .init("reason", .systemReason(errno))]))
        }
        let directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { TemporaryFiles.removeFolder(directory) }
        let file: (fd: Int32, path: String)
        do {
            file = try TemporaryFiles.create(template: directory + "/" + name + "-XXXXXX")
        } catch {
            return .failed(.frame(.editorNoFile, [.init("reason", .systemReason(error.code))]))
        }
        defer { TemporaryFiles.forget(file.path) { unlink(file.path) } }
        let written = Array((text.isEmpty ? "" : text + "\n").utf8)
        let complete = written.withUnsafeBytes { bytes in (try? FileDescriptorIO.writeAll(file.fd, bytes)) != nil }
        close(file.fd)
        guard complete else { return .failed(.frame(.editorNotWritten, [])) }
        let status = run(command, on: file.path)
        switch status {
        case .exited(0):
            guard let bytes = Self.read(file.path) else {
                return .failed(.frame(.editorNotReadBack, [.init("tooLong", AnswerText.tooLongText)]))
            }
            guard !bytes.contains(0), let edited = String(validating: bytes, as: UTF8.self) else {
                return .failed(.frame(.editorNotUTF8, []))
            }
            return AnswerText.isBlank(edited) ? .emptied : .edited(edited)
        case .exited(126), .exited(127):
            return .failed(.frame(.editorNotStarted, ["editor": command]))
        case .exited(let code):
            return .failed(.frame(.editorExited, ["editor": command, "status": "\(code)"]))
        case .signalled(let signal):
            return .failed(.frame(.editorStopped, ["editor": command, "signal": "\(signal)"]))
        case .notStarted(let code):
            return .failed(.frame(.editorNoShell, [.init("reason", .systemReason(code))]))
        }
    }

    /// The most an edited text may hold: the limit of any answer (`AnswerText.excess`), and
    /// the line end an editor adds to the last line.
    static let sizeLimit = InputLimits.maximumAnswerBytes + 2

    /// The saved file's bytes; nil when it cannot be read or is over `sizeLimit`.
    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return (try? FileDescriptorIO.readAll(fd, limit: sizeLimit)) ?? nil
    }

    private enum Status: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case notStarted(Int32)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc
    /// module does not export it), looked up once.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Adds "close every descriptor above 2" to `actions`: one close-from action, or (an older
    /// C library) a close for each descriptor open now. 0, or an errno value.
    private static func addCloseAbove(standardError actions: inout posix_spawn_file_actions_t) -> Int32 {
        if let addCloseFrom { return addCloseFrom(&actions, 3) }
        guard let directory = opendir("/proc/self/fd") else { return errno }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let fd = Int32(name), fd > 2, fd != own { open.append(fd) }
        }
        for fd in open {
            let error = posix_spawn_file_actions_addclose(&actions, fd)
            if error != 0 { return error }
        }
        return 0
    }

    /// Runs `/bin/sh -c '<command> "$@"' <command> <path>` in the foreground and waits.
    private func run(_ command: String, on path: String) -> Status {
        var formlineMode = termios()
        let isTerminal = tcgetattr(terminal, &formlineMode) == 0
        if isTerminal { _ = tcsetattr(terminal, TCSANOW, SignalState.savedTermios) }
        defer { if isTerminal { _ = tcsetattr(terminal, TCSANOW, &formlineMode) } }

        var ignore = sigaction(), oldInterrupt = sigaction(), oldQuit = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(SIGINT, &ignore, &oldInterrupt)
        sigaction(SIGQUIT, &ignore, &oldQuit)
        defer {
            sigaction(SIGINT, &oldInterrupt, nil)
            sigaction(SIGQUIT, &oldQuit, nil)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), noMask = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&noMask)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGCONT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // The editor gets the terminal on 0, 1 and 2 and no other descriptor of formline's
        // (an output file, a draft, a descriptor formline itself inherited): every one
        // above standard error is closed in the child.
        // (formline's own standard output may be the answers file: `formline run F > out.json`.)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if isTerminal {
            for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where target != terminal {
                let duplicated = posix_spawn_file_actions_adddup2(&actions, terminal, target)
                guard duplicated == 0 else { return .notStarted(duplicated) }
            }
        }
        let closing = Self.addCloseAbove(standardError: &actions)
        guard closing == 0 else { return .notStarted(closing) }

        let arguments = ["/bin/sh", "-c", command + " \"$@\"", command, path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let started = ChildEnvironment.withEntries { environment in
            posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environment)
        }
        guard started == 0 else { return .notStarted(started) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(127) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
        return .signalled(status & 0x7F)
    }
}
