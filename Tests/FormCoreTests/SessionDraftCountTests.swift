import FormCore
import Testing

/// Issue 32 item 8: `formline drafts` counts a group's rows given so far (a draft saved inside
/// a group, before the group was left) as an answer.
@Suite struct SessionDraftCountTests {
    @Test func aDraftHoldingOnlyAGroupsRowsCountsThemAsAnAnswer() {
        let draft = SessionDraft(values: ["reminders": .records([FieldRecord([("title", .text("Call Bob")), ("due", nil)])])],
                                 answered: [], focusedField: "reminders")
        #expect(draft.answerCount == 1)
        #expect(SessionDraft(values: ["tags": .list([])], answered: [], focusedField: nil).answerCount == 0)
        #expect(SessionDraft(values: ["a": .text("x")], answered: ["a", "b"], focusedField: nil).answerCount == 2)
    }

}
