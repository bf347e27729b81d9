import Yams

/// Reads values out of a composed YAML tree, recording a located diagnostic for every
/// problem instead of stopping at the first.
final class NodeReader {
    private(set) var diagnostics: [Diagnostic] = []
    /// The file's lines, for locating positions inside scalar values.
    let lines: [Substring]
    /// Ids of fields that were found but could not be read; references to them are not
    /// reported again as unknown.
    var unreadableFieldIDs: Set<String> = []

    /// Creates a reader for the file whose text is `source`.
    init(source: String = "") {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Records a problem.
    func error(_ message: String, at node: Node?, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: Self.location(of: node), hint: hint))
    }

    /// Records a warning.
    func warning(_ message: String, at node: Node?, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: Self.location(of: node), hint: hint))
    }

    /// Records a warning at a known location.
    func warning(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: location, hint: hint))
    }

    /// Records a problem at a known location.
    func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, hint: hint))
    }

    static func location(of node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(line: 1, column: 1) }
        return SourceLocation(line: mark.line, column: mark.column)
    }

    /// A mapping's entries with string keys, reporting keys outside `allowed` (with a
    /// did-you-mean) and non-mapping nodes.
    func entries(of node: Node, what: String, allowed: [String]) -> [String: (key: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error("\(what) must be a mapping of keys to values, found \(Self.describe(node))", at: node)
            return nil
        }
        var result: [String: (key: Node, value: Node)] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error("keys in \(what) must be plain words", at: key)
                continue
            }
            guard allowed.contains(name) else {
                // Past what is shown, skip the suggestion: a file of unknown keys stays linear and quick.
                let shown = diagnostics.count < DiagnosticRenderer.maximumRendered
                error("unknown key '\(name)' in \(what)", at: key,
                      hint: shown ? Suggestions.hint(for: name, in: allowed) ?? "allowed keys: \(allowed.joined(separator: ", "))" : nil)
                continue
            }
            result[name] = (key, value)
        }
        return result
    }

    /// A scalar as text (numbers and booleans are accepted as their written text).
    func string(_ node: Node?, _ name: String) -> String? {
        guard let node else { return nil }
        guard let scalar = node.scalar else {
            error("'\(name)' must be text, found \(Self.describe(node))", at: node)
            return nil
        }
        if scalar.tag == Tag(.null, .basic) && scalar.style == .plain && (scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null") {
            error("'\(name)' is empty", at: node, hint: "give '\(name)' a value or remove the key")
            return nil
        }
        return scalar.string
    }

    /// A `true`/`false` scalar.
    func bool(_ node: Node?, _ name: String) -> Bool? {
        guard let node else { return nil }
        switch node.scalar?.string.lowercased() {
        case "true"?: return true
        case "false"?: return false
        default:
            error("'\(name)' must be true or false, found \(Self.describe(node))", at: node)
            return nil
        }
    }

    /// A whole number, at least `minimum`.
    func int(_ node: Node?, _ name: String, minimum: Int = 0) -> Int? {
        guard let node else { return nil }
        guard let text = node.scalar?.string, let value = Int(text) else {
            error("'\(name)' must be a whole number, found \(Self.describe(node))", at: node)
            return nil
        }
        guard value >= minimum else {
            error("'\(name)' must be at least \(minimum), found \(value)", at: node)
            return nil
        }
        return value
    }

    /// A number.
    func double(_ node: Node?, _ name: String) -> Double? {
        guard let node else { return nil }
        guard let text = node.scalar?.string, let value = NumberFormat.parse(text) else {
            error("'\(name)' must be a number, found \(Self.describe(node))", at: node)
            return nil
        }
        return value
    }

    /// A sequence of scalars as text.
    func strings(_ node: Node?, _ name: String) -> [(text: String, node: Node)]? {
        guard let node else { return nil }
        guard case .sequence(let sequence) = node else {
            error("'\(name)' must be a list, found \(Self.describe(node))", at: node,
                  hint: "write it as [a, b] or as lines starting with '- '")
            return nil
        }
        var result: [(String, Node)] = []
        for item in sequence {
            guard let text = item.scalar?.string else {
                error("each item of '\(name)' must be text, found \(Self.describe(item))", at: item)
                continue
            }
            result.append((text, item))
        }
        return result
    }

    /// "a list", "a mapping", "the number 3", "'abc'".
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.string.isEmpty { return "nothing" }
            return "'\(scalar.string)'"
        }
    }
}
