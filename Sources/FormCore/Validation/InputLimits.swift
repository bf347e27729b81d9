/// The limits every way of answering shares: the terminal, piped lines, `fill` records,
/// `--set`, `--answers`, drafts and the library. They live in FormCore, beside the
/// validation that applies them (`FieldValidator`, `FormSession`), so the front ends read
/// the very numbers the answer policy uses.
///
/// ```swift
/// InputLimits.maximumAnswerBytes   // 1_048_576: a piped line, a multi-line answer, a list's rows together
/// InputLimits.maximumListRows      // 10_000: the rows of any list, whatever its own bound
/// InputLimits.listExcess(rows: 10_001, bytes: 80_000)
/// // "takes at most 10000 rows, formline's limit for any list"
/// ```
public enum InputLimits {
    /// The most bytes one answer may have: a piped line, the lines of a multi-line answer
    /// together, the rows of a list together (joined by line breaks), a value in a draft.
    public static let maximumAnswerBytes = 1 << 20

    /// The most rows any list answer may have, whether or not its form bounds it (`ItemCounts`)
    /// (`formline check` refuses a bound above it).
    ///
    /// A list in a form wizard holds what a person types or pastes row by row: reminders,
    /// recipients, tags, steps. Ten thousand is far beyond that, yet it bounds what a
    /// runaway pipe (`yes | formline run`) or a hostile record can make formline hold: a
    /// row costs about 130 bytes in a session (its text, id and index entry), so a full list
    /// is about 1.3 MB, in the range of the 1 MiB that any one answer may have, and its
    /// value is written in well under a millisecond. More rows than that are data for a file,
    /// not answers to a form.
    public static let maximumListRows = 10_000

    /// Why a list answer of `rows` rows, `bytes` long when its rows are joined by line
    /// breaks, is more than any list takes; nil when it is within both limits.
    ///
    /// The one wording of the limit: `FieldValidator` (so `fill`, `--set`, `--answers`,
    /// drafts and the library), `FormSession` refusing a typed row, and `DraftStore` all say
    /// it this way.
    public static func listExcess(rows: Int, bytes: Int) -> String? {
        listExcessText(rows: rows, bytes: bytes)?.english
    }

    /// `listExcess(rows:bytes:)` as catalog keys and values, for a person's language.
    public static func listExcessText(rows: Int, bytes: Int) -> MessageText? {
        if rows > maximumListRows { return .word(.validListRows, ["max": String(maximumListRows)]) }
        if bytes > maximumAnswerBytes { return .word(.validListBytes, ["max": String(maximumAnswerBytes)]) }
        return nil
    }

    /// `listExcessText(rows:bytes:)` for these rows.
    public static func listExcessText(_ rows: [String]) -> MessageText? {
        listExcessText(rows: rows.count, bytes: rows.reduce(-1) { $0 + $1.utf8.count + 1 })
    }

    /// `listExcess(rows:bytes:)` for these rows.
    public static func listExcess(_ rows: [String]) -> String? {
        listExcess(rows: rows.count, bytes: rows.reduce(-1) { $0 + $1.utf8.count + 1 })
    }
}
