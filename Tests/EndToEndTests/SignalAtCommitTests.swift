import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM timed around the end of a run that writes files (`run --output`, `fill --output
/// --rejects`): what formline reports must be what the files hold. Before the answers are
/// committed nothing changes (exit 143, "nothing was written" / "left as before"); once they
/// are (the renames done), the run is done (its own exit status, 0 or 1). `fill`'s two files
/// change together or not at all. Before this fix 17 of 300 `run` tries exited 143 with the
/// new answers in the file, and 7 of 300 `fill` tries left new output beside old rejects.
@Suite struct SignalAtCommitTests {
    /// One try's end: how it exited and what it said.
    private struct Ending {
        let signalled: Bool
        let status: Int32
        let stderr: String
    }

    /// Starts formline with `arguments` in `directory` (input from `input`), sends SIGTERM
    /// after `delay` seconds (a negative delay: never), and waits for it.
    private func runAndSignal(_ arguments: [String], input: String, directory: String, delay: Double) -> Ending {
        let errPath = directory + "/stderr"
        let root = ProcessRunner.repositoryRoot().path
        let environment = ["FORMLINE_PATH": "\(root)/forms", "FORMLINE_DRAFT_DIR": "\(directory)/drafts", "HOME": directory,
                           "PATH": "/usr/bin:/bin"]
        let child: ChildProcess
        do {
            let inFD = try ChildProcess.open(input, O_RDONLY)
            defer { close(inFD) }
            let errFD = try ChildProcess.open(errPath, O_WRONLY | O_CREAT | O_TRUNC)
            defer { close(errFD) }
            child = try ChildProcess(ProcessRunner.formlineBinary().path, arguments, environment: environment,
                                     input: inFD, errorOutput: errFD)
        } catch {
            return Ending(signalled: false, status: -1, stderr: "cannot start formline: \(error)")
        }
        if delay >= 0 {
            // The moment is the point: SIGTERM lands anywhere from the start to past the end.
            usleep(UInt32(delay * 1_000_000))
            child.send(SIGTERM)
        }
        let ending = child.waitForExit()
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        switch ending {
        case .exit(let code): return Ending(signalled: false, status: code, stderr: stderr)
        case .signal(let signal): return Ending(signalled: true, status: signal, stderr: stderr)
        }
    }

