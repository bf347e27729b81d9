/// Finds runs of plain JSON string text — printable ASCII other than `"` and `\` — eight bytes
/// at a time. Shared by the JSON Lines parser (which stops there to unescape or check UTF-8)
/// and the JSON writer (which stops there to escape).
package enum PlainJSONText {
    /// The first offset at or after `start` where a run of eight bytes holds a byte that is not
    /// plain (a control character, `"`, `\`, DEL or non-ASCII), or where fewer than eight bytes
    /// remain. Bytes before it are plain; the caller checks the rest one by one.
    @inlinable @inline(__always)
    package static func wordRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var position = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            // Per byte: below 0x20, equal to '"' or '\', 0x7F (+1 sets the high bit), or high.
            // Borrows and carries only start at bytes that are flagged themselves.
            let special = ((word &- ones &* 0x20) | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                | (word &+ ones) | word) & highs
            if special != 0 { break }
            position += 8
        }
        return position
    }
}
