import Testing
@testable import FormCore
@testable import FormRecords
import TestSupport

/// Records and a form filled in by a person agree: the same answers, or the same field
/// refocused with the same message on submit.
@Suite struct RecordSessionAgreementTests {
    /// Candidate answers per field id; nil stands for a missing key.
    private static let candidates: [String: [String?]] = [
        "username": [nil, "ada", "  ada  ", "a", "ad a", "Ada.L_1-x", String(repeating: "u", count: 33), "ädä", " ", "\t \t", ""],
        "password": [nil, "correct horse", "short", " spaced pass ", "pässwörd-ü", "a\r\nbcdefg", "abcdefgh", "", "   "],
        "remember": [nil, "yes", "NO", "maybe", "1", "On", "  ", "", " \t"],
        "email": [nil, "ada@example.com", "ada@", "a b@c.d", "ädä@exämple.com", ""],
        "confirm": [nil, "secret-one", "secret-two", "correct horse", ""],
        "displayName": [nil, "Ada", String(repeating: "x", count: 41), "日本語", "  "],
        "age": [nil, "36", "7", "36.5", "abc", "131", "1e2", " ", ""],
        "newsletter": [nil, "yes", "no", "true", "nope", "  ", ""],
        "frequency": [nil, "weekly", "MONTHLY", "daily", "Once a month", "every WEEK", " once a MONTH ", "Every", " ", ""],
        "topics": [nil, "events", "JOBS, tips", #""Tips, tricks & tutorials", jobs"#, "Tips, tricks & tutorials", "sports",
                   "releases, events, tips, jobs", "jobs, jobs", " ", ""],
        "firstName": [nil, "Ada", "", String(repeating: "é", count: 51)],
        "lastName": [nil, "Lovelace", "\t", "   "],
        "handle": [nil, "ada", "Ada L", "", " ", String(repeating: "h", count: 41)],
        "list": [nil, "work", "WORK", "Garden", "shopping", "  ", ""],
        "notify": [nil, "no", "yes", "perhaps", "\t", ""],
        "title": [nil, "Plan", " ", ""],
        "attachment": [nil, "plan.yaml", " docs ", "missing.md", "~/notes.yaml", "~bob/x", "/dev/null", "a\u{0}b", "PLAN.YML", ""],
    ]

    @Test(arguments: ["login", "signup", "profile", "reminder-list", "new-task"])
    func recordsAgreeWithSubmittedSessions(name: String) throws {
        try agree(try repoForm(name), Self.candidates)
    }

    /// Computed defaults: a left-out field is computed from the record's other values, a
    /// hidden field reads as empty, and a condition may look at a computed value.
    @Test func computedDefaultsAgree() throws {
        let form = try loadForm(Fixtures.form("computed-defaults"))
        try agree(form, [
            "firstName": [nil, "Ada", "Grace", "", " ", "Zoë"],
            "lastName": [nil, "King", "Murray Hopper", "", "\t"],
            "nick": [nil, "al", "", "x y"],
            "email": [nil, "", " ", "ada.king@example.com", "Bad"],
            "work": [nil, "yes", "no", "maybe", ""],
        ])
    }

    /// Multi-line text: CR LF, trailing and leading line breaks, lone dots, lengths at the
    /// boundary (each line break one character), control characters and blank lines.
    @Test func multilineTextAgrees() throws {
        let form = try loadForm("""
            title: Notes
            fields:
              - {id: note, type: text, multiline: true, required: true, minLength: 3, maxLength: 10}
              - {id: more, type: text, multiline: true, default: "first\\nsecond"}
              - id: flag
                type: confirm
                when: {field: note, equals: "a\\nb\\nc"}
            """)
        try agree(form, [
            "note": [nil, "a\nb\nc", "a\r\nb\r\nc\r\n", "\n\na\nb\nc\n\n", "ab", "a\nb", "0123456789", "01234\n6789",
                     "01234\r\n67890", ".", "\n.\n", " \n\t\n", "", "a\u{1B}[31m\nb", "a\u{7}\n\u{7F}\tb", "x\n\n\ny", "\r\r\rab"],
            "more": [nil, "", " ", "x\ry", ".\n..", "  indented\n", String(repeating: "l\n", count: 50)],
            "flag": [nil, "yes", "no", "maybe", ""],
        ])
    }

