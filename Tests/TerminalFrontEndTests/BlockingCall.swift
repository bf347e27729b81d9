import Foundation

/// Runs a blocking closure (a terminal read) on its own thread and waits for its result
/// with a timeout, so a broken test fails instead of hanging.
final class BlockingCall<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var value: Value?

    init(_ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let result = body()
            lock.withLock { value = result }
            finished.signal()
        }
        thread.start()
    }

    /// The result, or nil if the closure has not returned within `timeout`.
    func wait(timeout: Duration) -> Value? {
        let nanoseconds = timeout.components.seconds * 1_000_000_000
            + timeout.components.attoseconds / 1_000_000_000
        guard finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success else { return nil }
        return lock.withLock { value }
    }
}
