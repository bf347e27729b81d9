/// The value each checked field last passed its check with (a `check` command, a program's
/// check), by field id: a check runs again only when the field's value changed since it
/// passed. Only a pass records a value; a failure, or the field holding nothing, forgets it,
/// so a value that failed is never taken for one that passed.
///
/// ```swift
/// var checks = PassedChecks()
/// checks.hasPassed(.text("ada"), for: "username")   // false: check it
/// checks.pass(.text("ada"), for: "username")
/// checks.hasPassed(.text("ada"), for: "username")   // true: not checked again
/// checks.hasPassed(.text("bob"), for: "username")   // false: it changed
/// checks.forget("username")                         // it failed, or holds nothing now
/// ```
struct PassedChecks {
    private var passed: [String: FieldValue] = [:]

    /// Whether field `id` passed its check with exactly `value` the last time it was checked.
    func hasPassed(_ value: FieldValue, for id: String) -> Bool {
        passed[id] == value
    }

    /// Field `id` passed its check with `value`.
    mutating func pass(_ value: FieldValue, for id: String) {
        passed[id] = value
    }

    /// Field `id` failed its check, or holds nothing: no value of it counts as passed.
    mutating func forget(_ id: String) {
        passed[id] = nil
    }
}
