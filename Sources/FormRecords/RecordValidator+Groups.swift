import FormCore

/// A group's rows as the JSON Lines parser read them in place (`RecordValue.groupRows`):
/// each answer is a cell pointing into the line, handed to the group's one reading of rows
/// given apart (`FieldValidator.value(rowCount:unknownKey:answer:)`), with no JSON text made
/// and no YAML composed.
///
/// The text's reading (`FieldValidator.value(fromRows:)` on the array's JSON text, through the
/// YAML composer) stays the rule: rows are read here only where that reading is known to give
/// the same answers: every key is a sub-field's id spelled byte for byte, none twice in a
/// row, no more rows or nodes than it takes, and no string holding a character the YAML reader
/// refuses. Anything else (refused, or rare) goes to the text's reading, which says why.
extension RecordValidator {
    @inline(never)
    func groupRowsOutcome(_ record: RecordFields, group: Int, validator: FieldValidator) -> FieldOutcome {
        let rows = record.groupRows(group)
        guard validator.field.holdsRecords, let table = GroupCellTable(rows, in: record, members: validator.members) else {
            return objectsOutcome(String(decoding: rows.text, as: UTF8.self), validator: validator)
        }
        let result = validator.value(rowCount: rows.rows, unknownKey: { _ in nil }) { row, member in
            table.text(row: row, member: member, in: record).map(AnswerInput.text)
        }
        switch result {
        case .success(let value?): return .value(value)
        case .success(nil): return .notGiven
        case .failure(let failure): return .failed(failure)
        }
    }
}

/// Which cell answers each sub-field of each row; nil (`init`) when the rows are not read in place.
struct GroupCellTable {
    /// `rows × members` cell numbers (`RecordFields.cell(_:)`), -1 where none is given.
    private var slots: [Int]
    private let members: Int

    init?(_ rows: GroupRows, in record: RecordFields, members validators: [FieldValidator]) {
        members = validators.count
        // The text's reading refuses more rows than any list takes, and stops at the YAML
        // composer's bound on nodes (the array, each row's mapping, each key and value).
        guard rows.rows <= InputLimits.maximumListRows,
              1 + rows.rows + 2 * rows.cells.count < YAMLComposer.maximumNodes - 16 else { return nil }
        slots = Array(repeating: -1, count: rows.rows * members)
        for index in rows.cells {
            let cell = record.cell(index)
            guard let member = validators.firstIndex(where: { ASCIIText.equals(cell.key, $0.field.id) }) else { return nil }
            let slot = cell.row * members + member
            guard slots[slot] < 0 else { return nil }
            if case .string(let bytes) = cell.value, !Self.isReadAlike(bytes) { return nil }
            // An array (a multiple choice's picks in a row) is read from the rows' text.
            if case .array = cell.value { return nil }
            slots[slot] = index
        }
    }

    /// The answer row `row` gives sub-field `member` as the text's reading has it: a string's
    /// text, a number's literal, `true` / `false`; nil for none or null.
    func text(row: Int, member: Int, in record: RecordFields) -> String? {
        let slot = slots[row * members + member]
        guard slot >= 0 else { return nil }
        switch record.cell(slot).value {
        case .plainString(let bytes), .string(let bytes), .number(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// Whether a string (unescaped, valid UTF-8) reads the same through the YAML composer
    /// whether its characters were written raw or escaped: ASCII other than DEL, and the
    /// characters YAML takes raw (NEL and the line and paragraph separators are escaped for
    /// it first, `JSONSurrogates.yamlCompatible`); not a byte-order mark.
    static func isReadAlike(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !bytes.contains(where: { $0 >= 0x7F }) { return true }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0..<0x7F, 0x85, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...: continue
            default: return false
            }
        }
        return true
    }
}
