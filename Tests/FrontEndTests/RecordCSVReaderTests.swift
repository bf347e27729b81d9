import Testing
import TestSupport
@testable import BatchFrontEnd
import FrontEndSupport
import FormText

@Suite struct RecordCSVReaderTests {
    /// Everything a reader produced: header, then each record's values or error.
    struct Outcome: Equatable {
        var header: [String]?
        var rows: [[String]] = []
        var errors: [CSVError] = []
        var lines: [Int] = []
    }

    private func read(
        _ bytes: [UInt8], knownKeys: RecordKeys? = nil, bufferSize: Int = 64, maximum: Int = LineReader.defaultMaximumLineLength
    ) throws -> Outcome {
        try RecordFixture.withFile(bytes) { fd in
            var reader = CSVRecordReader(fileDescriptor: fd, knownKeys: knownKeys, bufferSize: bufferSize, maximumRecordLength: maximum)
            var outcome = Outcome()
            var record = RawRecord()
            while true {
                do throws(CSVError) {
                    guard try reader.next(into: &record) else { break }
                    outcome.rows.append(record.values.map { value in
                        guard case .string(let text) = value else { return "<not a string>" }
                        return text
                    })
                    outcome.lines.append(reader.recordLine)
                } catch {
                    outcome.errors.append(error)
                    outcome.lines.append(reader.recordLine)
                }
            }
            outcome.header = reader.header
            return outcome
        }
    }

    private func read(_ text: String, bufferSize: Int = 64, maximum: Int = LineReader.defaultMaximumLineLength) throws -> Outcome {
        try read(Array(text.utf8), bufferSize: bufferSize, maximum: maximum)
    }

    @Test func readsHeaderAndRecords() throws {
        let outcome = try read("name,email,age\nAda,ada@example.com,36\nBob,,\n")
        #expect(outcome.header == ["name", "email", "age"])
        #expect(outcome.rows == [["Ada", "ada@example.com", "36"], ["Bob", "", ""]])
        #expect(outcome.lines == [2, 3])
        #expect(outcome.errors.isEmpty)
    }

    @Test func quotedFieldsDoubledQuotesAndEmbeddedLineBreaks() throws {
        let text = "a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n\"multi\nline\",\"crlf\r\nkept\"\r\n\"\",\"\"\"\"\r\nlast,\"é😀\""
        for bufferSize in [1, 2, 3, 5, 64] {
            let outcome = try read(text, bufferSize: bufferSize)
            #expect(outcome.rows == [["x, y", "say \"hi\""], ["multi\nline", "crlf\r\nkept"], ["", "\""], ["last", "é😀"]])
            #expect(outcome.lines == [2, 3, 6, 7])
            #expect(outcome.errors.isEmpty)
        }
    }

    @Test func byteOrderMarkAndBlankLinesAreIgnored() throws {
        let outcome = try read([0xEF, 0xBB, 0xBF] + Array("id,v\n\n1,a\n\r\n2,b\n\n".utf8))
        #expect(outcome.header == ["id", "v"])
        #expect(outcome.rows == [["1", "a"], ["2", "b"]])
        #expect(outcome.lines == [3, 5])
    }

    @Test func emptyInputHasNoHeaderAndNoRecords() throws {
        #expect(try read("") == Outcome(header: nil))
        #expect(try read("\n\n") == Outcome(header: nil))
        #expect(try read("only,header") == Outcome(header: ["only", "header"]))
    }

    @Test func wrongFieldCountNamesTheLineAndExpectedCountThenContinues() throws {
        let outcome = try read("a,b,c\n1,2\n1,2,3,4\n\"x\ny\",2,3\n")
        #expect(outcome.errors == [.wrongFieldCount(line: 2, expected: 3, found: 2), .wrongFieldCount(line: 3, expected: 3, found: 4)])
        #expect(outcome.rows == [["x\ny", "2", "3"]])
        #expect(outcome.lines == [2, 3, 4])
        #expect(outcome.errors[0].description == "wrong field count at line 2: expected 3 fields like the header, found 2")
        #expect(!outcome.errors[0].isFatal)
    }

