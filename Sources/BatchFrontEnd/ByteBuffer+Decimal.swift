import FormCore
import FormRecords

extension ByteBuffer {
    /// Appends `value` in decimal ASCII, as `String(value)` spells it, without making a string
    /// (a reject's line number, once per reject and again when a chunk is renumbered).
    ///
    ///     buffer.appendDecimal(-1_024)   // appends "-1024"
    func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: room for 20 digits
        var remaining = value.magnitude
        let count = Self.decimalDigits(value) - (value < 0 ? 1 : 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var index = count
            repeat {
                index -= 1
                raw[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while index > 0
            append(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
        }
    }

    /// Appends constant text (a reject's punctuation) without going through `Sequence`.
    ///
    ///     buffer.appendASCII("null")
    @inline(__always)
    func appendASCII(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// How many bytes `appendDecimal(value)` appends.
    static func decimalDigits(_ value: Int) -> Int {
        var count = value < 0 ? 2 : 1
        var remaining = value.magnitude
        while remaining >= 10 {
            remaining /= 10
            count += 1
        }
        return count
    }
}
