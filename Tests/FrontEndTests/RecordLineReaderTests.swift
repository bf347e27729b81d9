import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import BatchFrontEnd
import FrontEndSupport

@Suite struct RecordLineReaderTests {
    typealias Event = RecordFixture.LineEvent

    private func read(_ text: String, bufferSize: Int = 64, maximum: Int = LineReader.defaultMaximumLineLength) throws -> [Event] {
        try RecordFixture.withFile(Array(text.utf8)) {
            RecordFixture.events($0, bufferSize: bufferSize, maximumLineLength: maximum)
        }
    }

    @Test func splitsLFAndCRLFLines() throws {
        #expect(try read("a\nbb\r\n\nccc") == [.line(1, "a", .lf), .line(2, "bb", .crlf), .line(3, "", .lf), .line(4, "ccc", .none)])
        #expect(try read("one\n") == [.line(1, "one", .lf)])
        #expect(try read("") == [])
        #expect(try read("\n") == [.line(1, "", .lf)])
        #expect(try read("\r\n\r\n") == [.line(1, "", .crlf), .line(2, "", .crlf)])
    }

    @Test func loneCarriageReturnsAreContent() throws {
        #expect(try read("a\rb\nend\r") == [.line(1, "a\rb", .lf), .line(2, "end\r", .none)])
        #expect(try read("x\r\r\n") == [.line(1, "x\r", .crlf)])
    }

    @Test func linesLongerThanTheBufferGrowIt() throws {
        let long = String(repeating: "0123456789", count: 100)
        #expect(try read("s\n\(long)\r\nt", bufferSize: 8) == [.line(1, "s", .lf), .line(2, long, .crlf), .line(3, "t", .none)])
        #expect(try read(long, bufferSize: 1) == [.line(1, long, .none)])
    }

    @Test func overlongLinesAreReportedAndSkipped() throws {
        let maximum = 10
        let exactly = String(repeating: "x", count: maximum)
        let oneOver = String(repeating: "y", count: maximum + 1)
        let huge = String(repeating: "z", count: 100_000)
        let events = try read("ok\n\(exactly)\r\n\(oneOver)\n\(huge)\nafter\n\(oneOver)\r\n\(huge)", bufferSize: 4, maximum: maximum)
        #expect(events == [.line(1, "ok", .lf), .line(2, exactly, .crlf), .tooLong(3), .tooLong(4), .line(5, "after", .lf),
                           .tooLong(6), .tooLong(7)])
        // A buffer bigger than the maximum still enforces it.
        #expect(try read("\(oneOver)\nok", bufferSize: 4096, maximum: maximum) == [.tooLong(1), .line(2, "ok", .none)])
        #expect(try read("\(exactly)\r", bufferSize: 4, maximum: maximum) == [.tooLong(1)])
    }

    @Test func randomInputsSplitLikeTheReferenceWithAnyBufferSize() throws {
        var random = SplitMix64(state: 7)
        let pieces: [[UInt8]] = [[0x61], [0x62, 0x63], [0x0A], [0x0D, 0x0A], [0x0D], Array("é".utf8), Array(repeating: 0x78, count: 40)]
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...30, using: &random) { bytes += pieces.randomElement(using: &random)! }
            let bufferSize = Int.random(in: 1...24, using: &random)
            let expected = RecordFixture.expectedLines(bytes)
            let fromFile = try RecordFixture.withFile(bytes) { RecordFixture.events($0, bufferSize: bufferSize) }
            #expect(fromFile == expected, "round \(round), buffer \(bufferSize)")
            if round % 10 == 0 {
                let fromPipe = try RecordFixture.withPipe(bytes, chunk: Int.random(in: 1...9, using: &random)) {
                    RecordFixture.events($0, bufferSize: bufferSize)
                }
                #expect(fromPipe == expected, "round \(round), buffer \(bufferSize), pipe")
            }
        }
    }

    @Test func readFailuresAreReportedAndSticky() {
        var reader = LineReader(fileDescriptor: -1)
        for _ in 0..<2 {
            #expect(throws: LineReaderError.readFailed(errno: EBADF)) { try reader.next() }
        }
        #expect(LineReaderError.readFailed(errno: EBADF).description.contains("errno"))
        #expect(LineReaderError.lineTooLong(line: 3, maximum: 10).description == "line 3 is longer than 10 bytes")
    }

    /// The result of a read on another thread.
    final class Outcome: @unchecked Sendable {
        let lock = NSLock()
        var thread: pthread_t?
        var events: [Event] = []
    }

    @Test func readsRetryWhenASignalInterruptsThem() throws {
        // A handler installed without SA_RESTART makes a blocked read fail with EINTR.
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGUSR1, &action, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }

        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let outcome = Outcome()
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Threads inherit the creator's signal mask; the test runner's may block SIGUSR1.
            var unblock = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
            outcome.lock.withLock { outcome.thread = pthread_self() }
            started.signal()
            let events = RecordFixture.events(readEnd, bufferSize: 16)
            outcome.lock.withLock { outcome.events = events }
            finished.signal()
        }
        started.wait()
        let thread = try #require(outcome.lock.withLock { outcome.thread })
        // Each signal is sent while the reader is blocked in read(2) on the pipe (its thread's
        // /proc/self/task/TID/syscall), and the next only once it has blocked there again
        // (one more voluntary context switch): every one interrupts a read.
        try ProcessInspector.wait(for: "the reader to block in read(2)", timeout: .seconds(30)) {
            ProcessInspector.threadReading(readEnd) != nil
        }
        let tid = try #require(ProcessInspector.threadReading(readEnd))
        for round in 0..<5 {
            let before = try #require(ProcessInspector.voluntarySwitches(of: tid))
            pthread_kill(thread, SIGUSR1)
            try ProcessInspector.wait(for: "the reader to read again after signal \(round + 1)", timeout: .seconds(30)) {
                (ProcessInspector.voluntarySwitches(of: tid) ?? 0) > before && ProcessInspector.threadReading(readEnd) == tid
            }
        }
        _ = "a\nb\n".withCString { write(writeEnd, $0, 4) }
        close(writeEnd)
        // A reader that never returns fails the test instead of hanging the suite.
        #expect(finished.wait(timeout: .now() + 30) == .success, "the reader did not return after the pipe closed")
        close(readEnd)
        #expect(outcome.lock.withLock { outcome.events } == [.line(1, "a", .lf), .line(2, "b", .lf)])
    }
}
