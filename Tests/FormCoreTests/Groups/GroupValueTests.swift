import Foundation
import Testing
@testable import FormCore

/// A group's rows given whole (`--set`, `--answers`, drafts, CSV cells): one home,
/// `FieldValidator.rows(ofText:)` and `value(fromRows:)`.
@Suite struct GroupValueTests {
    private func legs() throws -> FieldValidator {
        let form = try loadForm(GroupSessionTests.trip)
        return FieldValidator(field: try #require(form.field("legs")), today: today)
    }

    @Test func aJSONArrayOfObjectsIsTheRowsBlankRowsDropped() throws {
        let value = try legs().value(from: #"[{"from":"Oslo","start":"2026-12-01"},{"from":"  ","start":null},{"mode":"plane","from":"Rome","seat":"3"}]"#)
        guard case .success(.records(let records)?) = value else { Issue.record("\(value)"); return }
        #expect(AnswerJSON.records(records) == #"[{"from":"Oslo","start":"2026-12-01","end":null,"mode":"train"},{"from":"Rome","start":null,"end":null,"mode":"plane","seat":"3"}]"#)
    }

    @Test(arguments: [
        (#"[{"from":"Oslo","start":"2026-12-05","end":"2026-12-01"}]"#, "row 1, end: ends before it starts"),
        (#"[{"start":"2026-12-05"}]"#, "row 1, from: is required"),
        (#"[{"from":"A"},{"from":"B","start":"soon"}]"#, "row 2, start: is not a date: expected a date like 2026-11-22, today, tomorrow, +3d, next friday"),
        (#"[{"from":"A","$(touch x)":"1"}]"#, "row 1 names '$(touch x)', which is no sub-field (sub-fields: from, start, end, mode, seat)"),
        (#"[{"from":"A\u0000"}]"#, "row 1, from: holds a NUL character"),
        (#"[{"from":"A"},{"from":"B","from":"C"}]"#, "gives 'from' twice in one row (column 16); give each sub-field once a row"),
        (#"[{"from":"A\nB"}]"#, "row 1, from: takes one line; this answer holds a line break (write it on one line)"),
        (#"[{"from":{"a":1}}]"#, "row 1, from: an answer must be text, a number, a boolean, a list of texts or null"),
        (#"[{"from":["Oslo","Bergen"]}]"#, "row 1, from: takes one value, not a list"),
        (#"[{"from":"A","mode":[{"a":1}]}]"#, "row 1, mode: a list's items must be text, numbers or booleans"),
        (#"["Oslo"]"#, #"row 1 is not an object of sub-field answers; give the rows as a JSON array of objects, like [{"from":"…"}]"#),
        ("Oslo", #"takes rows of sub-fields (from, start, end, mode, seat), not one text: answer them row by row, or give the rows as a JSON array of objects, like [{"from":"…"}]"#),
        (#"[{"from":"A"},{"from":"B"},{"from":"C"},{"from":"D"}]"#, "takes at most 3 rows"),
    ])
    func badRowsSayWhichRowAndSubField(text: String, message: String) throws {
        let value = try legs().value(from: text)
        guard case .failure(let failure) = value else { Issue.record("accepted \(value)"); return }
        #expect(failure.withoutAnswer == message || failure.message == message, "\(failure.message)")
    }

    /// A row's multiple choice given as an array (what `fill` and `run` write) is its picks.
    @Test func aRowsMultipleChoiceIsReadBackAsItIsWritten() throws {
        let form = try loadForm("""
        formline: 1
        title: Crew
        fields:
          - id: crew
            type: group
            label: Member
            fields:
              - {id: name, type: text, label: Name, required: true}
              - {id: langs, type: choice, label: Languages, multiple: true, choices: [en, fr, de]}
        """)
        let crew = FieldValidator(field: try #require(form.field("crew")), today: today)
        let value = crew.value(from: #"[{"name":"Ada","langs":["en","fr"]}]"#)
        guard case .success(.records(let records)?) = value else { Issue.record("\(value)"); return }
        #expect(AnswerJSON.records(records) == #"[{"name":"Ada","langs":["en","fr"]}]"#)
    }

    @Test func moreRowsThanAnyListTakesAreRefusedBeforeReading() throws {
        let rows = "[" + Array(repeating: #"{"from":"x"}"#, count: InputLimits.maximumListRows + 1).joined(separator: ",") + "]"
        let failure = try legs().value(from: rows)
        #expect(failure == .failure(ValidationFailure(field: "legs", message: "takes at most 10000 rows, formline's limit for any list")))
    }

    @Test func aDraftGivesTheRowsBack() throws {
        let form = try loadForm(GroupSessionTests.trip)
        let session = FormSession(form: form, today: today)
        session.start()
        for line in ["Ann", "Oslo", "2026-12-01", "", "", "Rome", "x"] { session.answer(line) }
        let encoded = try JSONEncoder().encode(session.draft())
        let draft = try JSONDecoder().decode(SessionDraft.self, from: encoded)
        let resumed = FormSession(form: form, today: today)
        let report = resumed.resume(from: draft)
        #expect(report.failure == nil)
        #expect(resumed.rows(of: "legs").count == 2)
        // The draft names the group; focus resumes at its first row's first sub-field.
        guard case .cell("legs", _, "from")? = resumed.focus.value else { Issue.record("\(String(describing: resumed.focus.value))"); return }
        #expect(resumed.currentText(for: resumed.focus.value!) == "Oslo")
        #expect(failure(resumed.commit("z", to: "z")) == nil)
        let json = AnswerJSON.encode(try resumed.submit().get())
        #expect(json == #"{"name":"Ann","legs":[{"from":"Oslo","start":"2026-12-01","end":null,"mode":"train"},{"from":"Rome","start":null,"end":null,"mode":"train"}],"z":"z"}"#)
    }

    @Test func givenRowsAnswerTheGroupAndAreItsRows() throws {
        let form = try loadForm(GroupSessionTests.trip)
        let session = FormSession(form: form, today: today)
        #expect(failure(session.commit(#"[{"from":"Oslo"},{"from":"Rome"}]"#, to: "legs")) == nil)
        #expect(session.rows(of: "legs").count == 2)
        #expect(session.answered.contains("legs"))
    }
}
