import Foundation

/// A file only an injected command creates: a fresh absolute path per test (no spaces or
/// quotes, so it needs none), for hostile text (`$(touch PATH)`, `` `touch PATH` ``), checked
/// absent afterwards. Removed on deinit, so no run sees another's.
///
/// ```swift
/// let canary = Canary()
/// let hostile = "\(canary.substitution) \(canary.backquoted)"
/// ... run formline with `hostile` ...
/// #expect(!canary.fired, "an injected command ran")
/// ```
public final class Canary: @unchecked Sendable {
    /// Where an injected `touch` would create the file.
    public let path: String

    public init() {
        // Short (fields hold it under their length limits), still fresh per test.
        let tag = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        path = FileManager.default.temporaryDirectory.appendingPathComponent("fl-canary-\(tag)").path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `touch PATH`.
    public var command: String { "touch \(path)" }
    /// `$(touch PATH)`.
    public var substitution: String { "$(\(command))" }
    /// `` `touch PATH` ``.
    public var backquoted: String { "`\(command)`" }
    /// Whether the file exists: something ran the command.
    public var fired: Bool { FileManager.default.fileExists(atPath: path) }
}
