import Testing
@testable import FormCore

/// Issue 23 items 1 and 6: each kind checks its own answers (`FieldKindRules.value(of:with:)`,
/// `value(utf8:with:)`), `multiple`/several lines are configurations their kinds read, and
/// "answered" is kept once (`answeredFlags`; `answered` and `waiting` follow it).
@Suite struct KindCheckingTests {
    @Test func configurationsAreAskedOfTheKind() {
        let topic = FieldDefinition(id: "topics", kind: .choice)
        #expect(!topic.takesItems && topic.takesOneLine)
        let topics = FieldDefinition(id: "topics", settings: .choice(ChoiceSettings(picks: .several)))
        #expect(topics.picks == .several && topics.takesItems && topics.takesOneLine)
        let bio = FieldDefinition(id: "bio", settings: .text(TextSettings(lines: .several)))
        #expect(bio.lines == .several && !bio.takesOneLine && !bio.takesItems)
        let list = FieldDefinition(id: "todo", kind: .list)
        #expect(list.takesItems && !list.takesOneLine)
    }

    @Test func bothPathsDispatchToTheSameKindCheck() {
        var remember = FieldDefinition(id: "remember", kind: .confirm)
        remember.required = true
        let validator = FieldValidator(field: remember, today: today)
        #expect(validator.value(from: " YES ") == .success(.bool(true)))
        var bytes = Array(" YES ".utf8)
        let check = bytes.withUnsafeMutableBufferPointer { validator.check(utf8: UnsafeBufferPointer($0)) }
        guard case .bool(true) = check else { Issue.record("byte path: \(check)"); return }
        #expect(ConfirmKind.value(of: "maybe", with: validator) == .failure(ValidationFailure(field: "remember", message: "answer yes or no")))
    }

    @Test func secretsKeepWhiteSpaceOnBothPaths() {
        let validator = FieldValidator(field: FieldDefinition(id: "pin", kind: .secret), today: today)
        #expect(validator.isBlank("") && !validator.isBlank("  "))
        #expect(validator.value(from: " a ") == .success(.text(" a ")))
        var bytes = Array(" a ".utf8)
        let check = bytes.withUnsafeMutableBufferPointer { validator.check(utf8: UnsafeBufferPointer($0)) }
        guard case .text(let text) = check else { Issue.record("byte path: \(check)"); return }
        #expect(text.count == 3)
    }

    @Test func answeredIsOneRecordThatWaitingFollows() throws {
        let session = FormSession(form: try repoForm("login"), today: today)
        session.startIfNew()
        #expect(!session.isAnswered("username") && session.answered.isEmpty)
        #expect(throws: Never.self) { try session.answer("ada").get() }
        #expect(session.isAnswered("username") && session.answered == ["username"])
        #expect(!session.isAnswered("password") && !session.isAnswered("no such field"))
        #expect(session.waiting[0] == false && session.waiting[1] == true)
        #expect(session.focus.value == .field("password"))
    }
}
