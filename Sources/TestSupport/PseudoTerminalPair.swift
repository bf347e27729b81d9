#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal with its slave opened in this process, for unit tests that point
/// a line editor at `slaveFD` on one thread while typing on the master from another.
///
/// The slave is not this process's controlling terminal, so Ctrl-C and friends raise no
/// signals. `hangUp()` makes blocked slave reads fail, ending a stuck reader.
public final class PseudoTerminalPair: PseudoTerminal {
    /// The slave descriptor (close-on-exec), open until the pair is released.
    public private(set) var slaveFD: Int32 = -1

    /// Opens a pseudo-terminal and its slave.
    public override init(rows: UInt16 = 24, columns: UInt16 = 80) throws(PseudoTerminalError) {
        try super.init(rows: rows, columns: columns)
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw .systemCall("open \(slavePath)", errno: errno) }
        slaveFD = slave
    }

    deinit { close(slaveFD) }

    /// The slave's current settings.
    public var slaveMode: termios? {
        var mode = termios()
        return tcgetattr(slaveFD, &mode) == 0 ? mode : nil
    }
}
