/// What a session last computed for fields with computed choices or a computed default
/// (a template, a source, a program's closure), by field id: the text a default was computed
/// as, what the computation read (its key), and why it failed, if it did.
///
/// A computation runs once per key: `begin(_:key:)` says whether what it reads changed since
/// it last ran for that field, and a new key forgets the old failure, so a failure always
/// belongs to the key it was computed from (`record`), and an unchanged key keeps the failure
/// it had (choices that could not be computed stay refused until what they read changes).
///
/// ```swift
/// var computed = ComputedState(hasComputedDefaults: true)
/// computed.begin("plan", key: "team=a")       // true: compute, then record(failure, for: "plan")
/// computed.begin("plan", key: "team=a")       // false: computed already; failure(of:) as recorded
/// computed.setText("ada@example.com", for: "email")
/// computed.text(of: "email")                  // "ada@example.com"
/// ```
struct ComputedState {
    /// Whether any field of the form has a computed default (a template or a source).
    let hasComputedDefaults: Bool
    /// The text last computed for each field's default (nil: none, or empty).
    private var texts: [String: String] = [:]
    /// What each field's computed choices or default were last computed from.
    private var keys: [String: String] = [:]
    /// Why each field's choices could not be computed, or why its default was not used.
    private var failures: [String: ValidationFailure] = [:]

    init(hasComputedDefaults: Bool) {
        self.hasComputedDefaults = hasComputedDefaults
    }

    /// The text last computed for field `id`'s default.
    func text(of id: String) -> String? { texts[id] }

    /// Field `id`'s default was computed as `text` (nil or empty: no default).
    mutating func setText(_ text: String?, for id: String) {
        texts[id] = text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Why field `id`'s choices or default could not be computed when they last were.
    func failure(of id: String) -> ValidationFailure? { failures[id] }

    /// Whether field `id` must be computed from `key` (what the computation reads): true the
    /// first time and whenever the key changed, and then the key is recorded and the failure
    /// of the old one forgotten; false when it was computed from this key already.
    mutating func begin(_ id: String, key: String) -> Bool {
        guard keys[id] != key else { return false }
        keys[id] = key
        failures[id] = nil
        return true
    }

    /// The computation `begin` asked for failed with `failure` (nil: it did not fail).
    mutating func record(_ failure: ValidationFailure?, for id: String) {
        failures[id] = failure
    }
}