    /// Runs `tries` tries on 4 lanes, each in its own folder made by `prepare`, SIGTERM sent at
    /// moments spread from the start to past the end of an unsignalled run; `check` judges each.
    private func tryMany(_ tries: Int, arguments: @escaping @Sendable (String) -> [String],
                         prepare: @escaping @Sendable (String) throws -> String,
                         check: @escaping @Sendable (String, Ending, Double) -> [String]) throws -> (problems: [String], old: Int, new: Int) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("formline-commit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // How long an unsignalled run takes here, now (with the same load: four at once).
        let lanes = 4
        let timings = Locked([Double]())
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let directory = base + "/time-\(lane)"
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for _ in 0..<3 {
                guard let input = try? prepare(directory) else { continue }
                let start = Date()
                _ = runAndSignal(arguments(directory), input: input, directory: directory, delay: -1)
                let elapsed = Date().timeIntervalSince(start)
                timings.update { $0.append(elapsed) }
            }
        }
        let sorted = timings.value.sorted()
        let typical = sorted.isEmpty ? 0.05 : sorted[sorted.count / 2]
        let results = Locked((problems: [String](), old: 0, new: 0))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            var random = SplitMix64(state: UInt64(lane + 1))
            for index in stride(from: lane, to: tries, by: lanes) {
                let directory = base + "/try-\(index)"
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    let input = try prepare(directory)
                    let delay = typical * 1.4 * Double(random.next() % 10_000) / 10_000
                    let ending = runAndSignal(arguments(directory), input: input, directory: directory, delay: delay)
                    let problems = check(directory, ending, delay)
                    let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(".formline-") }
                    results.update {
                        $0.problems += problems.map { "try \(index) (SIGTERM after \(Int(delay * 1000)) ms): \($0)" }
                        if !leftovers.isEmpty { $0.problems.append("try \(index): temporary files left: \(leftovers)") }
                        if ending.signalled || ending.status == 143 { $0.old += 1 } else { $0.new += 1 }
                    }
                    try? FileManager.default.removeItem(atPath: directory)
                } catch {
                    results.update { $0.problems.append("try \(index): \(error)") }
                }
            }
        }
        return results.value
    }

    @Test func runOutputSignalledAtTheEndSaysWhatTheFileHolds() throws {
        let old = "old answers\n"
        let outcome = try tryMany(300, arguments: { ["run", "login", "--output", $0 + "/answers.json"] }, prepare: { directory in
            try old.write(toFile: directory + "/answers.json", atomically: true, encoding: .utf8)
            try "ada\ncorrect horse\nyes\n".write(toFile: directory + "/in", atomically: true, encoding: .utf8)
            return directory + "/in"
        }, check: { directory, ending, _ in
            let file = (try? String(contentsOfFile: directory + "/answers.json", encoding: .utf8)) ?? "(unreadable)"
            let isNew = file.contains(#""username":"ada""#)
            if ending.signalled {
                return ending.status == SIGTERM && file == old ? [] : ["killed by signal \(ending.status) with \(isNew ? "new" : "other") answers"]
            }
            switch ending.status {
            case 0:
                return isNew && !ending.stderr.contains("nothing was written") ? [] : ["exit 0 but the file holds \(file.debugDescription), said \(ending.stderr.debugDescription)"]
            case 143:
                return file == old && ending.stderr.contains("nothing was written") ? []
                    : ["exit 143 saying \(ending.stderr.debugDescription) while the file holds \(file.debugDescription)"]
            default:
                return ["exit \(ending.status): \(ending.stderr)"]
            }
        })
        #expect(outcome.problems.isEmpty, "\(outcome.problems.count) of 300: \(outcome.problems.prefix(5))")
        #expect(outcome.old > 0 && outcome.new > 0, "signals landed before the end \(outcome.old) times, after it \(outcome.new)")
    }

    @Test func fillOutputAndRejectsChangeTogether() throws {
        let oldOutput = "old output\n", oldRejects = "old rejects\n"
        let records = String(repeating: #"{"username":"ada","password":"correct horse"}"# + "\n" + #"{"username":"ada","password":"x"}"# + "\n",
                             count: 50)
        let outcome = try tryMany(300, arguments: { ["fill", "login", "--input", $0 + "/in.jsonl", "--output", $0 + "/valid.jsonl",
                                                     "--rejects", $0 + "/rejects.jsonl", "--jobs", "1"] },
                                  prepare: { directory in
            try oldOutput.write(toFile: directory + "/valid.jsonl", atomically: true, encoding: .utf8)
            try oldRejects.write(toFile: directory + "/rejects.jsonl", atomically: true, encoding: .utf8)
            try records.write(toFile: directory + "/in.jsonl", atomically: true, encoding: .utf8)
            return "/dev/null"
        }, check: { directory, ending, _ in
            let output = (try? String(contentsOfFile: directory + "/valid.jsonl", encoding: .utf8)) ?? "(unreadable)"
            let rejects = (try? String(contentsOfFile: directory + "/rejects.jsonl", encoding: .utf8)) ?? "(unreadable)"
            let bothOld = output == oldOutput && rejects == oldRejects
            let bothNew = output.hasPrefix(#"{"username":"ada""#) && rejects.hasPrefix(#"{"line":2"#)
            if ending.signalled {
                return ending.status == SIGTERM && bothOld ? [] : ["killed by signal \(ending.status); output \(output.prefix(20).debugDescription), rejects \(rejects.prefix(20).debugDescription)"]
            }
            switch ending.status {
            case 1:
                return bothNew ? [] : ["exit 1 with output \(output.prefix(20).debugDescription), rejects \(rejects.prefix(20).debugDescription)"]
            case 143:
                return bothOld && ending.stderr.contains("left as before") ? []
                    : ["exit 143 saying \(ending.stderr.debugDescription) with output \(output.prefix(20).debugDescription), rejects \(rejects.prefix(20).debugDescription)"]
            default:
                return ["exit \(ending.status): \(ending.stderr)"]
            }
        })
        #expect(outcome.problems.isEmpty, "\(outcome.problems.count) of 300: \(outcome.problems.prefix(5))")
        #expect(outcome.old > 0 && outcome.new > 0, "signals landed before the end \(outcome.old) times, after it \(outcome.new)")
    }
}

/// A value shared by the lanes of a test.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
