/// "Did you mean …?" suggestions for misspelt keys, ids and form names.
///
/// ```swift
/// Suggestions.closest(to: "lable", in: ["label", "help"])   // "label"
/// ```
public enum Suggestions {
    /// The closest candidate within a small edit distance, if any.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if isClose(distance, to: candidate), distance < (best?.distance ?? .max) {
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
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        var ranked: [(rank: Int, index: Int)] = []
        for (index, spellings) in candidates.enumerated() {
            var best = Int.max
            for spelling in spellings {
                let candidate = spelling.lowercased()
                if candidate.hasPrefix(lowered) {
                    best = 0
                } else if candidate.contains(lowered) {
                    best = min(best, 1)
                } else {
                    let distance = editDistance(lowered, candidate)
                    if isClose(distance, to: candidate) { best = min(best, 1 + distance) }
                }
            }
            if best != .max { ranked.append((best, index)) }
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.prefix(limit).map(\.index)
    }

    /// Whether `distance` edits from `candidate` is close enough to suggest it: at most a
    /// third of its length, between 1 and 3.
    private static func isClose(_ distance: Int, to candidate: String) -> Bool {
        distance <= max(1, min(3, candidate.count / 3))
    }

    /// A hint sentence, or nil when nothing is close.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Edit distance over characters where swapping two neighbours counts as one edit
    /// (optimal string alignment), so `lable` is one edit from `label`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
}
