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

        let (inRead, inWrite) = try ChildProcess.pipe()
        let outFD = try ChildProcess.open(outURL.path, O_WRONLY), errFD = try ChildProcess.open(errURL.path, O_WRONLY)
        let process = try ProcessRunner.startFormline(["run", "login"], home: scratch.path,
                                                      input: inRead, output: outFD, errorOutput: errFD)
        for fd in [inRead, outFD, errFD] { close(fd) }
        defer { close(inWrite) }   // the process is killed on deinit if a failed expectation left it running
        // A rejected first line proves the runner is reading (handlers installed), with input still open.
        _ = "a\n".withCString { write(inWrite, $0, 2) }
        try ProcessInspector.wait(for: "formline to refuse the first line", timeout: .seconds(20)) {
            stderr().contains("\n") || !process.isRunning
        }
        #expect(stderr().contains("line 1: field 'username'"))
        process.send(signal)
        let ending = process.wait(timeout: .seconds(20))
        #expect(ending == .exit(status))
        #expect(stderr().contains("formline: \(words) before the answers were written; nothing was written"))
        #expect(((try? Data(contentsOf: outURL)) ?? Data()).isEmpty)
    }
}
