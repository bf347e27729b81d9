import Foundation
import Testing
@testable import FormCore

/// Multi-line text fields: how their text is stored, read line by line, measured, checked
/// in form files and kept in drafts.
@Suite struct MultilineTextTests {
    private func field(_ keys: String = "") throws -> FieldDefinition {
        try loadForm("title: T\nfields:\n  - {id: note, type: text, multiline: true\(keys)}\n").fields[0]
    }

    @Test(arguments: [
        ("one line", "one line"),
        ("a\nb", "a\nb"),
        ("a\r\nb\r\n", "a\nb"),
        ("a\rb", "a\nb"),
        ("\n\n  indented\n\nlast  \n\n", "  indented\n\nlast"),
        (" \t\n \r\n", ""),
        ("a\n\n\nb", "a\n\n\nb"),
        ("\r\r\nx", "x"),
    ])
    func textIsStoredWithLFAndTrimmedEnds(input: String, stored: String) {
        #expect(MultilineText.normalised(input) == stored)
        #expect(MultilineText.normalised(stored) == stored)   // idempotent: a draft or default reads back the same
    }

    @Test func linesAndSummary() {
        #expect(MultilineText.lineCount("") == 0)
        #expect(MultilineText.lineCount("a") == 1)
        #expect(MultilineText.lineCount("a\n\nb") == 3)
        #expect(MultilineText.summary("Call Bob") == "Call Bob")
        #expect(MultilineText.summary("Call Bob\nthen Ann\n.") == "Call Bob (3 lines)")
        #expect(MultilineText.summary("\nsecond") == " (2 lines)")
    }

    @Test func theReaderStopsAtALoneDotAndUndoublesLeadingDots() {
        var reader = MultilineText.Reader()
        #expect(reader.isEmpty)
        do { let done = reader.add("Call Bob"); #expect(done == false) }
        do { let done = reader.add(""); #expect(done == false) }
        do { let done = reader.add("..then Ann"); #expect(done == false) }
        do { let done = reader.add(".."); #expect(done == false) }
        do { let done = reader.add(" ."); #expect(done == false) }
        do { let done = reader.add("."); #expect(done) }
        #expect(reader.text == "Call Bob\n\n.then Ann\n.\n .")
        do { let done = reader.add("more"); #expect(done) }   // complete: further lines are not taken
        #expect(reader.text == "Call Bob\n\n.then Ann\n.\n .")
    }

    @Test func aBlankFirstLineIsTheWholeAnswer() {
        var reader = MultilineText.Reader()
        do { let done = reader.add("  "); #expect(done) }
        #expect(reader.text == "")
        var dot = MultilineText.Reader()
        do { let done = dot.add("."); #expect(done) }
        #expect(dot.text == "")
    }

    @Test func pipedLinesReadBackExactly() {
        for text in ["a", "a\n.b\n\nc", ".", "..", "x\n."] {
            var reader = MultilineText.Reader()
            var done = false
            for line in MultilineText.pipedLines(text) where !done { done = reader.add(line) }
            #expect(done)
            #expect(reader.text == text)
        }
    }

    @Test func lengthCountsTheWholeTextEachLineBreakOne() throws {
        let v = FieldValidator(field: try field(", minLength: 5, maxLength: 7"), today: today)
        #expect(failure(v.value(from: "ab\ncd"))?.message == nil)          // 5 characters
        #expect(failure(v.value(from: "ab\r\ncd\r\n"))?.message == nil)    // CR LF is one line break
        #expect(failure(v.value(from: "ab\ncd\nef"))?.message == "must be at most 7 characters")
        #expect(failure(v.value(from: "ab\nc"))?.message == "must be at least 5 characters")
        #expect(failure(v.value(from: "abc\né\u{301}f"))?.message == nil)   // é + combining accent is one character
        #expect(try v.value(from: "\n\nab\ncd\n\n").get() == .text("ab\ncd"))
        #expect(try v.value(from: " \n ").get() == nil)
    }

    @Test func theBytePathLeavesMultiLineTextToTheStringPath() throws {
        let v = FieldValidator(field: try field(), today: today)
        let check = Array("a\r\nb".utf8).withUnsafeBufferPointer { v.check(utf8: $0) }
        guard case .needsString = check else { Issue.record("expected needsString, got \(check)"); return }
    }

    @Test func theParserReadsMultiline() throws {
        #expect(try field().multiline)
        #expect(try loadForm("title: T\nfields:\n  - {id: a, type: text}\n").fields[0].multiline == false)
        let blockDefault = try loadForm("title: T\nfields:\n  - id: a\n    type: text\n    multiline: true\n    default: |\n      Hello\n      there\n")
        #expect(FieldValidator(field: blockDefault.fields[0], today: today).defaultValue == .text("Hello\nthere"))
    }

    @Test func checkRefusesMultilineElsewhereAndWithAPattern() {
        func problems(_ field: String) -> [String] {
            diagnostics("title: T\nfields:\n  - \(field)\n").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        #expect(problems("{id: a, type: secret, multiline: true}") == ["3:27 'multiline' does not apply to secret fields"])
        #expect(problems("{id: a, type: choice, choices: [x], multiline: true}") == ["3:41 'multiline' does not apply to choice fields"])
        #expect(problems("{id: a, type: text, multiline: yes}") == ["3:36 'multiline' must be true or false, found 'yes'"])
        #expect(problems("{id: a, type: text, multiline: true, pattern: '^a'}") == ["3:42 'pattern' does not apply to multi-line text fields"])
        #expect(problems("{id: a, type: text, multiline: false, pattern: '^a'}") == [])
    }

    @Test func aSessionStoresTheLinesAndDraftsKeepThem() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: note, type: text, multiline: true, required: true}\n  - {id: after, type: text}\n")
        let session = FormSession(form: form, today: today)
        session.start()
        #expect(failure(session.answer(" \n "))?.message == "is required")
        session.answer("first\r\nsecond\r\n")
        #expect(session.values["note"] == .text("first\nsecond"))
        let data = try JSONEncoder().encode(session.draft())
        let draft = try JSONDecoder().decode(SessionDraft.self, from: data)
        let resumed = FormSession(form: form, today: today)
        _ = resumed.resume(from: draft)
        #expect(resumed.values["note"] == .text("first\nsecond"))
        #expect(resumed.answer("").isSuccess)   // a blank answer keeps the lines
        #expect(resumed.values["note"] == .text("first\nsecond"))
    }
}

extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}
