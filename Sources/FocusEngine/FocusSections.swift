/// Groups the values of a focus state into sections (pages), with keyboard shortcuts.
///
/// `current` follows focus: whenever focus is about to move to a value of another section,
/// by any path (`focus(_:)` here, a shortcut, the focus state itself, a binding, `restore()`),
/// the section switches first and its observers run before the focus transition happens.
/// Values in no section, and dismissals, leave the section alone.
public final class FocusSections<Section: Hashable, Value: Hashable> {
    /// The focus state the sections organise (held strongly).
    public let focusState: FocusState<Value>

    /// The section being shown: initially the focused value's section, else the first one.
    public private(set) var current: Section?

    /// The section ids, in order.
    public private(set) var sections: [Section] = []

    /// Every bound shortcut and its target.
    public private(set) var shortcuts: [String: Value] = [:]

    private var valuesBySection: [Section: [Value]] = [:]
    private var sectionByValue: [Value: Section] = [:]
    private let sectionObservers = HandlerList<(Section?, Section?) -> Void>()
    private var willFocusRegistration: FocusObservation?

    /// Creates the sections in the given order. A value listed in several sections belongs to
    /// the first; a repeated section id keeps its first position and takes the last values.
    public init(focus: FocusState<Value>, sections: [(id: Section, values: [Value])]) {
        focusState = focus
        for section in sections {
            if valuesBySection[section.id] == nil {
                self.sections.append(section.id)
            }
            valuesBySection[section.id] = section.values
        }
        rebuildIndex()
        current = focus.value.flatMap { sectionByValue[$0] } ?? self.sections.first
        willFocusRegistration = focus.observeWillFocus { [weak self] target in
            self?.follow(target)
        }
    }

    /// The section a value belongs to, or `nil`.
    public func section(of value: Value) -> Section? {
        sectionByValue[value]
    }

    /// The values of a section, in order (empty for unknown sections).
    public func values(in section: Section) -> [Value] {
        valuesBySection[section] ?? []
    }

    /// Replaces a section's values (list rows come and go); an unknown section is added at
    /// the end. Neither focus nor `current` changes.
    public func setValues(_ values: [Value], for section: Section) {
        if valuesBySection[section] == nil {
            sections.append(section)
        }
        valuesBySection[section] = values
        rebuildIndex()
    }

    /// Makes `section` current without touching focus. Unknown sections are ignored.
    public func select(_ section: Section) {
        guard valuesBySection[section] != nil else { return }
        switchSection(to: section)
    }

    /// Calls `handler(from, to)` each time `current` changes. Keep the observation to keep observing.
    public func observeSection(_ handler: @escaping (_ from: Section?, _ to: Section?) -> Void) -> FocusObservation {
        sectionObservers.add(handler)
    }

    /// Switches to the value's section (section observers run), then moves focus to it.
    /// A value refused by the focus state changes nothing, not even the section.
    /// - Returns: true iff the value has focus afterwards.
    @discardableResult
    public func focus(_ value: Value) -> Bool {
        guard focusState.isFocusable(value) else { return false }
        follow(value)
        return focusState.focus(value)
    }

    /// Binds a shortcut key (matched exactly) to a value. Binding a key again to the same
    /// value is allowed; to a different value it throws, naming the key and both targets.
    public func bind(shortcut: String, to value: Value) throws(ShortcutConflict) {
        if let bound = shortcuts[shortcut], bound != value {
            throw ShortcutConflict(
                shortcut: shortcut,
                boundTarget: String(describing: bound),
                requestedTarget: String(describing: value)
            )
        }
        shortcuts[shortcut] = value
    }

    /// Removes a shortcut; unknown keys are ignored.
    public func unbind(shortcut: String) {
        shortcuts[shortcut] = nil
    }

    /// Focuses the shortcut's target from anywhere, switching section first (see `focus(_:)`).
    /// - Returns: false, changing nothing, for an unknown key or a refused target.
    @discardableResult
    public func activate(shortcut: String) -> Bool {
        guard let target = shortcuts[shortcut] else { return false }
        return focus(target)
    }

    // MARK: - Private

    private func follow(_ value: Value) {
        if let section = sectionByValue[value] {
            switchSection(to: section)
        }
    }

    private func switchSection(to section: Section) {
        guard section != current else { return }
        let previous = current
        current = section
        sectionObservers.forEach { $0(previous, section) }
    }

    private func rebuildIndex() {
        sectionByValue = [:]
        for section in sections {
            for value in valuesBySection[section] ?? [] where sectionByValue[value] == nil {
                sectionByValue[value] = section
            }
        }
    }
}
