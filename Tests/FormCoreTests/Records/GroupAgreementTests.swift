import FocusEngine
import Testing
@testable import FormCore
@testable import FormRecords
import TestSupport

/// `fill` and a person agree on generated groups: a record's rows (a JSON array of objects)
/// give the same answers as the rows typed cell by cell, or fail at the same row and
/// sub-field with the same message (a report names them: "row 2, end: …").
@Suite struct GroupAgreementTests {
    static let form = """
        title: Trips
        fields:
          - {id: who, type: text, required: true}
          - id: legs
            type: group
            maxItems: 3
            fields:
              - {id: from, type: text, required: true, maxLength: 5}
              - {id: start, type: date}
              - {id: end, type: date}
              - {id: seats, type: number, integer: true, min: 1}
              - {id: mode, type: choice, choices: [train, plane], default: train}
              - {id: meal, type: confirm, when: {field: mode, equals: plane}}
            rules:
              - {field: end, after: start, message: ends before it starts}
          - {id: note, type: text}
        """

    /// Candidate answers per sub-field; nil leaves it out of the row.
    static let cells: [String: [String?]] = [
        "from": [nil, "Oslo", "Rome", "  Bergen ", "far too long", "x\ny"],
        "start": [nil, "2026-12-01", "2026-12-05", "soon", " "],
        "end": [nil, "2026-12-03", "2026-11-30", ""],
        "seats": [nil, "2", "0", "1.5", "three"],
        "mode": [nil, "plane", "PLANE", "boat", ""],
        "meal": [nil, "yes", "no", "maybe"],
    ]

    @Test func generatedRowsAgree() throws {
        let form = try loadForm(Self.form)
        let members = try #require(form.field("legs")).members.map(\.id)
        var validator = RecordValidator(form: form, today: today)
        var generator = SplitMix64(state: 0x6A0)
        for _ in 0..<300 {
            var rows: [[String: String]] = []
            for _ in 0..<Int(generator.next() % 5) {
                var row: [String: String] = [:]
                for id in members {
                    let pool = Self.cells[id]!
                    if let text = pool[Int(generator.next() % UInt64(pool.count))] { row[id] = text }
                }
                rows.append(row)
            }
            let who = ["Ann", " ", "Bo"][Int(generator.next() % 3)]
            let expected = sessionOutcome(form, who: who, rows: rows, members: members)
            var json = ""
            AnswerJSON.appendRecords(rows.map { row in FieldRecord(members.compactMap { id in row[id].map { (id, .text($0)) } }) }, to: &json)
            let actual = check(&validator, ["who": .string(who), "legs": .objects(json)])
            switch (actual, expected) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "\(rows)")
            case (.failure(let a), .failure(let b)):
                #expect(a.field == b.field && a.message == b.message, "\(rows): fill \(a), session \(b)")
            default:
                Issue.record("\(rows): fill \(actual), session \(expected)")
            }
        }
    }

    /// A person: types each row's shown sub-fields in order (Tab past a left-out one, Enter
    /// on the row's last), leaves the group with Enter on an empty row, then submits. A row
    /// all of whose sub-fields are blank is not typed (it is dropped either way). A refused
    /// row stops the typing there, as a person would stop. A failure is named as a report
    /// names it: the row and sub-field focus went to.
    private func sessionOutcome(_ form: FormDefinition, who: String, rows: [[String: String]], members: [String]) -> Result<String, ValidationFailure> {
        let session = FormSession(form: form, today: today)
        session.start()
        session.answer(who)
        session.focusField("legs")
        typing: for row in rows where row.values.contains(where: { !AnswerText.isBlank($0) }) {
            guard case .cell("legs", let current, _)? = session.focus.value else { break typing }
            while case .cell("legs", current, let member)? = session.focus.value {
                let text = row[member] ?? ""
                if isLast(session, member) {
                    if case .failure = session.answer(text) { break typing }
                } else {
                    session.tab(forward: true, keeping: text)
                }
            }
        }
        if case .cell("legs", _, _)? = session.focus.value, session.rowHoldsNothing(at: session.focus.value!) { session.answer("") }
        session.focusField("note")
        session.answer("")
        switch session.submit() {
        case .success(let answers): return .success(AnswerJSON.encode(answers))
        case .failure(let failure):
            guard case .cell("legs", _, let member)? = session.focus.value, let row = session.rowPosition(of: session.focus.value!) else {
                return .failure(failure)
            }
            let validator = FieldValidator(field: form.field("legs")!, today: today)
            return .failure(validator.rowFailure(failure, row: row.index, member: members.firstIndex(of: member)!))
        }
    }

    private func rowID(_ session: FormSession) -> RowID {
        if case .cell(_, let row, _)? = session.focus.value { return row }
        fatalError("no cell focused")
    }

    private func isLast(_ session: FormSession, _ member: String) -> Bool {
        session.shownMembers(of: "legs", row: rowID(session)).last?.id == member
    }
}
