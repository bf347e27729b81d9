import Foundation
import Testing
import TestSupport

/// "Text file busy" (issue 39): a test writes a program and runs it at once while other tests
/// start children. A child that inherits a descriptor open for writing on the program makes
/// its exec fail with ETXTBSY. TestSupport writes programs through `ExecutableFile` (close-on-
/// exec, excluded from spawns) and starts every child with only 0, 1 and 2; here many lanes
/// do both at once, the editor tests' way (write, then start at once) and the check tests' way
/// (write, then formline runs it), and every exec must succeed.
@Suite struct TextFileBusyTests {
    /// The failures seen, gathered from several threads.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var items: [String] = []
        func add(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    /// Runs `body(lane)` for every lane on a thread of its own, all at once, and waits.
    static func together(_ lanes: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for lane in 0..<lanes {
            group.enter()
            Thread.detachNewThread {
                body(lane)
                group.leave()
            }
        }
        group.wait()
    }

    @Test func programsWrittenWhileOtherChildrenStartAlwaysRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failures = Failures()
        let writers = 6, rounds = 60
        // Lanes 0..<writers write a fresh script and exec it at once; the others keep starting
        // children (each start a moment where a leaked descriptor would be inherited).
        let spawners = 2
        let done = Failures()
        Self.together(writers + spawners) { lane in
            if lane >= writers {
                while done.all.count < writers {
                    do {
                        let child = try ChildProcess("/bin/true", [], environment: [:])
                        child.waitForExit()
                    } catch {
                        failures.add("spawner \(lane): \(error)")
                        return
                    }
                }
                return
            }
            defer { done.add("lane \(lane)") }
            for round in 0..<rounds {
                let path = folder.appendingPathComponent("script-\(lane)-\(round)").path
                do {
                    try ExecutableFile.write("#!/bin/sh\nexit 7\n", to: path)
                    let ending = try ChildProcess(path, [], environment: [:]).waitForExit()
                    if ending != .exit(7) { failures.add("lane \(lane) round \(round): \(ending)") }
                } catch {
                    failures.add("lane \(lane) round \(round): \(error)")   // errno 26 is ETXTBSY
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.count) failures: \(failures.all.prefix(5))")
    }

    /// The check tests' way: a script written, then formline runs it as a check, several runs
    /// at once, each rewriting its script between runs.
    @Test func checksWrittenAndRunAtOnceAlwaysStart() throws {
        let failures = Failures()
        Self.together(4) { lane in
            do {
                let scratch = try CommandCheckTests.Scratch()
                let form = try scratch.write("form.yaml", """
                    title: Busy
                    fields:
                      - {id: name, type: text, check: {run: [./check], timeout: 60s}}
                    """)
                for round in 0..<8 {
                    try scratch.write("check", "#!/bin/sh\necho 'refused \(lane)-\(round)'; exit 1\n", executable: true)
                    let result = try scratch.formline(["run", form, "--trust", "--set", "name=x", "--no-input"], timeout: 60)
                    if result.status != 65 || !result.stderr.contains("refused \(lane)-\(round)") {
                        failures.add("lane \(lane) round \(round): \(result.status) \(result.stderr)")
                    }
                }
            } catch {
                failures.add("lane \(lane): \(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
    }
}
