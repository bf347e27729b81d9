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
    /// A JSON array of objects (a group's rows) read in place by the JSON Lines parser: its
    /// cells and its text, by `RecordFields.groupRows(_:)` number.
    case groupRows(group: Int)
}

/// One answer in a row of a group's rows as the JSON Lines parser read it: the row (0-based),
/// the key's bytes (unescaped) and the value (`.string`, `.plainString`, `.number`, `.bool`
/// or `.null`), pointing into the line (or the parser's arena) as every `RecordValue` does.
@usableFromInline
package struct RowCell {
    package var row: Int
    package var key: UnsafeBufferPointer<UInt8>
    package var value: RecordValue

    package init(row: Int, key: UnsafeBufferPointer<UInt8>, value: RecordValue) {
        self.row = row
        self.key = key
        self.value = value
    }
}

/// A group's rows read in place (`RecordValue.groupRows`): the array's JSON text (for the
/// general path, which reads the text), how many rows (objects) it holds, and its cells in
/// `RecordFields.cell(_:)` numbers, in the order written.
@usableFromInline
package struct GroupRows {
    package var text: UnsafeBufferPointer<UInt8>
    package var rows: Int
    package var cells: Range<Int>
}

/// The values of one record by field, in form order; reused from record to record.
///
/// The accessors are inlinable: readers in other modules fill one per record.
package struct RecordFields {
    /// One value per field of the form, in form order. Stored, not computed, so that readers
    /// in other modules store into it directly (an accessor would be a call per value).
    package var values: [RecordValue]
    /// The rows of the record's arrays (by `RecordValue.array(list:)` number), and its groups'
    /// rows read in place with their cells, in one array so that a `RecordFields` stays two
    /// words (it is passed in registers through the validator's calls on every record).
    @usableFromInline var extras: [Extra] = []

    /// One entry of `extras`.
    @usableFromInline enum Extra {
        /// An array's rows (`RecordValue.array`), or a group's rows as their JSON text (`.objects`).
        case rows([String])
        /// One cell of a group's rows read in place.
        case cell(RowCell)
        /// A group's rows read in place (`RecordValue.groupRows`); its cells are entries of `extras`.
        case group(GroupRows)
    }

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
        if !extras.isEmpty { extras.removeAll(keepingCapacity: true) }
    }

    /// Sets the field at `index` to a JSON array of `rows`.
    ///
    ///     var fields = RecordFields(count: 1)
    ///     fields.setRows(["a", "b"], at: 0)
    ///     // fields[0] is .array(list: 0); fields.rows(0) == ["a", "b"]
    package mutating func setRows(_ rows: [String], at index: Int) {
        values[index] = .array(list: extras.count)
        extras.append(.rows(rows))
    }

    /// Sets the field at `index` to a JSON array of objects, given as its JSON text.
    package mutating func setObjects(_ json: String, at index: Int) {
        values[index] = .objects(list: extras.count)
        extras.append(.rows([json]))
    }

    /// Adds one cell of a group's rows being read; returns its number (for `setGroupRows`).
    @discardableResult
    package mutating func appendCell(_ cell: RowCell) -> Int {
        extras.append(.cell(cell))
        return extras.count - 1
    }

    /// Sets the field at `index` to a group's rows read in place: `text` is the array's JSON
    /// text, `rows` its number of objects, `cells` the numbers of its cells (`appendCell`).
    package mutating func setGroupRows(text: UnsafeBufferPointer<UInt8>, rows: Int, cells: Range<Int>, at index: Int) {
        values[index] = .groupRows(group: extras.count)
        extras.append(.group(GroupRows(text: text, rows: rows, cells: cells)))
    }

    /// The group's rows numbered `group` (see `RecordValue.groupRows(group:)`).
    package func groupRows(_ group: Int) -> GroupRows {
        guard case .group(let rows) = extras[group] else { preconditionFailure("not a group's rows: \(group)") }
        return rows
    }

    /// The cell numbered `cell` (`GroupRows.cells`).
    package func cell(_ cell: Int) -> RowCell {
        guard case .cell(let found) = extras[cell] else { preconditionFailure("not a cell: \(cell)") }
        return found
    }

    /// The rows of the array numbered `list` (see `RecordValue.array(list:)`).
    package func rows(_ list: Int) -> [String] {
        guard case .rows(let rows) = extras[list] else { preconditionFailure("not an array's rows: \(list)") }
        return rows
    }
}
