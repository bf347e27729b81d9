import Foundation
import Testing
import TestSupport

/// `fill --jobs N` and `fill --first-line N`, end to end: generated inputs (fixed seed) give
/// byte-identical output, rejects and summaries for --jobs 1 and --jobs 4, JSON Lines and
/// CSV; the README's GNU parallel recipe (shards, merged rejects) equals a single run.
@Suite struct FillJobsTests {
    /// Login records in JSON Lines or CSV with blank lines, invalid and malformed records.
    private func records(seed: UInt64, count: Int, csv: Bool) -> String {
        var random = SplitMix64(state: seed)
        var text = csv ? "username,password,remember\n" : ""
        for index in 0..<count {
            let user = ["ada", "bob.b", "x", "bad name!", "carol_99", "d\"q"][Int(random.next() % 6)]
            let password = random.next() % 6 == 0 ? "short" : "pw-\(index)-secret"
            let remember = ["yes", "no", "maybe"][Int(random.next() % 3)]
            switch random.next() % 10 {
            case 0: text += "\n"
            case 1: text += csv ? "only,two\n" : "{not json\n"
            case 2: text += csv ? "\"open,\"quote\",x\n" : #"{"usrname":"\#(user)"}"# + "\n"
            default:
                if csv {
                    let quoted = "\"" + user.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                    text += "\(quoted),\(password),\(remember)\n"
                } else {
                    let escaped = user.replacingOccurrences(of: "\"", with: "\\\"")
                    text += #"{"username":"\#(escaped)","password":"\#(password)","remember":"\#(remember)"}"# + "\n"
                }
            }
        }
        return text
    }

    private func fill(_ input: URL, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.formline(["fill", "login", "--input", input.path] + arguments, timeout: 120)
    }

