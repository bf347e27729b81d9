/// What resuming a draft did to its values, for the front end to tell the person.
public struct DraftResume: Sendable, Equatable {
    /// Fields the draft has values for that the form no longer has: their values were dropped.
    public var droppedFields: [String] = []
    /// Fields whose kind changed since the draft was saved: their values were read again as
    /// the new kind (text `42` into a `number` field is the number 42).
    public var changedKinds: [KindChange] = []
    /// The first value (in form order) that no longer validates: focus is on its field,
    /// with this message, and the old text is kept there to edit.
    public var failure: ValidationFailure?

    /// A field whose kind is not the one the draft recorded.
    public struct KindChange: Sendable, Equatable {
        /// The field.
        public let field: String
        /// Its kind when the draft was saved.
        public let from: FieldKind
        /// Its kind now.
        public let to: FieldKind
    }
}
