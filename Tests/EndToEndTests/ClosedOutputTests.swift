import Foundation
import Testing
import TestSupport

/// A reader that goes away (`formline fill … | head -1`): a clear message and status 74,
/// never a crash or a death by SIGPIPE.
@Suite struct ClosedOutputTests {
    @Test func fillIntoAClosedPipeStopsWithAMessage() throws {
        let records = String(repeating: #"{"username":"ada","password":"correct horse"}"# + "\n", count: 200_000)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("closed-\(UUID().uuidString).jsonl")
        try records.write(to: scratch, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let process = Process()
        process.executableURL = ProcessRunner.formlineBinary()
        process.arguments = ["fill", "login", "--input", scratch.path]
        process.currentDirectoryURL = ProcessRunner.repositoryRoot()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try output.fileHandleForReading.close()   // the reader is gone before anything is written
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(message.contains("formline: cannot write to standard output: the reader closed it"))
    }
}
