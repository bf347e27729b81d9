import Foundation
import Testing
import TestSupport

/// Form files built to hang or exhaust formline: every command that loads a form refuses them
/// with a located error and exit 78. (The tests finishing shows the time is bounded.)
@Suite struct HostileFormFileTests {
    /// A few hundred bytes of aliases (9^9 values once expanded) used as a complex mapping key.
    static let aliasBomb: String = {
        var lines = ["title: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]"]
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
            previous = name
        }
        return lines.joined(separator: "\n") + "\n? *i\n: 1\n"
    }()

    private func withForm<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("form.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try body(path)
    }

    @Test(arguments: [["check"], ["describe"], ["run"], ["fill"]])
    func anAliasBombIsRefusedByEveryCommand(_ command: [String]) throws {
        #expect(Self.aliasBomb.utf8.count < 500)
        try withForm(Self.aliasBomb) { path in
            let result = try ProcessRunner.formline(command + [path], input: "{}\n", timeout: 60)
            #expect(!result.timedOut)
            #expect(result.status == 78, "\(result.stderr)")
            #expect(result.stderr.contains("\(path):6:26: error: the file stands for more than 500000 YAML values"),
                    "\(result.stderr)")
        }
    }

    @Test func fiftyMegabytesOfUnknownKeysAreRefusedAtOnce() throws {
        var text = "title: T\nfields:\n  - id: a\n    type: text\n"
        text.reserveCapacity(50_000_100)
        var index = 0
        while text.utf8.count < 50_000_000 {
            text += "    k\(index): 1\n"
            index += 1
        }
        try withForm(text) { path in
            let result = try ProcessRunner.formline(["check", path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 78)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first?.hasPrefix("\(path):") == true)
            #expect(lines.first?.contains(": error: the file is larger than 4 MiB (\(text.utf8.count) bytes)") == true,
                    "\(result.stderr.prefix(500))")
            #expect(lines.last == "\(path): 1 error")
        }
    }

    @Test(arguments: [["check"], ["run"]])
    func anEndlessStreamIsNotReadForever(_ command: [String]) throws {
        let result = try ProcessRunner.formline(command + ["/dev/zero"], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 78)
        #expect(result.stderr.contains("cannot read '/dev/zero': it goes on past 64 MiB, and a form file is at most 4 MiB"),
                "\(result.stderr)")
    }

    @Test func thousandsOfUnknownKeysPrintAHundredAndCountTheRest() throws {
        var text = "title: T\nfields:\n  - id: a\n    type: text\n"
        for index in 0..<20_000 { text += "    k\(index): 1\n" }
        try withForm(text) { path in
            let result = try ProcessRunner.formline(["check", path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 78)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.filter { $0.contains(": error: unknown key") }.count == 100)
            #expect(lines.suffix(2) == ["\(path): ... and 19900 more", "\(path): 20000 errors"])
        }
    }

    /// Hostile numbers in a command's `timeout` (issue 32 item 7) trapped every command that
    /// loads the form (SIGILL); `run: {}` passed `check` and crashed the trusted form.
    @Test(arguments: [["check"], ["describe"], ["run", "--trust"], ["fill", "--trust"]])
    func hostileNumbersAndShapesAreLocatedErrorsForEveryCommand(_ command: [String]) throws {
        for (value, line) in [("timeout: 1e16", "3:54"), ("timeout: 1e400", "3:54"), ("timeout: 99999999999999999999", "3:54"),
                              ("run: {}", "3:38")] {
            let key = value.hasPrefix("run") ? value : "run: [./x], " + value
            try withForm("title: T\nfields:\n  - {id: a, type: text, check: {\(key)}}\n") { path in
                let result = try ProcessRunner.formline([command[0], path] + command.dropFirst(), input: "{}\n")
                #expect(result.status == 78, "\(command) \(value): \(result.status) \(result.stderr)")
                #expect(result.stderr.contains("\(path):\(line): error: '"), "\(command) \(value): \(result.stderr)")
            }
        }
    }

    /// Every key of the format with numeric extremes and wrong shapes (`Fuzz/FuzzFormKeys`,
    /// also a libFuzzer target): no trap, every error on a line of the file.
    @Test func everyKeyTakesHostileValuesWithoutACrash() throws {
        let fuzz = ProcessRunner.formlineBinary().deletingLastPathComponent().appendingPathComponent("formline-fuzz")
        let result = try ProcessRunner.run(fuzz, ["--keys"], input: Data(), timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("without a crash"), "\(result.stdout)")
    }
}