    @Test func unterminatedQuoteIsFatalAndNamesWhereItOpened() throws {
        let outcome = try read("a,b\n1,2\n3,\"open\nstill open\nand more")
        #expect(outcome.rows == [["1", "2"]])
        #expect(outcome.errors == [.unterminatedQuote(line: 3)])
        #expect(outcome.errors[0].isFatal)
        #expect(outcome.errors[0].description.contains("starting on line 3"))
    }

    @Test func strayQuotesAreReportedWithColumnsAndReadingContinues() throws {
        let outcome = try read("a,b\nab\"c,2\n\"x\"y,2\nok,3\n")
        #expect(outcome.errors == [.quoteInUnquotedField(line: 2, column: 3), .textAfterClosingQuote(line: 3, column: 4)])
        #expect(outcome.rows == [["ok", "3"]])
    }

    @Test func invalidUTF8IsReportedWithLineAndColumn() throws {
        let outcome = try read(Array("a,b\nok,x".utf8) + [0xFF] + Array("\nfine,1\n".utf8))
        #expect(outcome.errors == [.invalidUTF8(line: 2, column: 5)])
        #expect(outcome.rows == [["fine", "1"]])
        let inHeader = try read([0xEF, 0xBB, 0xBF, 0x61, 0xC0, 0x80] + Array("\n1\n".utf8))
        #expect(inHeader.errors == [.invalidUTF8(line: 1, column: 5)])
        #expect(inHeader.rows.isEmpty)
    }

    @Test func overlongRecordsAreSkippedButOverlongLinesAreFatal() throws {
        let spanning = try read("a,b\n\"\(String(repeating: "x\n", count: 20))\",1\nok,2\n", maximum: 16)
        #expect(spanning.errors == [.recordTooLong(line: 2, maximum: 16)])
        #expect(spanning.rows == [["ok", "2"]])
        // Separators count too: 18 field ends over two short lines of one record.
        let separators = String(repeating: ",", count: 8) + "\"\n\"" + String(repeating: ",", count: 9)
        let commas = try read("a\n\(separators)\nz\n", maximum: 16)
        #expect(commas.errors == [.recordTooLong(line: 2, maximum: 16)])
        #expect(commas.rows == [["z"]])
        let long = try read("a\n\(String(repeating: "y", count: 17))\nz\n", maximum: 16)
        #expect(long.errors == [.lineTooLong(line: 2, maximum: 16)])
        #expect(long.rows.isEmpty)
        #expect(long.errors[0].isFatal)
    }

    @Test func headerProblemsAreFatal() throws {
        #expect(try read("a,,c\n1,2,3\n").errors == [.emptyColumnName(column: 2)])
        #expect(try read("a,b,a\n1,2,3\n").errors == [.duplicateColumn(name: "a", column: 3)])
        #expect(CSVError.duplicateColumn(name: "a", column: 3).description == "header column 3 repeats the name \"a\"")
    }

