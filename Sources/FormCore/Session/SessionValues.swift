/// What a session holds for each field, by field id: its value (a default, a given or typed
/// answer), text typed into it but refused (pending: a prompt starts with it, submit refuses
/// it again), and which list or group values are behind their rows (stale: copied from the
/// rows when next read). Only its own methods change them, so:
///
/// - setting a value hands back what the field held, so the session can tell whether what
///   conditions see changed (and re-decide the fields whose `when` looks at it) only then;
/// - refused text stands until an answer is accepted (`accepted`) or another is refused in
///   its place; refusing no input at all (`refuse(nil, …)`) leaves none;
/// - a field is stale from its rows' change (`rowsChanged`) until its value is copied from
///   them (`rowsCopied`), and `stale` lists exactly those fields.
///
/// ```swift
/// var store = SessionValues()
/// store.set(.text("ada"), for: "name")       // nil: it held nothing
/// store.set(nil, for: "name")                // .text("ada"); it holds nothing again
/// store.refuse(.text("x"), for: "age")       // store.pending["age"] == .text("x")
/// store.accepted("age")                     // store.pending["age"] == nil
/// store.rowsChanged("tags")                  // store.isStale("tags")
/// store.rowsCopied("tags")                   // no longer
/// ```
struct SessionValues {
    /// Values by field id (hidden fields keep theirs).
    private(set) var values: [String: FieldValue] = [:]
    /// Input typed or given but refused, by field id.
    private(set) var pending: [String: AnswerInput] = [:]
    /// List and group fields whose rows changed since their value was last copied from them.
    private(set) var stale: Set<String> = []

    /// The value of field `id`.
    subscript(id: String) -> FieldValue? { values[id] }

    /// Field `id` holds `value` from now on (nil: nothing); what it held before.
    @discardableResult
    mutating func set(_ value: FieldValue?, for id: String) -> FieldValue? {
        let old = values[id]
        values[id] = value
        return old
    }

    /// Refused text for field `id` no longer stands: a value was accepted, or its rows answer it.
    mutating func accepted(_ id: String) {
        pending[id] = nil
    }

    /// `input` refused for field `id`: kept as its pending text (nil, no answer at all or a
    /// blank one, clears it).
    mutating func refuse(_ input: AnswerInput?, for id: String) {
        pending[id] = input
    }

    /// The rows of list or group `id` changed: its value is behind them.
    mutating func rowsChanged(_ id: String) {
        stale.insert(id)
    }

    /// The value of list or group `id` is being copied from its rows: no longer behind them.
    mutating func rowsCopied(_ id: String) {
        stale.remove(id)
    }

    /// Whether the value of list or group `id` is behind its rows.
    func isStale(_ id: String) -> Bool { stale.contains(id) }
}
