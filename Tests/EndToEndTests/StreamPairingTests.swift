import Foundation
import Testing
import TestSupport

/// A streaming check's replies are paired with its requests (issue 32 item 6): each request
/// carries an `"id"`, a reply echoing it answers that request, and a line that answers no
/// waiting request (an extra line, a reply out of turn, an id not waiting) stops the process
/// and rejects the record it was checking. Today's code read replies in order, so one extra
/// line shifted every later verdict and an extra `{}` before a refusal let a record through.
extension CommandCheckTests {
    /// `./pairs` (python3) echoes each request's id and passes, except: "extra" is answered,
    /// then a stray refusal follows; "before" gets a `{}` with no id before its refusal;
    /// "shift" is answered with the previous id; "skip" is not answered; "partial" gets half
    /// a line and the process exits. Each start appends to `starts`.
    private func pairingForm(_ scratch: Scratch) throws -> String {
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("pairs").path, #"""
            #!/usr/bin/env python3
            import json, os, sys
            with open("starts", "a") as f:
                f.write(f"{os.getpid()}\n")
            for line in sys.stdin:
                request = json.loads(line)
                rid, value = request.get("id"), request["value"]
                if value == "extra":
                    print(json.dumps({"id": rid}))
                    print(json.dumps({"message": "stray refusal"}))
                elif value == "before":
                    print("{}")
                    print(json.dumps({"id": rid, "message": "before is refused"}))
                elif value == "shift":
                    print(json.dumps({"id": (rid or 1) - 1}))
                elif value == "skip":
                    pass
                elif value == "partial":
                    sys.stdout.write('{"id": ')
                    sys.stdout.flush()
                    sys.exit(0)
                else:
                    print(json.dumps({"id": rid}))
                sys.stdout.flush()
            """#, executable: true)
        return try scratch.write("form.yaml", """
            title: Paired
            fields:
              - id: name
                type: text
                check: {run: [./pairs], stream: true, timeout: 15s}
            """)
    }

    @Test func repliesArePairedWithTheirRequestsAndAStrayLineStopsTheProcess() throws {
        let scratch = try Scratch()
        let path = try pairingForm(scratch)
        let values = ["a1", "extra", "a2", "a3", "before", "a4", "shift", "a5", "skip", "a6", "partial", "a7"]
        let records = values.map { #"{"name":"\#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try scratch.formline(["fill", path, "--trust"], input: records, timeout: 60)
        #expect(result.status == 1, "\(result.stderr)")
        let rejects = result.stderr.split(separator: "\n").map(String.init)
        func reject(_ line: Int) -> String { rejects.first { $0.hasPrefix(#"{"line":\#(line),"#) } ?? "" }
        let stray = "which answers no request waiting for a reply (it was stopped"
        let noID = #"which echoes no request's \"id\" (it was stopped"#
        // "extra" is answered, then writes a stray line: it refuses the record waiting when it
        // comes (a2), never a verdict shifted by one; a reply that came before it stands.
        #expect(reject(3).contains("wrote '{\\\"message\\\": \\\"stray refusal\\\"}', " + noID), "\(reject(3))")
        // A `{}` before the refusal is no pass: it echoes no id.
        #expect(reject(5).contains("wrote '{}', " + noID), "\(reject(5))")
        #expect(reject(7).contains(stray), "a reply for another id: \(reject(7))")
        // No reply: it times out, or, when "partial" was already sent behind it (pipelined),
        // the process ends first. (The timeout is long: python's start on a loaded machine
        // took over a second, and an ending must never be mistaken for a timeout.)
        #expect(reject(9).contains("did not answer within 15s (it was stopped)")
                || reject(9).contains("ended (exit status 0) before answering"), "\(reject(9))")
        #expect(reject(11).contains("ended (exit status 0) before answering"), "\(reject(11))")
        #expect(result.stdout == ["a1", "extra", "a3", "a4", "a5", "a6", "a7"].map { #"{"name":"\#($0)"}"# + "\n" }.joined(),
                "\(result.stdout)\n\(result.stderr)")
        // In `run` (one request, then end of input) the same pairing holds.
        let run = try scratch.formline(["run", path, "--trust"], input: "before\nok\n")
        #expect(run.stdout == #"{"name":"ok"}"# + "\n", "\(run.stderr)")
        #expect(run.stderr.contains(#"wrote '{}', which echoes no request's "id" (it was stopped"#), "\(run.stderr)")
    }

    /// A check that echoes no id passes nothing (issue 32 item 6): even with one request
    /// waiting, a reply without the request's id could be an extra line written before the
    /// real one, so every record it answers is rejected with a message that says how to reply,
    /// and each record gets a new process. The requests still carry their ids.
    @Test func aCheckThatEchoesNoIdPassesNothing() throws {
        let scratch = try Scratch()
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("plain").path, """
            #!/bin/sh
            echo start >> starts
            while read -r line; do
              printf '%s\\n' "$line" >> requests
              case "$line" in *'"value":"taken"'*) echo '{"message":"taken"}';; *) echo '{}';; esac
            done
            """, executable: true)
        let path = try scratch.write("form.yaml", """
            title: Plain
            fields:
              - {id: name, type: text, check: {run: [./plain], stream: true, timeout: 2s}}
            """)
        let result = try scratch.formline(["fill", path, "--trust"], input: #"{"name":"ada"}"# + "\n" + #"{"name":"taken"}"# + "\n")
        #expect(result.status == 1)
        #expect(result.stdout == "", "nothing passes: \(result.stdout)")
        #expect(result.stderr.contains(#"{"line":1,"field":"name","message":"the streaming check './plain' wrote '{}', which echoes no request's \"id\""#),
                "\(result.stderr)")
        #expect(result.stderr.contains(#"{"line":2,"field":"name","message":"the streaming check './plain' wrote '{\"message\":\"taken\"}', which echoes no request's \"id\""#),
                "\(result.stderr)")
        let requests = try String(contentsOf: scratch.folder.appendingPathComponent("requests"), encoding: .utf8)
        #expect(requests == #"{"id":1,"field":"name","value":"ada","answers":{"name":"ada"}}"# + "\n"
                + #"{"id":1,"field":"name","value":"taken","answers":{"name":"taken"}}"# + "\n", "\(requests)")
        let starts = try String(contentsOf: scratch.folder.appendingPathComponent("starts"), encoding: .utf8)
        #expect(starts == "start\nstart\n", "a new process for the second record")
    }

    /// Requests are pipelined (issue 36 item 6): once a check has echoed an id, the next
    /// records' requests are sent without waiting for the replies before them, and replies
    /// come back in any order. This check answers its first request at once, then only every
    /// third request, the three in reverse order: waiting for each reply would time out.
    @Test func requestsArePipelinedAndRepliesComeBackInAnyOrder() throws {
        let scratch = try Scratch()
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("batch").path, #"""
            #!/usr/bin/env python3
            import json, sys
            held = []
            def answer(request):
                reply = {"id": request["id"]}
                if request["value"].startswith("taken"):
                    reply["message"] = request["value"] + " is taken"
                print(json.dumps(reply))
            for number, line in enumerate(sys.stdin):
                request = json.loads(line)
                if number == 0:
                    answer(request)
                else:
                    held.append(request)
                    if len(held) == 3:
                        for request in reversed(held):
                            answer(request)
                        held = []
                sys.stdout.flush()
            for request in reversed(held):
                answer(request)
            sys.stdout.flush()
            """#, executable: true)
        let path = try scratch.write("form.yaml", """
            title: Batched
            fields:
              - {id: name, type: text, check: {run: [./batch], stream: true, timeout: 2s}}
            """)
        let values = ["ada", "bob", "taken1", "cy", "dan", "eve", "taken2"]
        let records = values.map { #"{"name":"\#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try scratch.formline(["fill", path, "--trust"], input: records, timeout: 60)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == ["ada", "bob", "cy", "dan", "eve"].map { #"{"name":"\#($0)"}"# + "\n" }.joined(),
                "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains(#"{"line":3,"field":"name","message":"taken1 is taken"}"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"{"line":7,"field":"name","message":"taken2 is taken"}"#), "\(result.stderr)")
        #expect(!result.stderr.contains("did not answer"), "\(result.stderr)")
    }
}
