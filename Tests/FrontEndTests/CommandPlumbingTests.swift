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
        #expect(pairing.waiting.isEmpty && pairing.echoesIDs == true)
    }

    @Test func aLineThatAnswersNoWaitingRequestIsStray() {
        var pairing = ReplyPairing()
        #expect(pairing.receive(line("{}")) == .stray(line("{}")), "nothing waits")
        _ = pairing.next()
        _ = pairing.next()
        #expect(pairing.receive(line("{}")) == .stray(line("{}")), "two wait: no id is ambiguous")
        #expect(pairing.receive(line(#"{"id":7}"#)) == .stray(line(#"{"id":7}"#)), "no request 7 waits")
        #expect(pairing.receive(line(#"{"id":1}"#)) == .reply(id: 1, line: line(#"{"id":1}"#)))
        #expect(pairing.receive(line(#"{"id":1}"#)) == .stray(line(#"{"id":1}"#)), "answered already")
        #expect(pairing.receive(line("{}")) == .stray(line("{}")), "it echoes ids: a reply without one is no reply")
    }

    @Test func aReplyWithoutAnIdPairsWhileExactlyOneRequestWaits() {
        var pairing = ReplyPairing()
        _ = pairing.next()
        #expect(pairing.receive(line("garbage")) == .reply(id: 1, line: line("garbage")), "read as its (bad) reply")
        _ = pairing.next()
        #expect(pairing.receive(line(#"{"message":"taken"}"#)) == .reply(id: 2, line: line(#"{"message":"taken"}"#)))
        #expect(pairing.receive(line(#"{"message":"extra"}"#)) == .stray(line(#"{"message":"extra"}"#)))
        #expect(pairing.echoesIDs == false)
        _ = pairing.next()
        #expect(pairing.receive(line(#"{"id":"3"}"#)) == .reply(id: 3, line: line(#"{"id":"3"}"#)), "an id that is no number is no id")
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
