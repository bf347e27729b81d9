/// Whether one single element has focus: the Boolean flavour of focus state.
///
/// Follows the same rules as `FocusState` (ordered transitions, stale blurs ignored,
/// deactivate/restore); transitions report `false`/`true` instead of `nil`/a value.
public final class BoolFocusState {
    private let state: FocusState<Bool>

    /// Whether the element may take focus; defaults to always.
    public var canFocus: () -> Bool = { true }

    /// Creates a state, focused or not; no transition is reported for it.
    public init(_ isFocused: Bool = false) {
        state = FocusState(isFocused ? true : nil)
        state.canFocus = { [weak self] wanted in wanted && (self?.canFocus() ?? false) }
    }

    /// Whether the element has focus. Setting `true` focuses it (unless refused),
    /// setting `false` dismisses it.
    public var isFocused: Bool {
        get { state.value == true }
        set {
            if newValue { focus() } else { dismiss() }
        }
    }

    /// False between `deactivate()` and the next `restore()` or `focus()`.
    public var isActive: Bool { state.isActive }

    /// Whether `deactivate()` took focus away and `restore()` would give it back.
    public var remembered: Bool { state.remembered == true }

    /// Focuses the element. Returns whether it has focus afterwards.
    @discardableResult
    public func focus() -> Bool {
        state.focus(true)
    }

    /// Removes focus from the element.
    public func dismiss() {
        state.dismiss()
    }

    /// Takes focus away, remembering whether the element had it (cause `.deactivate`).
    public func deactivate() {
        state.deactivate()
    }

    /// Gives focus back if `deactivate()` took it (cause `.restore`) and it may still be focused.
    /// - Returns: true iff focus was given back.
    @discardableResult
    public func restore() -> Bool {
        state.restore()
    }

    /// Calls `handler` once per change, after the trigger actions; `from` and `to` are never nil.
    public func observe(_ handler: @escaping (FocusTransition<Bool>) -> Void) -> FocusObservation {
        state.observe { transition in
            handler(FocusTransition(from: transition.from != nil, to: transition.to != nil, cause: transition.cause))
        }
    }

    /// A binding for a custom view: `onFocus` focuses, `onBlur` dismisses
    /// (ignored when the element does not have focus). The trigger is held weakly.
    public func binding() -> FocusBinding {
        state.binding(for: true)
    }
}
