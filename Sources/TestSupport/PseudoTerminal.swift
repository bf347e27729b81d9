import CPseudoTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The master side of a new pseudo-terminal: what a test types, and what the program
/// on the slave side draws. Every wait has a timeout.
///
/// Use `PseudoTerminalSession` to run an executable on the slave, or
/// `PseudoTerminalPair` to open the slave in-process.
public class PseudoTerminal {
    /// The master descriptor; -1 after `hangUp()`.
    public private(set) var masterFD: Int32
    /// The slave device, e.g. "/dev/pts/3".
    public let slavePath: String

    private var received: [UInt8] = []
    private var matchedCount = 0
    private var slaveGone = false

    /// Opens a pseudo-terminal of the given size.
    public init(rows: UInt16 = 24, columns: UInt16 = 80) throws(PseudoTerminalError) {
        let master = cpt_open_master()
        guard master >= 0 else { throw .systemCall("posix_openpt", errno: errno) }
        var name = [CChar](repeating: 0, count: 128)
        let error = cpt_slave_name(master, &name, UInt(name.count))
        guard error == 0 else {
            close(master)
            throw .systemCall("ptsname_r", errno: error)
        }
        masterFD = master
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        guard cpt_set_window_size(master, rows, columns) == 0 else {
            close(master)
            throw .systemCall("TIOCSWINSZ", errno: errno)
        }
    }

    deinit { hangUp() }

    /// Everything the program has written so far, escape sequences included.
    public var output: String {
        pump(for: .zero)
        return String(decoding: received, as: UTF8.self)
    }

    /// Types `text` as is.
    public func send(_ text: String) throws(PseudoTerminalError) {
        try write(Array(text.utf8))
    }

    /// Types the keys in order.
    public func sendKeys(_ keys: TerminalKey...) throws(PseudoTerminalError) {
        try write(keys.flatMap(\.bytes))
    }

    /// Waits until `text` appears in the output after the previous match, and returns the
    /// output from the previous match up to and including this one.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(20)) throws(PseudoTerminalError) -> String {
        let needle = Array(text.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = find(needle) {
                let chunk = String(decoding: received[matchedCount..<end], as: UTF8.self)
                matchedCount = end
                return chunk
            }
            guard ContinuousClock.now < deadline, !(slaveGone && !pump(for: .zero)) else {
                throw .timeout(waitingFor: text.debugDescription, output: output)
            }
            pump(for: .milliseconds(20))
        }
    }

    /// Waits until the slave's settings satisfy `condition`.
    public func waitForMode(_ description: String, timeout: Duration = .seconds(20),
                            _ condition: (termios) -> Bool) throws(PseudoTerminalError) {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let mode = currentMode, condition(mode) { return }
            guard ContinuousClock.now < deadline else {
                throw .timeout(waitingFor: description, output: output)
            }
            pump(for: .milliseconds(10))
        }
    }

    /// Waits until the program has switched the terminal to raw (non-canonical) input,
    /// as line editors do before reading keys.
    public func waitForRawMode(timeout: Duration = .seconds(20)) throws(PseudoTerminalError) {
        try waitForMode("raw mode (ICANON off)", timeout: timeout) { $0.c_lflag & tcflag_t(ICANON) == 0 }
    }

    /// Waits until the program has read every key typed so far: the slave's input queue is
    /// empty (FIONREAD on the slave). For keys that draw nothing, such as a secret's.
    public func waitForInputConsumed(timeout: Duration = .seconds(20)) throws(PseudoTerminalError) {
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_NONBLOCK)
        guard slave >= 0 else { throw .systemCall("open \(slavePath)", errno: errno) }
        defer { close(slave) }
        let deadline = ContinuousClock.now + timeout
        while true {
            var queued: Int32 = 0
            if ioctl(slave, UInt(FIONREAD), &queued) == 0, queued == 0 { return }
            guard ContinuousClock.now < deadline else {
                throw .timeout(waitingFor: "the typed keys to be read (\(queued) bytes still queued)", output: output)
            }
            pump(for: .milliseconds(10))
        }
    }

    /// The slave's current settings (read through the master), or nil once hung up.
    public var currentMode: termios? {
        var mode = termios()
        return masterFD >= 0 && tcgetattr(masterFD, &mode) == 0 ? mode : nil
    }

    /// Changes the window size, as a terminal emulator does when its window is resized: the
    /// kernel sends SIGWINCH to the terminal's foreground process group.
    public func resize(rows: UInt16, columns: UInt16) throws(PseudoTerminalError) {
        guard masterFD >= 0, cpt_set_window_size(masterFD, rows, columns) == 0 else {
            throw .systemCall("TIOCSWINSZ", errno: errno)
        }
    }

    /// Closes the master: the slave side sees a hang-up (reads fail, SIGHUP for its session).
    public func hangUp() {
        guard masterFD >= 0 else { return }
        close(masterFD)
        masterFD = -1
    }

    /// Reads what is available, waiting up to `wait` for the first bytes.
    /// Returns whether anything was read.
    @discardableResult
    public func pump(for wait: Duration) -> Bool {
        guard masterFD >= 0 else { return false }
        var descriptor = pollfd(fd: masterFD, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var readAny = false
        while true {
            let count = read(masterFD, &buffer, buffer.count)
            if count > 0 {
                received.append(contentsOf: buffer[..<count])
                readAny = true
            } else {
                if count == 0 || errno == EIO { slaveGone = true }
                return readAny
            }
        }
    }

    private func write(_ bytes: [UInt8]) throws(PseudoTerminalError) {
        var offset = 0
        while offset < bytes.count {
            guard masterFD >= 0 else { throw .systemCall("write (hung up)", errno: EBADF) }
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(masterFD, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno == EAGAIN || errno == EINTR {
                pump(for: .milliseconds(5))
            } else {
                throw .systemCall("write", errno: errno)
            }
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return matchedCount }
        guard received.count - matchedCount >= needle.count else { return nil }
        for start in matchedCount...(received.count - needle.count)
        where received[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
