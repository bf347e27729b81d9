/// Which one of a set of values has focus, if any: the optional flavour of focus state.
///
/// Every change goes through one path. A move from A to B updates `value` first, then runs
/// A's blur actions, then B's focus actions, then tells each observer once about A→B.
/// Setting the current value again fires nothing, and a value refused by `canFocus`
/// leaves focus where it was.
///
/// Changes requested while a transition is being reported (from a trigger action or an
/// observer) take effect on `value` at once; their own reports follow, in order, after the
/// current one has finished, so observers always see a consistent chain of transitions.
///
/// Not thread-safe: use one focus state from one thread (the front end's main loop).
///
/// ```swift
/// enum Field: Hashable { case title, note }
/// let focus = FocusState<Field>(.title)
/// let log = focus.observe { print($0.from as Any, "→", $0.to as Any, $0.cause) }
/// focus.focus(.note)          // title → note set
/// focus.deactivate()          // note → nil deactivate (a date picker opens)
/// focus.restore()             // nil → note restore
/// focus.canFocus = { $0 != .title }
/// focus.focus(.title)         // false: refused, focus stays on note
/// ```
public final class FocusState<Value: Hashable> {
    /// The focused value; `nil` means nothing is focused.
    public private(set) var value: Value?

    /// False between `deactivate()` and the next `restore()` or `focus(_:)` of a non-nil value.
    public private(set) var isActive = true

    /// The value `deactivate()` took focus from, kept until `restore()` or a new focus.
    public private(set) var remembered: Value?

    /// The step open while the state is deactivated (`deactivate(for:)`): the value whose
    /// step, not text input, is shown (a date field's date picker). Nil while active: focusing
    /// a value, `restore()` and `reactivate()` end the step with the deactivation.
    public private(set) var step: Value?

    /// Whether a value may take focus; unknown or hidden values should be refused.
    /// Defaults to accepting everything. Checked by `focus(_:)`, `restore()` and bindings.
    public var canFocus: (Value) -> Bool = { _ in true }

    private let triggers = TriggerRegistry<Value>()
    private let observers = HandlerList<(FocusTransition<Value>) -> Void>()
    private let requirements = HandlerList<(Value) -> Bool>()
    private let willFocusHandlers = HandlerList<(Value) -> Void>()
    private let willStepHandlers = HandlerList<(Value) -> Void>()
    private var pending: [FocusTransition<Value>] = []
    private var isReporting = false

    /// Creates a state with `initial` focused; no transition is reported for it.
    public init(_ initial: Value? = nil) {
        value = initial
    }

    /// Whether `value` may take focus now: `canFocus` and every requirement
    /// added by helpers such as `FocusList` accept it.
    func isFocusable(_ value: Value) -> Bool {
        canFocus(value) && requirements.allSatisfy { $0(value) }
    }

    /// Moves focus to `newValue`; `nil` dismisses focus.
    ///
    /// Focusing a non-nil value while deactivated reactivates the state and forgets the
    /// remembered value. Dismissing while deactivated changes nothing (the memory is kept).
    /// - Returns: true iff `value == newValue` afterwards.
    @discardableResult
    public func focus(_ newValue: Value?) -> Bool {
        guard newValue != value else { return true }
        guard let target = newValue else {
            commit(nil, cause: .set)
            return value == nil
        }
        guard prepareToFocus(target) else { return value == target }
        isActive = true
        remembered = nil
        step = nil
        commit(target, cause: .set)
        return value == target
    }

    /// Removes focus from whatever has it: the same as `focus(nil)`.
    public func dismiss() {
        focus(nil)
    }

    /// Takes focus away and remembers the focused value for `restore()`
    /// (for example while a date picker replaces text input).
    ///
    /// Reports `value → nil` with cause `.deactivate` when something was focused. With nothing
    /// focused it remembers nothing. Deactivating again while inactive changes nothing.
    public func deactivate() {
        deactivate(for: nil)
    }

    /// Deactivates (as `deactivate()`) for `step`, a value whose own step replaces text input
    /// (a date field's picker): `step` names it until the state is active again, and sections
    /// follow it as they follow a focused value. Called while already deactivated it only
    /// changes the step (the memory is kept); `nil` then ends the step, staying deactivated.
    ///
    /// ```swift
    /// focus.deactivate(for: .due)   // title → nil deactivate; step == .due, remembered == .title
    /// focus.restore()               // nil → title restore; step == nil
    /// ```
    public func deactivate(for step: Value?) {
        if let step { willStepHandlers.forEach { $0(step) } }
        self.step = step
        guard isActive else { return }
        isActive = false
        remembered = value
        if value != nil {
            commit(nil, cause: .deactivate)
        }
    }

