/// Byte-level helpers for ASCII text, exact where Unicode rules reduce to ASCII ones.
package enum ASCIIText {
    /// What one pass over some bytes found (see `scan`).
    struct Scan {
        /// Whether every byte is ASCII and none is a control byte below 0x20 (tab, NUL, the
        /// line breaks LF VT FF CR): what the byte checks decide on their own. Text with a
        /// control byte is rare in answers and goes the `String` way, where `LineBreaks` and
        /// white space are Unicode's.
        var isPrintableASCII: Bool
        /// Whether a NUL byte occurs.
        var hasNUL: Bool
    }

    /// Finds non-ASCII, control and NUL bytes in one pass, eight bytes at a time where it can
    /// (the last eight again, overlapping: the flags are or-ed, so bytes seen twice change nothing).
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0, zero: UInt64 = 0, control: UInt64 = 0
        let count = bytes.count
        @inline(__always) func add(_ word: UInt64) {
            high |= word
            zero |= (word &- ones) & ~word
            // A byte below 0x20 borrows into its high bit (exact for "any such byte").
            control |= (word &- ones &* 0x20) & ~word
        }
        if count >= 8, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index &+ 8 <= count {
                add(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index &+= 8
            }
            if index < count { add(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) }
        } else {
            // Under eight bytes: one word, padded with spaces (printable ASCII).
            var word: UInt64 = ones &* 0x20
            for index in 0..<count {
                let shift = UInt64(index &* 8)
                word = word & ~(0xFF &<< shift) | UInt64(bytes[index]) &<< shift
            }
            add(word)
        }
        return Scan(isPrintableASCII: ((high | control) & highs) == 0, hasNUL: (zero & highs) != 0)
    }

    /// Whether a string is all ASCII.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The bytes without leading and trailing white space (`AnswerText.trimmed` for ASCII
    /// text, which has no marks).
    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end, AnswerText.isWhiteSpace(byte: bytes[start]) { start += 1 }
        while end > start, AnswerText.isWhiteSpace(byte: bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Whether the bytes spell `text` exactly.
    package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        // The text's own bytes when it has them in one piece (a native string): a plain loop.
        return text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? text.utf8.elementsEqual(bytes)
    }

    /// Whether the bytes spell `text` ignoring ASCII case (both must be ASCII).
    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.utf8.elementsEqual(bytes) { lower($0) == lower($1) }
    }

    /// Up to seven bytes, ASCII letters lower-cased, in one integer with the length in its top
    /// byte (so `"no"` and `"no\0"` differ); nil for longer text. Equal integers, equal text
    /// ignoring ASCII case.
    ///
    ///     ASCIIText.packedLowercase(bytes of "No") == ASCIIText.packedLowercase(bytes of "nO")
    @inline(__always)
    static func packedLowercase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count < 8 else { return nil }
        var packed = UInt64(bytes.count) &<< 56
        for index in 0..<bytes.count { packed |= UInt64(lower(bytes[index])) &<< UInt64(index &* 8) }
        return packed
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
