#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal settings for reading key by key: no echo, no line buffering, no signal or
/// extended keys, each read returning as soon as one byte arrives. Shared by the key reader
/// (date picker, review) and the secret reader.
enum RawMode {
    /// Ctrl-Z: with the terminal's signal keys off, readers take it as a key and suspend
    /// the process themselves (`SignalState.suspendProcess()`).
    static let suspendKey: UInt8 = 0x1A

    /// `saved` with raw input switched on.
    static func settings(from saved: termios) -> termios {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }
}
