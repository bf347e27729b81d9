import Testing
@testable import FormCore
@testable import FormYAML

/// Form files built to hang or exhaust the loader are refused quickly with a located error.
/// (Bounded time is shown by the tests finishing; nothing here measures time.)
@Suite struct HostileFormTests {
    /// Nine levels of nine aliases each: about 387 million nodes once expanded, in a few hundred bytes.
    private static func aliasBomb(usedAs use: String) -> String {
        var lines = ["a: &a [x,x,x,x,x,x,x,x,x]"]
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
            previous = name
        }
        return lines.joined(separator: "\n") + "\n" + use + "\n"
    }

    @Test(arguments: ["? *i\n: 1\n? [*i, *i]\n: 2", "fields: *i", "title: T\nfields:\n  - id: a\n    type: text\n    choices: *i"])
    func anAliasBombIsRefusedWhereItCrossesTheLimit(use: String) {
        let yaml = Self.aliasBomb(usedAs: use)
        #expect(yaml.utf8.count < 500)
        let found = diagnostics(yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == "the file stands for more than 500000 YAML values "
                + "(an alias *name counts as everything its anchor &name holds)")
        // The first five levels hold about 74,700 values and each *e about 66,400: six of them
        // make about 473,000, the seventh (line 6, column 8 + 6 x 3) crosses the limit.
        #expect(found.first?.location == SourceLocation(line: 6, column: 26))
    }

    @Test func aFileOfTooManyValuesIsRefused() throws {
        // Two bytes a value in a flow sequence: over the limit well inside 4 MiB.
        let yaml = "title: T\nfields: [" + String(repeating: "x,", count: 510_000) + "x]\n"
        let found = diagnostics(yaml)
        try #require(found.count == 1)
        #expect(found[0].message == "the file holds more than 500000 YAML values")
        // title, T and fields, then item 499,998 (column 10 + 2 x 499,997) is value 500,001.
        #expect(found[0].location == SourceLocation(line: 2, column: 10 + 2 * 499_997))
    }

    @Test func anOversizedFileIsRefusedAtTheLineWhereItCrossesTheLimit() {
        let line = "# " + String(repeating: "x", count: 97) + "\n"  // 100 bytes
        let yaml = "title: T\n" + String(repeating: line, count: 45_000)
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["the file is larger than 4 MiB (\(yaml.utf8.count) bytes)"])
        // Byte 4 MiB = 4,194,304 is 4,194,295 bytes into the comment lines: line 41,944, column 96.
        #expect(found.first?.location == SourceLocation(line: 41_944, column: 96))
    }

    @Test func aThousandRepeatedKeysAreAllReportedAndTheRestIsStillChecked() {
        var yaml = "title: T\nfields:\n  - id: a\n    type: text\n"
        for index in 0..<1_000 { yaml += "    label: \(String(repeating: "x", count: 230)) \(index)\n" }
        yaml += "  - id: b\n    type: txt\n"
        let found = diagnostics(yaml)
        #expect(found.count == 1_000)
        #expect(found.dropLast().allSatisfy { $0.message == "the key 'label' appears twice in one mapping (first at line 5)" })
        #expect(found[0].location == SourceLocation(line: 6, column: 5))
        #expect(found[998].location == SourceLocation(line: 1_004, column: 5))
        #expect(found.last?.message == "unknown field type 'txt'")
    }

    @Test func aScanCountsAliasesAtTheirAnchorsSize() {
        let scan = YAMLComposer("a: &x [1, 2]\nb: *x\na: 3\n", bounded: true)
        #expect(scan.nodes == 11)
        #expect(scan.excess == nil)
        #expect(scan.repeats == [YAMLComposer.Repeat(key: "a", first: SourceLocation(line: 1, column: 1),
                                                  location: SourceLocation(line: 3, column: 1),
                                                  end: SourceLocation(line: 3, column: 5))])
    }

    @Test func blankingKeepsLinesAndColumns() {
        let ranges = [(SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 2))]
        #expect(DuplicateKeys.blanking(ranges, in: "abc\ndefg\nhij\n") == "abc\nde  \n ij\n")
    }
}
