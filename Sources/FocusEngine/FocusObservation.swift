/// A registration (an observer, a requirement) that lasts as long as this object.
///
/// Keep it to keep observing. Calling `cancel()`, or letting the object be deallocated,
/// ends the registration; cancelling more than once is harmless.
///
/// ```swift
/// let observation = focus.observe { print($0) }
/// focus.focus(.note)          // printed
/// observation.cancel()
/// focus.focus(.title)         // not printed
/// ```
public final class FocusObservation {
    private var onCancel: (() -> Void)?

    /// Creates an observation that runs `onCancel` once, when it is cancelled or deallocated.
    package init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether `cancel()` has run.
    public var isCancelled: Bool { onCancel == nil }

    /// Ends the registration now. Later calls do nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit {
        cancel()
    }
}
