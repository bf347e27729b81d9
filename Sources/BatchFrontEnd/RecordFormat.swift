/// How batch records are written.
public enum RecordFormat: String, CaseIterable, Sendable {
    /// One flat JSON object per line.
    case jsonl
    /// Comma-separated values with a header row naming the fields.
    case csv

    /// The format a file name suggests: `.csv` is CSV, anything else JSON Lines.
    public static func guess(fromPath path: String?) -> RecordFormat {
        guard let path, path.lowercased().hasSuffix(".csv") else { return .jsonl }
        return .csv
    }
}
