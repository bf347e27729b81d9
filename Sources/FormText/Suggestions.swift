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
        var best = [Int](repeating: .max, count: candidates.spellings.count)
        if bytewise {
            // Every spelling, all in one buffer, a byte a character (`Candidates.codes`): a loop
            // over plain values (no copy, no reference counting per spelling).
            let typedLetters = Candidates.letters(of: typedBytes)
            let typedPairs = Candidates.pairs(of: typedBytes)
            // Where each byte is in the typed text, as bits (`bitDistance`), for up to 64 bytes.
            let positions = typedBytes.count <= 64 ? bytePositions(typedBytes) : []
            best.withUnsafeMutableBufferPointer { best in
                candidates.asciiBytes.withUnsafeBufferPointer { all in
                    typedBytes.withUnsafeBufferPointer { typedBytes in
                        positions.withUnsafeBufferPointer { positions in
                            for span in candidates.asciiSpans {
                                // (An empty buffer has no base address; an empty spelling needs none.)
                                let spelling = UnsafeBufferPointer(start: span.count == 0 ? nil : all.baseAddress.map { $0 + span.start },
                                                                   count: span.count)
                                let rank = rank(typedBytes, typedLetters, typedPairs, positions, spelling, span)
                                if rank < best[span.candidate] { best[span.candidate] = rank }
                            }
                        }
                    }
                }
            }
            return ranked(best, limit: limit)
        }
        let typed = Array(lowered)
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
        for (index, spellings) in candidates.spellings.enumerated() {
            for spelling in spellings { consider(spelling, of: index) }
        }
        return ranked(best, limit: limit)
    }

    /// The candidates ranked (`best[i]`: candidate i's best rank, `Int.max` when not close),
    /// best first, ties in the candidates' order, at most `limit`.
    private static func ranked(_ best: [Int], limit: Int) -> [Int] {
        var ranked: [(rank: Int, index: Int)] = []
        for index in best.indices where best[index] != .max { ranked.append((best[index], index)) }
        ranked.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
        return ranked.prefix(max(0, limit)).map(\.index)
    }

    /// One spelling's rank for `nearest` on bytes (both ASCII, lower-cased, no carriage
    /// return): 0 starts with the typed text, 1 contains it, 1 + the distance when close,
    /// `Int.max` otherwise. `typedLetters` and `letters` are their `Candidates.letters`: a
    /// letter one holds and the other lacks takes an edit, so when either holds more such
    /// letters than the distance allows, the distance is not computed.
    private static func rank(_ typed: UnsafeBufferPointer<UInt8>, _ typedLetters: UInt64, _ typedPairs: UInt64,
                             _ positions: UnsafeBufferPointer<UInt64>, _ candidate: UnsafeBufferPointer<UInt8>,
                             _ span: Candidates.ASCIISpan) -> Int {
        let letters = span.letters
        // Starting with the typed text or containing it needs every letter of it, and every
        // pair of neighbouring letters.
        if candidate.count >= typed.count, typedLetters & ~letters == 0, typedPairs & ~span.pairs == 0, let first = typed.first {
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
        guard !positions.isEmpty else { return closeDistance(typed, candidate).map { 1 + $0 } ?? .max }
        let distance = bitDistance(typedCount: typed.count, positions: positions, candidate)
        return distance <= limit ? 1 + distance : .max
    }

    /// For each byte value, the positions of the typed text (at most 64 bytes) holding it, as bits.
    static func bytePositions(_ typed: [UInt8]) -> [UInt64] {
        var positions = [UInt64](repeating: 0, count: 256)
        for (offset, byte) in typed.enumerated() { positions[Int(byte)] |= 1 << UInt64(offset) }
        return positions
    }

    /// The edit distance `editDistance` counts (optimal string alignment: insertions,
    /// deletions, substitutions, and a swap of two neighbours as one), exactly, from the typed
    /// text (1 to 64 bytes, `positions` its `bytePositions`) to `candidate`, with Hyyrö's
    /// bit-vector algorithm: a column of the table is a word, so a comparison costs a few
    /// operations a byte of the candidate (`editDistance`'s band costs a dozen a cell).
    static func bitDistance(typedCount: Int, positions: UnsafeBufferPointer<UInt64>, _ candidate: UnsafeBufferPointer<UInt8>) -> Int {
        var vp = UInt64.max, vn: UInt64 = 0, previousD0: UInt64 = 0, previousMatch: UInt64 = 0
        let last: UInt64 = 1 << UInt64(typedCount - 1)
        var distance = typedCount
        for byte in candidate {
            let match = positions[Int(byte)]
            let swap = ((~previousD0 & match) &<< 1) & previousMatch
            let d0 = (((match & vp) &+ vp) ^ vp) | match | vn | swap
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & last != 0 { distance += 1 } else if hn & last != 0 { distance -= 1 }
            hp = (hp &<< 1) | 1
            hn = hn &<< 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            previousD0 = d0
            previousMatch = match
        }
        return distance
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
            /// `pairs(of:)` of the spelling.
            let pairs: UInt64
        }

        /// The pairs of neighbouring bytes a spelling holds, each hashed to one of 64 bits:
        /// text that another spelling contains has no pair outside that spelling's set.
        static func pairs(of bytes: [UInt8]) -> UInt64 {
            var set: UInt64 = 0
            var previous = -1
            for byte in bytes {
                if previous >= 0 { set |= 1 << UInt64((previous &* 31 &+ Int(byte)) & 63) }
                previous = Int(byte)
            }
            return set
        }

        /// Every spelling's `codes`, one after another, and each one's span: what an answer
        /// that is ASCII without a carriage return is compared with.
        let asciiBytes: [UInt8]
        let asciiSpans: [ASCIISpan]

        /// A spelling as an ASCII answer compares with it, a byte a character: a character that
        /// is one ASCII scalar is its byte, any other one 0xFF. An ASCII character equals no
        /// other character (canonical equivalence leaves it alone, and a character holding it
        /// with a combining mark is another character), and 0xFF equals no ASCII byte, so
        /// comparing an ASCII answer with the codes, position by position, agrees with comparing
        /// the characters; the codes are as many as the characters. (For an ASCII spelling
        /// without a carriage return, its bytes.)
        static func codes(of spelling: Spelling) -> [UInt8] {
            if let bytes = spelling.bytes { return bytes }
            return spelling.letters.map { letter in
                let scalars = letter.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return 0xFF }
                return UInt8(scalar.value)
            }
        }

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
            var bytes: [UInt8] = [], spans: [ASCIISpan] = []
            for (candidate, spelled) in spellings.enumerated() {
                for spelling in spelled {
                    // The letters' set of the codes: 0xFF shares its bit with `?` (and DEL), which
                    // only makes the set hold more, so the edits it counts stay a lower bound.
                    let codes = Self.codes(of: spelling)
                    spans.append(ASCIISpan(candidate: candidate, start: bytes.count, count: codes.count,
                                           letters: Self.letters(of: codes), pairs: Self.pairs(of: codes)))
                    bytes += codes
                }
            }
            self.spellings = spellings
            asciiBytes = bytes
            asciiSpans = spans
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

    /// A hint sentence (`did you mean 'label'?`: the catalog's `ErrorWord.didYouMeanField`)
    /// in `words`' language, or nil when nothing is close.
    public static func hint(for word: String, in candidates: some Sequence<String>, words: Words = .english) -> String? {
        closest(to: word, in: candidates).map { MessageText.error(.didYouMeanField, ["name": $0]).rendered(in: words) }
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
