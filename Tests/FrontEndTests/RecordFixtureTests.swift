import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import BatchFrontEnd
import FrontEndSupport

/// Helpers shared by the Record*Tests: inputs on real file descriptors.
enum RecordFixture {
    struct SystemCallFailed: Error { let name: String; let code: Int32 }

    /// Runs `body` with a read-only descriptor on a temporary file holding `bytes`.
    static func withFile<R>(_ bytes: [UInt8], _ body: (Int32) throws -> R) throws -> R {
        var template = Array("\(NSTemporaryDirectory())/formline-records-XXXXXX".utf8CString)
        let writer = mkstemp(&template)
        guard writer >= 0 else { throw SystemCallFailed(name: "mkstemp", code: errno) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let written = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        close(writer)
        guard written == bytes.count else { throw SystemCallFailed(name: "write", code: errno) }
        let reader = open(path, O_RDONLY)
        guard reader >= 0 else { throw SystemCallFailed(name: "open", code: errno) }
        defer { close(reader) }
        return try body(reader)
    }

    /// Runs `body` with the read end of a pipe that another thread fills with `bytes` in
    /// `chunk`-byte writes (so reads come back short), then closes.
    static func withPipe<R>(_ bytes: [UInt8], chunk: Int = 7, _ body: (Int32) throws -> R) throws -> R {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemCallFailed(name: "pipe", code: errno) }
        let (reader, writer) = (ends[0], ends[1])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var offset = 0
            while offset < bytes.count {
                let count = min(chunk, bytes.count - offset)
                let result = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + offset, count) }
                if result <= 0 { break }
                offset += result
            }
            close(writer)
            done.signal()
        }
        defer {
            close(reader)
            done.wait()
        }
        return try body(reader)
    }

    /// What a `LineReader` produced, in a comparable form.
    enum LineEvent: Equatable, CustomStringConvertible {
        case line(Int, String, LineTerminator)
        case tooLong(Int)
        case failed(Int32)

        var description: String {
            switch self {
            case .line(let number, let text, let terminator): "\(number):\(text.debugDescription)/\(terminator)"
            case .tooLong(let number): "\(number):too long"
            case .failed(let code): "errno \(code)"
            }
        }
    }

    /// Reads every line of `fileDescriptor`.
    static func events(_ fileDescriptor: Int32, bufferSize: Int, maximumLineLength: Int = LineReader.defaultMaximumLineLength) -> [LineEvent] {
        var reader = LineReader(fileDescriptor: fileDescriptor, bufferSize: bufferSize, maximumLineLength: maximumLineLength)
        var events: [LineEvent] = []
        while true {
            do {
                guard let line = try reader.next() else { return events }
                events.append(.line(line.number, String(decoding: line.bytes, as: UTF8.self), line.terminator))
            } catch {
                switch error {
                case .lineTooLong(let line, let maximum):
                    events.append(maximum == maximumLineLength ? .tooLong(line) : .failed(-1))
                case .readFailed(let code):
                    events.append(.failed(code))
                    return events
                }
            }
        }
    }

    /// The lines `bytes` should split into: the reference the reader is checked against.
    static func expectedLines(_ bytes: [UInt8]) -> [LineEvent] {
        var events: [LineEvent] = []
        var current: [UInt8] = []
        for byte in bytes {
            if byte == 0x0A {
                let crlf = current.last == 0x0D
                if crlf { current.removeLast() }
                events.append(.line(events.count + 1, String(decoding: current, as: UTF8.self), crlf ? .crlf : .lf))
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { events.append(.line(events.count + 1, String(decoding: current, as: UTF8.self), .none)) }
        return events
    }

}
