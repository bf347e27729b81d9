/// Strict UTF-8 decoding for the native matcher (no overlongs, surrogates or values past U+10FFFF).
enum UTF8Scalars {
    /// The scalar starting at `index`, with its length in bytes; nil when the bytes there are
    /// not valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        return decodeMultibyte(bytes, at: index, lead: lead)
    }

    /// Whether all of `bytes` is valid UTF-8 (eight ASCII bytes at a time where it can).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
        }
        while index < count {
            if bytes[index] < 0x80 {
                index += 1
            } else {
                guard let (_, length) = decodeMultibyte(bytes, at: index, lead: bytes[index]) else { return false }
                index += length
            }
        }
        return true
    }

    private static func decodeMultibyte(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8
    ) -> (value: UInt32, length: Int)? {
        let available = bytes.count - index
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> UInt32? {
            guard offset < available, range.contains(bytes[index + offset]) else { return nil }
            return UInt32(bytes[index + offset] & 0x3F)
        }
        switch lead {
        case 0xC2...0xDF:
            guard let b1 = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | b1, 2)
        case 0xE0...0xEF:
            let secondRange: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            guard let b1 = continuation(1, secondRange), let b2 = continuation(2) else { return nil }
            return (UInt32(lead & 0x0F) << 12 | b1 << 6 | b2, 3)
        case 0xF0...0xF4:
            let secondRange: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            guard let b1 = continuation(1, secondRange), let b2 = continuation(2), let b3 = continuation(3) else {
                return nil
            }
            return (UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        default:
            return nil
        }
    }
}
