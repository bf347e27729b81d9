/// Unicode case folding (CaseFolding.txt, without the Turkic mappings), as ICU's
/// case-insensitive matching (`(?i)`) uses it: simple folding for single characters and sets,
/// full folding for runs of literal characters (`ß` folds to `ss`).
///
///     CaseFolding.simple(0x212A)        // 0x6B: KELVIN SIGN folds to k
///     CaseFolding.full(0xDF)            // [0x73, 0x73]: ß folds to ss
///     CaseFolding.equivalents(of: 0x6B) // [0x4B, 0x6B, 0x212A]
///     CaseFolding.searchKey("Türkiye")  // "turkiye": letter case and accents folded
public enum CaseFolding {
    /// `text` as a search compares it, ignoring letter case and accents: each scalar whose
    /// canonical decomposition is a base letter then combining marks becomes that letter
    /// (`ü` → `u`, `Å` → `A`), combining marks typed apart are dropped, then the full case
    /// folding applies (`ß` → `ss`, `İ` → `i̇` less its mark: `i`). Search both the text and
    /// what is searched for with it: `searchKey(title).contains(searchKey(typed))`.
    public static func searchKey(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                key.append(Unicode.Scalar(UInt8(simple(scalar.value))))
                continue
            }
            if scalar.properties.canonicalCombiningClass != .notReordered { continue }
            let folded = full(base(of: scalar.value))
            for index in 0..<folded.count {
                guard let part = Unicode.Scalar(folded[index]),
                      part.properties.canonicalCombiningClass == .notReordered else { continue }
                key.append(Unicode.Scalar(base(of: part.value)) ?? part)
            }
        }
        return String(key)
    }

    /// The base letter of a scalar that decomposes into one and combining marks, else itself.
    private static func base(of scalar: UInt32) -> UInt32 {
        var lower = 0, upper = bases.count / 2
        while lower < upper {
            let middle = (lower + upper) / 2
            let code = bases[middle * 2]
            if code == scalar { return bases[middle * 2 + 1] }
            if code < scalar { lower = middle + 1 } else { upper = middle }
        }
        return scalar
    }

    /// The index in `table` of the entry for `scalar`, or nil when it folds to itself.
    private static func entry(_ scalar: UInt32) -> Int? {
        var lower = 0, upper = table.count / 5
        while lower < upper {
            let middle = (lower + upper) / 2
            let code = table[middle * 5]
            if code == scalar { return middle * 5 }
            if code < scalar { lower = middle + 1 } else { upper = middle }
        }
        return nil
    }

    /// The simple folding: one scalar.
    static func simple(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return (0x41...0x5A).contains(scalar) ? scalar + 0x20 : scalar }
        return entry(scalar).map { table[$0 + 1] } ?? scalar
    }

    /// The full folding: one to three scalars.
    static func full(_ scalar: UInt32) -> Folded {
        if scalar < 0x80 { return Folded(simple(scalar)) }
        guard let index = entry(scalar) else { return Folded(scalar) }
        return Folded(table[index + 2], table[index + 3], table[index + 4])
    }

    /// Every scalar with the same simple folding as `scalar`, itself included, sorted.
    static func equivalents(of scalar: UInt32) -> [UInt32] {
        let folded = simple(scalar)
        return inverse[folded] ?? [folded]
    }

    /// Simple folding → every scalar that folds to it (itself included).
    private static let inverse: [UInt32: [UInt32]] = {
        var classes: [UInt32: Set<UInt32>] = [:]
        for index in stride(from: 0, to: table.count, by: 5) {
            classes[table[index + 1], default: [table[index + 1]]].insert(table[index])
        }
        return classes.mapValues { $0.sorted() }
    }()

    /// Up to three scalars, without allocating.
    struct Folded: Equatable {
        let first: UInt32, second: UInt32, third: UInt32

        init(_ first: UInt32, _ second: UInt32 = 0, _ third: UInt32 = 0) {
            (self.first, self.second, self.third) = (first, second, third)
        }

        var count: Int { third != 0 ? 3 : second != 0 ? 2 : 1 }

        subscript(index: Int) -> UInt32 { index == 0 ? first : index == 1 ? second : third }
    }
}
