/// "Did you mean …?" suggestions for misspelt keys, ids and form names.
///
/// ```swift
/// Suggestions.closest(to: "lable", in: ["label", "help"])   // "label"
/// ```
public enum Suggestions {
    /// The closest candidate within a small edit distance, if any.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            if let distance = closeDistance(typed, Array(candidate.lowercased())), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The candidates close to `word`, best first, at most `limit`: each candidate is
    /// spelled one or more ways (a choice's value and label) and counts by its closest
    /// spelling. A spelling starting with the word comes first, then one containing it, then
    /// one within the small edit distance `closest` allows; ties keep the candidates' order.
    ///
    /// ```swift
    /// Suggestions.nearest(to: "aus", among: [["AT", "Austria"], ["FR", "France"], ["XA", "Saustralia"]], limit: 5)
    /// // [0, 2]: Austria starts with "aus", Saustralia contains it
    /// Suggestions.nearest(to: "frnace", among: [["AT", "Austria"], ["FR", "France"]], limit: 5)
    /// // [1]: France is one edit (a swap) away
    /// ```
    public static func nearest(to word: String, among candidates: [[String]], limit: Int) -> [Int] {
        nearest(to: word, among: Candidates(candidates), limit: limit)
    }

    /// `nearest(to:among:limit:)` against candidates prepared once (`Candidates`): a form's
    /// choice field prepares its values and labels when its validator is made, so a refused
    /// answer costs the comparisons only.
    public static func nearest(to word: String, among candidates: Candidates, limit: Int) -> [Int] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        // ASCII without a carriage return: a character is a byte, so bytes compare as characters do.
        let typedBytes = Array(lowered.utf8)
        let bytewise = typedBytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        let typed = Array(lowered)
        var best = [Int](repeating: .max, count: candidates.spellings.count)
        if bytewise {
            // The ASCII spellings, all in one buffer: a loop over plain values (no copy, no
            // reference counting per spelling); the others below.
            let typedLetters = Candidates.letters(of: typedBytes)
            candidates.asciiBytes.withUnsafeBufferPointer { all in
                typedBytes.withUnsafeBufferPointer { typedBytes in
                    for span in candidates.asciiSpans {
                        let spelling = UnsafeBufferPointer(rebasing: all[span.start..<(span.start + span.count)])
                        best[span.candidate] = min(best[span.candidate], rank(typedBytes, typedLetters, spelling, span.letters))
                    }
                }
            }
        }
        func consider(_ spelling: Candidates.Spelling, of index: Int) {
            let letters = spelling.letters
            // A spelling shorter than the typed text neither starts with it nor contains it.
            // Both compare characters, as `hasPrefix` and `contains` on the strings do.
            if letters.count >= typed.count, letters.starts(with: typed) {
                best[index] = 0
            } else if letters.count > typed.count, (1...(letters.count - typed.count)).contains(where: { start in
                letters[start...].starts(with: typed)
            }) {
                best[index] = min(best[index], 1)
            } else if let distance = closeDistance(typed, letters) {
                best[index] = min(best[index], 1 + distance)
            }
        }
        if bytewise {
            for (index, spelling) in candidates.otherSpellings { consider(spelling, of: index) }
        } else {
            for (index, spellings) in candidates.spellings.enumerated() {
                for spelling in spellings { consider(spelling, of: index) }
            }
        }
        let ranked = best.indices.filter { best[$0] != .max }.map { (rank: best[$0], index: $0) }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.prefix(max(0, limit)).map(\.index)
    }

    /// One spelling's rank for `nearest` on bytes (both ASCII, lower-cased, no carriage
    /// return): 0 starts with the typed text, 1 contains it, 1 + the distance when close,
    /// `Int.max` otherwise. `typedLetters` and `letters` are their `Candidates.letters`: a
    /// letter one holds and the other lacks takes an edit, so when either holds more such
    /// letters than the distance allows, the distance is not computed.
    private static func rank(_ typed: UnsafeBufferPointer<UInt8>, _ typedLetters: UInt64,
                             _ candidate: UnsafeBufferPointer<UInt8>, _ letters: UInt64) -> Int {
        // Starting with the typed text or containing it needs every letter of it.
        if candidate.count >= typed.count, typedLetters & ~letters == 0, let first = typed.first {
            for start in 0...(candidate.count - typed.count) where candidate[start] == first {
                var offset = 1
                while offset < typed.count, candidate[start + offset] == typed[offset] { offset += 1 }
                if offset == typed.count { return start == 0 ? 0 : 1 }
            }
        }
        let limit = max(1, min(3, candidate.count / 3))
        guard abs(typed.count - candidate.count) <= limit,
              (typedLetters & ~letters).nonzeroBitCount <= limit, (letters & ~typedLetters).nonzeroBitCount <= limit
        else { return .max }
        return closeDistance(typed, candidate).map { 1 + $0 } ?? .max
    }

    /// Candidates for `nearest`, each spelled one or more ways, prepared once: each spelling
    /// lower-cased, as characters, and as bytes when that is ASCII without a carriage return.
    public struct Candidates: Sendable {
        struct Spelling: Sendable {
            let lowered: String
            let letters: [Character]
            let bytes: [UInt8]?
            /// `letters(of: bytes)`, for ASCII bytes.
            let letterSet: UInt64
        }

        /// The bytes a spelling holds, as a set of 64 (a byte and the one 64 apart share a
        /// bit, so a difference between two sets never counts more letters than there are).
        static func letters(of bytes: [UInt8]) -> UInt64 {
            bytes.reduce(0) { $0 | 1 << UInt64($1 & 63) }
        }

        let spellings: [[Spelling]]
        /// Where an ASCII spelling is in `asciiBytes`, whose candidate it spells, its letters.
        struct ASCIISpan: Sendable {
            let candidate: Int
            let start: Int
            let count: Int
            let letters: UInt64
        }

        /// The ASCII spellings' bytes, one after another, and each one's span.
        let asciiBytes: [UInt8]
        let asciiSpans: [ASCIISpan]
        /// The spellings that are not ASCII (without a carriage return), with their candidate.
        let otherSpellings: [(candidate: Int, spelling: Spelling)]

        public init(_ candidates: [[String]]) {
            let spellings = candidates.map { spellings in
                spellings.map { spelling in
                    let lowered = spelling.lowercased()
                    let bytes = Array(lowered.utf8)
                    let ascii = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
                    return Spelling(lowered: lowered, letters: Array(lowered), bytes: ascii ? bytes : nil,
                                    letterSet: ascii ? Self.letters(of: bytes) : 0)
                }
            }
            var bytes: [UInt8] = [], spans: [ASCIISpan] = [], others: [(candidate: Int, spelling: Spelling)] = []
            for (candidate, spelled) in spellings.enumerated() {
                for spelling in spelled {
                    guard let ascii = spelling.bytes else {
                        others.append((candidate, spelling))
                        continue
                    }
                    spans.append(ASCIISpan(candidate: candidate, start: bytes.count, count: ascii.count, letters: spelling.letterSet))
                    bytes += ascii
                }
            }
            self.spellings = spellings
            asciiBytes = bytes
            asciiSpans = spans
            otherSpellings = others
        }
    }

    /// The edit distance from `typed` to `candidate` when it is close enough to suggest the
    /// candidate (at most a third of its length, between 1 and 3), else nil. The work is
    /// bounded by that small threshold, not by the typed text: a spelling whose length differs
    /// by more is skipped at once, and the distance is computed in a band with early exit, so
    /// a wrong answer of a megabyte against a thousand choices costs little.
    static func closeDistance<Letters: RandomAccessCollection>(_ typed: Letters, _ candidate: Letters) -> Int?
    where Letters.Element: Equatable, Letters.Index == Int {
        editDistance(typed, candidate, atMost: max(1, min(3, candidate.count / 3)))
    }

    /// A hint sentence, or nil when nothing is close.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Edit distance over characters where swapping two neighbours counts as one edit
    /// (optimal string alignment), so `lable` is one edit from `label`; nil when it exceeds
    /// `limit`. Only the diagonal band of width `limit` is computed (cells outside it are
    /// further than `limit` anyway), and a row whose every cell exceeds `limit` stops the
    /// work: O(length × limit) time at most.
    ///
    /// ```swift
    /// Suggestions.editDistance(Array("lable"), Array("label"), atMost: 1)   // 1
    /// Suggestions.editDistance(Array("xxxxxx"), Array("label"), atMost: 3)  // nil
    /// ```
    static func editDistance<Letters: RandomAccessCollection>(_ a: Letters, _ b: Letters, atMost limit: Int) -> Int?
    where Letters.Element: Equatable, Letters.Index == Int {
        // Indexed from 0 below (arrays and buffers are).
        precondition(a.startIndex == 0 && b.startIndex == 0, "editDistance takes letters indexed from 0")
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let far = limit + 1
        let width = b.count + 1
        // Three rotating rows (i - 2, i - 1, i) in one temporary allocation (no array made per
        // comparison: a refused answer is compared with every choice's spellings); each row
        // writes its band and one cell either side of it, which covers every cell the next
        // two rows read.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { cells -> Int? in
            var before = 0, previous = width, current = 2 * width
            for j in 0..<width {
                cells[before + j] = far
                cells[previous + j] = min(j, far)
                cells[current + j] = far
            }
            for i in 1...a.count {
                let low = max(1, i - limit), high = min(b.count, i + limit)
                cells[current + low - 1] = low == 1 ? min(i, far) : far
                if high < b.count { cells[current + high + 1] = far }
                var rowBest = cells[current + low - 1]
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = min(cells[previous + j] + 1, cells[current + j - 1] + 1, cells[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, cells[before + j - 2] + 1)
                    }
                    cells[current + j] = min(cell, far)
                    rowBest = min(rowBest, cells[current + j])
                }
                if rowBest > limit { return nil }
                (before, previous, current) = (previous, current, before)
            }
            return cells[previous + b.count] <= limit ? cells[previous + b.count] : nil
        }
    }
}
