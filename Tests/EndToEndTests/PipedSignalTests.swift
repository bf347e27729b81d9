import Foundation
import Testing
import TestSupport

/// SIGTERM and SIGHUP while `formline run` waits for piped answers.
@Suite(.serialized) struct PipedSignalTests {
    @Test(arguments: [(SIGTERM, Int32(143), "terminated (SIGTERM)"), (SIGHUP, Int32(129), "hung up (SIGHUP)")])
    func signalMidFormExitsWithItsStatusAndAMessage(signal: Int32, status: Int32, words: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        func stderr() -> String { String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self) }

        let process = Process()
        process.executableURL = ProcessRunner.formlineBinary()
        process.arguments = ["run", "login"]
        process.currentDirectoryURL = ProcessRunner.repositoryRoot()
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? input.fileHandleForWriting.close()
        }
        // A rejected first line proves the runner is reading (handlers installed), with input still open.
        input.fileHandleForWriting.write(Data("a\n".utf8))
        let deadline = Date().addingTimeInterval(20)
        while !stderr().contains("\n"), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(stderr().contains("line 1: field 'username'"))
        kill(process.processIdentifier, signal)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!process.isRunning)
        guard !process.isRunning else { return }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(stderr().contains("formline: \(words) before the answers were written; nothing was written"))
        #expect(((try? Data(contentsOf: outURL)) ?? Data()).isEmpty)
    }
}
