/// Why focus moved.
///
/// ```swift
/// focus.focus(.note)      // cause .set
/// focus.deactivate()      // cause .deactivate (note → nil)
/// focus.restore()         // cause .restore (nil → note)
/// ```
public enum FocusCause: Sendable, Equatable {
    /// A direct request: `focus(_:)`, `dismiss()`, or a binding's `onFocus` / `onBlur`.
    case set
    /// `deactivate()` took focus away and remembered where it was.
    case deactivate
    /// `restore()` gave focus back to the remembered value.
    case restore
}
