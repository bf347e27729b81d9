import Foundation
import Testing
import TestSupport

/// SIGTERM and SIGHUP while `formline run` waits for piped answers.
@Suite(.serialized) struct PipedSignalTests {
    @Test(arguments: [(SIGTERM, Int32(143), "terminated (SIGTERM)"), (SIGHUP, Int32(129), "hung up (SIGHUP)")])
    func signalMidFormExitsWithItsStatusAndAMessage(signal: Int32, status: Int32, words: String) throws {
        let process = Process()
        process.executableURL = ProcessRunner.formlineBinary()
        process.arguments = ["run", "login"]
        process.currentDirectoryURL = ProcessRunner.repositoryRoot()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // A rejected first line proves the runner is reading (handlers installed), with input still open.
        input.fileHandleForWriting.write(Data("a\n".utf8))
        var seen = Data()
        let deadline = Date().addingTimeInterval(20)
        while !String(decoding: seen, as: UTF8.self).contains("\n"), Date() < deadline {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        #expect(String(decoding: seen, as: UTF8.self).contains("line 1: field 'username'"))
        kill(process.processIdentifier, signal)
        let rest = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(String(decoding: seen + rest, as: UTF8.self).contains("formline: \(words) before the form was complete; nothing was written"))
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        try? input.fileHandleForWriting.close()
    }
}
