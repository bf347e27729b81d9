/// Finds runs of plain JSON string text — printable ASCII other than `"` and `\` — eight bytes
/// at a time. Shared by the JSON Lines parser (which stops there to unescape or check UTF-8)
/// and the JSON writer (which stops there to escape).
public enum PlainJSONText {
    /// The first offset at or after `start` of a byte that may not be plain (a control
    /// character, `"`, `\`, DEL or non-ASCII), or `bytes.count` when all are plain; bytes
    /// before it are plain. Eight bytes at a time: the first flagged byte of a word is exact
    /// (borrows and carries only start at flagged bytes); the last bytes are read as the
    /// final eight, overlapping, where a flagged byte may be a plain one after a masked special,
    /// so callers check the byte at the returned offset one by one. Fewer than eight bytes in
    /// all are left to the caller (the returned offset is then `start`). A negative `start` is
    /// taken as 0, and one past the end is returned as it is, nothing read (it is public, so
    /// that it inlines into the JSON Lines parser, and public entry points never trap).
    @inlinable @inline(__always)
    public static func wordRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = max(start, 0)
        guard let base = bytes.baseAddress else { return position }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        while position <= count &- 8 {   // not `position + 8`: a start near Int.max must not wrap
            let special = specialBytes(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            if special != 0 { return position &+ special.trailingZeroBitCount &>> 3 }
            position &+= 8
        }
        guard position < count, count >= 8 else { return position }
        let last = count &- 8
        // The final eight bytes, without the ones before `position` (already known plain).
        let special = specialBytes(raw.loadUnaligned(fromByteOffset: last, as: UInt64.self))
            & (~0 as UInt64) &<< UInt64((position &- last) &* 8)
        return special == 0 ? count : last &+ special.trailingZeroBitCount &>> 3
    }

    /// The high bit of each byte of `word` that is not plain (and possibly of bytes after one).
    @inlinable @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        // Per byte: below 0x20, equal to '"' or '\', 0x7F (+1 sets the high bit), or high.
        return ((word &- ones &* 0x20) | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
            | (word &+ ones) | word) & highs
    }
}
