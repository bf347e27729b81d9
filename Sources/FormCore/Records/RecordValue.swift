/// One field's value in a batch record, as read and before validation.
///
/// Byte payloads are UTF-8 (JSON strings already unescaped, CSV cells unquoted) and point
/// into the reader's buffer: they are valid only until the reader moves on.
package enum RecordValue {
    /// The record has no key (or CSV column) for the field.
    case missing
    /// JSON `null`: the same as missing.
    case null
    /// A string, standing for text typed into the field.
    case string(UnsafeBufferPointer<UInt8>)
    /// A JSON number, standing for its literal typed into the field.
    case number(UnsafeBufferPointer<UInt8>)
    /// A JSON Boolean: a confirm answer, or the text `true` / `false` for other fields.
    case bool(Bool)
    /// A JSON array of strings: the rows of a list field.
    case array([String])
}

/// The values of one record by field, in form order; reused from record to record.
///
/// The accessors are inlinable: readers in other modules fill one per record.
package struct RecordFields {
    @usableFromInline var storage: [RecordValue]

    /// One value per field of the form, in form order.
    package var values: [RecordValue] { storage }

    /// Creates `count` missing values.
    package init(count: Int) {
        storage = Array(repeating: .missing, count: count)
    }

    /// The value of the field at `index` (form order).
    @inlinable
    package subscript(index: Int) -> RecordValue {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// Marks every field missing, for the next record.
    @inlinable
    package mutating func reset() {
        for index in storage.indices { storage[index] = .missing }
    }
}
