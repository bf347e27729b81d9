/// Weak references to the triggers of every binding a focus state handed out, per value.
final class TriggerRegistry<Value: Hashable> {
    private struct WeakTrigger {
        weak var trigger: FocusTrigger?
    }

    private var byValue: [Value: [WeakTrigger]] = [:]

    /// Remembers `trigger` (weakly) as one of `value`'s triggers.
    func register(_ trigger: FocusTrigger, for value: Value) {
        var list = byValue[value, default: []].filter { $0.trigger != nil }
        list.append(WeakTrigger(trigger: trigger))
        byValue[value] = list
    }

    /// The triggers for `value` that are still alive, oldest first.
    func triggers(for value: Value) -> [FocusTrigger] {
        guard let list = byValue[value] else { return [] }
        let live = list.compactMap(\.trigger)
        if live.count != list.count {
            byValue[value] = live.isEmpty ? nil : live.map { WeakTrigger(trigger: $0) }
        }
        return live
    }
}
