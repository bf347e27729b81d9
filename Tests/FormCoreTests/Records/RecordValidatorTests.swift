import Testing
@testable import FormCore
@testable import FormRecords

@Suite struct RecordValidatorTests {
    private func validator(_ name: String) throws -> RecordValidator {
        RecordValidator(form: try repoForm(name), today: today)
    }

    @Test func validLoginIsWrittenNormalisedInFormOrder() throws {
        var v = try validator("login")
        let result = check(&v, ["remember": .string(" YES "), "password": .string("correct horse"), "username": .string("  ada ")])
        #expect(result == .success(#"{"username":"ada","password":"correct horse","remember":true}"#))
    }

    /// A string the parser marked plain validates and writes exactly as the same string
    /// unmarked, on every field of every example form (the byte path skips its scan and escaping).
    @Test(arguments: ["login", "signup", "new-task", "profile", "reminder-list"])
    func plainStringsAgreeWithStrings(form: String) throws {
        var v = try validator(form)
        let samples = ["", "   ", "ada", "  ada  ", "a d a", "ab", "correct horse", "YES", " no ", "true", "0",
                       "42", "-3.5", "1e3", "2026-11-23", "weekly", "MONTHLY", "releases", "New releases, events",
                       "x@example.com", "~/notes.txt", "a,b", "{}", "[1]", String(repeating: "z", count: 200)]
        for field in v.fields {
            for sample in samples {
                let plain = check(&v, [field.id: .string(sample)], markingPlain: true)
                #expect(plain == check(&v, [field.id: .string(sample)]), "\(form).\(field.id): '\(sample)'")
            }
        }
    }

    @Test func missingNullAndBlankOptionalFieldsTakeTheirDefault() throws {
        var v = try validator("login")
        let expected = #"{"username":"ada","password":"correct horse","remember":false}"#
        #expect(check(&v, ["username": .string("ada"), "password": .string("correct horse")]) == .success(expected))
        #expect(check(&v, ["username": .string("ada"), "password": .string("correct horse"), "remember": .null]) == .success(expected))
        #expect(check(&v, ["username": .string("ada"), "password": .string("correct horse"), "remember": .string("  ")]) == .success(expected))
    }

