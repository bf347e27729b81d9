/// What a batch run did: every record is either accepted or rejected.
public struct FillSummary: Sendable, Equatable, CustomStringConvertible {
    /// Records written to the output.
    public internal(set) var accepted = 0
    /// Records written to the rejects.
    public internal(set) var rejected = 0

    /// Adds another part's counts (a chunk of a parallel run).
    mutating func add(_ other: FillSummary) {
        accepted += other.accepted
        rejected += other.rejected
    }

    /// All records read.
    public var total: Int { accepted + rejected }

    public var description: String {
        "\(accepted) accepted, \(rejected) rejected, \(total) record\(total == 1 ? "" : "s")"
    }
}