    /// Reactivates the state and gives focus back to the remembered value (cause `.restore`)
    /// if it may still take focus. The memory is cleared either way.
    /// - Returns: true iff the remembered value got focus back; false when the state was not
    ///   deactivated, nothing was remembered, or the remembered value is no longer focusable.
    @discardableResult
    public func restore() -> Bool {
        guard !isActive else { return false }
        let target = remembered
        remembered = nil
        step = nil
        isActive = true
        guard let target, prepareToFocus(target) else { return false }
        commit(target, cause: .restore)
        return value == target
    }

    /// Reactivates the state without giving focus back: the memory is cleared, focus stays
    /// where it is and nothing is reported. For a step that ends by moving on rather than
    /// going back (a date step the flow reached: picking answers it, then the flow goes on).
    ///
    /// ```swift
    /// focus.deactivate()   // remembers .title
    /// focus.reactivate()   // active again, nothing remembered, still nothing focused
    /// ```
    public func reactivate() {
        isActive = true
        remembered = nil
        step = nil
    }

    /// Calls `handler` once for every transition from now on, in registration order,
    /// after the transition's trigger actions. Keep the observation to keep observing.
    public func observe(_ handler: @escaping (FocusTransition<Value>) -> Void) -> FocusObservation {
        observers.add(handler)
    }

    /// A binding that links `value` to a custom view. The state keeps only a weak reference
    /// to the binding's trigger; the binding's callbacks keep only a weak reference to the state.
    ///
    /// `onFocus` focuses `value` (refused values are ignored); `onBlur` dismisses focus only
    /// while `value` has it, so a late blur never clears a newer focus.
    public func binding(for value: Value) -> FocusBinding {
        let trigger = FocusTrigger()
        triggers.register(trigger, for: value)
        return FocusBinding(
            trigger: trigger,
            onFocus: { [weak self] in _ = self?.focus(value) },
            onBlur: { [weak self] in self?.blur(value) }
        )
    }

    // MARK: - Hooks for helpers in this module

    /// Adds a condition every focused value must meet, on top of `canFocus`.
    func addRequirement(_ requirement: @escaping (Value) -> Bool) -> FocusObservation {
        requirements.add(requirement)
    }

    /// Calls `handler` with the target each time focus is about to move to an accepted
    /// non-nil value, before `value` changes or anything is reported.
    func observeWillFocus(_ handler: @escaping (Value) -> Void) -> FocusObservation {
        willFocusHandlers.add(handler)
    }

    /// Calls `handler` with the step each time `deactivate(for:)` opens one, before it is set.
    func observeWillStep(_ handler: @escaping (Value) -> Void) -> FocusObservation {
        willStepHandlers.add(handler)
    }

    // MARK: - Private

    /// Dismisses focus if (and only if) `blurred` still has it.
    private func blur(_ blurred: Value) {
        guard value == blurred else { return }
        focus(nil)
    }

    /// Checks `target`, tells the will-focus handlers, and checks again (they may have
    /// changed things). Returns whether the move should go ahead.
    private func prepareToFocus(_ target: Value) -> Bool {
        guard isFocusable(target) else { return false }
        willFocusHandlers.forEach { $0(target) }
        return value != target && isFocusable(target)
    }

    /// Updates `value`, then reports the transition (or queues it while another is reported).
    private func commit(_ newValue: Value?, cause: FocusCause) {
        pending.append(FocusTransition(from: value, to: newValue, cause: cause))
        value = newValue
        guard !isReporting else { return }
        isReporting = true
        defer { isReporting = false }
        while !pending.isEmpty {
            report(pending.removeFirst())
        }
    }

    private func report(_ transition: FocusTransition<Value>) {
        if let from = transition.from {
            for trigger in triggers.triggers(for: from) {
                trigger.blur()
            }
        }
        if let to = transition.to {
            for trigger in triggers.triggers(for: to) {
                trigger.focus()
            }
        }
        observers.forEach { $0(transition) }
    }
}