    @Test func firstOffendingFieldInFormOrderIsReported() throws {
        var v = try validator("login")
        #expect(check(&v, ["username": .string("a!"), "password": .string("short")])
            == .failure(ValidationFailure(field: "username", message: "must be at least 3 characters")))
        #expect(check(&v, ["username": .string("ada"), "password": .string("short")])
            == .failure(ValidationFailure(field: "password", message: "must be at least 8 characters")))
        #expect(check(&v, ["username": .string("a d a")])
            == .failure(ValidationFailure(field: "username", message: "use letters, digits, '.', '_' or '-'")))
        #expect(check(&v, ["password": .string("correct horse")])
            == .failure(ValidationFailure(field: "username", message: "is required")))
        #expect(check(&v, ["username": .string("ada"), "password": .string("correct horse"), "remember": .string("maybe")])
            == .failure(ValidationFailure(field: "remember", message: "answer yes or no")))
    }

    @Test func secretsKeepSpacesAndRejectedSecretsAreNotInTheMessage() throws {
        var v = try validator("login")
        #expect(check(&v, ["username": .string("ada"), "password": .string(" 8 chars ")])
            == .success(#"{"username":"ada","password":" 8 chars ","remember":false}"#))
        guard case .failure(let failure) = check(&v, ["username": .string("ada"), "password": .string("hunter2")]) else {
            Issue.record("a 7-character password was accepted")
            return
        }
        #expect(!failure.message.contains("hunter2"))
    }

    @Test func jsonScalarsStandForWhatWouldBeTyped() throws {
        var v = try validator("login")
        #expect(check(&v, ["username": .number("12345"), "password": .number("123456789"), "remember": .bool(true)])
            == .success(#"{"username":"12345","password":"123456789","remember":true}"#))
        #expect(check(&v, ["username": .string("ada"), "password": .string("correct horse"), "remember": .number("1")])
            == .success(#"{"username":"ada","password":"correct horse","remember":true}"#))
        #expect(check(&v, ["username": .array(["ada"]), "password": .string("correct horse")])
            == .failure(ValidationFailure(field: "username", message: "takes one value, not a list")))
    }

    @Test func nonASCIITextCountsCharactersAndIsEscapedLikeAnswerJSON() throws {
        var v = try validator("profile")
        let name = "Zoë \u{A0}\u{1B}[31m\"é\""   // (a line break would be refused: see OneLineAnswerTests)
        let result = check(&v, ["firstName": .string(name), "lastName": .string("Ŀ")])
        var expected = "{"
        AnswerJSON.appendString("firstName", to: &expected)
        expected += ":"
        AnswerJSON.appendString(name, to: &expected)
        expected += #","lastName":"Ŀ","email":null,"handle":"zoe-31m-e-","country":null}"#
        #expect(result == .success(expected))
        #expect(check(&v, ["firstName": .string(String(repeating: "é", count: 51)), "lastName": .string("x")])
            == .failure(ValidationFailure(field: "firstName", message: "must be at most 50 characters")))
    }

    @Test func nulCharactersAreRefused() throws {
        var v = try validator("login")
        #expect(check(&v, ["username": .string("ad\u{0}a"), "password": .string("correct horse")])
            == .failure(ValidationFailure(field: "username", message: "holds a NUL character")))
    }

    @Test func aNulInsideAListRowIsRefusedLikeANulAnywhereElse() throws {
        var v = try validator("reminder-list")
        #expect(check(&v, ["list": .string("Work"), "reminders": .array(["a", "b\u{0}c"])])
            == .failure(ValidationFailure(field: "reminders", message: "row 2 holds a NUL character")))
        #expect(check(&v, ["list": .string("Work"), "reminders": .string("a\u{0}b")])
            == .failure(ValidationFailure(field: "reminders", message: "holds a NUL character")))
    }

    @Test func listRowsInOneCellSplitOnCRLFAsWellAsLF() throws {
        var v = try validator("reminder-list")
        for cell in ["Call Bob\r\nSend report", "Call Bob\nSend report", "Call Bob\r\n\r\nSend report\r\n"] {
            guard case .success(let json) = check(&v, ["list": .string("Work"), "reminders": .string(cell)]) else {
                Issue.record("refused \(cell.debugDescription)")
                continue
            }
            #expect(json.contains(#""reminders":["Call Bob","Send report"]"#), "\(cell.debugDescription): \(json)")
        }
    }

    @Test func hiddenFieldsAreNeitherCheckedNorWritten() throws {
        var v = try validator("signup")
        let base: [String: TestValue] = ["email": .string("ada@example.com"), "password": .string("secret-one"),
                                         "confirm": .string("secret-one"), "displayName": .string("Ada")]
        var hidden = base
        hidden["frequency"] = .string("daily")
        #expect(check(&v, hidden) == .success(
            #"{"email":"ada@example.com","password":"secret-one","confirm":"secret-one","displayName":"Ada","age":null,"newsletter":false}"#))
        var shown = base
        shown["newsletter"] = .string("yes")
        shown["age"] = .number("36.0")
        #expect(check(&v, shown) == .success(
            #"{"email":"ada@example.com","password":"secret-one","confirm":"secret-one","displayName":"Ada","age":36,"newsletter":true,"frequency":"monthly","topics":null}"#))
        shown["frequency"] = .string("daily")
        #expect(check(&v, shown) == .failure(ValidationFailure(field: "frequency", message: "must be one of: Every week (weekly), Once a month (monthly)")))
    }

    @Test func crossFieldRulesRunAfterEveryField() throws {
        var v = try validator("signup")
        let record: [String: TestValue] = ["email": .string("ada@example.com"), "password": .string("secret-one"),
                                           "confirm": .string("secret-two"), "displayName": .string("Ada")]
        #expect(check(&v, record) == .failure(ValidationFailure(field: "confirm", message: "does not match the password")))
        var alsoBadAge = record
        alsoBadAge["age"] = .number("7")
        #expect(check(&v, alsoBadAge) == .failure(ValidationFailure(field: "age", message: "must be at least 13")))
    }

    @Test func listsAndDatesGoThroughTheStringPath() throws {
        var v = try validator("new-task")
        #expect(check(&v, ["title": .string("Plan"), "due": .string("tomorrow")])
            == .success(#"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"#))
        #expect(check(&v, ["title": .string("Plan"), "due": .string("yesterday")])
            == .failure(ValidationFailure(field: "due", message: "must be on or after 2026-11-22")))
        var lists = try validator("reminder-list")
        guard case .success(let json) = check(&lists, ["list": .string("work"), "reminders": .array([" Call Bob ", "", "Send report"])]) else {
            Issue.record("the reminders record was refused")
            return
        }
        #expect(json.contains(#""reminders":["Call Bob","Send report"]"#))
    }

    @Test func unknownKeysGetASuggestion() throws {
        let v = try validator("login")
        #expect(v.unknownKeyMessage("usrname") == "the form has no field 'usrname'; did you mean 'username'?")
        #expect(v.unknownKeyMessage("zzz") == "the form has no field 'zzz'")
        #expect(v.fieldIndex(forKey: "password") == 1)
    }
}
