/// The Boolean flavour: one element that has focus or not, as Blueprint's `FocusState<Bool>`.
///
/// The same state, rules and bindings as any other value: `true` is the element, `nil` (or a
/// stray `false`) means it does not have focus.
///
/// ```swift
/// let search = FocusState<Bool>()
/// let binding = search.binding()      // the search box's view
/// search.isFocused = true             // runs binding.trigger.focusAction
/// search.deactivate()                 // a picker opens: focus off, remembered
/// search.restore()                    // and back
/// ```
extension FocusState where Value == Bool {
    /// Whether the element has focus. Setting `true` focuses it (unless `canFocus` refuses),
    /// setting `false` dismisses it.
    public var isFocused: Bool {
        get { value == true }
        set { focus(newValue ? true : nil) }
    }

    /// A binding for the element's view: `onFocus` focuses, `onBlur` dismisses (ignored when
    /// the element does not have focus).
    public func binding() -> FocusBinding {
        binding(for: true)
    }
}
