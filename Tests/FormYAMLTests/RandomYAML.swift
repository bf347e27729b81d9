import TestSupport

/// Random YAML texts for differential tests: nested block and flow collections, scalars in
/// every style (escapes, line breaks, Unicode, numbers, Booleans, nulls), anchors and aliases
/// (some undefined, some as keys), tags, comments, complex keys, repeated keys, several
/// documents; and, for broken inputs, a few random edits of such a text.
struct RandomYAML {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    private var anchors: [String] = []

    mutating func document() -> String {
        anchors = []
        var text = chance(0.1) ? "# a comment\n" : ""
        if chance(0.1) { text += "--- " + (chance(0.5) ? "\n" : "") }
        text += chance(0.7) ? block(depth: 0, indent: 0) : flow(depth: 0) + "\n"
        if chance(0.04) { text += "--- " + scalar(inFlow: false) + "\n" }
        if chance(0.04) { text += "...\n" }
        return text
    }

    /// A document with 1 to 4 random edits (most of which break it).
    mutating func broken() -> String {
        var scalars = Array(document().unicodeScalars)
        let pieces: [String] = [":", "[", "]", "{", "}", "-", "?", "&a", "*a", "*zz", "!", "!!", "|", ">", "'", "\"", "#", "\n", " ", "\t",
                                ",", "%YAML 1.1\n", "---\n", "...", "\u{1}", "\u{FEFF}", "\\", "@", "`", "\r", "é", "  "]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            if chance(0.4), at < scalars.count {
                scalars.remove(at: at)
            } else {
                scalars.insert(contentsOf: pieces.randomElement(using: &random)!.unicodeScalars, at: at)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    // MARK: - Pieces

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    private mutating func pick(_ items: [String]) -> String { items.randomElement(using: &random)! }

    private mutating func properties() -> String {
        var text = ""
        if chance(0.12) {
            let name = pick(["a", "b", "x1", "long-name", "é"])
            anchors.append(name)
            text += "&\(name) "
        }
        if chance(0.1) { text += pick(["!!str ", "!!int ", "!!float ", "!!bool ", "!!null ", "!custom ", "! ", "!!binary ", "!<tag:x> ", "!!map ", "!!seq "]) }
        return text
    }

    private mutating func alias() -> String? {
        guard chance(0.08) else { return nil }
        if chance(0.1) { return "*undefined" }
        return anchors.isEmpty ? nil : "*" + pick(anchors)
    }

    private static let words = ["a", "b", "title", "id", "name", "yes", "no", "true", "False", "null", "~", "12", "-3.5", "1e3",
                                "0x1F", ".inf", "on", "é", "日本", "two words", "x-y", "2024-01-02", "<<", "="]

    mutating func scalar(inFlow: Bool) -> String {
        if let alias = alias() { return alias }
        let props = properties()
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2: return props + pick(Self.words)
        case 3: return props + "'" + pick(["it''s", "a", "", "x: y", "é ü", "two\n  lines"]) + "'"
        case 4: return props + "\"" + pick(["a\\tb", "\\u00e9", "\\ufeffBOM", "q\\\"q", "back\\\\slash", "", "line\\nbreak", "\\x41", "\\U0001F600", "bell\\a"]) + "\""
        case 5: return props + (inFlow ? "" : "")   // empty (null)
        case 6: return props + pick(["12", "0o17", "+1", "1_000", ".5", "3."])
        default: return props + pick(Self.words) + (inFlow ? "" : pick(["", " # comment"]))
        }
    }

    private mutating func key(inFlow: Bool) -> String {
        if chance(0.05), let alias = alias() { return alias + " " }
        if chance(0.05) { return "? " + flow(depth: 3) + "\n" }
        let text = chance(0.8) ? pick(["a", "b", "title", "id", "fields", "type", "c", "é", "12", "true", "null"]) : scalar(inFlow: true)
        return text.contains("\n") ? "a" : text
    }

    mutating func flow(depth: Int) -> String {
        if depth > 3 || chance(0.3) { return scalar(inFlow: true) }
        if let alias = alias() { return alias }
        let props = properties()
        let count = Int.random(in: 0...3, using: &random)
        if chance(0.5) {
            return props + "[" + (0..<count).map { _ in flow(depth: depth + 1) }.joined(separator: ", ") + "]"
        }
        return props + "{" + (0..<count).map { _ in key(inFlow: true).trimmingTrailingNewline + ": " + flow(depth: depth + 1) }
            .joined(separator: ", ") + "}"
    }

    /// A block collection at `indent`; `inline`: its first line follows a `- ` already written.
    private mutating func block(depth: Int, indent: Int, inline: Bool = false) -> String {
        let pad = String(repeating: " ", count: indent)
        let count = Int.random(in: 1...4, using: &random)
        var text = ""
        if chance(0.5) || depth > 3 {
            for index in 0..<count {
                let key = key(inFlow: false)
                let lead = index == 0 && inline ? "" : pad
                if key.hasPrefix("? ") {
                    text += lead + key + pad + ": " + value(depth: depth, indent: indent) 
                } else {
                    text += lead + key + ":" + value(depth: depth, indent: indent)
                }
            }
        } else {
            for index in 0..<count {
                text += (index == 0 && inline ? "" : pad) + "-" + value(depth: depth, indent: indent, inSequence: true)
            }
        }
        return text
    }

    /// A value after `key:` or `-`, ending its line(s).
    private mutating func value(depth: Int, indent: Int, inSequence: Bool = false) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where depth < 4, 1 where depth < 4:
            let props = properties()
            return " " + props + "\n" + block(depth: depth + 1, indent: indent + 2)
        case 2 where depth < 4 && inSequence:
            return " " + block(depth: depth + 1, indent: indent + 2, inline: true)
        case 3:
            let body = pick(["line one\n", "line one\nline two\n", "\n  indented\n", "trailing\n\n"])
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            return " " + properties() + pick(["|", ">", "|-", ">+", "|2"]) + "\n"
                + lines.map { String(repeating: " ", count: indent + 2) + $0 }.joined(separator: "\n") + "\n"
        case 4:
            return " " + flow(depth: depth + 1) + "\n"
        default:
            let text = scalar(inFlow: false)
            return (text.isEmpty ? "" : " ") + text.replacingNewlines(indent: indent + 2) + "\n"
        }
    }
}

private extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }

    /// A quoted scalar's line break continued at `indent`.
    func replacingNewlines(indent: Int) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
