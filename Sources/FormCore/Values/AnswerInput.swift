/// An answer as it is given: text as typed at a prompt, or items given apart (a JSON or
/// YAML array in a `fill` record, an answers file or a draft; one `--set` per list row).
/// Items are never joined into one text and split again: a list row or a choice item holding
/// a line break is refused as such, whichever way it came (`FieldValidator.value(from:)`).
///
/// ```swift
/// validator.value(from: .text("news, jobs"))      // a multiple choice: .success(.list(["news", "jobs"]))
/// validator.value(from: .items(["news\n", "jobs"]))  // the same: items are trimmed as typed text is
/// rows.value(from: .items(["a\nb"]))              // a list: .failure("row 1 holds a line break; …")
/// ```
public enum AnswerInput: Sendable, Equatable {
    /// Text as typed at the field's prompt (a list's rows separated by newlines).
    case text(String)
    /// A list's rows or a multiple choice's items, each trimmed as typed text is.
    case items([String])
    /// A group's rows given as a JSON array of objects (a `fill` record's, an answers file's):
    /// only a group takes them (`FieldValidator.value(fromRows:)`).
    case rows(String)
}