    /// Every problem's English is as before (the rejects' `message`), and a person reads it in
    /// their language (`CSVError.text`, a header that stops `fill`).
    @Test func problemsInEnglishAndInThePersonsLanguage() {
        let english: [(CSVError, String)] = [
            (.emptyColumnName(column: 2), "header column 2 has no name"),
            (.unterminatedQuote(line: 4), "unterminated quote: the quoted field starting on line 4 never closes"),
            (.wrongFieldCount(line: 3, expected: 2, found: 5), "wrong field count at line 3: expected 2 fields like the header, found 5"),
            (.quoteInUnquotedField(line: 1, column: 7),
             "line 1, column 7: a quote inside an unquoted field (quote the whole field and double the quote)"),
            (.textAfterClosingQuote(line: 1, column: 4), "line 1, column 4: text after a closing quote (expected ',' or the end of the line)"),
            (.invalidUTF8(line: 2, column: 1), "line 2, column 1: invalid UTF-8"),
            (.recordTooLong(line: 9, maximum: 16), "the record starting on line 9 is longer than 16 bytes"),
            (.lineTooLong(line: 9, maximum: 16), "line 9 is longer than 16 bytes"),
            (.readFailed(errno: 5), "could not read input (errno 5)"),
        ]
        for (error, text) in english { #expect(error.description == text) }
        let duplicate = CSVError.duplicateColumn(name: "a", column: 3).text
        #expect(duplicate.rendered(in: Words(.german)) == "Kopfspalte 3 wiederholt den Namen \"a\"")
        #expect(duplicate.rendered(in: Words(.simplifiedChinese)) == "表头第 3 列重复了名称 \"a\"")
        #expect(CSVError.wrongFieldCount(line: 3, expected: 2, found: 5).text.rendered(in: Words(.french))
                == "nombre de champs incorrect ligne 3 : 2 champs attendus comme dans l’en-tête, 5 trouvés")
    }

    @Test func knownKeysMapColumnsAndListTheRest() throws {
        try RecordFixture.withFile(Array("extra,email,name\nx,a@b.c,Ada\n".utf8)) { fd in
            var reader = CSVRecordReader(fileDescriptor: fd, knownKeys: ["name", "email", "tags"])
            let header = try reader.readHeader()
            #expect(header == ["extra", "email", "name"])
            #expect(reader.unknownColumns == ["extra"])
            var record = RawRecord()
            let first = try reader.next(into: &record)
            #expect(first)
            #expect(record.value(at: 0) == .string("Ada"))
            #expect(record.value(at: 1) == .string("a@b.c"))
            #expect(record.value(at: 2) == nil)
            #expect(record.kind(at: 1) == .string)
            #expect(record.withUTF8(at: 1) { String(decoding: $0, as: UTF8.self) } == "a@b.c")
            #expect(record.value(forKey: "extra") == nil)
            #expect(record.unknownKeys == ["extra"])
            let more = try reader.next(into: &record)
            #expect(!more)
        }
        try RecordFixture.withFile(Array("k,v\n1,2\n".utf8)) { fd in
            var reader = CSVRecordReader(fileDescriptor: fd)
            var record = RawRecord()
            let first = try reader.next(into: &record)
            #expect(first)
            #expect(record.value(forKey: "v") == .string("2"))
            #expect(record.keys == ["k", "v"])
        }
    }

    /// Writes a table the RFC 4180 way, quoting when needed.
    private static func encode(_ rows: [[String]], crlf: Bool) -> String {
        rows.map { row in
            row.map { cell in
                cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
                    ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
            }.joined(separator: ",")
        }.joined(separator: crlf ? "\r\n" : "\n") + (crlf ? "\r\n" : "\n")
    }

    @Test func randomTablesRoundTripWithAnyBufferSize() throws {
        var random = SplitMix64(state: 99)
        let pieces = ["a", "b", ",", "\"", "\n", "\r\n", " ", "é", "😀", "\"\"", "xyz"]
        for round in 0..<200 {
            let columns = Int.random(in: 1...4, using: &random)
            let header = (0..<columns).map { "c\($0)" }
            let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (0..<columns).map { _ in
                    (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                }
            }
            // A single empty cell would be a blank line, which is skipped.
            let data = rows.filter { $0 != [""] }
            let text = Self.encode([header] + data, crlf: Bool.random(using: &random))
            let bufferSize = Int.random(in: 1...16, using: &random)
            let outcome = try read(text, bufferSize: bufferSize)
            #expect(outcome.errors.isEmpty, "round \(round)")
            #expect(outcome.header == header, "round \(round)")
            #expect(outcome.rows == data, "round \(round): \(text.debugDescription)")
        }
    }
}
