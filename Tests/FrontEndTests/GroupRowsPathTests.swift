import Foundation
import Testing
import TestSupport
@testable import BatchFrontEnd
import FormCore
import FormRecords

/// `fill` reads a group's rows in place (the JSON Lines parser hands each answer to the
/// validator as a cell, `RecordValue.groupRows`); every other source reads the rows' JSON text
/// through the YAML composer (`FieldValidator.value(fromRows:)`). On generated reminders and
/// trip records (fixed seeds: valid rows, each kind of refusal, nulls, numbers, Booleans,
/// escapes, non-ASCII and hostile text, unknown and repeated keys, many rows) both must give
/// the same verdict: the same answers byte for byte, or the same field and message.
@Suite struct GroupRowsPathTests {
    private let today = LocalDate(year: 2026, month: 11, day: 22)!

    private func form(_ name: String) throws -> FormDefinition {
        let path = ProcessRunner.repositoryRoot().appendingPathComponent("forms/\(name).yaml").path
        return try #require(FormLoader.load(yaml: String(contentsOfFile: path, encoding: .utf8), today: today).form)
    }

    private enum Verdict: Equatable, CustomStringConvertible {
        case accepted(String)
        case refused(field: String, message: String)
        case notJSON(String)

        var description: String {
            switch self {
            case .accepted(let json): "accepted \(json)"
            case .refused(let field, let message): "refused \(field): \(message)"
            case .notJSON(let message): "not JSON: \(message)"
            }
        }
    }

    /// The rows read in place, as `fill` reads them.
    private func inPlace(_ line: [UInt8], _ validator: inout RecordValidator, keys: RecordKeys) -> Verdict {
        var parser = JSONLineParser(knownKeys: keys)
        var builder = RecordFieldsBuilder(keys: keys)
        return line.withUnsafeBufferPointer { bytes in
            do throws(JSONLineError) {
                try parser.parse(bytes, into: &builder)
            } catch {
                return .notJSON(error.description)
            }
            var output: [UInt8] = []
            if let failure = validator.validate(builder.fields, appendingTo: &output) {
                return .refused(field: failure.field, message: failure.message)
            }
            return .accepted(String(decoding: output, as: UTF8.self))
        }
    }

    /// The rows read from their JSON text (a `RawRecord` keeps a group's rows as text).
    private func fromText(_ line: [UInt8], _ validator: inout RecordValidator, keys: RecordKeys) -> Verdict {
        var parser = JSONLineParser(knownKeys: keys)
        var record = RawRecord()
        do {
            try line.withUnsafeBufferPointer { bytes throws(JSONLineError) in try parser.parse(bytes, into: &record) }
        } catch {
            return .notJSON(error.description)
        }
        var fields = RecordFields(count: keys.count)
        return record.withRecordFields(&fields) { fields in
            var output: [UInt8] = []
            if let failure = validator.validate(fields, appendingTo: &output) {
                return .refused(field: failure.field, message: failure.message)
            }
            return .accepted(String(decoding: output, as: UTF8.self))
        }
    }

    private static let texts = [
        "Buy milk", "  padded  ", "", " ", "x", "Café", "日本語", "😀", "e\u{301}", "a\u{85}b", "a\u{2028}b",
        "\u{7F}del", "\u{80}c1", "\u{FEFF}bom", "\u{FFFE}", "\u{202E}evil", "it's", "$(touch PWNED)", "`x`", "%s", "#x",
        "null", "~", "true", "yes", "1e2", "- item", "a: b", "[x]", "{y}", "&anchor", "*alias", "!tag", "? key", "|", ">",
        String(repeating: "z", count: 201),
    ]
    private static let dates = [
        "2026-12-01", "2026-11-22", "2026-11-21", "2027-01-31", "today", "tomorrow", "+3d", "next friday", "2026-02-30",
        "2026-13-01", "yesterday", "", " 2026-12-05 ", "soon", "2020-01-01", "+2y", "22/11/2026", "2026-1-5", "02026-01-01",
        "TOMORROW", "in 3 days",
    ]
    private static let choices = ["low", "medium", "high", "High", "HIGH", "urgent", "", " low ", "train", "plane", "car", "Car"]

