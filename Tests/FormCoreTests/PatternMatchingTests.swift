import Testing
@testable import FormCore

@Suite struct PatternMatchingTests {
    private func pattern(_ source: String) throws -> FieldPattern { try FieldPattern(source) }

    private func bytesMatch(_ pattern: FieldPattern, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { pattern.matches(utf8: $0) }
    }

    @Test func username() throws {
        let username = try pattern("^[a-zA-Z0-9._-]{3,32}$")
        #expect(username.isCompiledNatively)
        #expect(username.native?.dfa != nil)
        for good in ["abc", "a.b-c_d", "A1_", String(repeating: "x", count: 32)] {
            #expect(username.matches(good), "\(good)")
            #expect(bytesMatch(username, Array(good.utf8)), "\(good)")
        }
        for bad in ["ab", "", "a b c", "abc!", "abcé", String(repeating: "x", count: 33), "abc\n\n", "\nabc"] {
            #expect(!username.matches(bad), "\(bad)")
            #expect(!bytesMatch(username, Array(bad.utf8)), "\(bad)")
        }
    }

    @Test func dollarAlsoHoldsBeforeAFinalLineTerminatorLikeICU() throws {
        let exact = try pattern("^abc$")
        for text in ["abc", "abc\n", "abc\r\n", "abc\r", "abc\u{85}", "abc\u{2028}", "abc\u{0B}"] {
            #expect(exact.matches(text), "\(text.debugDescription)")
        }
        for text in ["abc\n\n", "abc\n\r", "abcd", "xabc"] {
            #expect(!exact.matches(text), "\(text.debugDescription)")
        }
        // `$` does not hold between the \r and \n of a final \r\n.
        #expect(try !pattern("^abc\\r$").matches("abc\r\n"))
        #expect(try pattern("abc$\\n").matches("abc\n"))
    }

    @Test func dotStopsAtLineTerminators() throws {
        let any = try pattern("^.+$")
        #expect(any.matches("a😀é"))
        for terminator in ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(!any.matches("a\(terminator)b"), "\(terminator.debugDescription)")
        }
        #expect(try pattern("^.$").matches("😀"))
        #expect(try !pattern("^..$").matches("😀"))
    }

    @Test func quantifiersBacktrackAndLazyOnesMatchTheSameTexts() throws {
        #expect(try pattern("^a*a$").matches("aaa"))
        #expect(try pattern("^(a|ab)(c|bcd)(d*)$").matches("abcd"))
        #expect(try pattern("^a+?b$").matches("aaab"))
        #expect(try pattern("^a{2,}?$").matches("aaaa"))
        #expect(try !pattern("^a{2,3}$").matches("aaaa"))
        #expect(try pattern("^(?:ab){2}$").matches("abab"))
        #expect(try pattern("^x{0}y$").matches("y"))
    }

    @Test func nestedQuantifiersDoNotBacktrackExponentially() throws {
        // A backtracking engine takes 2^n steps here; the native automaton is linear.
        let nested = try pattern("^(a|a?)+(b+)*$")
        #expect(nested.isCompiledNatively)
        let input = String(repeating: "a", count: 5_000) + "c"
        #expect(!nested.matches(input))
        #expect(nested.matches(String(repeating: "a", count: 5_000) + "bb"))
        #expect(!nested.matches(String(repeating: "a", count: 5_000) + "é"))
    }

    @Test func unanchoredPatternsMatchAnywhere() throws {
        #expect(try pattern("b+").matches("aaabbbccc"))
        #expect(try pattern("c$").matches("abc"))
        #expect(try !pattern("^b").matches("abc"))
        #expect(try pattern("a|").matches("zzz"))
    }

    @Test func classesRangesNegationAndEscapes() throws {
        let notAtOrSpace = try pattern("^[^@\\s]+$")
        #expect(notAtOrSpace.matches("user.name"))
        #expect(!notAtOrSpace.matches("user name"))
        #expect(!notAtOrSpace.matches("a\u{3000}b"))
        #expect(notAtOrSpace.matches("ünïcödé"))
        #expect(try pattern("^[\\-.]+$").matches("-.-"))
        #expect(try pattern("^[a-]+$").matches("a-a"))
        #expect(try pattern("^\\x41\\u0042\\x{43}$").matches("ABC"))
        #expect(try pattern("^\\t\\.\\$$").matches("\t.$"))
        #expect(try pattern("^[à-ÿ]+$").matches("éè"))
        #expect(try pattern("^\\S+$").matches("日本"))
    }

    @Test func unicodeDigitsAndWordCharactersAreLeftToICU() throws {
        let digits = try pattern("^\\d+$")
        #expect(digits.isCompiledNatively)
        #expect(digits.matches("١٢٣"))
        #expect(digits.matches("123"))
        #expect(!digits.matches("12a"))
        #expect(try pattern("^\\w+$").matches("naïve_1"))
        #expect(try !pattern("^\\W+$").matches("é"))
    }

    @Test func patternsOutsideTheSubsetUseICU() throws {
        for source in ["^(?=.*\\d).{8,}$", "(a)\\1", "(?i)^abc$", "^\\p{L}+$", "a++b", "\\bword\\b", "[[a-z]&&[^aeiou]]",
                       "^a{2000}$", "[a-z-0]"] {
            #expect(try !pattern(source).isCompiledNatively, "\(source)")
        }
        #expect(try pattern("^(?=.*\\d).{8,}$").matches("password1"))
        #expect(try !pattern("^(?=.*\\d).{8,}$").matches("password"))
        #expect(try pattern("(?i)^abc$").matches("ABC"))
        #expect(try pattern("^\\p{L}+$").matches("Ωmega"))
        #expect(try pattern("(a)\\1").matches("xaay"))
    }

    @Test func bytePathRefusesInvalidUTF8AndAllowsNUL() throws {
        let native = try pattern("a")
        let viaICU = try pattern("(?i)a")
        for invalid: [UInt8] in [[0x61, 0xFF], [0x61, 0xC0, 0x80], [0x61, 0xED, 0xA0, 0x80], [0x61, 0xE2, 0x82]] {
            #expect(!bytesMatch(native, invalid))
            #expect(!bytesMatch(viaICU, invalid))
        }
        #expect(bytesMatch(try pattern("^a\\x00b$"), [0x61, 0x00, 0x62]))
        #expect(bytesMatch(try pattern("^.{3}$"), Array("a😀b".utf8)))
    }

    @Test func equalityAndDescriptionUseTheSource() throws {
        #expect(try pattern("^a$") == pattern("^a$"))
        #expect(try pattern("^a$") != pattern("^a$|b"))
        #expect(try pattern("^a$").description == "^a$")
        #expect(try pattern("^a$").source == "^a$")
    }
}
