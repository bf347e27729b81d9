#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long terminal input may stay idle (`formline run --timeout`). When no byte arrives
/// in time, reading ends as if `expiredSignal` had been caught: the terminal is restored and
/// the runner returns `.interrupted(signal: InputIdleLimit.expiredSignal)`, so the caller
/// decides what a timeout means (formline: take defaults and submit, else save a draft, 124).
///
/// ```swift
/// InputIdleLimit.set(seconds: 30)
/// if case .interrupted(let signal) = runner.run(), signal == InputIdleLimit.expiredSignal { /* timed out */ }
/// ```
public enum InputIdleLimit {
    /// The signal number a timeout is reported as.
    public static let expiredSignal = SIGALRM

    nonisolated(unsafe) private static var milliseconds: Int32 = -1

    /// Sets the limit; nil (the default) waits for ever.
    public static func set(seconds: Double?) {
        guard let seconds, seconds > 0 else { milliseconds = -1; return }
        milliseconds = Int32(min(seconds * 1000, Double(Int32.max)).rounded(.up))
    }

    /// The timeout for `poll` while waiting for a key: -1 for none.
    static var pollTimeout: Int32 { milliseconds }

    /// Called when the limit passed: handled exactly like a caught signal.
    static func expire() -> InputRead {
        SignalState.handle(expiredSignal)
        return .signal(expiredSignal)
    }
}