    /// Line breaks of every kind (`LineBreaks`, and CR LF) dropped into good answers of every
    /// kind of field, inside and at the ends (fixed seed): a one-line field refuses one inside
    /// (the same message from `fill`'s byte and `String` paths as from a session), multi-line
    /// text and list rows keep what they may.
    @Test func lineBreaksAgree() throws {
        let form = try loadForm(OneLineAnswerTests.form)
        var random = SplitMix64(state: 0x1B2EA4)
        var candidates: [String: [String?]] = [:]
        for field in form.fields {
            let good = OneLineAnswerTests.good[field.id]!
            var pool: [String?] = [nil, good]
            for _ in 0..<16 {
                var text = good
                let lineBreak = OneLineAnswerTests.breaks.randomElement(using: &random)!
                // A list's rows are split at "\n" by the session side of this test: no CR LF there.
                if field.kind == .list, lineBreak == "\r\n" { continue }
                let at = text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(text.count + 1)))
                text.insert(contentsOf: lineBreak, at: at)
                pool.append(text)
            }
            candidates[field.id] = pool
        }
        try agree(form, candidates)
    }

    static var multipleChoiceForm: String { get throws { try Fixtures.form("multiple-choice-topics") } }

    /// Hostile multiple choice answers: labels, case, quotes, commas, unknown items,
    /// repeats, blanks, too few and too many.
    static let multipleChoiceCandidates: [String: [String?]] = [
        "topics": [nil, "releases", "RELEASES, tips", "new releases,events", #""Tips, tricks""#, #""tips, TRICKS", events"#,
                   "Tips, tricks", "events, events, EVENTS", "releases, events, tips", "sports", #""unclosed"#,
                   #""tips" x, events"#, #""Say ""hi""""#, #"say "hi""#, ",,events,,", " , ", "", "  ", "quote,events"],
        "extra": [nil, "x", ""],
        "days": [nil, "mon", "TUE , mon", #""a, b""#, "a, b", "", " ", "wed", "mon,tue,mon"],
    ]

    @Test func multipleChoicesAgree() throws {
        try agree(try loadForm(Self.multipleChoiceForm), Self.multipleChoiceCandidates)
    }

    /// A JSON array gives one choice per item: the same as the line `ChoiceItems.join`
    /// writes, in a record and in a session.
    @Test func multipleChoiceArraysAgreeWithTheirLine() throws {
        let form = try loadForm(Self.multipleChoiceForm)
        var validator = RecordValidator(form: form, today: today)
        let arrays: [[String]] = [["Tips, tricks"], ["tips", "EVENTS"], ["events", "events"], [#"Say "hi""#], [" ", ""],
                                  ["releases", "events", "tips"], ["sports"], ["a, b"], [], ["ev\nents"], ["tips", "a\rb"]]
        for items in arrays {
            let line = ChoiceItems.join(items.map(AnswerText.trimmed).filter { !$0.isEmpty })
            let byArray = check(&validator, ["topics": .array(items), "days": .array(["a, b"])])
            let byLine = check(&validator, ["topics": .string(line), "days": .string(#""a, b""#)])
            #expect(byArray == byLine, "\(items)")
            #expect(byLine == sessionOutcome(form, ["topics": line, "days": #""a, b""#]), "\(items)")
            // Given as items (not the trimmed line), up front: the same again.
            #expect(byArray == givenOutcome(form, ["topics": .items(items), "days": .items(["a, b"])]), "\(items)")
        }
    }

    /// The same JSON array means the same answer in a `fill` record, given up front
    /// (`--answers`, `--set`: `FormSession.give(inputs:)`) and in a draft resumed: items and
    /// rows, generated with line breaks inside and around them, are never joined and split.
    @Test func arraysAgreeInRecordsGivenAnswersAndDrafts() throws {
        let form = try loadForm(Self.multipleChoiceForm + """

              - {id: tags, type: list, maxItems: 3}
            """)
        var validator = RecordValidator(form: form, today: today)
        var generator = SplitMix64(state: 0xA77A)
        let pieces = ["tips", "EVENTS", "releases", "a, b", "sports", "x", " ", "", "\n", "\r\n", "\r", "\u{2028}", "\t"]
        func piece() -> String { pieces[Int(generator.next() % UInt64(pieces.count))] }
        for _ in 0..<300 {
            let items = (0..<Int(generator.next() % 4)).map { _ in (0..<Int(1 + generator.next() % 3)).map { _ in piece() }.joined() }
            let id = generator.next() % 2 == 0 ? "topics" : "tags"
            var record: [String: TestValue] = [id: .array(items), "days": .array(["mon"])]
            var inputs: [String: AnswerInput] = [id: .items(items), "days": .items(["mon"])]
            var draft: [String: FieldValue] = [id: .list(items), "days": .list(["mon"])]
            if id == "tags" {
                record["topics"] = .array(["tips"])
                inputs["topics"] = .items(["tips"])
                draft["topics"] = .list(["tips"])
            }
            let byRecord = check(&validator, record)
            #expect(byRecord == givenOutcome(form, inputs), "\(id): \(items)")
            // A draft's empty answer is one a person cleared (the session saved it): not
            // the record's "nothing given", which keeps the default.
            if !FieldValidator.trimmedItems(items).isEmpty {
                #expect(byRecord == draftOutcome(form, draft), "\(id): \(items)")
            }
        }
    }

    /// A list row holding a line break is refused given up front and from a draft, as in a
    /// record: never split into two rows.
    @Test func aListRowWithALineBreakIsRefusedFromEverySource() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: tags, type: list}\n")
        var validator = RecordValidator(form: form, today: today)
        for row in ["a\nb", "a\r\nb", "a\rb"] {
            let byRecord = check(&validator, ["tags": .array([row])])
            guard case .failure(let failure) = byRecord else { Issue.record("\(byRecord)"); continue }
            #expect(failure.message.hasPrefix("row 1 holds a line break"), "\(failure.message)")
            #expect(givenOutcome(form, ["tags": .items([row])]) == byRecord)
            #expect(draftOutcome(form, ["tags": .list([row])]) == byRecord)
        }
    }

    /// Every Unicode white space character (`AnswerText`), alone, around good answers and
    /// carrying a mark (a combining acute, an enclosing circle, a variation selector, ZERO
    /// WIDTH JOINER, a spacing mark), to a field of every kind: a record (`fill`'s byte and
    /// `String` paths), answers given up front (`--set`, `--answers`, `FORMLINE_ANSWER_*`),
    /// a person typing and a draft resumed come to the same answers or the same refusal.
    @Test(arguments: AnswerTextAgreement.whiteSpace)
    func everyWhiteSpaceAndMarkAgrees(space: Unicode.Scalar) throws {
        let form = try loadForm(AnswerTextAgreement.form)
        var validator = RecordValidator(form: form, today: today)
        let w = String(space)
        for field in form.fields {
            let good = AnswerTextAgreement.good[field.id]!
            var pool = [w, w + w, w + good + w, good + w]
            for mark in AnswerTextAgreement.marks {
                pool += [w + mark, mark, w + mark + good + w + mark, good + mark + w, w + mark + w + good]
            }
            for text in pool {
                var record = AnswerTextAgreement.others(than: field.id)
                record[field.id] = text
                let byRecord = check(&validator, record.mapValues { TestValue.string($0) })
                let described = "\(field.id) = \(text.unicodeScalars.map { String($0.value, radix: 16) })"
                #expect(byRecord == check(&validator, record.mapValues { TestValue.string($0) }, markingPlain: true), "\(described)")
                // A date is typed into its date step, which `sessionOutcome` does not drive.
                if field.kind != .date { #expect(byRecord == sessionOutcome(form, record), "typed: \(described)") }
                #expect(byRecord == givenOutcome(form, record.mapValues(AnswerInput.text)), "given: \(described)")
            }
        }
    }

    /// The measured divergence: a space and a combining acute to a required text field is no
    /// answer on every path ("is required"), never a stored lone mark.
    @Test func aSpaceWithACombiningMarkIsBlankEverywhere() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: name, type: text, required: true}\n")
        var validator = RecordValidator(form: form, today: today)
        let required = Result<String, ValidationFailure>.failure(ValidationFailure(field: "name", message: "is required"))
        for text in [" \u{301}", "\t\u{301}", "\u{301}", " \u{301} \u{20DD}\u{3000}"] {
            #expect(check(&validator, ["name": .string(text)]) == required)
            #expect(sessionOutcome(form, ["name": text]) == required)
            #expect(givenOutcome(form, ["name": .text(text)]) == required)
            #expect(AnswerText.isBlank(text) && AnswerText.trimmed(text).isEmpty)
        }
        // A mark on a letter stays with it, at the end of an answer too.
        #expect(check(&validator, ["name": .string(" cafe\u{301} ")]) == .success(#"{"name":"cafe\#u{301}"}"#))
        #expect(givenOutcome(form, ["name": .text(" cafe\u{301}\u{2003}")]) == .success(#"{"name":"cafe\#u{301}"}"#))
    }

    /// An answer over `InputLimits.maximumAnswerBytes` is refused with the same words by a
    /// record (ASCII: the byte path; not ASCII: the `String` path), typed, given up front and
    /// from a draft (a draft written before the limit was enforced everywhere); one at the limit is fine. White space is no exception: too long is too long.
    @Test func overTheLimitIsRefusedEverywhere() throws {
        let form = try loadForm("""
            title: T
            fields:
              - {id: name, type: text}
              - {id: note, type: text, multiline: true}
              - {id: pass, type: secret}
            """)
        var validator = RecordValidator(form: form, today: today)
        let limit = InputLimits.maximumAnswerBytes
        for id in ["name", "note", "pass"] {
            let tooLong = Result<String, ValidationFailure>.failure(ValidationFailure(field: id, message: AnswerText.tooLongMessage))
            for text in [String(repeating: "a", count: limit + 1), String(repeating: "é", count: limit / 2 + 1),
                         "a" + String(repeating: " ", count: limit), String(repeating: "a", count: 2 << 20)] {
                #expect(check(&validator, [id: .string(text)]) == tooLong, "\(id) \(text.utf8.count)")
                #expect(check(&validator, [id: .string(text)], markingPlain: true) == tooLong, "\(id) \(text.utf8.count)")
                #expect(sessionOutcome(form, [id: text]) == tooLong, "\(id) \(text.utf8.count)")
                #expect(givenOutcome(form, [id: .text(text)]) == tooLong, "\(id) \(text.utf8.count)")
                if id != "pass" {  // a draft never holds a secret
                    #expect(draftOutcome(form, [id: .text(text)]) == tooLong, "\(id) \(text.utf8.count)")
                }
            }
            let atLimit = String(repeating: "a", count: limit)
            guard case .success(let json) = check(&validator, [id: .string(atLimit)]) else { Issue.record("\(id) at the limit"); continue }
            #expect(givenOutcome(form, [id: .text(atLimit)]) == .success(json))
            #expect(sessionOutcome(form, [id: atLimit]) == .success(json))
        }
    }

    /// What answers given up front come to: the session's first failure, else its submit.
    private func givenOutcome(_ form: FormDefinition, _ inputs: [String: AnswerInput]) -> Result<String, ValidationFailure> {
        let session = FormSession(form: form, today: today)
        if let failure = session.give(inputs: inputs).first { return .failure(failure) }
        if let failure = session.acceptCurrentValues().first { return .failure(failure) }
        return session.submit().map { AnswerJSON.encode($0) }
    }

    /// What a draft holding `values` comes to once resumed and its answers accepted.
    private func draftOutcome(_ form: FormDefinition, _ values: [String: FieldValue]) -> Result<String, ValidationFailure> {
        let session = FormSession(form: form, today: today)
        let report = session.resume(from: SessionDraft(values: values, answered: Array(values.keys), focusedField: nil))
        if let failure = report.failure { return .failure(failure) }
        if let failure = session.acceptCurrentValues().first { return .failure(failure) }
        return session.submit().map { AnswerJSON.encode($0) }
    }

    private func agree(_ form: FormDefinition, _ candidates: [String: [String?]]) throws {
        var validator = RecordValidator(form: form, today: today, paths: FakePathProbe())
        var generator = SplitMix64(state: 0x5EED)
        for _ in 0..<400 {
            var record: [String: String] = [:]
            for field in form.fields {
                let pool = candidates[field.id] ?? [nil]
                if let text = pool[Int(generator.next() % UInt64(pool.count))] { record[field.id] = text }
            }
            if form.fields.contains(where: { $0.id == "reminders" }) {
                record["reminders"] = ["Call Bob", "", "x", String(repeating: "r", count: 201)][Int(generator.next() % 4)]
            }
            let expected = sessionOutcome(form, record)
            let actual = check(&validator, record.mapValues { TestValue.string($0) })
            #expect(actual == expected, "record \(record)")
        }
    }

    /// What a person typing the same answers gets: each visible field focused in turn and
    /// its text kept, or a blank answer entered (the session's policy: it keeps the
    /// default), then submit.
    private func sessionOutcome(_ form: FormDefinition, _ record: [String: String]) -> Result<String, ValidationFailure> {
        let session = FormSession(form: form, today: today, paths: FakePathProbe())
        session.start()
        for field in form.fields {
            // A computed default is computed as focus reaches its field, as it does for a
            // person going through the form; a record leaving the field out takes it.
            if record[field.id] == nil, field.computedDefault != nil, session.isVisible(field.id) {
                session.focusField(field.id)
            }
            guard let text = record[field.id], session.isVisible(field.id) else { continue }
            let blank = field.kind == .secret ? text.isEmpty : AnswerText.isBlank(text)
            session.focusField(field.id)
            if blank, field.kind != .list {
                // Enter on a blank line; a refused one (required, nothing to keep) stays for submit.
                _ = session.answer(text)
                continue
            }
            if field.kind == .list {
                // A refused row keeps focus with its text; a person would stop there.
                let refused = text.split(separator: "\n").contains { row in
                    if case .failure = session.answer(String(row)) { return true }
                    return false
                }
                if !refused { session.answer("") }
            } else {
                session.next(keeping: text)
                if session.focus.value?.fieldID == field.id { session.focusField(form.fields[0].id, keeping: text) }
            }
        }
        return session.submit().map { AnswerJSON.encode($0) }
    }
}

/// Generated inputs for `everyWhiteSpaceAndMarkAgrees`.
enum AnswerTextAgreement {
    /// Unicode's White_Space scalars, every one; and two that are not white space (ZERO WIDTH
    /// SPACE, the byte-order mark), which stay in an answer.
    static let whiteSpace: [Unicode.Scalar] = ([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680]
        + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0x200B, 0xFEFF]).map { Unicode.Scalar($0)! }

    /// Marks Unicode attaches to the character before them.
    static let marks = ["\u{301}", "\u{20DD}", "\u{FE0F}", "\u{200D}", "\u{93F}"]

    static var form: String { get throws { try Fixtures.form("every-kind") } }

    static let good = ["name": "Ada", "code": "abc", "age": "36", "ok": "yes", "size": "large", "day": "2026-05-04",
                       "pass": "pw", "story": "Once", "topics": "news, jobs"]

    /// Good answers to every field but `id` (and the date, left to its step).
    static func others(than id: String) -> [String: String] {
        good.filter { $0.key != id && $0.key != "day" }
    }
}
