import FormCore

/// Every key of the form format with hostile values: numeric extremes (`1e16`, `1e400`,
/// `99999999999999999999`, `.nan`…) and wrong shapes (a mapping, a list of lists, null, NUL,
/// a tag), in each place a key is written (a field of each kind, a command of each role, the
/// form, a section, a rule, a condition, a choice). The places come from `FormKeys`, so a
/// new key is fuzzed without being listed here.
///
/// Property: loading never traps (issue 32 item 7: `timeout: 1e16` was a SIGILL), and every
/// error is placed on a line of the file; a form that loads names a program in every command
/// (`run: {}` loaded with none, and the trusted form then crashed).
///
/// ```swift
/// FuzzFormKeys.run(bytes)          // libFuzzer: the bytes pick a place and a value
/// FuzzFormKeys.everyPlace()        // every place × every value (formline-fuzz --keys)
/// ```
enum FuzzFormKeys {
    /// Numbers at and past every limit, and every other shape a value can take.
    static let values = [
        "1e16", "1e19", "1e400", "-1e400", "1e-400", "99999999999999999999", "-99999999999999999999",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "0x7fffffffffffffff", "0xffffffffffffffffff",
        "0o777777777777777777777777", "1.7976931348623157e308", ".inf", "-.inf", ".nan", "-0", "0", "-1", "1.5", "600.0001",
        "1e16s", "1e400ms", "99999999999999999999m", "0ms", "-5s", "\"1e16\"", "'99999999999999999999'",
        "{}", "{a: 1}", "[]", "[[]]", "[[ls]]", "[{}]", "[~]", "[\"\"]", "[1e400, .nan]", "~", "\"\"", "\" \"", "\"a\\0b\"",
        "true", "!!binary aGk=", "!custom x", "\"\\u202e\\u0007\"", String(repeating: "9", count: 400),
    ]

    /// The places: a form with `VALUE` where the key's value goes.
    static let places: [String] = {
        var places: [String] = []
        let head = "title: T\nfields:\n"
        for kind in FieldKind.allCases {
            let extra = kind == .choice ? "    choices: [a, b]\n" : kind == .group ? "    fields: [{id: s, type: text}]\n" : ""
            for key in FormKeys.field where !["id", "type"].contains(key) && FormKeys.kinds(taking: key).contains(kind) {
                let lines = extra.contains("    \(key):") ? "" : extra
                places.append(head + "  - id: a\n    type: \(kind.rawValue)\n" + lines + "    \(key): VALUE\n")
            }
        }
        for key in FormKeys.command where key != "run" {
            places.append(head + "  - {id: a, type: text, check: {run: [./x], \(key): VALUE}}\n")
            places.append(head + "  - {id: a, type: text}\nchecks:\n  - {run: [./x], \(key): VALUE}\n")
        }
        places.append(head + "  - {id: a, type: text, check: {run: VALUE}}\n")
        places.append(head + "  - {id: a, type: text}\nchecks:\n  - {run: VALUE}\n")
        for key in FormKeys.choiceSource {
            places.append(head + "  - {id: a, type: choice, choices: {\(key == "run" ? "" : "run: [./x], ")\(key): VALUE}}\n")
        }
        for key in FormKeys.defaultSource {
            places.append(head + "  - {id: a, type: text, default: {\(key == "run" ? "" : "run: [./x], ")\(key): VALUE}}\n")
        }
        for key in FormKeys.form where key != "fields" && key != "title" {
            places.append(head + "  - {id: a, type: text}\n\(key): VALUE\n")
        }
        places.append("title: VALUE\nfields:\n  - {id: a, type: text}\n")
        places.append("title: T\nfields: VALUE\n")
        for key in FormKeys.section {
            places.append("title: T\nsections:\n  - {id: s, title: S, fields: [{id: a, type: text}], \(key): VALUE}\n")
        }
        for key in FormKeys.rule {
            places.append(head + "  - {id: a, type: text}\n  - {id: b, type: text}\nrules:\n  - {field: b, equals: a, message: m, \(key): VALUE}\n")
        }
        for key in FormKeys.condition {
            places.append(head + "  - {id: a, type: text}\n  - {id: b, type: text, when: {field: a, \(key): VALUE}}\n")
        }
        for key in FormKeys.choice {
            places.append(head + "  - {id: a, type: choice, choices: [{value: v, label: l, \(key): VALUE}]}\n")
        }
        return places
    }()

    static let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// The bytes pick a place (first byte) and a value (second byte; past the list, the rest
    /// of the bytes are the value).
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 2 else { return }
        let place = places[Int(bytes[0]) % places.count]
        let index = Int(bytes[1])
        let value = index < values.count ? values[index] : String(decoding: bytes.dropFirst(2), as: UTF8.self)
        load(place, value)
    }

    /// Every place with every value; how many forms were loaded.
    static func everyPlace() -> Int {
        for place in places {
            for value in values { load(place, value) }
        }
        return places.count * values.count
    }

    private static func load(_ place: String, _ value: String) {
        let yaml = place.replacing("VALUE", with: value)
        let result = FormLoader.load(yaml: yaml, today: today)
        // YAML's line breaks: LF, CR and CR LF (a Character "\r\n" is one, so count bytes).
        let bytes = Array(yaml.utf8)
        let lines = 1 + bytes.indices.filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A)) }.count
        for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.line > lines {
            fatalError("an error placed outside the file (line \(diagnostic.location.line)) for \(yaml): \(diagnostic.message)")
        }
        if let form = result.form, let command = form.commands.first(where: { $0.arguments.first?.isEmpty ?? true }) {
            fatalError("a form loaded with a command that names no program (\(command.roleDescription)): \(yaml)")
        }
    }
}
