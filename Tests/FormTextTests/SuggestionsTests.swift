import Testing
import TestSupport
@testable import FormText

/// Suggestions cost little whatever is typed: the banded edit distance agrees with the full
/// table (a wrong answer of a megabyte against a thousand choices: `ChoiceSuggestionsTests`).
@Suite struct SuggestionsTests {
    /// The full optimal-string-alignment table, as the suggestions computed it before.
    private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func theBandedDistanceAgreesWithTheFullTable() {
        var generator = SplitMix64(state: 0x5EED_D157)
        let letters: [Character] = ["a", "b", "c", "é"]
        for _ in 0..<4_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...3, using: &generator) {
                case 0: b.insert(letters.randomElement(using: &generator)!, at: Int.random(in: 0...b.count, using: &generator))
                case 1 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
                case 2 where b.count > 1: b.swapAt(0, b.count - 1)
                default: b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
                }
            }
            let full = fullDistance(a, b)
            for limit in 1...3 {
                let banded = Suggestions.editDistance(a, b, atMost: limit)
                #expect(banded == (full <= limit ? full : nil), "\(String(a)) / \(String(b)) limit \(limit): full \(full)")
            }
        }
    }

    /// The bit-vector distance `nearest` uses for an ASCII answer agrees with the full table,
    /// swaps included, up to 64 typed bytes.
    @Test func theBitVectorDistanceAgreesWithTheFullTable() {
        var generator = SplitMix64(state: 0xB17_D157)
        let letters: [UInt8] = Array("abcd".utf8) + [0xFF]
        for round in 0..<4_000 {
            let length = round % 10 == 0 ? Int.random(in: 50...64, using: &generator) : Int.random(in: 1...12, using: &generator)
            let a = (0..<length).map { _ in letters.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...3, using: &generator) {
                case 0: b.insert(letters.randomElement(using: &generator)!, at: Int.random(in: 0...b.count, using: &generator))
                case 1 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
                case 2 where b.count > 1:
                    let at = Int.random(in: 0..<(b.count - 1), using: &generator)
                    b.swapAt(at, at + 1)
                default: b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
                }
            }
            let full = fullDistance(a.map { Character(Unicode.Scalar($0)) }, b.map { Character(Unicode.Scalar($0)) })
            let positions = Suggestions.bytePositions(a)
            let bits = positions.withUnsafeBufferPointer { positions in
                b.withUnsafeBufferPointer { Suggestions.bitDistance(typedCount: a.count, positions: positions, $0) }
            }
            #expect(bits == full, "\(a) / \(b): full \(full), bits \(bits)")
        }
    }
}
