/// Pipes focus changes from a focus state into a backing view.
///
/// Set `focusAction` / `blurAction` to make the view take or drop focus; the state calls
/// `focus()` / `blur()`, which run them (as Blueprint's `FocusTrigger`). The state holds
/// triggers weakly: once nothing else keeps a trigger alive, its actions are no longer called.
/// Actions may call back into the state (for example through the binding's `onFocus`);
/// such calls are safe and never produce a duplicate transition.
///
/// ```swift
/// let binding = focus.binding(for: .title)
/// binding.trigger.focusAction = { print("show the title prompt") }
/// focus.focus(.title)     // prints "show the title prompt"
/// ```
public final class FocusTrigger {
    /// Called when the bound value gains focus.
    public var focusAction: (() -> Void)?
    /// Called when the bound value loses focus.
    public var blurAction: (() -> Void)?

    /// Creates a trigger with no actions.
    public init() {}

    /// Makes the backing view take focus: runs `focusAction`, if set.
    public func focus() {
        focusAction?()
    }

    /// Makes the backing view drop focus: runs `blurAction`, if set.
    public func blur() {
        blurAction?()
    }
}
