/// A two-way link between one focus value and a custom view.
///
/// Model to view: the state runs `trigger`'s actions when the value gains or loses focus.
/// View to model: the view calls `onFocus` when it gains focus and `onBlur` when it loses it.
/// An `onBlur` from a binding whose value no longer has focus is stale and ignored.
///
/// ```swift
/// let binding = focus.binding(for: .note)      // kept by the note's view
/// binding.trigger.focusAction = { view.becomeFirstResponder() }
/// binding.trigger.blurAction = { view.resignFirstResponder() }
/// // the person clicks into the view:
/// binding.onFocus()                            // focus.value == .note
/// ```
public struct FocusBinding {
    /// Receives the state's focus changes for the bound value.
    public let trigger: FocusTrigger
    /// Call when the backing view gains focus.
    public var onFocus: () -> Void
    /// Call when the backing view loses focus.
    public var onBlur: () -> Void

    init(trigger: FocusTrigger, onFocus: @escaping () -> Void, onBlur: @escaping () -> Void) {
        self.trigger = trigger
        self.onFocus = onFocus
        self.onBlur = onBlur
    }
}
