import Foundation

/// The shared fixtures in `Tests/Fixtures`, found from this source file's path, so a fresh
/// clone needs no copy step: `forms/` holds whole forms tests load by name.
///
/// ```swift
/// let form = try loadForm(Fixtures.form("notes-among-fields"))
/// try Fixtures.form("review-names").write(to: home.appendingPathComponent("names.yaml"), atomically: true, encoding: .utf8)
/// ```
public enum Fixtures {
    /// `Tests/Fixtures` in the repository.
    public static let root = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures")

    /// The absolute location of the form fixture `name`.
    public static func formURL(_ name: String) -> URL { root.appendingPathComponent("forms/\(name).yaml") }

    /// The text of the form fixture `name`.
    public static func form(_ name: String) throws -> String {
        try String(contentsOf: formURL(name), encoding: .utf8)
    }
}
