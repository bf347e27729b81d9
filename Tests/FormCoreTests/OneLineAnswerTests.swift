import Foundation
import Testing
import TestSupport
@testable import FormCore
@testable import FormPatterns

/// An answer on one line (every kind but multi-line text and lists) never holds a line
/// break, whoever gives it: typed, given up front, a record, a draft, a default.
@Suite struct OneLineAnswerTests {
    /// Every line break `LineBreaks` knows, and CR LF.
    static let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    static var form: String { get throws { try Fixtures.form("one-line-every-kind") } }

    /// A good one-line answer for each field.
    static let good: [String: String] = [
        "title": "Plan", "pass": "pw", "note": "a", "where": "/tmp/plan.yaml", "count": "42", "due": "2026-12-01",
        "colour": "green", "tags": "a, b", "ok": "yes", "rows": "Call Bob",
    ]

    private func message(_ field: FieldDefinition, _ text: String) -> String? {
        failure(FieldValidator(field: field, today: today).value(from: text))?.message
    }

    @Test func everyOneLineKindRefusesALineBreakInside() throws {
        let form = try loadForm(Self.form)
        for field in form.fields where field.takesOneLine {
            let answer = Self.good[field.id]!
            for lineBreak in Self.breaks {
                let text = String(answer.prefix(1)) + lineBreak + answer.dropFirst()
                let expected = field.kind == .text
                    ? "takes one line; this answer holds a line break (write it on one line, or make the field 'multiline: true' to allow several lines)"
                    : "takes one line; this answer holds a line break (write it on one line)"
                #expect(message(field, text) == expected, "\(field.id): \(text.debugDescription)")
            }
            #expect(message(field, answer) == nil, "\(field.id)")
        }
    }

    @Test func aLineBreakAtTheEndsIsTrimmedExceptInASecret() throws {
        let form = try loadForm(Self.form)
        for field in form.fields where field.takesOneLine {
            for lineBreak in Self.breaks {
                let text = lineBreak + Self.good[field.id]! + lineBreak
                if field.kind == .secret {
                    #expect(message(field, text) != nil, "\(text.debugDescription)")
                } else {
                    #expect(message(field, text) == nil, "\(field.id): \(text.debugDescription)")
                }
            }
        }
    }

    @Test func multilineTextAndListsKeepTheirLines() throws {
        let form = try loadForm(Self.form)
        let note = try #require(form.field("note")), rows = try #require(form.field("rows"))
        #expect(!note.takesOneLine && !rows.takesOneLine)
        #expect(try FieldValidator(field: note, today: today).value(from: "a\r\nb").get() == .text("a\nb"))
        #expect(try FieldValidator(field: rows, today: today).value(from: "a\r\nb").get() == .list(["a", "b"]))
        // A row is one line: a lone CR (not a row separator) or U+2028 in it is refused.
        let list = FieldValidator(field: rows, today: today)
        #expect(failure(list.value(from: "a\nb\rc"))?.message == "row 2 holds a line break; a row is one line (give each line as a row of its own)")
        #expect(list.validateRow("b\u{2028}c")?.message == "takes one line per row; this row holds a line break (give each line as a row of its own)")
        #expect(list.validate(.list(["a", "b\u{0B}c"]))?.message == "row 2 holds a line break; a row is one line (give each line as a row of its own)")
    }

