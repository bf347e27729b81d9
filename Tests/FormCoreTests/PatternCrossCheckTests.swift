import Foundation
import Testing
import TestSupport
@testable import FormCore

/// Cross-checks the native matcher against ICU (NSRegularExpression) on generated inputs.
@Suite struct PatternCrossCheckTests {
    private static func icuMatches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    private static func randomText(_ alphabet: [String], maxLength: Int, using random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }

    /// Compares every native path with ICU for one pattern and input; returns a failure note.
    private static func disagreement(_ source: String, _ pattern: FieldPattern, _ regex: NSRegularExpression, _ text: String) -> String? {
        let expected = icuMatches(regex, text)
        let viaString = pattern.matches(text)
        let viaBytes = Array(text.utf8).withUnsafeBufferPointer { pattern.matches(utf8: $0) }
        var viaNFA: Bool? = nil
        if let native = pattern.native {
            let outcome = Array(text.utf8).withUnsafeBufferPointer {
                native.program.simulate($0, ends: InputEnds($0), restarts: native.restarts)
            }
            if outcome != .undecided { viaNFA = outcome == .match }
        }
        guard viaString != expected || viaBytes != expected || (viaNFA != nil && viaNFA != expected) else { return nil }
        return "\(source.debugDescription) on \(text.debugDescription): ICU \(expected), string \(viaString), "
            + "bytes \(viaBytes), nfa \(viaNFA.map(String.init) ?? "-")"
    }

    static let fieldPatterns: [(String, [String])] = [
        ("^[a-zA-Z0-9._-]{3,32}$", ["a", "Z", "0", ".", "_", "-", "@", " ", "\n", "é", "\r\n"]),
        ("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", ["a", "b", "@", ".", " ", "\n", "é", "\u{A0}", "c"]),
        ("^\\d{3}-\\d{4}$", ["1", "2", "-", "x", "١", "\n"]),
        ("^(foo|bar)+$", ["f", "o", "b", "a", "r", "foo", "bar", "\n"]),
        ("a.*b", ["a", "b", "x", "\n", "\r", "\u{2028}", "😀"]),
        ("^(a|ab)(c|bcd)(d*)$", ["a", "b", "c", "d"]),
        ("^\\w+$", ["a", "Z", "0", "_", "é", "-", " ", "\u{200C}"]),
        ("colou?r", ["c", "o", "l", "u", "r", "x"]),
        ("^(\\+\\d{1,3} )?\\d{6,10}$", ["+", "1", "2", " ", "a"]),
        ("^.{2,5}$", ["a", "\n", "\r", "é", "😀", "\u{85}", "\u{0B}"]),
        ("(ab|a)*c", ["a", "b", "c"]),
        ("\\s+$", [" ", "\t", "\n", "\r", "a", "\u{3000}", "\u{85}"]),
        ("^[A-Z][a-z]*( [A-Z][a-z]*)*$", ["A", "b", " ", "é", "\n"]),
        ("x*$", ["x", "\n", "\r", "y"]),
        ("^$", ["\n", "\r", "a", "\u{2029}"]),
        ("[^a-c]{2}", ["a", "d", "\n", "é"]),
        ("^abc\\r?$", ["a", "b", "c", "\r", "\n", "abc"]),
    ]

    @Test func fieldPatternsAgreeWithICUOnRandomInputs() throws {
        var random = SplitMix64(state: 20_261_122)
        for (source, alphabet) in Self.fieldPatterns {
            let pattern = try FieldPattern(source)
            #expect(pattern.isCompiledNatively, "\(source)")
            #expect(pattern.native?.dfa != nil, "\(source)")
            let regex = try NSRegularExpression(pattern: source)
            var failures: [String] = []
            for _ in 0..<2_000 {
                let text = Self.randomText(alphabet, maxLength: 12, using: &random)
                if let failure = Self.disagreement(source, pattern, regex, text) { failures.append(failure) }
            }
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }
    }

    /// A random pattern from the native subset.
    private static func randomPattern(depth: Int, using random: inout SplitMix64) -> String {
        let atoms = ["a", "b", "é", ".", "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "[ab]", "[^a]", "[a-c]", "[^\\s]",
                     "[\\d_]", "[^\\W]", "\\.", "\\n", "\\r", "[\\n\\r]", "\n", " ", "[é-ü]", "[-a]", "^", "$"]
        let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "{0,}", "*?", "+?", "{0,2}?"]
        // Groups get bounded quantifiers only: ICU backtracks exponentially on nested unbounded
        // loops (and then gives up, reporting no match), which would make it a useless oracle.
        let groupQuantifiers = ["", "", "?", "{2}", "{1,3}", "{0,2}?", "??"]
        var branches: [String] = []
        for _ in 0..<Int.random(in: 1...(depth > 0 ? 3 : 1), using: &random) {
            var branch = ""
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                if depth > 0, Int.random(in: 0..<5, using: &random) == 0 {
                    let open = Bool.random(using: &random) ? "(" : "(?:"
                    branch += open + randomPattern(depth: depth - 1, using: &random) + ")"
                        + groupQuantifiers.randomElement(using: &random)!
                } else {
                    let atom = atoms.randomElement(using: &random)!
                    let isAnchor = atom == "^" || atom == "$"
                    branch += atom + (isAnchor ? "" : quantifiers.randomElement(using: &random)!)
                }
            }
            branches.append(branch)
        }
        return branches.joined(separator: "|")
    }

    @Test func randomSubsetPatternsAgreeWithICU() throws {
        var random = SplitMix64(state: 42)
        let alphabet = ["a", "b", "c", "_", "1", " ", "\n", "\r", "é", "١", "\u{2028}", "\u{85}", ".", "😀"]
        var native = 0
        var failures: [String] = []
        for _ in 0..<1_500 {
            var source = Self.randomPattern(depth: 2, using: &random)
            if source.isEmpty { source = "()" }
            guard let regex = try? NSRegularExpression(pattern: source) else {
                Issue.record("ICU rejected generated pattern \(source.debugDescription)")
                continue
            }
            let pattern = try FieldPattern(source)
            if pattern.isCompiledNatively { native += 1 }
            for _ in 0..<40 {
                let text = Self.randomText(alphabet, maxLength: 8, using: &random)
                if let failure = Self.disagreement(source, pattern, regex, text) { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g. \(failures.prefix(5))")
        #expect(native == 1_500)
    }
}
