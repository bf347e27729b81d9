import Foundation
import Testing
import TestSupport

/// `run --format shell|env|yaml|lines` and `--prefix`: the shell output is evaluated by
/// real shells (sh and bash, zsh when installed) and every variable's bytes are checked.
@Suite struct RunOutputFormatTests {
    static let hostileForm = "Tests/Fixtures/scripting/hostile.yaml"

    /// Values a shell must not expand, split or cut: quotes, `$`, backquotes, `\`, newlines,
    /// non-ASCII (with a combining mark right after a quote), glob and history characters.
    static let values: [(name: String, value: String)] = [
        ("plain", #"it's "quoted" $HOME ${PATH} `id` $(id) \\ \n !! *; rm -rf ~"#),
        ("first_name", "héllo ✓ 日本 e\u{301} '\u{301} \u{1F600}"),
        // A secret is one line (a line break in it is refused): tabs and spaces at the ends.
        ("second_factor", "  line one\tline 'two'\ttab and trailing spaces  "),
        ("tags", "a'b\n$(c)\n`d`"),
        ("count", "-1.5"),
        ("ok", "false"),
        ("empty", ""),
        ("note", "  $(id) 'one'\n\n`two` \\\n\"three\" !!"),
    ]

    private func shellOutput(prefix: [String] = []) throws -> ProcessResult {
        // As JSON, so every hostile value reaches formline exactly.
        var json = "{"
        json += #""plain":"it's \"quoted\" $HOME ${PATH} `id` $(id) \\\\ \\n !! *; rm -rf ~","#
        json += #""first-name":"héllo ✓ 日本 e\u0301 '\u0301 \ud83d\ude00","#
        json += #""second-factor":"  line one\tline 'two'\ttab and trailing spaces  ","#
        json += #""tags":["a'b","$(c)","`d`"],"count":-1.5,"ok":false,"empty":null,"#
        // Multi-line text: CR LF and the trailing line breaks are normalised away.
        json += #""note":"\r\n  $(id) 'one'\r\n\r\n`two` \\\r\n\"three\" !!\r\n\n"}"#
        let result = try ProcessRunner.formline(["run", Self.hostileForm, "--answers", "-", "--format", "shell"] + prefix,
                                                input: json)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    /// Evaluates `script` (formline's output) in `shell`, then prints each variable NUL-terminated.
    private func evaluate(_ script: String, in shell: String, names: [String]) throws -> [String] {
        let printing = names.map { "\"$\($0)\"" }.joined(separator: " ")
        let program = "eval \"$(cat)\" || exit 9; printf '%s\\0' \(printing)"
        let result = try ProcessRunner.run(URL(fileURLWithPath: shell), ["-c", program], input: Data(script.utf8))
        #expect(result.status == 0, "\(shell): \(result.stderr)")
        var fields = result.stdout.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        if fields.last == "" { fields.removeLast() }
        return fields
    }

    /// sh and bash are on every machine; scripts/test installs zsh. A missing shell fails the
    /// test rather than passing it unchecked.
    @Test(arguments: ["sh", "bash", "zsh"])
    func shellOutputEvaluatesToTheExactValues(name: String) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let shell = try #require(found, "\(name) is not installed (scripts/test installs it)")
        let output = try shellOutput().stdout
        let got = try evaluate(output, in: shell, names: Self.values.map(\.name))
        #expect(got == Self.values.map(\.value), "\(shell) read back different bytes from:\n\(output)")
    }

    @Test func prefixGoesBeforeEveryName() throws {
        let output = try shellOutput(prefix: ["--prefix", "FORM_"]).stdout
        let names = Self.values.map { "FORM_" + $0.name }
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("FORM_") }.count == names.count)
        #expect(try evaluate(output, in: "/bin/sh", names: names) == Self.values.map(\.value))
    }

    @Test func envYamlAndLinesFormats() throws {
        let input = #"{"plain":"it's $x","first-name":"Ada","second-factor":"two 'lines'","tags":["a","b"],"count":3,"ok":true,"note":"one\r\n'two'\n"}"#
        func render(_ format: String, _ input: String = input) throws -> String {
            let result = try ProcessRunner.formline(["run", Self.hostileForm, "--answers", "-", "--format", format], input: input)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        // env: line breaks raw inside the quotes (what `set -a; .` and python-dotenv both read
        // back); `it's $x` has no such spelling, so it is refused (OutputRoundTripTests).
        #expect(try render("env", input.replacingOccurrences(of: "$x", with: "x")) == """
            plain="it's x"
            first_name='Ada'
            second_factor="two 'lines'"
            tags='a
            b'
            count='3'
            ok='true'
            empty=''
            note="one
            'two'"

            """)
        #expect(try render("yaml") == """
            "plain": "it's $x"
            "first-name": "Ada"
            "second-factor": "two 'lines'"
            "tags":
              - "a"
              - "b"
            "count": 3
            "ok": true
            "empty": null
            "note": "one\\n'two'"

            """)
        #expect(try render("lines") == "it's $x\nAda\ntwo 'lines'\na\\nb\n3\ntrue\n\none\\n'two'\n")
        #expect(try render("json") == #"{"plain":"it's $x","first-name":"Ada","second-factor":"two 'lines'","tags":["a","b"],"count":3,"ok":true,"empty":null,"note":"one\n'two'"}"# + "\n")
    }

    @Test func badFormatOrPrefixIsAUsageError() throws {
        let format = try ProcessRunner.formline(["run", "login", "--format", "xml"])
        #expect(format.status == 64)
        let prefix = try ProcessRunner.formline(["run", "login", "--format", "shell", "--prefix", "1X"])
        #expect(prefix.status == 64)
        #expect(prefix.stderr.contains("cannot start a variable name"))
    }
}
