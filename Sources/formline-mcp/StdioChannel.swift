import FormOutput
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// MCP's stdio transport: one JSON-RPC message per line on standard input and output.
///
/// Read linearly: each byte is looked at once for the newline (the SDK's reader scanned its
/// whole buffer after every 4 KiB read, so one 10 MB message took minutes). A message longer
/// than `maximumMessageBytes` is skipped to its newline without being kept, and reported as
/// `.tooLarge` (with its id when the id comes in its first bytes) so the server answers it with a
/// JSON-RPC error and goes on.
struct StdioChannel {
    /// The longest message read (4 MiB): answers, an answers file's name, a requestState.
    static let maximumMessageBytes = 4 << 20

    enum Event {
        case message([UInt8])
        /// A message over the cap: the id found in its first bytes (JSON text), if any.
        case tooLarge(id: JSON?)
        /// Standard input ended (or failed).
        case end
        /// Nothing arrived before the deadline.
        case timedOut
    }

    private var buffer: [UInt8] = []
    /// Where the next message starts in `buffer`, and how far it was scanned for a newline.
    private var start = 0
    private var scanned = 0
    /// Skipping the rest of a message over the cap (its id, if found).
    private var skipping: JSON??
    private var ended = false

    /// The next message; waits at most `timeout` milliseconds (negative: no limit).
    mutating func next(timeout milliseconds: Int32 = -1) -> Event {
        let deadline = milliseconds < 0 ? nil : Self.now() + Int64(milliseconds)
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                scanned = start
                compact()
                if let skipped = skipping {
                    skipping = nil
                    return .tooLarge(id: skipped)
                }
                var message = Array(line)
                if message.last == 0x0D { message.removeLast() }
                if message.isEmpty { continue }
                return .message(message)
            }
            scanned = buffer.count
            if buffer.count - start > Self.maximumMessageBytes {
                if skipping == nil { skipping = .some(Self.leadingID(buffer[start..<min(buffer.count, start + 256)])) }
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            if ended { return .end }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - Self.now()
                guard left > 0 else { return .timedOut }
                wait = Int32(min(left, Int64(Int32.max)))
            }
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, wait)
            if polled < 0 {
                if errno == EINTR { continue }
                ended = true
                continue
            }
            if polled == 0 { return .timedOut }
            let count = buffer.count
            buffer.reserveCapacity(count + 65536)
            let got = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65536) { chunk -> Int in
                let got = read(STDIN_FILENO, chunk.baseAddress, chunk.count)
                if got > 0 { buffer.append(contentsOf: chunk[0..<got]) }
                return got
            }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            if got <= 0 {
                ended = true
                if buffer.count > start, skipping == nil {
                    // A last message without its newline is still a message.
                    buffer.append(0x0A)
                } else if let skipped = skipping {
                    skipping = nil
                    return .tooLarge(id: skipped)
                }
            }
        }
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        } else if start > 1 << 20 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
    }

    /// `"id":7` or `"id":"a"` near the start of a message too long to read: the id to answer.
    static func leadingID(_ prefix: ArraySlice<UInt8>) -> JSON? {
        let text = Array(prefix)
        let key = Array(#""id""#.utf8)
        guard text.count > key.count else { return nil }
        for offset in 0...(text.count - key.count) where text[offset..<offset + key.count].elementsEqual(key) {
            var index = offset + key.count
            while index < text.count, text[index] == 0x20 { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: ":") else { continue }
            index += 1
            while index < text.count, text[index] == 0x20 { index += 1 }
            var end = index
            if end < text.count, text[end] == UInt8(ascii: "\"") {
                end += 1
                while end < text.count, text[end] != UInt8(ascii: "\""), text[end] != UInt8(ascii: "\\") { end += 1 }
                guard end < text.count, text[end] == UInt8(ascii: "\"") else { return nil }
                end += 1
            } else {
                while end < text.count, text[end] == UInt8(ascii: "-") || (text[end] >= 0x30 && text[end] <= 0x39) { end += 1 }
            }
            return try? JSONParser.parse(Array(text[index..<end]))
        }
        return nil
    }

    /// Writes one message and its newline; false when the client is gone.
    static func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        return send(&bytes)
    }

    /// Writes one message (JSON text as UTF-8) and its newline; false when the client is gone.
    static func send(_ message: inout [UInt8]) -> Bool {
        message.append(0x0A)
        do {
            try StandardStreams.write(&message, to: STDOUT_FILENO, name: .standardOutput)
            return true
        } catch {
            return false
        }
    }

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