    private func scratchFile(_ name: String, _ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test(arguments: [false, true])
    func jobsOneAndFourGiveTheSameBytes(csv: Bool) throws {
        let input = try scratchFile(csv ? "records.csv" : "records.jsonl", records(seed: 16, count: 30_000, csv: csv))
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let one = try fill(input, ["--jobs", "1"])
        let four = try fill(input, ["--jobs", "4"])
        let defaultJobs = try fill(input, [])
        #expect(one.status == 1 && four.status == 1 && defaultJobs.status == 1, "\(one.stderr.suffix(300))")
        #expect(one.stdout.count > 100_000)
        #expect(one.stderr.contains(#"{"line":"#) && one.stderr.contains("formline: fill: "))
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(defaultJobs.stdout == one.stdout && defaultJobs.stderr == one.stderr)
    }

    /// Inputs with shapes that matter where a file is cut (chunks are 256 KiB): a record larger
    /// than a chunk, CR LF endings, no final newline, an empty file; CSV with quoted cells
    /// holding line breaks across the cut, a header alone, a header with CR LF. `--jobs 2`
    /// must give the bytes `--jobs 1` gives, summary and exit status included.
    @Test(arguments: ["huge.jsonl", "crlf.jsonl", "open.jsonl", "empty.jsonl",
                      "multiline.csv", "header.csv", "crlf.csv"])
    func jobsOneAndTwoAgreeOnEdgeCases(name: String) throws {
        var text = ""
        switch name {
        case "huge.jsonl":
            text = records(seed: 3, count: 4_000, csv: false)
            text += #"{"username":"\#(String(repeating: "u", count: 600_000))","password":"correct horse"}"# + "\n"
            text += records(seed: 4, count: 4_000, csv: false)
        case "crlf.jsonl": text = records(seed: 5, count: 12_000, csv: false).replacingOccurrences(of: "\n", with: "\r\n")
        case "open.jsonl": text = records(seed: 6, count: 12_000, csv: false) + #"{"username":"last","password":"x"}"#
        case "multiline.csv":
            text = "username,password,remember\n"
            for index in 0..<12_000 {
                let user = index % 5 == 0 ? "\"line\nbreak\(index)\"" : index % 7 == 0 ? "\"a,\"\"b\"" : "user\(index)"
                text += "\(user),\"pw\n-\(index)-secret\",\(index % 3 == 0 ? "maybe" : "yes")\n"
            }
        case "header.csv": text = "username,password,remember\n"
        case "crlf.csv": text = records(seed: 8, count: 12_000, csv: true).replacingOccurrences(of: "\n", with: "\r\n")
        default: text = ""
        }
        let input = try scratchFile(name, text)
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let one = try fill(input, ["--jobs", "1"])
        let two = try fill(input, ["--jobs", "2"])
        #expect(one.stderr.contains("formline: fill: "), "\(one.stderr.suffix(300))")
        #expect(two.status == one.status)
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
        if name == "huge.jsonl" { #expect(one.stderr.contains("must be at most 32 characters")) }
    }

    @Test func firstLineNumbersRejectsFromThere() throws {
        let input = "{\"username\":\"ada\",\"password\":\"correct horse\"}\n\n{\"username\":\"x\",\"password\":\"correct horse\"}\n"
        let jsonl = try ProcessRunner.formline(["fill", "login", "--first-line", "1000"], input: input)
        #expect(jsonl.status == 1)
        #expect(jsonl.stderr.contains(#"{"line":1002,"field":"username""#), "\(jsonl.stderr)")
        let csv = try ProcessRunner.formline(["fill", "login", "--format", "csv", "--first-line", "10"],
                                             input: "username,password\nada,correct horse\nx,correct horse\n")
        #expect(csv.stderr.contains(#"{"line":12,"field":"username""#), "\(csv.stderr)")
        let bad = try ProcessRunner.formline(["fill", "login", "--first-line", "0"], input: "")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--first-line must be at least 1"))
        let badJobs = try ProcessRunner.formline(["fill", "login", "--jobs", "0"], input: "")
        #expect(badJobs.status == 64)
    }

    /// The README's recipe, verbatim apart from the shard size: GNU parallel cuts the input
    /// into shards of N lines, each shard's rejects go to their own file, merged in order.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/parallel"), "GNU parallel is not installed"))
    func gnuParallelShardsEqualASingleRun() throws {
        let input = try scratchFile("records.jsonl", records(seed: 7, count: 20_000, csv: false))
        let directory = input.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let single = try fill(input, ["--jobs", "1"])
        // `formline fill login` looks the bare name up in forms/: give the shards' directory one.
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("forms"),
                                                   withDestinationURL: ProcessRunner.repositoryRoot().appendingPathComponent("forms"))

        let recipe = """
        set -e
        parallel --pipe -N 3000 --keep-order --joblog joblog \\
            'formline fill login --first-line $(( {#} * 3000 - 2999 )) --rejects rejects-{#}.jsonl' \\
            < records.jsonl > accepted.jsonl 2> summaries || true
        awk 'NR > 1 && $7 > 1 { bad = 1 } END { exit bad }' joblog
        ls rejects-*.jsonl | sort -t- -k2n | xargs cat > rejects.jsonl
        """
        let binDirectory = ProcessRunner.formlineBinary().deletingLastPathComponent().path
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", recipe], input: Data(),
                                        environment: ["PATH": "\(binDirectory):/usr/bin:/bin"],
                                        directory: directory, timeout: 300)
        #expect(run.status == 0, "\(run.stderr)")
        let accepted = try String(contentsOf: directory.appendingPathComponent("accepted.jsonl"), encoding: .utf8)
        let rejects = try String(contentsOf: directory.appendingPathComponent("rejects.jsonl"), encoding: .utf8)
        #expect(accepted == single.stdout)
        let singleRejects = single.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("{") }.map { $0 + "\n" }.joined()
        #expect(rejects == singleRejects)
        #expect(!rejects.isEmpty)
    }

    /// Numbers that overflowed (`--jobs 4611686018427387904` doubled for the output slots,
    /// `--first-line` near `Int.max`) crashed; `--jobs 100000` reserved two output slots per
    /// job, 1.6 GB for three lines. Now a too-large first line is a usage error, and any
    /// `--jobs` runs in flat memory (no more threads than cores and chunks): under a 1 GB
    /// address-space limit, with the output of `--jobs 1`.
    @Test func hugeNumbersAreRefusedOrCostNothing() throws {
        let input = try scratchFile("three.jsonl", #"{"username":"ada","password":"correct horse"}"# + "\n"
                                    + #"{"username":"x","password":"correct horse"}"# + "\n" + #"{"username":"bob","password":"pw-secret"}"# + "\n")
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let one = try fill(input, ["--jobs", "1"])
        #expect(one.status == 1 && one.stdout.contains("bob"))
        for jobs in ["100000", "4611686018427387904", "9223372036854775807"] {
            let many = try ProcessRunner.formlineInShell(#"ulimit -v 1000000; exec "$0" fill login --input "$1" --jobs "$2""#,
                                                         [input.path, jobs])
            #expect(many.status == 1 && many.stdout == one.stdout && many.stderr == one.stderr, "--jobs \(jobs): \(many.status) \(many.stderr.suffix(300))")
        }
        for firstLine in ["9223372036854775806", "9007199254740992"] {
            let far = try fill(input, ["--first-line", firstLine])
            #expect(far.status == 64, "--first-line \(firstLine): \(far.status) \(far.stderr.suffix(300))")
            #expect(far.stderr.contains("--first-line must be at most 9007199254740991"), "\(far.stderr)")
        }
        let largest = try fill(input, ["--first-line", "9007199254740991", "--jobs", "2"])
        #expect(largest.status == 1)
        #expect(largest.stderr.contains(#"{"line":9007199254740992,"field":"username""#), "\(largest.stderr)")
    }

    /// A record far longer than a chunk (about 256 KiB) under a parallel fill: the same bytes
    /// as `--jobs 1` (the time it takes is `LineChunksTests`'s).
    @Test func aLineLongerThanManyChunksMatchesOneJob() throws {
        let long = #"{"username":"ada","password":""# + String(repeating: "p", count: 6_000_000) + #""}"#
        let text = #"{"username":"x","password":"correct horse"}"# + "\n" + long + "\n" + #"{"username":"bob","password":"pw-secret"}"# + "\n"
        let input = try scratchFile("long.jsonl", text)
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let one = try fill(input, ["--jobs", "1"])
        let two = try fill(input, ["--jobs", "2"])
        #expect(one.status == 1 && two.status == 1)
        #expect(two.stdout == one.stdout && two.stderr == one.stderr)
        #expect(one.stdout.contains("bob") && one.stderr.contains(#"{"line":2,"field":"password""#), "\(one.stderr.prefix(300))")
    }
}
