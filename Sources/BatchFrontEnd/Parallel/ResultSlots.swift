/// One slot per task of a `DispatchQueue.concurrentPerform`, each written by exactly one task
/// and read only after all of them finished: that discipline is what makes the
/// `@unchecked Sendable` sound.
///
///     let slots = ResultSlots<Int>(count: 4)
///     DispatchQueue.concurrentPerform(iterations: 4) { slots.set($0, to: $0 * $0) }
///     slots.take()   // [0, 1, 4, 9]
final class ResultSlots<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
    }

    /// Called once per slot, by the task that owns it.
    func set(_ index: Int, to value: Element) {
        (base + index).initialize(to: value)
    }

    /// Every slot, in order, once every task has set its own; call once.
    func take() -> [Element] {
        let values = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        return values
    }

    deinit { base.deallocate() }
}
