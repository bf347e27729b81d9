import Foundation

/// The shared fixtures in `Tests/Fixtures`, found from this source file's path, so a fresh
/// clone needs no copy step: `forms/` holds whole forms tests load by name.
///
/// ```swift
/// let form = try loadForm(Fixtures.form("note-kinds"))
/// try ProcessRunner.formline(["run", Fixtures.formPath("review"), "--no-input"])
/// ```
public enum Fixtures {
    /// `Tests/Fixtures` in the repository.
    public static let root = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures")

    /// `Tests/Fixtures/forms/NAME.yaml`, relative to the repository root (where
    /// `ProcessRunner.formline` runs the binary).
    public static func formPath(_ name: String) -> String { "Tests/Fixtures/forms/\(name).yaml" }

    /// The absolute location of the form fixture `name`.
    public static func formURL(_ name: String) -> URL { root.appendingPathComponent("forms/\(name).yaml") }

    /// The text of the form fixture `name`.
    public static func form(_ name: String) throws -> String {
        try String(contentsOf: formURL(name), encoding: .utf8)
    }
}
