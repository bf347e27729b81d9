import FormText
import Testing

/// The one shell-quoting rule: a word of plain characters as it is, anything else one
/// single-quoted literal word (`'` written `'\''`), whatever it holds.
@Suite struct ShellQuotingTests {
    @Test func plainWordsStayAsTheyAre() {
        #expect(ShellQuoting.word("login") == "login")
        #expect(ShellQuoting.word("forms/my-form_2.yaml") == "forms/my-form_2.yaml")
        #expect(ShellQuoting.quoted("login") == "'login'")
    }

    @Test func hostileWordsAreOneLiteralWord() {
        #expect(ShellQuoting.word("") == "''")
        #expect(ShellQuoting.word("my form.yaml") == "'my form.yaml'")
        #expect(ShellQuoting.word("it's") == #"'it'\''s'"#)
        #expect(ShellQuoting.word("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(ShellQuoting.word("`id`") == "'`id`'")
        #expect(ShellQuoting.word("a\nb") == "'a\nb'")
        #expect(ShellQuoting.word("\"x\" \\ y") == "'\"x\" \\ y'")
        #expect(ShellQuoting.quoted("''") == #"''\'''\'''"#)
    }
}
