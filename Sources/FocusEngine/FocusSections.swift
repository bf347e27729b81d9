/// Groups the values of a focus state into sections (pages) and keeps the shown section in
/// step with focus.
///
/// `current` follows focus: whenever focus is about to move to a value of another section,
/// by any path (the focus state's `focus(_:)`, a binding, `restore()`), the section
/// switches first and its observers run before the focus transition happens. A step opened
/// with `deactivate(for:)` (a date picker) is followed the same way. Values in no section,
/// and dismissals, leave the section alone.
///
/// Which section a value belongs to is asked of `sectionOf`, so values that come and go
/// (list rows) need no bookkeeping, and a move costs the same however many values there are.
///
/// ```swift
/// enum Page { case account, about }
/// enum Field: Hashable { case email, name }
/// let focus = FocusState<Field>(.email)
/// let sections = FocusSections(focus: focus, sections: [.account, .about]) { field in
///     field == .email ? .account : .about
/// }
/// let shown = sections.observeSection { from, to in print("show \(to!)") }
/// focus.focus(.name)              // prints "show about", then focus moves to .name
/// ```
public final class FocusSections<Section: Hashable, Value: Hashable> {
    /// The focus state the sections organise (held strongly).
    public let focusState: FocusState<Value>

    /// The section being shown: initially the focused value's section, else the first one.
    public private(set) var current: Section?

    /// The section ids, in order.
    public let sections: [Section]

    private let sectionOf: (Value) -> Section?
    private let sectionObservers = HandlerList<(Section?, Section?) -> Void>()
    private var willFocusRegistration: FocusObservation?
    private var willStepRegistration: FocusObservation?

    /// Creates the sections in the given order; `sectionOf` names a value's section (nil for
    /// none). A repeated section id keeps its first position.
    public init(focus: FocusState<Value>, sections: [Section], sectionOf: @escaping (Value) -> Section?) {
        focusState = focus
        var unique: [Section] = []
        for section in sections where !unique.contains(section) {
            unique.append(section)
        }
        self.sections = unique
        self.sectionOf = sectionOf
        current = focus.value.flatMap(sectionOf) ?? unique.first
        willFocusRegistration = focus.observeWillFocus { [weak self] target in
            self?.follow(target)
        }
        willStepRegistration = focus.observeWillStep { [weak self] step in
            self?.follow(step)
        }
    }

    /// Makes `section` current without touching focus (a view showing a page with nothing
    /// on it to focus; a step with a value, like a date picker, is followed with
    /// `FocusState.deactivate(for:)` instead). Unknown sections are ignored.
    public func select(_ section: Section) {
        guard sections.contains(section) else { return }
        switchSection(to: section)
    }

    /// Calls `handler(from, to)` each time `current` changes. Keep the observation to keep observing.
    public func observeSection(_ handler: @escaping (_ from: Section?, _ to: Section?) -> Void) -> FocusObservation {
        sectionObservers.add(handler)
    }

    // MARK: - Private

    private func follow(_ value: Value) {
        if let section = sectionOf(value) {
            switchSection(to: section)
        }
    }

    private func switchSection(to section: Section) {
        guard section != current else { return }
        let previous = current
        current = section
        sectionObservers.forEach { $0(previous, section) }
    }
}
