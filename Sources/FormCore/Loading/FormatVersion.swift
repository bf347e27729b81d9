/// The version of the form format, written at the top of a form file as `formline: 1`.
///
/// A form without the key is read as format 1. formline reads every format up to
/// `current` the same way forever; a form declaring a newer format is refused (at the
/// key's line and column) instead of being misread.
///
/// ```swift
/// FormatVersion.current                      // 1
/// FormLoader.load(yaml: "formline: 2\ntitle: T\nfields: [{id: a, type: text}]", today: today).errors[0].message
/// // "this form is written for formline format 2; this formline reads format 1"
/// ```
public enum FormatVersion {
    /// The newest format this formline reads.
    public static let current = 1
}

extension NodeReader {
    /// Checks the form's `formline:` key, when it has one: a whole number from 1 up to
    /// `FormatVersion.current`. Returns true when the form is of a newer format: that is then
    /// its only problem reported, as the rest of it cannot be read as this format.
    package func refusesFormatVersion(of root: YAMLNode) -> Bool {
        guard case .mapping(let mapping) = root, let node = mapping["formline"] else { return false }
        guard let text = node.scalar?.string, let version = CheckedNumber.whole(text), version >= 1 else {
            error(DiagnosticText(.formatVersionNumber, ["current": "\(FormatVersion.current)", "found": .text(Self.described(node))]),
                  at: node, hint: DiagnosticText(.writeFormatVersion, ["current": "\(FormatVersion.current)"]))
            return false
        }
        guard version > FormatVersion.current else { return false }
        error(DiagnosticText(.newerFormat, ["version": "\(version)", "current": "\(FormatVersion.current)"]),
              at: node, hint: DiagnosticText(.upgradeFormline, ["current": "\(FormatVersion.current)"]))
        return true
    }
}
