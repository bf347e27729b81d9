import Testing
@testable import FormCore

/// The byte limit of a list at its edge: rows joined by line breaks of exactly 1 MiB are
/// taken, one byte more is not, counted alike by `InputLimits.listExcess` (a whole answer)
/// and `RowTally` (a session's rows, one at a time), in UTF-8 bytes.
@Suite struct ListBytesEdgeTests {
    /// Two rows (one of them with two-byte `é`s) whose joined bytes are `total`.
    private func rows(joinedBytes total: Int) -> [String] {
        let first = String(repeating: "é", count: 1 << 18)   // 524,288 bytes
        let second = String(repeating: "x", count: total - first.utf8.count - 1)
        return [first, second]
    }

    @Test func exactlyAMebibyteIsTakenOneByteMoreIsNot() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: rows, type: list}\n")
        let validator = FieldValidator(field: form.fields[0], today: today)
        let limit = InputLimits.maximumAnswerBytes
        #expect(limit == 1_048_576)
        let atLimit = rows(joinedBytes: limit), over = rows(joinedBytes: limit + 1)
        #expect(atLimit.joined(separator: "\n").utf8.count == limit)
        #expect(over.joined(separator: "\n").utf8.count == limit + 1)

        #expect(InputLimits.listExcess(atLimit) == nil)
        #expect(InputLimits.listExcess(over) == "takes at most 1048576 bytes of rows, formline's limit for any list")

        let tallyAt = RowTally(atLimit), tallyOver = RowTally(over)
        #expect(tallyAt.bytes == limit && tallyAt.rows == 2)
        #expect(tallyOver.bytes == limit + 1)
        #expect(validator.listLimitFailure(rows: tallyAt.rows, bytes: tallyAt.bytes) == nil)
        #expect(validator.listLimitFailure(rows: tallyOver.rows, bytes: tallyOver.bytes)?.message == InputLimits.listExcess(over))

        // Replacing a row keeps the count: back to the limit from one byte over.
        var tally = tallyOver
        tally.replace(over[1], with: atLimit[1])
        #expect(tally == tallyAt)
        #expect(validator.validate(.list(atLimit)) == nil)
        #expect(validator.validate(.list(over))?.message == InputLimits.listExcess(over))
    }
}
