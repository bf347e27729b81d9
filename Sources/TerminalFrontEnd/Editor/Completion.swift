/// What Tab does to the text before the cursor when a field offers completions.
enum Completion: Equatable {
    /// Replace the text before the cursor with this.
    case replace(String)
    /// Several candidates share no longer prefix: show them.
    case ambiguous([String])
    /// The text already is the only matching candidate.
    case complete
    /// Nothing matches.
    case noMatch

    /// Matches `typed` as a case-insensitive prefix of `candidates`: a unique match
    /// completes to that candidate; several complete to their longest common prefix
    /// when it is longer than `typed`, else they are listed.
    init(typed: String, candidates: [String]) {
        let needle = typed.lowercased()
        let matches = candidates.filter { $0.lowercased().hasPrefix(needle) }
        switch matches.count {
        case 0:
            self = .noMatch
        case 1:
            self = matches[0] == typed ? .complete : .replace(matches[0])
        default:
            let common = Self.commonPrefix(matches)
            self = common.count > typed.count ? .replace(common) : .ambiguous(matches)
        }
    }

    /// The longest case-insensitive common prefix, spelled as in the first string.
    private static func commonPrefix(_ strings: [String]) -> String {
        var prefix = strings[0]
        for string in strings.dropFirst() {
            let shared = zip(prefix, string).prefix { $0.lowercased() == $1.lowercased() }.count
            prefix = String(prefix.prefix(shared))
        }
        return prefix
    }
}
