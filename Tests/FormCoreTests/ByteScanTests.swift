import Testing
import TestSupport
@testable import FormCore

/// The word-at-a-time byte scans of the batch hot path against byte-by-byte references, on
/// every length from 0 to 40 and every position of a special byte (fixed seed).
@Suite struct ByteScanTests {
    private static let specials: [UInt8] = [0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x22, 0x5C, 0x7F, 0x80, 0xA0, 0xC3, 0xE2, 0xFF]

    private static func isPlain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }

    /// Buffers of plain text with up to two special bytes dropped in.
    private static func samples() -> [[UInt8]] {
        var random = SplitMix64(state: 16)
        var all: [[UInt8]] = []
        for length in 0...40 {
            let plain = (0..<length).map { _ in UInt8(0x20 + random.next() % 0x5F) }.map { $0 == 0x22 || $0 == 0x5C ? 0x41 : $0 }
            all.append(plain)
            for position in 0..<length {
                for special in specials {
                    var bytes = plain
                    bytes[position] = special
                    if random.next() % 3 == 0 { bytes[Int(random.next() % UInt64(length))] = specials.randomElement(using: &random)! }
                    all.append(bytes)
                }
            }
        }
        return all
    }

    @Test func wordRunEndNeverPassesASpecialByte() {
        for bytes in Self.samples() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    let end = PlainJSONText.wordRunEnd(buffer, from: start)
                    let firstSpecial = (start..<bytes.count).first { !Self.isPlain(bytes[$0]) } ?? bytes.count
                    #expect(end >= start && end <= firstSpecial, "\(bytes) from \(start): \(end)")
                    // Plain to the end (and in the overlapping last eight): the whole run at once.
                    let plainTail = bytes[max(0, min(start, bytes.count - 8))...].allSatisfy(Self.isPlain)
                    if bytes.count >= 8 && plainTail { #expect(end == bytes.count) }
                    if end < firstSpecial { #expect(bytes.count - start < 8 || end >= bytes.count - 8) }
                }
            }
        }
    }

    @Test func scanFindsNonASCIIAndControlBytes() {
        for bytes in Self.samples() {
            let scan = bytes.withUnsafeBufferPointer { ASCIIText.scan($0) }
            #expect(scan.isPrintableASCII == bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 }, "\(bytes)")
            #expect(scan.hasNUL == bytes.contains(0), "\(bytes)")
        }
    }

    @Test func packedLowercaseComparesIgnoringCase() {
        func packed(_ text: String) -> UInt64? { Array(text.utf8).withUnsafeBufferPointer { ASCIIText.packedLowercase($0) } }
        #expect(packed("No") == packed("nO"))
        #expect(packed("no") != packed("no\0"))
        #expect(packed("yes") != packed("ye"))
        #expect(packed("") != nil && packed("1234567") != nil && packed("12345678") == nil)
        #expect(packed("[") != packed("{"))   // only letters fold
    }
}
