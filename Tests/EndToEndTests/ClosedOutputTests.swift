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

        let (outRead, outWrite) = try ChildProcess.pipe()
        let (errRead, errWrite) = try ChildProcess.pipe()
        close(outRead)   // the reader is gone before anything is written
        let process = try ProcessRunner.startFormline(["fill", "login", "--input", scratch.path], home: NSTemporaryDirectory(),
                                                      output: outWrite, errorOutput: errWrite)
        close(outWrite)
        close(errWrite)
        // Its one message fits the pipe: wait for the end first, then read.
        let (ending, timedOut) = process.finish(timeout: .seconds(30))
        let errors = FileHandle(fileDescriptor: errRead, closeOnDealloc: true)
        let message = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        #expect(!timedOut)
        #expect(ending == .exit(74))
        #expect(message.contains("formline: cannot write to standard output: the reader closed it"))
    }
}
