import Testing
@testable import FormPatterns

@Suite struct PatternMatchingTests {
    private func pattern(_ source: String) throws -> FieldPattern { try FieldPattern(source) }

    private func bytesMatch(_ pattern: FieldPattern, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { pattern.matches(utf8: $0) }
    }

    @Test func username() throws {
        let username = try pattern("^[a-zA-Z0-9._-]{3,32}$")
        #expect(username.native.dfa != nil)
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

    @Test func unicodeDigitsWordCharactersAndSpacesAreDecidedNatively() throws {
        let digits = try pattern("^\\d+$")
        #expect(digits.matches("١٢٣"))
        #expect(digits.matches("123"))
        #expect(!digits.matches("12a"))
        #expect(!digits.matches("²"))  // No, not Nd
        #expect(try pattern("^\\w+$").matches("naïve_1"))
        #expect(try pattern("^\\w+$").matches("e\u{301}te\u{200D}"))  // marks and ZWJ are word characters
        #expect(try !pattern("^\\W+$").matches("é"))
        #expect(try pattern("^\\s$").matches("\u{3000}"))
        #expect(try !pattern("^\\s$").matches("\u{200B}"))  // ZERO WIDTH SPACE is not White_Space
        #expect(try pattern("^[^\\W\\d]+$").matches("Ωé"))
        #expect(try !pattern("^[^\\W\\d]+$").matches("Ω٣"))
    }

    @Test func theIssueExampleIsDecidedAndLinear() throws {
        // ICU gave up on this after about a second and reported no match.
        let nested = try pattern("^(?:(\\w+)+b|\\w+c)$")
        #expect(nested.matches("é" + String(repeating: "a", count: 40) + "c"))
        #expect(!nested.matches("é" + String(repeating: "a", count: 40) + "d"))
        #expect(nested.matches(String(repeating: "é", count: 100_000) + "b"))
    }

    @Test func wordBoundariesFollowICU() throws {
        #expect(try pattern("\\bcat\\b").matches("a cat."))
        #expect(try !pattern("\\bcat\\b").matches("concat"))
        #expect(try pattern("\\bété\\b").matches("l'été!"))
        #expect(try !pattern("\\bcat\\b").matches("catégorie"))
        // A combining mark continues the word before it: no boundary in front of it.
        #expect(try !pattern("e\\b").matches("e\u{301}"))
        #expect(try pattern("e\\B").matches("e\u{301}"))
        #expect(try pattern("^\\B$").matches(""))
    }

    @Test func flagsAndAnchors() throws {
        #expect(try pattern("(?m)^b$").matches("a\nb\nc"))
        #expect(try !pattern("^b$").matches("a\nb\nc"))
        #expect(try pattern("(?s)^a.b$").matches("a\nb"))
        #expect(try !pattern("^a.b$").matches("a\nb"))
        #expect(try pattern("(?s:a.)b|x").matches("a\nb"))
        #expect(try !pattern("(?s:a).b").matches("a\nb"))
        #expect(try pattern("^abc\\Z").matches("abc\n"))
        #expect(try !pattern("^abc\\z").matches("abc\n"))
        #expect(try pattern("\\Aabc\\z").matches("abc"))
        #expect(try pattern("^(?<code>[A-Z]{2})(?#country)-\\d+$").matches("DE-42"))
    }

    @Test func caseInsensitiveMatchingFoldsLikeICU() throws {
        #expect(try pattern("(?i)^abc$").matches("AbC"))
        #expect(try pattern("(?i)^strasse$").matches("STRAßE"))   // a run folds fully: ß is ss
        #expect(try !pattern("(?i)^s$").matches("ß"))            // one s is not half of ß
        #expect(try pattern("(?i)^[a-z]+$").matches("Kelvin\u{212A}"))
        #expect(try !pattern("(?i)^[^a]$").matches("A"))         // closed over case, then negated
        #expect(try pattern("^(?i:ab)c$").matches("ABc"))
        #expect(try !pattern("^(?i:ab)c$").matches("ABC"))
        #expect(try pattern("(?i)^\\p{Lu}+$").matches("abc"))
    }

    @Test func unicodePropertiesByGeneralCategoryAndBinaryProperty() throws {
        #expect(try pattern("^\\p{L}+$").matches("Ωmega"))
        #expect(try pattern("^\\p{Lu}\\p{Ll}+$").matches("Émile"))
        #expect(try !pattern("^\\p{Lu}\\p{Ll}+$").matches("émile"))
        #expect(try pattern("^\\P{L}+$").matches("123"))
        #expect(try pattern("^[\\p{Alphabetic}\\p{gc=Nd} ]+$").matches("Zoë 42"))
        #expect(try pattern("^\\p{White_Space}$").matches("\u{A0}"))
    }

    @Test func constructsThatNeedBacktrackingAreRefusedWithTheirOffset() {
        for (source, offset, name) in [
            ("^(?=.*\\d).{8,}$", 1, "lookahead '(?='"), ("(a)\\1", 3, "the backreference '\\1'"),
            ("(?x)^abc$", 2, "the free-spacing flag '(?x)'"), ("a++b", 2, "the possessive quantifier '++'"),
            ("x(?>a)", 1, "the atomic group '(?>'"), ("(?<=a)b", 0, "lookbehind '(?<='"),
            ("^a{2000}$", 2, "a repetition count above 1000"), ("[a-z-0]", 4, "'-' in the middle of a class"),
            ("[[a-z]&&[^aeiou]]", 1, "a nested class"), ("\\p{Greek}", 0, "the Unicode property 'Greek'"),
        ] {
            do {
                _ = try FieldPattern(source)
                Issue.record("\(source) compiled")
            } catch {
                #expect(error.offset == offset, "\(source)")
                #expect(error.message.hasPrefix(name + " is not supported"), "\(error.message)")
            }
        }
    }

    @Test func bytePathRefusesInvalidUTF8AndAllowsNUL() throws {
        let ascii = try pattern("a")
        let unicode = try pattern("\\w")
        for invalid: [UInt8] in [[0x61, 0xFF], [0x61, 0xC0, 0x80], [0x61, 0xED, 0xA0, 0x80], [0x61, 0xE2, 0x82]] {
            #expect(!bytesMatch(ascii, invalid))
            #expect(!bytesMatch(unicode, invalid))
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
