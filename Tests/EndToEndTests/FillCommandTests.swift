import Foundation
import Testing
import TestSupport

/// `formline fill FORM`: batches of records through the form's validation, end to end.
@Suite struct FillCommandTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func everyRecordLandsInExactlyOneOutput() throws {
        let input = """
        {"username":"ada","password":"correct horse","remember":"yes"}
        {"username":"a","password":"correct horse"}
        not json

        {"usrname":"bob"}
        {"username":"bob","password":"12345678","remember":true}
        {"username":"eve","password":"short"}
        """
        let result = try ProcessRunner.formline(["fill", "login"], input: input + "\n")
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [
            #"{"username":"ada","password":"correct horse","remember":true}"#,
            #"{"username":"bob","password":"12345678","remember":true}"#,
        ])
        let rejects = lines(result.stderr).filter { $0.hasPrefix("{") }
        #expect(rejects == [
            #"{"line":2,"field":"username","message":"must be at least 3 characters"}"#,
            #"{"line":3,"field":null,"message":"not a JSON object: column 1: expected '{' to start a JSON object"}"#,
            #"{"line":5,"field":null,"message":"the form has no field 'usrname'; did you mean 'username'?"}"#,
            #"{"line":7,"field":"password","message":"must be at least 8 characters"}"#,
        ])
        #expect(result.stderr.contains("formline: fill: 2 accepted, 4 rejected, 6 records"))
        #expect(!result.stderr.contains("short"))
    }

    @Test func allValidExitsZeroWithDefaultsAndDateWords() throws {
        let result = try ProcessRunner.formline(["fill", "new-task"],
                                                input: #"{"title":"Plan","due":"tomorrow"}"# + "\n" + #"{"title":"B","note":"n","due":"2026-12-24"}"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines(result.stdout) == [#"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"#,
                                         #"{"title":"B","note":"n","attachment":null,"due":"2026-12-24"}"#])
    }

    @Test func crossFieldRulesAndConditionsApply() throws {
        let input = """
        {"email":"a@b.co","password":"secret-one","confirm":"secret-two","displayName":"A"}
        {"email":"a@b.co","password":"secret-one","confirm":"secret-one","displayName":"A","newsletter":"no","frequency":"daily"}
        {"email":"a@b.co","password":"secret-one","confirm":"secret-one","displayName":"A","newsletter":true,"frequency":"daily"}
        """
        let result = try ProcessRunner.formline(["fill", "signup"], input: input)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [
            #"{"email":"a@b.co","password":"secret-one","confirm":"secret-one","displayName":"A","age":null,"newsletter":false}"#,
        ])
        #expect(result.stderr.contains(#"{"line":1,"field":"confirm","message":"does not match the password"}"#))
        #expect(result.stderr.contains(#"{"line":3,"field":"frequency","message":"must be one of: Every week (weekly), Once a month (monthly)"}"#))
    }

    @Test func csvWithHeaderAndQuotedCells() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("people.csv")
        try "firstName,lastName,email\nAda,\"Lovelace, Countess\",ada@example.com\n,Babbage,\n".write(to: csv, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("ok.jsonl"), bad = dir.appendingPathComponent("bad.jsonl")
        let result = try ProcessRunner.formline(["fill", "profile", "--input", csv.path, "--output", out.path, "--rejects", bad.path])
        #expect(result.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8)
                == #"{"firstName":"Ada","lastName":"Lovelace, Countess","email":"ada@example.com","handle":"ada-lovelace-countess","country":null}"# + "\n")
        #expect(try String(contentsOf: bad, encoding: .utf8) == #"{"line":3,"field":"firstName","message":"is required"}"# + "\n")
        #expect(result.stderr == "formline: fill: 1 accepted, 1 rejected, 2 records\n")
    }

    /// Issue 11: numbers keep their value, list rows split on CR LF, a NUL in a row is refused.
    @Test func numbersKeepTheirValueAndListRowsSplitOnCRLF() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-fill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let form = dir.appendingPathComponent("numbers.yaml")
        try """
        title: Numbers
        fields:
          - {id: n, type: number}
          - {id: t, type: text, when: {field: n, equals: 9007199254740993}}
          - {id: l, type: list}
        """.write(to: form, atomically: true, encoding: .utf8)
        let input = """
        {"n":9007199254740993,"t":"shown"}
        {"n":1e-999}
        {"n":5.0,"l":["a","b\\u0000c"]}
        {"n":"12.50","l":"a\\r\\nb"}
        """
        let json = try ProcessRunner.formline(["fill", form.path], input: input + "\n")
        #expect(lines(json.stdout) == [#"{"n":9007199254740993,"t":"shown","l":null}"#, #"{"n":12.5,"l":["a","b"]}"#])
        #expect(lines(json.stderr).filter { $0.hasPrefix("{") } == [
            #"{"line":2,"field":"n","message":"is too close to zero to keep: write 0, or a number of at least about 2.2e-308 in size"}"#,
            #"{"line":3,"field":"l","message":"row 2 holds a NUL character"}"#,
        ])
        let csv = try ProcessRunner.formline(["fill", form.path, "--format", "csv"], input: "n,t,l\r\n1e3,x,\"a\r\nb\"\r\n")
        #expect(lines(csv.stdout) == [#"{"n":1000,"l":["a","b"]}"#], "\(csv.stderr)")
    }

    @Test func patternsWithUnicodeWordCharactersAcceptValidAnswers() throws {
        // ICU gave up on this pattern after about a second per record and reported "no match".
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let form = dir.appendingPathComponent("words.yaml")
        try "title: Words\nfields:\n  - id: word\n    type: text\n    pattern: '^(?:(\\w+)+b|\\w+c)$'\n"
            .write(to: form, atomically: true, encoding: .utf8)
        let record = #"{"word":"é"# + String(repeating: "a", count: 40) + #"c"}"#
        let result = try ProcessRunner.formline(["fill", form.path], input: String(repeating: record + "\n", count: 20))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == String(repeating: record + "\n", count: 20))
        #expect(result.stderr == "formline: fill: 20 accepted, 0 rejected, 20 records\n")
    }

    @Test func unknownCSVColumnIsAnErrorForTheWholeInput() throws {
        let result = try ProcessRunner.formline(["fill", "login", "--format", "csv"], input: "usrname,password\nada,correct horse\n")
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("the form has no field 'usrname'; did you mean 'username'?"))
    }

    @Test func outputHoldingSecretsIsPrivate() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("logins.jsonl")
        let result = try ProcessRunner.formline(["fill", "login", "-o", out.path], input: #"{"username":"ada","password":"correct horse"}"#)
        #expect(result.status == 0, "\(result.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: out.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["logins.jsonl"])
    }

    @Test func missingInputFileAndBadFormatAreClearErrors() throws {
        let missing = try ProcessRunner.formline(["fill", "login", "--input", "/nonexistent/x.jsonl"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read '/nonexistent/x.jsonl'"))
        let format = try ProcessRunner.formline(["fill", "login", "--format", "xml"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("unknown --format 'xml'; use jsonl or csv"))
    }

    @Test func invalidUTF8AndOverlongRecordsAreRejectedNotFatal() throws {
        var data = Data(#"{"username":"ad"#.utf8)
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(contentsOf: Array(#"a","password":"correct horse"}"#.utf8) + [0x0A])
        data.append(contentsOf: Array(#"{"username":"ada","password":"correct horse"}"#.utf8) + [0x0A])
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["fill", "login"], input: data,
                                           directory: ProcessRunner.repositoryRoot())
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 1)
        #expect(result.stderr.contains(#"{"line":1,"field":null,"message":"not a JSON object"#))
    }
}

/// A line longer than fill's 16 MiB limit is rejected by number and the run goes on.
@Suite struct FillOverlongLineTests {
    @Test func overlongLineIsRejectedAndTheNextRecordStillCounts() throws {
        var data = Data(#"{"username":"ada","password":"correct horse"}"#.utf8 + [0x0A])
        data.append(Data(repeating: UInt8(ascii: "x"), count: 17 << 20))
        data.append(0x0A)
        data.append(Data(#"{"username":"bob","password":"correct horse"}"#.utf8 + [0x0A]))
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["fill", "login"], input: data,
                                           directory: ProcessRunner.repositoryRoot(), timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains(#"{"line":2,"field":null,"message":"the line is longer than 16777216 bytes"}"#))
    }

    /// A byte-order mark at the start of the input is not part of the first record, for JSON
    /// Lines as for CSV (one rule, `ByteOrderMark`), piped or cut into chunks; the same bytes
    /// anywhere else are still refused. (The first record was rejected: "expected '{'".)
    @Test func aByteOrderMarkStartingTheInputIsSkipped() throws {
        let bom = "\u{FEFF}"
        let records = bom + #"{"username":"ada","password":"correct horse"}"# + "\n"
            + bom + #"{"username":"bob","password":"correct horse"}"# + "\n"
        let piped = try ProcessRunner.formline(["fill", "login"], input: records)
        #expect(piped.status == 1)
        #expect(piped.stdout.split(separator: "\n").map(String.init) == [#"{"username":"ada","password":"correct horse","remember":false}"#], "\(piped.stderr)")
        #expect(piped.stderr.contains(#"{"line":2,"field":null,"message":"not a JSON object: column 1: expected '{'"#), "\(piped.stderr)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("records.jsonl")
        try records.write(to: file, atomically: true, encoding: .utf8)
        let chunked = try ProcessRunner.formline(["fill", "login", "--input", file.path, "--jobs", "2"])
        #expect(chunked.stdout == piped.stdout && chunked.stderr == piped.stderr)
        let csv = try ProcessRunner.formline(["fill", "login", "--format", "csv"], input: bom + "username,password\nada,correct horse\n")
        #expect(csv.status == 0 && csv.stdout.contains("ada"), "\(csv.stderr)")
    }
}
