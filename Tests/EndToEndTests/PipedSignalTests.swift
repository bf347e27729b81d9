import Foundation
import Testing
import TestSupport

/// SIGTERM and SIGHUP while `formline run` waits for piped answers.
@Suite(.serialized) struct PipedSignalTests {
    @Test(arguments: [(SIGTERM, Int32(143), "formline: terminated (SIGTERM) before the answers were written; nothing was written"),
                      (SIGHUP, Int32(129), "formline: hung up (SIGHUP) before the answers were written; nothing was written")])
    func signalMidFormExitsWithItsStatusAndAMessage(signal: Int32, status: Int32, line: String) throws {
        try signalMidForm(signal, status: status, line: line, language: "C")
    }

    /// The line in the process's language (rendered when the handlers are installed).
    @Test(arguments: [("de", "formline: beendet (SIGTERM), bevor die Antworten geschrieben wurden; nichts wurde geschrieben"),
                      ("es", "formline: terminado (SIGTERM) antes de escribir las respuestas; no se escribió nada")])
    func theLineIsInThePersonsLanguage(language: String, line: String) throws {
        try signalMidForm(SIGTERM, status: 143, line: line, language: language)
    }

    private func signalMidForm(_ signal: Int32, status: Int32, line: String, language: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        func stderr() -> String { String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self) }

        let (inRead, inWrite) = try ChildProcess.pipe()
        let outFD = try ChildProcess.open(outURL.path, O_WRONLY), errFD = try ChildProcess.open(errURL.path, O_WRONLY)
        let process = try ProcessRunner.startFormline(["run", "login"], home: scratch.path, environment: ["LANGUAGE": language],
                                                      input: inRead, output: outFD, errorOutput: errFD)
        for fd in [inRead, outFD, errFD] { close(fd) }
        defer { close(inWrite) }   // the process is killed on deinit if a failed expectation left it running
        // A rejected first line proves the runner is reading (handlers installed), with input still open.
        _ = "a\n".withCString { write(inWrite, $0, 2) }
        try ProcessInspector.wait(for: "formline to refuse the first line", timeout: .seconds(20)) {
            stderr().contains("\n") || !process.isRunning
        }
        process.send(signal)
        let ending = process.wait(timeout: .seconds(20))
        #expect(ending == .exit(status))
        #expect(stderr().contains(line + "\n"), "\(stderr())")
        #expect(((try? Data(contentsOf: outURL)) ?? Data()).isEmpty)
    }
}
