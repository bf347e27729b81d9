import Foundation
import Testing
import Formline
#if canImport(Glibc)
import Glibc
#endif

/// A repeating group built in Swift (`Field.group`): written out as the form format's
/// `type: group`, checked like a file, answered row by row, decoded as an array of objects.
@Suite struct GroupLibraryTests {
    struct Trip: Decodable, Equatable {
        struct Leg: Decodable, Equatable {
            var from: String
            var start: LocalDate?
            var end: LocalDate?
        }
        var legs: [Leg]
    }

    private func trip() throws -> Form {
        try Form(title: "Trip", today: FormRunTests.today) {
            Field.group("legs", label: "Leg", required: true, maxItems: 5, fields: [
                Field.text("from", required: true),
                Field.date("start"),
                Field.date("end"),
            ], rules: [Rule.field("end", after: "start", message: "ends before it starts")])
        }
    }

    @Test func aBuiltGroupIsTheFormFormatsGroup() throws {
        let form = try trip()
        #expect(form.yaml.contains("type: \"group\""))
        #expect(form.yaml.contains("\"fields\":") || form.yaml.contains("fields:"))
    }

    @Test func rowsArePipedAndDecodedAsArraysOfObjects() throws {
        let input = pipedInput(["Oslo", "2026-12-01", "2026-11-30", "2026-12-02", "Rome", "", "", ""])
        defer { close(input) }
        let reports = Reports()
        let answers = try trip().run(frontEnd: .automatic, input: input, report: reports.add)
        #expect(reports.lines.count == 1 && reports.lines[0].contains("row 1, sub-field 'end'"), "\(reports.lines)")
        #expect(answers.json == #"{"legs":[{"from":"Oslo","start":"2026-12-01","end":"2026-12-02"},{"from":"Rome","start":null,"end":null}]}"#)
        let decoded = try answers.decode(Trip.self)
        #expect(decoded.legs.map(\.from) == ["Oslo", "Rome"])
        #expect(decoded.legs[0].end == LocalDate(year: 2026, month: 12, day: 2))
    }

    @Test func aSecretSubFieldIsRefusedWhereItIsBuilt() {
        #expect(throws: FormlineError.self) {
            try Form(title: "T", today: FormRunTests.today) {
                Field.group("g", fields: [Field.secret("pin")])
            }
        }
    }
}
