/// One row of a repeating group's answer: its shown sub-fields' answers, in the group's
/// order (nil for an unanswered optional sub-field; a hidden one has no entry).
///
/// ```swift
/// let row = FieldRecord([("title", .text("Call Bob")), ("due", nil)])
/// row["title"]                          // .text("Call Bob")
/// AnswerJSON.records([row])             // [{"title":"Call Bob","due":null}]
/// ```
public struct FieldRecord: Sendable, Equatable, Hashable, Codable {
    /// One sub-field's answer.
    public struct Entry: Sendable, Equatable, Hashable, Codable {
        /// The sub-field's id.
        public var id: String
        /// Its answer; nil when unanswered.
        public var value: FieldValue?

        /// Creates an entry.
        public init(id: String, value: FieldValue?) {
            self.id = id
            self.value = value
        }
    }

    /// The entries, in the group's sub-field order.
    public var entries: [Entry]

    /// Creates a record from its entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Creates a record from (id, value) pairs.
    public init(_ pairs: [(String, FieldValue?)]) {
        entries = pairs.map { Entry(id: $0.0, value: $0.1) }
    }

    /// The answer of the sub-field `id`; nil when it has none or no entry.
    public subscript(id: String) -> FieldValue? {
        entries.first { $0.id == id }?.value
    }

    /// Whether no entry holds an answer: such a row is dropped from the answers.
    public var isBlank: Bool {
        entries.allSatisfy { $0.value == nil }
    }
}
