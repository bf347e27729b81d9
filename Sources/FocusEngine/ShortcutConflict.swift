/// A keyboard shortcut was bound to a second, different focus value.
public struct ShortcutConflict: Error, Equatable, CustomStringConvertible {
    /// The key that was bound twice.
    public let shortcut: String
    /// The value the key was already bound to, as text.
    public let boundTarget: String
    /// The value the rejected binding asked for, as text.
    public let requestedTarget: String

    /// Creates a conflict report.
    public init(shortcut: String, boundTarget: String, requestedTarget: String) {
        self.shortcut = shortcut
        self.boundTarget = boundTarget
        self.requestedTarget = requestedTarget
    }

    /// Names the key and both targets.
    public var description: String {
        "shortcut \"\(shortcut)\" is already bound to \(boundTarget); cannot also bind it to \(requestedTarget)"
    }
}
