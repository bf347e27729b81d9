import FormCore

/// One field's value in a batch record, as read and before validation.
///
/// Byte payloads are UTF-8 (JSON strings already unescaped, CSV cells unquoted) and point
/// into the reader's buffer: they are valid only until the reader moves on. An array's rows
/// live in the record (`RecordFields.rows(_:)`), so a value is a few plain words: copying
/// one is a load, not a retain.
package enum RecordValue {
    /// The record has no key (or CSV column) for the field.
    case missing
    /// JSON `null`: the same as missing.
    case null
    /// A string, standing for text typed into the field.
    case string(UnsafeBufferPointer<UInt8>)
    /// A string the reader has found to be printable ASCII without quotes or backslashes
    /// (JSON's fast scan): the same answer as `.string`, but the validator skips its UTF-8,
    /// NUL and CR scan and copies it to the output without escaping.
    case plainString(UnsafeBufferPointer<UInt8>)
    /// A JSON number, standing for its literal typed into the field.
    case number(UnsafeBufferPointer<UInt8>)
    /// A JSON Boolean: a confirm answer, or the text `true` / `false` for other fields.
    case bool(Bool)
    /// A JSON array of strings (the rows of a list field, the items of a multiple choice):
    /// `list` numbers the record's arrays, read with `RecordFields.rows(_:)`.
    case array(list: Int)
    /// A JSON array of objects (a group's rows), as its JSON text: `list` numbers it as an
    /// array's rows are numbered, its one row being the text.
    case objects(list: Int)
}

/// The values of one record by field, in form order; reused from record to record.
///
/// The accessors are inlinable: readers in other modules fill one per record.
package struct RecordFields {
    /// One value per field of the form, in form order. Stored, not computed, so that readers
    /// in other modules store into it directly (an accessor would be a call per value).
    package var values: [RecordValue]
    /// The rows of the record's arrays, by `RecordValue.array(list:)` number.
    @usableFromInline var lists: [[String]] = []

    /// Creates `count` missing values.
    package init(count: Int) {
        values = Array(repeating: .missing, count: count)
    }

    /// The value of the field at `index` (form order).
    @inlinable
    package subscript(index: Int) -> RecordValue {
        get { values[index] }
        set { values[index] = newValue }
    }

    /// Marks every field missing, for the next record.
    @inlinable
    package mutating func reset() {
        values.withUnsafeMutableBufferPointer { $0.update(repeating: .missing) }
        if !lists.isEmpty { lists.removeAll(keepingCapacity: true) }
    }

    /// Sets the field at `index` to a JSON array of `rows`.
    ///
    ///     var fields = RecordFields(count: 1)
    ///     fields.setRows(["a", "b"], at: 0)
    ///     // fields[0] is .array(list: 0); fields.rows(0) == ["a", "b"]
    package mutating func setRows(_ rows: [String], at index: Int) {
        values[index] = .array(list: lists.count)
        lists.append(rows)
    }

    /// Sets the field at `index` to a JSON array of objects, given as its JSON text.
    package mutating func setObjects(_ json: String, at index: Int) {
        values[index] = .objects(list: lists.count)
        lists.append([json])
    }

    /// The rows of the array numbered `list` (see `RecordValue.array(list:)`).
    package func rows(_ list: Int) -> [String] {
        lists[list]
    }
}
