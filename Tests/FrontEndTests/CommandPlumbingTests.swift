import Testing
@testable import FormCommands
import FormCore
import FrontEndSupport

/// The plumbing under a form's commands, in process: how a streaming check's replies pair
/// with its requests (`ReplyPairing`), the request line, the one cut of what a command says,
/// and the NUL at the end of every environment entry handed to C.
@Suite struct CommandPlumbingTests {
    private func line(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func repliesPairByTheirIdInAnyOrder() {
        var pairing = ReplyPairing()
        #expect(pairing.next() == 1 && pairing.next() == 2)
        #expect(pairing.receive(line(#"{"id":2,"message":"no"}"#)) == .reply(id: 2, line: line(#"{"id":2,"message":"no"}"#)))
        #expect(pairing.receive(line(#"{"id": 1} "#)) == .reply(id: 1, line: line(#"{"id": 1} "#)))
        #expect(pairing.waiting.isEmpty && pairing.echoesIDs)
    }

    @Test func aLineThatAnswersNoWaitingRequestIsStray() {
        var pairing = ReplyPairing()
        #expect(pairing.receive(line(#"{"id":1}"#)) == .stray(line(#"{"id":1}"#)), "nothing waits")
        _ = pairing.next()
        _ = pairing.next()
        #expect(pairing.receive(line(#"{"id":7}"#)) == .stray(line(#"{"id":7}"#)), "no request 7 waits")
        #expect(pairing.receive(line(#"{"id":1}"#)) == .reply(id: 1, line: line(#"{"id":1}"#)))
        #expect(pairing.receive(line(#"{"id":1}"#)) == .stray(line(#"{"id":1}"#)), "answered already")
        #expect(pairing.waiting == [2])
    }

    /// Issue 32 item 6: an extra `{}` written before the real refusal must never be read as
    /// the waiting request's pass, even while exactly one request waits and before any reply.
    @Test func aReplyWithoutItsIdIsNeverAReply() {
        var pairing = ReplyPairing()
        _ = pairing.next()
        #expect(pairing.receive(line("{}")) == .stray(line("{}")), "one request waits, first line: still no reply")
        #expect(pairing.receive(line(#"{"message":"taken"}"#)) == .stray(line(#"{"message":"taken"}"#)))
        #expect(pairing.receive(line("garbage")) == .stray(line("garbage")))
        #expect(pairing.receive(line(#"{"id":"1"}"#)) == .stray(line(#"{"id":"1"}"#)), "an id that is no number is no id")
        #expect(pairing.receive(line(#"{"id":1.5}"#)) == .stray(line(#"{"id":1.5}"#)))
        #expect(pairing.waiting == [1] && !pairing.echoesIDs)
        #expect(pairing.receive(line(#"{"id":1,"message":"taken"}"#)) == .reply(id: 1, line: line(#"{"id":1,"message":"taken"}"#)))
        #expect(pairing.echoesIDs)
    }

    @Test func theRequestLineHasTheIdFirst() {
        #expect(StreamingChecker.requestLine(#"{"field":"a","value":"x"}"#, id: 12) == line(#"{"id":12,"field":"a","value":"x"}"# + "\n"))
        #expect(StreamingChecker.requestLine("{}", id: 1) == line(#"{"id":1}"# + "\n"))
    }

    @Test func whatACommandSaysIsCutOnceAndMadeSafe() {
        #expect(CheckReply.shown("short \u{1B}[31m") == "short \\e[31m")
        let long = String(repeating: "é", count: 65_536)
        #expect(CheckReply.shown(long) == String(repeating: "é", count: 200) + "…")
        #expect(CheckReply.shown(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
    }

    @Test func everyEnvironmentEntryEndsInItsNulAndHoldsNoOther() {
        let entries = ChildEnvironment.terminatedEntries()
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.last == 0 && entry.dropLast().allSatisfy { $0 != 0 })
            #expect(!entry.starts(with: Array("FORMLINE_ANSWER_".utf8)))
        }
    }
}