    /// The byte path of `fill` (ASCII text, secret, choice, confirm, number) says exactly
    /// what `value(from:)` says, line breaks or not; a tab is not a line break.
    @Test func theBytePathAgreesWithTheStringPath() throws {
        let form = try loadForm(Self.form)
        var random = SplitMix64(state: 0x11E)
        // Line breaks and tabs (the byte path leaves them to `value(from:)`), and printable
        // ASCII that keeps the byte path: both paths must then give the same value.
        let asciiBreaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\t", " ", "x", "-", "0", ".", ",", "Y"]
        var compared = 0
        for field in form.fields {
            let validator = FieldValidator(field: field, today: today)
            let answer = Self.good[field.id]!
            for _ in 0..<60 {
                var text = answer
                for _ in 0...(random.next() % 2) {
                    let at = text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(text.count + 1)))
                    text.insert(contentsOf: asciiBreaks[Int(random.next() % UInt64(asciiBreaks.count))], at: at)
                }
                let byString = validator.value(from: text)
                let bytes = Array(text.utf8)
                let byBytes = bytes.withUnsafeBufferPointer { validator.check(utf8: $0) }
                switch byBytes {
                case .failure(let failure): #expect(failure == FormCoreTests.failure(byString), "\(field.id): \(text.debugDescription)")
                case .needsString: break
                case .empty: #expect((try? byString.get()) == .some(nil), "\(field.id): \(text.debugDescription)")
                case .text(let accepted):
                    compared += 1
                    #expect((try? byString.get()) == .some(.text(String(decoding: accepted, as: UTF8.self))), "\(field.id): \(text.debugDescription)")
                case .choice(let index):
                    compared += 1
                    #expect((try? byString.get()) == .some(.text(field.choices[index])), "\(field.id): \(text.debugDescription)")
                case .bool(let flag):
                    compared += 1
                    #expect((try? byString.get()) == .some(.bool(flag)), "\(field.id): \(text.debugDescription)")
                case .number(let number):
                    compared += 1
                    #expect((try? byString.get()) == .some(.number(number)), "\(field.id): \(text.debugDescription)")
                }
            }
        }
        #expect(compared > 50, "too few answers kept the byte path: \(compared)")
    }

    /// The session refocuses the field like any refused answer, and a given answer is
    /// refused the same way; a draft's value holding a line break is focused with the message.
    @Test func theSessionRefusesAndRefocuses() throws {
        let form = try loadForm(Self.form)
        let session = FormSession(form: form, today: today)
        session.start()
        #expect(session.focus.value?.fieldID == "title")
        #expect(failure(session.answer("a\u{2028}b"))?.field == "title")
        #expect(session.focus.value?.fieldID == "title")
        #expect(session.message?.message.hasPrefix("takes one line") == true)

        let given = FormSession(form: form, today: today)
        let failures = given.give(["title": "a\nb", "colour": "red\nblue", "note": "a\nb"])
        #expect(failures.map(\.field) == ["title", "colour"])

        var draft = SessionDraft(values: ["title": .text("one\rtwo")], answered: ["title"], focusedField: "ok")
        draft.fields = ["title": .text]
        let resumed = FormSession(form: form, today: today)
        let report = resumed.resume(from: draft)
        #expect(report.failure?.field == "title")
        // The secret the draft could not keep is asked first (issue 35 item 1); the answer
        // that no longer fits is not taken, so the flow asks it again.
        #expect(resumed.focus.value?.fieldID == "pass")
        #expect(!resumed.isAnswered("title"))
    }

    /// The form schema states the rule with `LineBreaks`' patterns, and the patterns say what
    /// `value(from:)` decides (ICU's regular expressions, close to the schema's ECMA-262 ones).
    @Test func theSchemaPatternsAreTheRule() throws {
        let schema = try ReferenceDocTests.schema()
        #expect(ReferenceDocTests.object(schema, at: ["$defs", "oneLine", "not"])?["pattern"] as? String == LineBreaks.schemaPattern)
        #expect(ReferenceDocTests.object(schema, at: ["$defs", "oneLineAnswer", "not"])?["pattern"] as? String == LineBreaks.schemaPatternInside)
        let any = try NSRegularExpression(pattern: LineBreaks.schemaPattern)
        let inside = try NSRegularExpression(pattern: LineBreaks.schemaPatternInside)
        func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        var random = SplitMix64(state: 0x5C4E)
        let pieces = ["a", "é", " ", "\t", "\u{A0}", "\u{2003}", "\u{FEFF}"] + Self.breaks
        for _ in 0..<500 {
            let text = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(matches(any, text) == LineBreaks.contains(text), "\(text.debugDescription)")
            #expect(matches(inside, text) == LineBreaks.contains(AnswerText.trimmed(text)), "\(text.debugDescription)")
        }
    }

    /// `check` refuses a one-line field's default or choice holding a line break, where it is.
    @Test func checkRefusesLineBreaksInDefaultsAndChoices() {
        let problems = diagnostics("""
            title: T
            fields:
              - {id: title, type: text, default: "a\\nb"}
              - {id: note, type: text, multiline: true, default: "a\\nb"}
              - {id: trailing, type: text, default: "ok\\n"}
              - {id: colour, type: choice, choices: [red, "gr\\u2028een"]}
              - id: size
                type: choice
                choices: [{value: s, label: "Sm\\rall"}, m]
            """)
        let errors = problems.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "the default of 'title' is not a valid answer: it takes one line; this answer holds a line break (write it on one line, or make the field 'multiline: true' to allow several lines)",
            "choice 2 of field 'colour' holds a line break; a choice is one line",
            "the label of choice 1 of field 'size' holds a line break; a choice is one line",
        ])
        #expect(errors.map { [$0.location.line, $0.location.column] } == [[3, 38], [6, 47], [9, 33]])
    }
}

