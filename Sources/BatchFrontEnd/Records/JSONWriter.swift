#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Why a `JSONWriter` could not write.
public enum JSONWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reader went away (EPIPE). Only reported as an error when SIGPIPE is ignored,
    /// which the caller must arrange (`signal(SIGPIPE, SIG_IGN)`).
    case brokenPipe
    /// `write(2)` failed with this errno.
    case writeFailed(errno: Int32)

    public var description: String {
        switch self {
        case .brokenPipe: "the output was closed (broken pipe)"
        case .writeFailed(let code): "could not write output (errno \(code))"
        }
    }
}

/// Builds JSON (typically one object per line) in a reusable byte buffer and writes it to a
/// file descriptor in large writes.
///
/// Appending never fails and never writes; call `flushIfNeeded()` after each record and
/// `flush()` at the end. Commas are inserted automatically: `beginObject()`, `appendKey(_:)`,
/// values, `endObject()`, `endLine()`. Strings are escaped (`"`, `\`, control characters,
/// U+2028 and U+2029) and the output is always valid UTF-8. The descriptor stays the caller's.
public struct JSONWriter: ~Copyable {
    public let fileDescriptor: Int32
    /// `flushIfNeeded()` writes once this many bytes are buffered.
    public let flushThreshold: Int
    private var buffer: [UInt8] = []
    /// Whether the next key or value needs a comma before it.
    private var needsComma = false

    public init(fileDescriptor: Int32, flushThreshold: Int = 256 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.flushThreshold = max(1, flushThreshold)
        buffer.reserveCapacity(self.flushThreshold + 4096)
    }

    /// The bytes appended but not yet written.
    public var bufferedBytes: [UInt8] { buffer }

    // MARK: - Structure

    public mutating func beginObject() { separate(); buffer.append(UInt8(ascii: "{")); needsComma = false }
    public mutating func endObject() { buffer.append(UInt8(ascii: "}")); needsComma = true }
    public mutating func beginArray() { separate(); buffer.append(UInt8(ascii: "[")); needsComma = false }
    public mutating func endArray() { buffer.append(UInt8(ascii: "]")); needsComma = true }

    /// Ends a JSON Lines record with `\n`.
    public mutating func endLine() { buffer.append(0x0A); needsComma = false }

    /// Appends `"key":`; the value must follow.
    public mutating func appendKey(_ key: String) {
        appendString(key)
        buffer.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Values

    public mutating func appendString(_ value: String) {
        separate()
        var value = value
        value.withUTF8 { appendEscaped($0, repairing: false) }
        needsComma = true
    }

    /// Appends raw bytes as a JSON string, replacing invalid UTF-8 with U+FFFD.
    public mutating func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(bytes, repairing: true)
        needsComma = true
    }

    public mutating func appendNumber(_ value: Int) {
        separate()
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            buffer.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
        needsComma = true
    }

    /// Appends a number literal verbatim (e.g. a `RawValue.number` read from JSON); the caller
    /// vouches that it is valid JSON.
    public mutating func appendNumber(literal: String) { appendRawValue(literal) }

    public mutating func appendBool(_ value: Bool) { appendRawValue(value ? "true" : "false") }
    public mutating func appendNull() { appendRawValue("null") }

    /// Appends any raw record value.
    public mutating func appendValue(_ value: RawValue) {
        switch value {
        case .string(let text): appendString(text)
        case .number(let literal): appendNumber(literal: literal)
        case .bool(let flag): appendBool(flag)
        case .null: appendNull()
        case .array(let items):
            beginArray()
            for item in items { appendString(item) }
            endArray()
        }
    }

    /// Appends a record as an object of its stored keys and values, in order.
    public mutating func appendObject(_ record: RawRecord) {
        beginObject()
        for (key, value) in zip(record.keys, record.values) {
            appendKey(key)
            appendValue(value)
        }
        endObject()
    }

    private mutating func appendRawValue(_ text: String) {
        separate()
        buffer.append(contentsOf: text.utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { buffer.append(UInt8(ascii: ",")) }
    }

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, repairing: Bool) {
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte < 0x80 {
                index += 1
                continue
            }
            if byte >= 0x80 {
                let length = RecordUTF8.sequenceLength(bytes, at: index)
                let isLineSeparator = length == 3 && byte == 0xE2 && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                if let length, !isLineSeparator {
                    index += length
                    continue
                }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                if isLineSeparator {
                    buffer.append(contentsOf: bytes[index + 2] == 0xA8 ? Self.u2028 : Self.u2029)
                    index += 3
                } else {
                    // Only reachable with `repairing` (a String is always valid UTF-8).
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 1
                }
                runStart = index
                continue
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): buffer.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: buffer.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: buffer.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: buffer.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: buffer.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: buffer.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            default:
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
            index += 1
            runStart = index
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        buffer.append(UInt8(ascii: "\""))
    }

    private static let u2028 = Array(#"\u2028"#.utf8)
    private static let u2029 = Array(#"\u2029"#.utf8)

    // MARK: - Output

    /// Writes the buffer if it holds at least `flushThreshold` bytes.
    public mutating func flushIfNeeded() throws(JSONWriterError) {
        if buffer.count >= flushThreshold { try flush() }
    }

    /// Writes everything buffered. On failure the buffered bytes are dropped (memory stays
    /// bounded) and the error is returned; the caller should stop writing.
    public mutating func flush() throws(JSONWriterError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        let failure: Int32? = buffer.withUnsafeBytes { bytes in
            do throws(FileDescriptorIO.Errno) {
                try FileDescriptorIO.writeAll(fileDescriptor, bytes)
                return nil
            } catch {
                return error.code
            }
        }
        if let failure { throw failure == EPIPE ? .brokenPipe : .writeFailed(errno: failure) }
    }
}
