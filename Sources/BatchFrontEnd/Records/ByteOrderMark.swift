/// A UTF-8 byte-order mark (EF BB BF) at the very start of a record input is not part of the
/// first record: editors and spreadsheet exports put one there. The one rule for JSON Lines
/// and CSV: only the input's first line loses it (a chunk of a parallel fill other than the
/// first starts mid-input, so its first line keeps whatever it holds).
///
///     ByteOrderMark.skipped(bytes)   // `{"a":1}` for the bytes EF BB BF `{"a":1}`
enum ByteOrderMark {
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `line` without a leading byte-order mark.
    static func skipped(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF else { return line }
        return UnsafeBufferPointer(rebasing: line[3...])
    }
}
