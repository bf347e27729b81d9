import Testing
import FormCore
import FormOutput

/// Every list answer takes at most `InputLimits.maximumListRows` rows and
/// `InputLimits.maximumAnswerBytes` bytes of rows, whatever its `maxItems`, and every way of
/// answering says so in the same words (`InputLimits.listExcess`).
@Suite struct ListLimitTests {
    static let limit = InputLimits.maximumListRows
    static let rowsMessage = "takes at most 10000 rows, formline's limit for any list"
    static let bytesMessage = "takes at most 1048576 bytes of rows, formline's limit for any list"

    /// A form whose only field is a list, with `extra` keys on it.
    private func listForm(_ extra: String = "") throws -> FormDefinition {
        try loadForm("""
            title: Rows
            fields:
              - id: rows
                type: list
                label: Rows
            \(extra.isEmpty ? "" : "    " + extra)
            """)
    }

    private func rows(_ count: Int, _ text: (Int) -> String = { "row \($0)" }) -> [String] {
        (0..<count).map(text)
    }

    @Test func theLimitIsWorded() {
        #expect(InputLimits.listExcess(rows: Self.limit, bytes: InputLimits.maximumAnswerBytes) == nil)
        #expect(InputLimits.listExcess(rows: Self.limit + 1, bytes: 10) == Self.rowsMessage)
        #expect(InputLimits.listExcess(rows: 2, bytes: InputLimits.maximumAnswerBytes + 1) == Self.bytesMessage)
    }

    @Test func theValidatorRefusesAListOverEitherLimit() throws {
        let form = try listForm()
        let validator = FieldValidator(field: form.fields[0], today: today)
        #expect(validator.validate(.list(rows(Self.limit))) == nil)
        let tooMany = validator.validate(.list(rows(Self.limit + 1)))
        #expect(tooMany == ValidationFailure(field: "rows", message: Self.rowsMessage))
        // 1,000 rows of 1,100 bytes: under the row limit, over the bytes.
        let long = rows(1_000) { String(repeating: "x", count: 1_099) + String($0 % 10) }
        #expect(validator.validate(.list(long))?.message == Self.bytesMessage)
        // One text with a row per line (a CSV cell, `--set`, `--answers`, a draft) too.
        #expect(failure(validator.value(from: rows(Self.limit + 1).joined(separator: "\n")))?.message == Self.rowsMessage)
    }

    @Test func aFormsOwnMaxItemsIsSaidFirst() throws {
        let form = try listForm("maxItems: 50")
        let validator = FieldValidator(field: form.fields[0], today: today)
        #expect(validator.validate(.list(rows(Self.limit + 1)))?.message == "takes at most 50 rows")
    }