/// "must be one of" names every choice of a short list; a long one says how many, the
/// closest few, and where to see them all.
@Suite struct ChoiceMessageTests {
    @Test func aShortListIsNamedInFull() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: c, type: choice, choices: [red, green, {value: b, label: Blue}]}\n")
        let validator = FieldValidator(field: form.fields[0], today: today)
        #expect(failure(validator.value(from: "pink"))?.message == "must be one of: red, green, Blue (b)")
    }

    @Test func aLongListNamesTheClosest() throws {
        let form = try repoForm("profile")
        let country = try #require(form.field("country"))
        #expect(country.choices.count > FieldDefinition.choicesNamedInFull)
        let validator = FieldValidator(field: country, today: today)
        let all = "'formline describe FORM' lists them all"
        #expect(failure(validator.value(from: "germny"))?.message == "must be one of 54 choices; the closest: Germany (DE); \(all)")
        #expect(failure(validator.value(from: "south"))?.message == "must be one of 54 choices; the closest: South Africa (ZA), South Korea (KR); \(all)")
        #expect(failure(validator.value(from: "qqqqqq"))?.message == "must be one of 54 choices, none close to the answer; \(all)")
        let message = try #require(failure(validator.value(from: "a"))?.message)
        #expect(message.split(separator: ":")[1].split(separator: ",").count == 5, "\(message)")
    }

    @Test func multipleChoicesAndDefaultsSayTheSame() throws {
        let choices = (1...12).map { "item\($0)" }.joined(separator: ", ")
        let form = try loadForm("title: T\nfields:\n  - {id: c, type: choice, multiple: true, choices: [\(choices)]}\n")
        let validator = FieldValidator(field: form.fields[0], today: today)
        let said = try #require(failure(validator.value(from: "item1, itme2"))?.message)
        // The byte path (fill, a single choice of ASCII words) says what the `String` path says.
        let single = try loadForm("title: T\nfields:\n  - {id: c, type: choice, choices: [\(choices)]}\n")
        let one = FieldValidator(field: single.fields[0], today: today)
        let byBytes = Array("itme2".utf8).withUnsafeBufferPointer { one.check(utf8: $0) }
        guard case .failure(let byteFailure) = byBytes else { Issue.record("\(byBytes)"); return }
        #expect(byteFailure == failure(one.value(from: "itme2")))
        #expect(byteFailure.message.hasPrefix("must be one of 12 choices; the closest: item2, item12;"), "\(byteFailure.message)")
        #expect(said.hasPrefix("'itme2' is not one of 12 choices; the closest: item2"), "\(said)")
        let problems = diagnostics("title: T\nfields:\n  - {id: c, type: choice, multiple: true, default: [item13x], choices: [\(choices)]}\n")
        #expect(problems.contains { $0.message.contains("lists 'item13x', which is not one of 12 choices; the closest: item10, item11, item12;") })
    }

    /// `check` names a default's unknown item on one line (its line break escaped), so the
    /// diagnostic's source line and caret stay in place; a list's row reads "its row 1 …".
    @Test func checkEchoesADefaultOnOneLine() {
        let choice = diagnostics("title: T\nfields:\n  - {id: c, type: choice, multiple: true, default: [\"news\\n\", \"a\\u2028b\"], choices: [news, jobs]}\n")
        #expect(choice.contains { $0.message.contains(#"lists 'news\n', which is not one of: news, jobs"#) }, "\(choice)")
        #expect(!choice.contains { LineBreaks.contains($0.message) })
        // The one escaper (TerminalSafeText) writes every line break visibly.
        #expect(TerminalSafeText.escape("a\u{2028}b\r\nc\u{0B}") == #"a\u{2028}b\r\nc\u{b}"#)
        let list = diagnostics("title: T\nfields:\n  - {id: rows, type: list, default: [ok, \"a\\nb\"]}\n")
        #expect(list.contains { $0.message.hasSuffix("is not a valid answer: its row 2 holds a line break; a row is one line (give each line as a row of its own)") }, "\(list)")
    }

    @Test func nearestRanksPrefixThenContainsThenEdits() {
        let spellings = [["AT", "Austria"], ["AU", "Australia"], ["FR", "France"], ["XA", "Saustralia"]]
        #expect(Suggestions.nearest(to: "frnace", among: spellings, limit: 5) == [2])
        // Saustralia is two edits away: close for a word of ten letters.
        #expect(Suggestions.nearest(to: "austrlia", among: spellings, limit: 5) == [0, 1, 3])
        #expect(Suggestions.nearest(to: "aus", among: spellings, limit: 5) == [0, 1, 3])
        #expect(Suggestions.nearest(to: "aus", among: spellings, limit: 1) == [0])
        #expect(Suggestions.nearest(to: "", among: spellings, limit: 5) == [])
    }
}

/// The pattern engine's line terminators (`.`, `$`, `(?m)`) are `LineBreaks`' line breaks.
@Suite struct PatternLineTerminatorTests {
    @Test func dotExcludesExactlyTheLineBreaks() {
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let isBreak = LineBreaks.isLineBreak(Unicode.Scalar(value)!)
            if ScalarSet.anyExceptLineTerminator.contains(value) == isBreak || ScalarSet.isLineTerminator(value) != isBreak {
                Issue.record("U+\(String(value, radix: 16))")
                return
            }
            if isBreak { #expect(value <= LineBreaks.highestLineBreak) }
        }
    }
}
