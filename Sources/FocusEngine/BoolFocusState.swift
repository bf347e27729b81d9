/// The Boolean flavour of focus state, for a single focusable element: `true` when it has
/// focus. It keeps every rule of `FocusState` (blur before focus, one report per change,
/// stale blurs ignored, deactivate/restore), being one underneath.
public final class BoolFocusState {
    /// The single focus value of the underlying state.
    public enum Element: Hashable, Sendable, CustomStringConvertible {
        /// The one element.
        case element
        public var description: String { "element" }
    }

    /// The underlying optional-value state (`.element` or nil).
    public let state: FocusState<Element>

    /// Creates a state, focused or not; no transition is reported for the initial value.
    public init(_ isFocused: Bool = false) {
        state = FocusState(isFocused ? .element : nil)
    }

    /// Whether the element has focus. Setting it focuses or dismisses.
    public var isFocused: Bool {
        get { state.value != nil }
        set { state.focus(newValue ? .element : nil) }
    }

    /// Whether the element may take focus; defaults to always.
    public var canFocus: Bool = true {
        didSet { state.canFocus = { [canFocus] _ in canFocus } }
    }

    /// Calls `handler` with `false→true` or `true→false` for every change.
    public func observe(_ handler: @escaping (FocusTransition<Bool>) -> Void) -> FocusObservation {
        state.observe { transition in
            handler(FocusTransition(from: transition.from != nil, to: transition.to != nil, cause: transition.cause))
        }
    }

    /// A two-way binding for the element's view.
    public func binding() -> FocusBinding {
        state.binding(for: .element)
    }

    /// Takes focus away, remembering that the element had it.
    public func deactivate() {
        state.deactivate()
    }

    /// Gives focus back if the element had it when deactivated.
    @discardableResult
    public func restore() -> Bool {
        state.restore()
    }
}
