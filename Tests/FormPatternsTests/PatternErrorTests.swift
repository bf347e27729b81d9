import Testing
@testable import FormPatterns

@Suite struct PatternErrorTests {
    private func failure(_ source: String) -> PatternError? {
        do {
            _ = try FieldPattern(source)
            Issue.record("\(source.debugDescription) compiled")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("(a", 0, "missing ')'"),
        ("ab(c(d)", 2, "missing ')'"),
        ("a)", 1, "unmatched ')'"),
        ("x[a", 1, "missing ']'"),
        ("a\\", 1, "lone backslash"),
        ("*a", 0, "nothing to repeat"),
        ("a|+b", 2, "nothing to repeat"),
        ("a**", 2, "cannot follow another quantifier"),
        ("a{2}{3}", 4, "cannot follow another quantifier"),
        ("a{3,2}", 1, "minimum above its maximum"),
        ("a{,3}", 1, "malformed repetition"),
        ("a{2", 1, "malformed repetition"),
        ("[z-a]", 1, "out of order"),
        ("ab}", 2, "unmatched '}'"),
        ("\\u41", 0, "four hex digits"),
    ])
    func invalidPatternsAreLocated(source: String, offset: Int, fragment: String) {
        guard let error = failure(source) else { return }
        #expect(error.offset == offset)
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.description == "\(error.message) (at offset \(offset))")
    }

    @Test(arguments: [
        ("(?<=a", 0, "lookbehind '(?<=' is not supported"),
        ("(?x", 2, "the free-spacing flag '(?x)' is not supported"),
        ("\\p{Nope}", 0, "the Unicode property 'Nope' is not supported"),
        ("[[:alpha:]", 1, "the POSIX class '[:' is not supported"),
        ("(?y)", 0, "unknown group syntax '(?y'"),
        ("(?<1>a)", 0, "malformed group name"),
        ("\\p{L", 0, "missing '}'"),
        ("\\x4", 0, "\\x needs two hex digits"),
        ("\\x{D800}", 0, "is not a Unicode scalar"),
        ("\\pL", 0, "needs a property name in braces"),
        ("(?)", 0, "empty group flags"),
        ("\\b?", 2, "'?' has nothing to repeat"),
        ("(?m)*", 4, "'*' has nothing to repeat"),
        ("(?<a>x)(?<a>y)", 7, "the group name 'a' is used twice"),
    ])
    func patternsOutsideTheSupportedSetAreLocatedToo(source: String, offset: Int, fragment: String) {
        guard let error = failure(source) else { return }
        #expect(error.offset == offset, "\(source)")
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test func emptyPatternIsRejectedLikeICUDoes() {
        #expect(failure("") == PatternError(.empty, offset: nil))
        #expect(failure("")?.message == "the pattern is empty")
    }

    @Test func offsetsCountUnicodeScalars() {
        #expect(failure("é😀(")?.offset == 2)
    }
}
