import Foundation
import Testing
import TestSupport

/// What the commands a form runs get as their environment (issue 32 item 1): exactly
/// formline's own, byte for byte and in order, less `FORMLINE_ANSWER_*`. Each entry handed
/// to swift-subprocess without its NUL let the heap's next bytes follow it into the child.
extension CommandCheckTests {
    /// A folder with `bin/dump-env` (found on PATH's last folder) and a form whose choices,
    /// default, check and streaming check each run it; it copies its own /proc/PID/environ
    /// to `env.ROLE` in the form's folder.
    private func environmentForm(_ scratch: Scratch) throws -> (form: String, bin: String) {
        let bin = scratch.folder.appendingPathComponent("bin").path
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try RawProcess.writeFile(bin + "/dump-env", """
            #!/bin/sh
            cat /proc/$$/environ > "env.$1"
            case $1 in
              choices) cat >/dev/null; printf 'a\\nb\\n';;
              default) cat >/dev/null; printf 'dflt\\n';;
              stream) while read -r line; do id=${line#'{"id":'}; printf '{"id":%s}\\n' "${id%%,*}"; done;;
              *) cat >/dev/null;;
            esac
            """, executable: true)
        let form = scratch.folder.appendingPathComponent("env.yaml").path
        try RawProcess.writeFile(form, """
            title: Environment
            fields:
              - {id: pick, type: choice, choices: {run: [dump-env, choices]}}
              - {id: who, type: text, default: {run: [dump-env, default]}}
              - {id: a, type: text, check: {run: [dump-env, check]}}
              - {id: s, type: text, check: {run: [dump-env, stream], stream: true}}
            """)
        return (form, bin)
    }

    /// 40 variables of lengths 0–4096 (both ends included), any byte but NUL in their values
    /// (invalid UTF-8, `=`, line breaks, escapes), in a seeded order.
    private func hostileVariables(seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(state: seed)
        return (0..<40).map { index in
            let length = index == 0 ? 0 : index == 1 ? 4096 : Int(random.next() % 4097)
            let value = (0..<length).map { _ in UInt8(1 + random.next() % 255) }
            return Array("V\(index)_\(random.next() % 1000)=".utf8) + value
        }
    }

    @Test func everyCommandSeesExactlyFormlinesEnvironmentLessTheAnswers() throws {
        let scratch = try Scratch()
        let (form, bin) = try environmentForm(scratch)
        let folder = scratch.folder.path
        for run in 0..<12 {
            var variables = hostileVariables(seed: UInt64(run) &* 0x9E37_79B9 &+ 1)
            variables.insert(Array("FORMLINE_ANSWER_nothing=secret-\(run)".utf8), at: 7)
            variables.append(Array("FORMLINE_ANSWER_x=another secret".utf8))
            variables += [Array("PATH=/usr/bin:/bin:\(bin)".utf8), Array("HOME=\(folder)".utf8),
                          Array("FORMLINE_TRUST_DIR=\(scratch.trustDir)".utf8)]
            let expected: [UInt8] = variables.filter { !$0.starts(with: Array("FORMLINE_ANSWER_".utf8)) }.flatMap { $0 + [0] }
            for (command, input, roles) in [
                ("run", "a\n\nx\ny\n", ["choices", "default", "check", "stream"]),
                ("fill", #"{"pick":"a","who":"w","a":"x","s":"y"}"# + "\n", ["stream"]),
            ] {
                for role in ["choices", "default", "check", "stream"] { unlink(folder + "/env." + role) }
                let result = try RawProcess.run(ProcessRunner.formlineBinary().path, [command, form, "--trust"],
                                                environment: variables, input: Array(input.utf8))
                try #require(result.status == 0, "run \(run), \(command): \(result.stderrText)")
                for role in roles {
                    let seen = try #require(FileManager.default.contents(atPath: folder + "/env." + role),
                                            "run \(run), \(command): the \(role) command did not run")
                    try #require([UInt8](seen) == expected,
                                 "run \(run), \(command): the \(role) command saw \(seen.count) bytes, not \(expected.count)")
                }
            }
        }
    }
}
