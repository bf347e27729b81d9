/// The set of Unicode scalars one pattern position accepts (a literal, `.`, `\d`, `[a-z]`...).
///
/// Membership is exact for ASCII (a 128-bit map) and for explicit non-ASCII ranges. `\d`, `\w`
/// and their negations depend on Unicode property data that may differ between Swift's and
/// ICU's Unicode versions, so outside ASCII they answer "don't know" (nil) and the caller asks
/// ICU instead. `\s` is exact everywhere: the White_Space property is fixed.
struct ScalarSet: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Members at or above U+0080, sorted, disjoint and not adjacent (before inversion).
    private var ranges: [ClosedRange<UInt32>] = []
    /// Whether non-ASCII scalars outside `ranges` have unknown membership.
    private var dependsOnUnicodeData = false
    private var isInverted = false

    init() {}

    init(scalar: UInt32) { insert(scalar) }

    /// The exact answer for an ASCII byte.
    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte &- 64)) & 1 == 1
    }

    /// Membership of any scalar; nil when it depends on Unicode property data.
    func contains(_ scalar: UInt32) -> Bool? {
        if scalar < 0x80 { return containsASCII(UInt8(scalar)) }
        if rangesContain(scalar) { return !isInverted }
        if dependsOnUnicodeData { return nil }
        return isInverted
    }

    private func rangesContain(_ scalar: UInt32) -> Bool {
        var lower = 0, upper = ranges.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if ranges[middle].upperBound < scalar { lower = middle + 1 } else { upper = middle }
        }
        return lower < ranges.count && ranges[lower].contains(scalar)
    }

    mutating func insert(_ scalar: UInt32) { insert(scalar...scalar) }

    mutating func insert(_ range: ClosedRange<UInt32>) {
        precondition(!isInverted, "insert before inverting")
        var value = range.lowerBound
        while value <= min(range.upperBound, 0x7F) {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
            value += 1
        }
        if range.upperBound >= 0x80 { insertNonASCII(max(range.lowerBound, 0x80)...range.upperBound) }
    }

    private mutating func insertNonASCII(_ range: ClosedRange<UInt32>) {
        var merged = range
        var kept: [ClosedRange<UInt32>] = []
        for existing in ranges {
            if existing.upperBound &+ 1 < merged.lowerBound || merged.upperBound &+ 1 < existing.lowerBound {
                kept.append(existing)
            } else {
                merged = min(existing.lowerBound, merged.lowerBound)...max(existing.upperBound, merged.upperBound)
            }
        }
        kept.append(merged)
        ranges = kept.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Adds every member of `other` (which must not be inverted).
    mutating func formUnion(_ other: ScalarSet) {
        precondition(!isInverted && !other.isInverted, "union before inverting")
        low |= other.low
        high |= other.high
        dependsOnUnicodeData = dependsOnUnicodeData || other.dependsOnUnicodeData
        for range in other.ranges { insertNonASCII(range) }
    }

    /// Turns the set into its complement (`[^...]`).
    mutating func invert() {
        low = ~low
        high = ~high
        isInverted.toggle()
    }

    // MARK: - The shorthand classes, with ICU's definitions.

    /// `.` without the dot-all flag: anything but a line terminator.
    static let anyExceptLineTerminator: ScalarSet = {
        var set = ScalarSet()
        set.insert(0x00...0x09)
        set.insert(0x0E...0x84)
        set.insert(0x86...0x2027)
        set.insert(0x202A...0x10FFFF)
        return set
    }()

    /// `\d`: ASCII digits, and (undecided here) other Unicode decimal digits.
    static let digits: ScalarSet = {
        var set = ScalarSet()
        set.insert(0x30...0x39)
        set.dependsOnUnicodeData = true
        return set
    }()

    /// `\w`: ASCII letters, digits and `_`, and (undecided here) other Unicode word characters.
    static let wordCharacters: ScalarSet = {
        var set = ScalarSet()
        set.insert(0x30...0x39)
        set.insert(0x41...0x5A)
        set.insert(0x5F)
        set.insert(0x61...0x7A)
        set.dependsOnUnicodeData = true
        return set
    }()

    /// `\s`: the Unicode White_Space property.
    static let whitespace: ScalarSet = {
        var set = ScalarSet()
        for range: ClosedRange<UInt32> in [0x09...0x0D, 0x20...0x20] + nonASCIIWhitespace { set.insert(range) }
        return set
    }()

    private static let nonASCIIWhitespace: [ClosedRange<UInt32>] = [
        0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ]

    /// The complement of a shorthand class, as a plain (uninverted) set usable in a union:
    /// exact for ASCII and for explicit ranges, undecided where the original was.
    func complementForUnion() -> ScalarSet {
        var result = ScalarSet()
        result.low = ~low
        result.high = ~high
        result.dependsOnUnicodeData = dependsOnUnicodeData
        if !dependsOnUnicodeData {
            var next: UInt32 = 0x80
            for range in ranges {
                if range.lowerBound > next { result.ranges.append(next...(range.lowerBound - 1)) }
                next = range.upperBound + 1
            }
            if next <= 0x10FFFF { result.ranges.append(next...0x10FFFF) }
        }
        return result
    }
}
