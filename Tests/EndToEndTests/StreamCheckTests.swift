import Foundation
import Testing
import TestSupport

/// `stream: true` checks in `fill` (issue 25 item 6): one process per worker answers one
/// JSON request a line; a reply too late, a process that ends or crashes and a reply that is
/// not JSON are errors naming the record and the check, and the next record gets a new process.
extension CommandCheckTests {
    /// A form whose `name` is checked by `./stream` (python3): each start appends a line to
    /// `starts`; per request it refuses "taken", writes garbage for "garbage", exits for
    /// "eof", crashes for "crash", hangs for "hang", and passes anything else. `timeout` is
    /// the check's: generous unless the test is about it (a loaded machine must not turn
    /// another ending into a timeout).
    private func streamForm(_ scratch: Scratch, timeout: String = "60s") throws -> String {
        try scratch.write("stream", #"""
            #!/usr/bin/env python3
            import json, os, signal, sys, time
            with open("starts", "a") as f:
                f.write(f"{os.getpid()}\n")
            for line in sys.stdin:
                request = json.loads(line)
                value = request["value"]
                if value == "taken":
                    print(json.dumps({"id": request["id"], "message": "that name is taken"}))
                elif value == "garbage":
                    print("hello \x1b[31mred")
                elif value == "eof":
                    sys.exit(0)
                elif value == "crash":
                    os.kill(os.getpid(), signal.SIGSEGV)
                elif value == "hang":
                    time.sleep(60)
                else:
                    print(json.dumps({"id": request["id"]}))
                sys.stdout.flush()
            """#, executable: true)
        return try scratch.write("form.yaml", """
            title: Streamed
            fields:
              - id: name
                type: text
                check: {run: [./stream], stream: true, timeout: \(timeout)}
              - id: pad
                type: text
            """)
    }

    private func starts(_ scratch: Scratch) -> Int {
        let text = (try? String(contentsOf: scratch.folder.appendingPathComponent("starts"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    @Test func aStreamingCheckStartsOnceAndAnswersEveryRecordInOrder() throws {
        let scratch = try Scratch()
        let path = try streamForm(scratch)
        let records = ["ada", "taken", "bob", "taken", "cy"].map { #"{"name":"\#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try scratch.formline(["fill", path, "--trust"], input: records)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == ["ada", "bob", "cy"].map { #"{"name":"\#($0)","pad":null}"# + "\n" }.joined())
        #expect(result.stderr.contains(#"{"line":2,"field":"name","message":"that name is taken"}"#))
        #expect(result.stderr.contains(#"{"line":4,"field":"name","message":"that name is taken"}"#))
        #expect(starts(scratch) == 1)
        // The same records through `run`, one by one, agree (one-shot there: a stream check's
        // command also answers one request line and exits at the end of its input).
        let run = try scratch.formline(["run", path, "--trust"], input: "taken\nada\n\n")
        #expect(run.stdout == #"{"name":"ada","pad":null}"# + "\n")
        #expect(run.stderr.contains("that name is taken"))
    }

    @Test func aBrokenStreamIsAnErrorForItsRecordAndTheNextRecordGetsANewProcess() throws {
        let scratch = try Scratch()
        let path = try streamForm(scratch)
        let values = ["ok1", "garbage", "ok2", "eof", "ok3", "crash", "ok4"]
        let records = values.map { #"{"name":"\#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try scratch.formline(["fill", path, "--trust"], input: records, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout == (1...4).map { #"{"name":"ok\#($0)","pad":null}"# + "\n" }.joined())
        let rejects = result.stderr.split(separator: "\n").map(String.init)
        func reject(_ line: Int) -> String { rejects.first { $0.hasPrefix(#"{"line":\#(line),"#) } ?? "" }
        #expect(reject(2).contains("the streaming check './stream' answered 'hello \\\\e[31mred', which is not a JSON reply"), "\(reject(2))")
        #expect(reject(4).contains("the streaming check './stream' ended (exit status 0) before answering"), "\(reject(4))")
        #expect(reject(6).contains("the streaming check './stream' crashed (signal 11) before answering"), "\(reject(6))")
        #expect(!result.stderr.contains("\u{1B}"), "terminal-safe")
        #expect(starts(scratch) == 4)
        // A hang, the one ending about the timeout, with a short one; the next record gets a new process.
        let timed = try streamForm(scratch, timeout: "2s")
        let hang = try scratch.formline(["fill", timed, "--trust"], input: #"{"name":"hang"}"# + "\n" + #"{"name":"ok5"}"# + "\n",
                                        timeout: 60)
        #expect(hang.status == 1)
        #expect(hang.stdout == #"{"name":"ok5","pad":null}"# + "\n")
        #expect(hang.stderr.contains(#"{"line":1,"#) && hang.stderr.contains("the check './stream' did not answer within 2s (it was stopped)"),
                "\(hang.stderr)")
        #expect(starts(scratch) == 6)
    }

    @Test func aStreamingFillWithTwoJobsWritesWhatOneJobWrites() throws {
        let scratch = try Scratch()
        let path = try streamForm(scratch)
        // Over 256 KiB, so `--jobs 2` cuts it into chunks filled on two threads.
        let pad = String(repeating: "p", count: 60)
        let records = (0..<12_000).map { index in
            index % 7 == 0 ? #"{"name":"taken","pad":"\#(pad)"}"# : #"{"name":"user\#(index)","pad":"\#(pad)"}"#
        }.joined(separator: "\n") + "\n"
        let input = try scratch.write("records.jsonl", records)
        let one = try scratch.formline(["fill", path, "--trust", "--input", input, "--jobs", "1"], timeout: 120)
        #expect(starts(scratch) == 1)
        let two = try scratch.formline(["fill", path, "--trust", "--input", input, "--jobs", "2"], timeout: 120)
        #expect(one.status == 1)
        #expect(one.stdout.split(separator: "\n").count == 12_000 - 1_715)
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
        #expect((2...3).contains(starts(scratch)), "one process for --jobs 1, one per worker for --jobs 2")
    }
}
