/// Groups focus values into sections (pages) and binds keyboard shortcuts to values.
///
/// Focusing a value in another section, directly or through a shortcut, switches the
/// section first (section observers run) and then moves focus. The current section also
/// follows focus moved by other means.
public final class FocusSections<Section: Hashable, Value: Hashable> {
    /// The section shown now.
    public private(set) var current: Section?
    /// Shortcut keys and the values they focus.
    public private(set) var shortcuts: [String: Value] = [:]

    private let focusState: FocusState<Value>
    private var order: [Section]
    private var valuesBySection: [Section: [Value]]
    private let sectionObservers = HandlerList<(Section?, Section?) -> Void>()
    private var observation: FocusObservation?

    /// Creates sections over `focus`; the current section is the focused value's, else the first.
    public init(focus: FocusState<Value>, sections: [(id: Section, values: [Value])]) {
        self.focusState = focus
        self.order = sections.map(\.id)
        self.valuesBySection = Dictionary(sections.map { ($0.id, $0.values) }, uniquingKeysWith: { first, _ in first })
        self.current = nil
        self.current = focus.value.flatMap(section(of:)) ?? order.first
        observation = focus.observe { [weak self] transition in
            guard let self, let to = transition.to, let section = self.section(of: to) else { return }
            self.select(section)
        }
    }

    /// The section holding `value`.
    public func section(of value: Value) -> Section? {
        order.first { valuesBySection[$0]?.contains(value) == true }
    }

    /// Replaces the values of a section (rows come and go).
    public func setValues(_ values: [Value], for section: Section) {
        if valuesBySection[section] == nil { order.append(section) }
        valuesBySection[section] = values
    }

    /// Switches to `section` without moving focus; observers hear of a real change only.
    public func select(_ section: Section) {
        guard section != current else { return }
        let old = current
        current = section
        sectionObservers.forEach { $0(old, section) }
    }

    /// Calls `handler(from, to)` on every section switch. Keep the observation to keep observing.
    public func observeSection(_ handler: @escaping (_ from: Section?, _ to: Section?) -> Void) -> FocusObservation {
        sectionObservers.add(handler)
    }

    /// Switches to `value`'s section, then focuses it. A value the focus state refuses
    /// changes nothing, not even the section.
    @discardableResult
    public func focus(_ value: Value) -> Bool {
        guard focusState.value != value else { return true }
        guard focusState.isFocusable(value) else { return false }
        if let section = section(of: value) { select(section) }
        return focusState.focus(value)
    }

    /// Binds `shortcut` to `value`. Binding a key again to the same value is fine; to a
    /// different value it is a conflict.
    public func bind(shortcut: String, to value: Value) throws(ShortcutConflict) {
        if let existing = shortcuts[shortcut], existing != value {
            throw ShortcutConflict(key: shortcut, existing: String(describing: existing), requested: String(describing: value))
        }
        shortcuts[shortcut] = value
    }

    /// Focuses the value bound to `shortcut` from anywhere, switching section first.
    /// Returns false for an unknown shortcut or a refused value (nothing changes).
    @discardableResult
    public func activate(shortcut: String) -> Bool {
        guard let value = shortcuts[shortcut] else { return false }
        return focus(value)
    }
}

/// A shortcut key bound to two different values.
public struct ShortcutConflict: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: String
    /// What it was already bound to.
    public let existing: String
    /// What it was asked to bind to.
    public let requested: String

    /// Creates a conflict report.
    public init(key: String, existing: String, requested: String) {
        self.key = key
        self.existing = existing
        self.requested = requested
    }

    public var description: String {
        "shortcut '\(key)' is already bound to \(existing); it cannot also focus \(requested)"
    }
}