    private static let clean: [FieldKind: [String]] = [
        .text: ["\"Buy milk\"", "\"Oslo\"", "\"Rome\"", "\"Ada Lovelace\"", #""Caf\u00e9""#, "\"Zürich\""],
        .date: ["\"2026-12-01\"", "\"2027-01-31\"", "\"tomorrow\"", "\"+3d\"", "\"2026-11-22\"", "null"],
        .number: ["12", "\"40\"", "0"],
        .confirm: ["true", "\"no\""],
    ]

    /// One JSON value for a sub-field of `kind`, written as JSON text (escapes included);
    /// a `clean` one is meant to pass.
    private func value(_ kind: FieldKind, choices: [String], clean: Bool, _ random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        if clean {
            if kind == .choice { return jsonString(pick(choices), escapeAll: false) }
            return pick(Self.clean[kind] ?? ["null"])
        }
        switch random.next() % 20 {
        case 0: return "null"
        case 1: return pick(["0", "-1.5", "42", "1e2", "2026"])
        case 2: return pick(["true", "false"])
        case 3: return jsonString(pick(Self.texts), escapeAll: random.next() % 2 == 0)
        default: break
        }
        switch kind {
        case .date: return jsonString(pick(Self.dates), escapeAll: random.next() % 8 == 0)
        case .choice: return jsonString(pick(Self.choices), escapeAll: random.next() % 8 == 0)
        default: return jsonString(pick(Self.texts), escapeAll: random.next() % 4 == 0)
        }
    }

    /// `text` as a JSON string: raw (only what JSON must escape escaped), or every
    /// non-ASCII character and some ASCII ones as `\u` escapes (surrogate pairs beyond the BMP).
    private func jsonString(_ text: String, escapeAll: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || (escapeAll && (scalar.value >= 0x7F || scalar == "a")):
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private func records(_ form: FormDefinition, seed: UInt64, count: Int) -> [String] {
        var random = SplitMix64(state: seed)
        let group = form.fields.first { $0.kind == .group }!
        var lines: [String] = []
        for _ in 0..<count {
            let clean = random.next() % 2 == 0
            var rows: [String] = []
            let rowCount = random.next() % 25 == 0 ? 20 + Int(random.next() % 40) : Int(random.next() % 5) + (clean ? 1 : 0)
            for _ in 0..<rowCount {
                var cells: [String] = []
                for member in group.members where clean ? member.required || random.next() % 4 != 0 : random.next() % 8 != 0 {
                    cells.append("\"\(member.id)\":\(value(member.kind, choices: member.choices, clean: clean, &random))")
                }
                switch clean ? 99 : random.next() % 30 {
                case 0: cells.append(#""nope":"x""#)                                         // no such sub-field
                case 1: if let first = group.members.first { cells.append("\"\(first.id)\":\"again\"") }   // twice
                case 2: if let first = group.members.first { cells.append("\"\(first.id)\":null") }
                case 3: cells.shuffle(using: &random)
                case 4: if let first = group.members.first {                                 // a key written with escapes
                    cells.append(jsonString(first.id, escapeAll: true) + #":"escaped key""#)
                }
                default: break
                }
                rows.append("{" + cells.joined(separator: random.next() % 10 == 0 ? " , " : ",") + "}")
            }
            var fields: [String] = []
            for field in form.fields where clean ? field.required || random.next() % 3 != 0 : random.next() % 6 != 0 {
                if field.kind == .group {
                    let array = "[" + rows.joined(separator: random.next() % 10 == 0 ? ", " : ",") + "]"
                    fields.append("\"\(field.id)\":" + (!clean && random.next() % 40 == 0 ? #"["a"]"# : array))
                } else {
                    fields.append("\"\(field.id)\":\(value(field.kind, choices: field.choices, clean: clean, &random))")
                }
            }
            lines.append("{" + fields.joined(separator: ",") + "}")
        }
        return lines
    }

    @Test(arguments: [("reminders", UInt64(36)), ("trip", UInt64(7))])
    func inPlaceAgreesWithText(name: String, seed: UInt64) throws {
        let form = try form(name)
        let keys = RecordKeys(form.fields.map(\.id))
        var direct = RecordValidator(form: form, today: today)
        var general = RecordValidator(form: form, today: today)
        var compared = 0, accepted = 0, refusedInRows = 0
        for line in records(form, seed: seed, count: 3_000) {
            let bytes = Array(line.utf8)
            let mine = inPlace(bytes, &direct, keys: keys)
            let theirs = fromText(bytes, &general, keys: keys)
            #expect(mine == theirs, "\(line)")
            compared += 1
            if case .accepted = mine { accepted += 1 }
            if case .refused(_, let message) = mine, message.hasPrefix("row ") { refusedInRows += 1 }
        }
        // The records exercise both verdicts, rows refused among them (the test can fail).
        #expect(compared == 3_000)
        #expect(accepted > 150)
        #expect(refusedInRows > 100)
    }
}
