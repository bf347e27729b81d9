import Testing
@testable import FormPatterns

/// Patterns whose matching could cost too much per character are refused when the form is
/// checked, saying why; everyday patterns are not. `\w{3,1000}x` took 3.4 s on a 100,000
/// character answer and `(a|b)*a(a|b){999}c` 32 s on 999,999 in `fill`.
@Suite struct PatternCostTests {
    private func bound(_ source: String) throws -> Int {
        try #require(PatternProgram(PatternParser.parse(source).get())).worstActiveStates
    }

    @Test(arguments: [#"\w{3,1000}x"#, "(a|b)*a(a|b){999}c", "[ab]*a[ab]{70}c", #"(?i)(?:ss|k){65}z"#])
    func costlyPatternsAreRefusedWithTheReason(source: String) throws {
        #expect(throws: PatternError.self) { try FieldPattern(source) }
        do {
            _ = try FieldPattern(source)
        } catch {
            #expect(error.message.contains("may cost too much to match"), "\(error.message)")
            #expect(error.message.contains("anchor it"))
        }
    }

    @Test(arguments: [(#"^[a-zA-Z0-9._-]{3,32}$"#, 1...2), (#"^.{1,255}$"#, 1...2), (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, 1...7),
                      (#"^[A-Z]{3}-\d+$"#, 1...2), (#"\d{1,10}"#, 10...10), (#"\w{3,23}x"#, 24...24), ("a.*b", 1...3),
                      (#"^(\+\d{1,3} )?\d{6,10}$"#, 1...8)])
    func everydayPatternsAreKept(source: String, expected: ClosedRange<Int>) throws {
        let found = try bound(source)
        #expect(expected.contains(found), "\(source): \(found)")
        _ = try FieldPattern(source)
    }

    @Test func theBoundIsAnUpperBoundOnWhatTheSimulationSteps() throws {
        // Unanchored: a thread starts at every 'a' and lives up to 70 scalars.
        #expect(try bound("[ab]*a[ab]{70}c") > 64)
        let short = try bound("a[ab]{20}c"), periodic = try bound("^(?:a{7}|a{11})*$")
        #expect((21...22).contains(short), "\(short)")
        #expect(periodic <= 18, "\(periodic)")
    }
}
