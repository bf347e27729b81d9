/// Byte-level helpers for ASCII text, exact where Unicode rules reduce to ASCII ones.
enum ASCIIText {
    /// What one pass over some bytes found (see `scan`).
    struct Scan {
        /// Whether every byte is below 0x80.
        var isASCII: Bool
        /// Whether a NUL byte occurs.
        var hasNUL: Bool
        /// Whether a CR byte occurs (so CR LF pairs may).
        var hasCR: Bool
    }

    /// Finds non-ASCII, NUL and CR bytes in one pass, eight bytes at a time where it can.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0, zero: UInt64 = 0, cr: UInt64 = 0
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let crs = word ^ (ones &* 0x0D)
                high |= word
                zero |= (word &- ones) & ~word
                cr |= (crs &- ones) & ~crs
                index += 8
            }
        }
        var tail: UInt8 = 0
        var tailZero = false, tailCR = false
        while index < count {
            let byte = bytes[index]
            tail |= byte
            tailZero = tailZero || byte == 0
            tailCR = tailCR || byte == 0x0D
            index += 1
        }
        return Scan(isASCII: (high & highs) == 0 && tail < 0x80,
                    hasNUL: (zero & highs) != 0 || tailZero,
                    hasCR: (cr & highs) != 0 || tailCR)
    }

    /// Whether a string is all ASCII.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether an ASCII byte is Unicode white space (tab, LF, VT, FF, CR, space).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The bytes without leading and trailing white space (the same as `trimmingWhitespace`
    /// for ASCII text).
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// How many CR LF pairs the bytes hold: in ASCII text the only two-scalar characters.
    static func crlfCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard bytes.count > 1 else { return 0 }
        var pairs = 0
        for index in 1..<bytes.count where bytes[index] == 0x0A && bytes[index - 1] == 0x0D {
            pairs += 1
        }
        return pairs
    }

    /// Whether the bytes spell `text` exactly.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.utf8.elementsEqual(bytes)
    }

    /// Whether the bytes spell `text` ignoring ASCII case (both must be ASCII).
    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.utf8.elementsEqual(bytes) { lower($0) == lower($1) }
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
