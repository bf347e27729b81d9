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
}
