/// UTF-8 validation for record readers.
enum RecordUTF8 {
    /// The length of the valid UTF-8 sequence starting at `offset` (1 for ASCII), or nil.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let available = bytes.count - offset
        func continuation(_ index: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index < available && range.contains(bytes[offset + index])
        }
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0...0xEF:
            let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            return continuation(1, second) && continuation(2) ? 3 : nil
        case 0xF0...0xF4:
            let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            return continuation(1, second) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil when
    /// all of `bytes` is valid.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] < 0x80 { offset += 1; continue }
            guard let length = sequenceLength(bytes, at: offset) else { return offset }
            offset += length
        }
        return nil
    }
}