    @Test func theRowPastTheLimitIsRefusedAndFocusStays() throws {
        let session = FormSession(form: try listForm(), today: today)
        session.start()
        for row in rows(Self.limit) {
            #expect(session.listLimitFailure(answering: row) == nil)
            #expect(failure(session.answer(row)) == nil)
        }
        #expect(session.listLimitFailure(answering: "  ") == nil)   // an empty row ends the list
        guard case .row(_, let last)? = session.focus.value else { Issue.record("left the list"); return }
        let refused = failure(session.answer("one too many"))
        #expect(refused == ValidationFailure(field: "rows", message: Self.rowsMessage))
        #expect(session.message == refused)
        #expect(session.focus.value == .row(field: "rows", row: last))
        #expect(session.currentText(for: .row(field: "rows", row: last)) == "")
        // Again and again: the list never grows.
        #expect(session.listLimitFailure(answering: " more ") == refused)
        for _ in 0..<3 { #expect(failure(session.answer("more")) == refused) }
        #expect(session.rows(of: "rows").count == Self.limit + 1)
        // An empty row still ends the list, which holds its rows.
        #expect(failure(session.answer("")) == nil)
        #expect(session.phase == .complete)
        #expect(session.values["rows"] == .list(rows(Self.limit)))
    }

    @Test func aRowThatWouldPassTheBytesIsRefusedEvenWhenEditingOne() throws {
        let session = FormSession(form: try listForm(), today: today)
        session.start()
        let row = String(repeating: "x", count: 100_000)
        for _ in 0..<10 { #expect(failure(session.answer(row)) == nil) }   // 1,000,009 bytes joined
        #expect(failure(session.answer(String(repeating: "y", count: 50_000)))?.message == Self.bytesMessage)
        // Going back to the first row and making it longer crosses it too; the row keeps its text.
        let first = session.rows(of: "rows")[0].id
        #expect(session.focus.focus(.row(field: "rows", row: first)))
        #expect(failure(session.answer(row + row))?.message == Self.bytesMessage)
        #expect(session.rows(of: "rows")[0].text == row)
    }

    /// Filling a list of `maxItems: 10000` row by row used to count the rows on every row
    /// (50 million steps); the session keeps a count instead (`RowTally`), so this is linear.
    @Test func aFullListWithMaxItemsIsFilledRowByRow() throws {
        let session = FormSession(form: try listForm("maxItems: 10000"), today: today)
        session.start()
        for row in rows(Self.limit) { #expect(failure(session.answer(row)) == nil) }
        // The 10,000th row filled the list: it was left, as maxItems says.
        #expect(session.phase == .complete)
        #expect(session.values["rows"] == .list(rows(Self.limit)))
    }

    @Test func answersGivenUpFrontAreRefusedWithTheSameMessage() throws {
        let session = FormSession(form: try listForm(), today: today)
        let failures = session.give(["rows": rows(Self.limit + 1).joined(separator: "\n")])
        #expect(failures == [ValidationFailure(field: "rows", message: Self.rowsMessage)])
        #expect(session.rows(of: "rows").isEmpty)
        #expect(session.give(["rows": rows(Self.limit).joined(separator: "\n")]).isEmpty)
        #expect(session.rows(of: "rows").count == Self.limit)
    }

    /// A refused list stays refused when the defaults are taken (`--no-input`): it used to be
    /// answered with its rows as they were, none, as if nothing had been given (an optional
    /// list came out `null`, exit 0).
    @Test func aRefusedGivenListIsNotTakenAsNoAnswer() throws {
        let session = FormSession(form: try listForm("maxLength: 3"), today: today)
        let refused = ValidationFailure(field: "rows", message: "row 1 must be at most 3 characters")
        #expect(session.give(["rows": "too long"]) == [refused])
        #expect(session.acceptCurrentValues() == [refused])
        #expect(failure(session.submit()) == refused)
        // Rows answered at the prompt replace the refused text.
        #expect(failure(session.answer("ok")) == nil)
        #expect(failure(session.answer("")) == nil)
        #expect(try session.submit().get().map(\.value) == [.list(["ok"])])
    }

    @Test func aDraftWithTooManyRowsIsRefusedAndNoneAreLoaded() throws {
        let form = try listForm()
        let draft = SessionDraft(values: ["rows": .list(rows(Self.limit + 1))], answered: ["rows"], focusedField: "rows")
        let session = FormSession(form: form, today: today)
        let report = session.resume(from: draft)
        #expect(report.failure?.message == Self.rowsMessage)
        #expect(session.message?.message == Self.rowsMessage)
        #expect(session.values["rows"] == nil)
        #expect(session.rows(of: "rows").filter { !$0.text.isEmpty }.isEmpty)
    }

    @Test func describeGivesEveryListItsMaxItems() throws {
        let plain = FormDescription(form: try listForm()).json
        #expect(plain.contains(#""bounds":{"maxItems":10000}"#), "\(plain)")
        let bounded = FormDescription(form: try listForm("maxItems: 5")).json
        #expect(bounded.contains(#""bounds":{"maxItems":5}"#), "\(bounded)")
    }

    @Test func checkRefusesItemCountsAboveTheLimit() throws {
        let over = diagnostics("""
            title: Rows
            fields:
              - id: rows
                type: list
                maxItems: 10001
            """)
        #expect(over.map(\.message) == ["field 'rows': maxItems 10001 is more than any list takes (a list \(Self.rowsMessage))"])
        #expect(over.first?.location == SourceLocation(line: 5, column: 15))
        #expect(over.first?.hint == "write maxItems: 10000 or less; without maxItems a list takes up to 10000 rows")
        #expect(diagnostics("title: R\nfields:\n  - {id: rows, type: list, minItems: 10001}\n").map(\.message)
                == ["field 'rows': minItems 10001 is more than any list takes (a list \(Self.rowsMessage)), so no answer can pass"])
        #expect(diagnostics("title: R\nfields:\n  - {id: rows, type: list, maxItems: 10000}\n").isEmpty)
    }
}
