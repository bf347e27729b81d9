/// The set of Unicode scalars one pattern position accepts (a literal, `.`, `\d`, `[a-z]`...).
///
/// ASCII membership is a 128-bit map; above ASCII a scalar is a member when an explicit range
/// holds it or one of the named classes (`ScalarProperty`) does, then the whole set may be
/// inverted (`[^...]`).
///
///     var set = ScalarSet(property: ScalarProperty(.digit))
///     set.insert(0x2D)                       // [\d-]
///     set.contains(0x0663)                   // true: ARABIC-INDIC DIGIT THREE
struct ScalarSet: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Members at or above U+0080, sorted, disjoint and not adjacent (before inversion).
    /// (Spans, not `ClosedRange<UInt32>`: an array of those costs a runtime conformance
    /// look-up, a third of a millisecond, the first time a pattern is compiled.)
    private var ranges: [ScalarSpan] = []
    /// Classes whose members (above ASCII) belong to the set (before inversion).
    private var properties: [ScalarProperty] = []
    private var isInverted = false
    /// Under `(?i)`, a class holds every case variant of its members (before inversion).
    private var closedOverCase = false

    init() {}

    init(scalar: UInt32) { insert(scalar) }

    init(property: ScalarProperty) { insert(property) }

    /// The exact answer for an ASCII byte.
    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte &- 64)) & 1 == 1
    }

    /// Membership of any scalar.
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return containsASCII(UInt8(scalar)) }
        var member = nonASCIIContains(scalar)
        if !member, closedOverCase {
            // ASCII variants are answered by the map, which was closed already.
            member = CaseFolding.equivalents(of: scalar).contains {
                $0 != scalar && ($0 < 0x80 ? containsASCII(UInt8($0)) != isInverted : nonASCIIContains($0))
            }
        }
        return member != isInverted
    }

    /// Membership above ASCII before inversion and case closure.
    private func nonASCIIContains(_ scalar: UInt32) -> Bool {
        if rangesContain(scalar) { return true }
        guard !properties.isEmpty, let value = Unicode.Scalar(scalar) else { return false }
        return properties.contains { $0.contains(value) }
    }

    /// Adds every case variant of every member (`(?i)[a-z]` holds `K`, KELVIN SIGN, `ſ`...).
    mutating func closeOverCase() {
        precondition(!isInverted, "close before inverting")
        let raw = self
        for value in UInt32(0)..<0x80 where !raw.containsASCII(UInt8(value)) {
            if CaseFolding.equivalents(of: value).contains(where: { $0 != value && raw.contains($0) }) { setASCII(value) }
        }
        closedOverCase = true
    }

    /// `(?i)` for one literal: every scalar whose simple folding is `folded`.
    static func caseVariants(ofFolded folded: UInt32) -> ScalarSet {
        var set = ScalarSet()
        for value in CaseFolding.equivalents(of: folded) { set.insert(value) }
        return set
    }

    private func rangesContain(_ scalar: UInt32) -> Bool {
        var lower = 0, upper = ranges.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if ranges[middle].upper < scalar { lower = middle + 1 } else { upper = middle }
        }
        return lower < ranges.count && ranges[lower].lower <= scalar && scalar <= ranges[lower].upper
    }

    mutating func insert(_ scalar: UInt32) { insert(scalar...scalar) }

    mutating func insert(_ range: ClosedRange<UInt32>) {
        precondition(!isInverted, "insert before inverting")
        var value = range.lowerBound
        while value <= min(range.upperBound, 0x7F) {
            setASCII(value)
            value += 1
        }
        if range.upperBound >= 0x80 { insertNonASCII(ScalarSpan(lower: max(range.lowerBound, 0x80), upper: range.upperBound)) }
    }

    /// Adds every member of a class.
    mutating func insert(_ property: ScalarProperty) {
        precondition(!isInverted, "insert before inverting")
        for value in UInt32(0)..<0x80 where property.contains(Unicode.Scalar(value)!) { setASCII(value) }
        if !properties.contains(property) { properties.append(property) }
    }

    private mutating func setASCII(_ value: UInt32) {
        if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }

    private mutating func insertNonASCII(_ range: ScalarSpan) {
        var merged = range
        var kept: [ScalarSpan] = []
        for existing in ranges {
            if existing.upper &+ 1 < merged.lower || merged.upper &+ 1 < existing.lower {
                kept.append(existing)
            } else {
                merged = ScalarSpan(lower: min(existing.lower, merged.lower), upper: max(existing.upper, merged.upper))
            }
        }
        kept.append(merged)
        ranges = kept.sorted { $0.lower < $1.lower }
    }

    /// Adds every member of `other` (which must not be inverted or closed over case).
    mutating func formUnion(_ other: ScalarSet) {
        precondition(!isInverted && !other.isInverted && !other.closedOverCase, "union before inverting")
        low |= other.low
        high |= other.high
        for range in other.ranges { insertNonASCII(range) }
        for property in other.properties where !properties.contains(property) { properties.append(property) }
    }

    /// Turns the set into its complement (`[^...]`).
    mutating func invert() {
        low = ~low
        high = ~high
        isInverted.toggle()
    }

    // MARK: - The shorthand classes, with ICU's definitions.

    /// `.` without `(?s)`: anything but a line terminator (`\n \v \f \r`, U+0085, U+2028, U+2029),
    /// which are ICU's and the answers' line breaks alike (`LineBreaks`).
    static let anyExceptLineTerminator: ScalarSet = {
        var set = ScalarSet()
        var start: UInt32 = 0
        for value in 0...LineBreaks.highestLineBreak where isLineTerminator(value) {
            if start < value { set.insert(start...(value - 1)) }
            start = value + 1
        }
        set.insert(start...0x10FFFF)
        return set
    }()

    /// `.` with `(?s)`: any scalar.
    static let anyScalar: ScalarSet = {
        var set = ScalarSet()
        set.insert(0x00...0x10FFFF)
        return set
    }()

    /// Whether `scalar` ends a line for `.`, `$` and `(?m)`.
    static func isLineTerminator(_ scalar: UInt32) -> Bool {
        LineBreaks.isLineBreak(value: scalar)
    }
}

/// The scalars `lower...upper` (both included) of a `ScalarSet`.
struct ScalarSpan: Hashable, Sendable {
    var lower: UInt32
    var upper: UInt32
}
