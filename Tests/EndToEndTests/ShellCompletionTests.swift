import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Shell completion of `run --set`: the field ids (`ID=`, no space after it) of the form named
/// on the same command line, then a choice or confirm field's values; nothing, and no
/// message, when the form is missing or broken. Runs the generated scripts in bash (always),
/// zsh and fish (when installed), through `formline ---completion` and on a real Tab.
@Suite struct ShellCompletionTests {
    /// A working folder with `forms/` (the search path) and `bin/formline`, removed afterwards.
    final class Workspace {
        let root: URL
        var work: URL { root.appendingPathComponent("work") }
        var bin: URL { root.appendingPathComponent("bin") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("formline-completion-\(UUID().uuidString)")
            let forms = root.appendingPathComponent("work/forms")
            try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("formline").path,
                                                       withDestinationPath: ProcessRunner.formlineBinary().path)
            try Fixtures.form("completion-account").write(to: forms.appendingPathComponent("account.yaml"), atomically: true, encoding: .utf8)
            try "title: Broken\nfields:\n  - id: x\n    type: nonsense\n"
                .write(to: forms.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        /// Nothing of the caller's: the form search path is `./forms` only.
        var environment: [String: String] {
            ["PATH": bin.path + ":/usr/bin:/bin", "HOME": root.path, "TERM": "dumb", "FORMLINE_PATH": "",
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_DATA_DIRS": root.appendingPathComponent("data").path,
             "FORMLINE_TODAY": "2026-11-22"]
        }

        /// `formline ---completion run -- --set INDEX CURSOR WORDS…`, as the scripts call it.
        func complete(_ words: [String], shell: String? = nil) throws -> ProcessResult {
            let index = words.count - 1
            var environment = environment
            if let shell { environment["SAP_SHELL"] = shell }
            return try ProcessRunner.run(ProcessRunner.formlineBinary(),
                                         ["---completion", "run", "--", "--set", "\(index)", "\(words[index].count)"] + words,
                                         input: Data(), environment: environment, directory: work, timeout: 60)
        }

        /// The candidates `complete` prints, one a line.
        func candidates(_ words: [String]) throws -> [String] {
            let result = try complete(words)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.status) \(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }

        /// The script `formline --generate-completion-script SHELL` prints, saved in the workspace.
        func script(_ shell: String) throws -> String {
            let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["--generate-completion-script", shell],
                                               input: Data(), environment: environment, directory: work)
            #expect(result.status == 0, "\(result.stderr)")
            let path = root.appendingPathComponent("completion.\(shell)").path
            try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        /// bash, on Tab after `line` (the cursor at its end, `rest` after it), as `complete -F`
        /// calls the installed function: the candidates, and what `compopt` was asked to do.
        func bashTab(_ line: String, then rest: String = "") throws -> (candidates: [String], compopt: String, stderr: String) {
            let script = try script("bash")
            let program = """
                source '\(script)'
                compopt() { printf '%s\\n' "$*" > compopt.out; }
                COMP_LINE="$1$2"; COMP_POINT=${#1}
                read -r -a COMP_WORDS <<< "${1//=/ = }"   # bash's word breaks split at '='
                [[ "$1" = *' ' ]] && COMP_WORDS+=('')
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                read -r -a after <<< "${2//=/ = }"
                COMP_WORDS+=("${after[@]}")
                : > compopt.out
                complete -p formline | grep -q -- '-F _formline_assignments' || echo 'not registered' >&2
                _formline_assignments formline "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["--norc", "-c", program, "bash", line, rest],
                                               input: Data(), environment: environment, directory: work, timeout: 60)
            let compopt = (try? String(contentsOf: work.appendingPathComponent("compopt.out"), encoding: .utf8)) ?? ""
            return (result.stdout.split(separator: "\n").map(String.init), compopt, result.stderr)
        }
    }

    @Test func fieldIDsOfTheFormNamedOnTheLine() throws {
        let workspace = try Workspace()
        let ids = ["username=", "password=", "plan=", "remember="]
        #expect(try workspace.candidates(["formline", "run", "account", "--set", ""]) == ids)
        #expect(try workspace.candidates(["formline", "run", "account", "--set", "p"]) == ["password=", "plan="])
        #expect(try workspace.candidates(["formline", "run", "forms/account.yaml", "--set", "r"]) == ["remember="])
        let absolute = workspace.work.appendingPathComponent("forms/account.yaml").path
        #expect(try workspace.candidates(["formline", "run", "--format", "env", absolute, "--set", "u"]) == ["username="])
        #expect(try workspace.candidates(["formline", "run", "--set", "username=ada", "account", "--set", ""]) == ids)
        // Words come as typed: quotes, backslashes and a leading ~/ are undone to find the form.
        #expect(try workspace.candidates(["formline", "run", #"'forms'/acc\ount.yaml"#, "--set", "u"]) == ["username="])
        #expect(try workspace.candidates(["formline", "run", "~/work/forms/account.yaml", "--set", "u"]) == ["username="])
        // Values: a choice field's, a confirm field's; none for a secret or a text field.
        #expect(try workspace.candidates(["formline", "run", "account", "--set", "plan="]) == ["plan=pro", "plan=basic"])
        #expect(try workspace.candidates(["formline", "run", "account", "--set", "remember=y"]) == ["remember=yes"])
        #expect(try workspace.candidates(["formline", "run", "account", "--set", "password="]).isEmpty)
        #expect(try workspace.candidates(["formline", "run", "account", "--set", "username="]).isEmpty)
    }

    @Test func theFormMayFollowTheCursor() throws {
        let workspace = try Workspace()
        // bash hands over the words after the cursor too; the last word is then not the one completed.
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(),
                                           ["---completion", "run", "--", "--set", "3", "2", "formline", "run", "--set", "pl", "account"],
                                           input: Data(), environment: workspace.environment, directory: workspace.work)
        #expect(result.stdout == "plan=\n", "\(result.stdout) \(result.stderr)")
        let forms = try ProcessRunner.run(ProcessRunner.formlineBinary(),
                                          ["---completion", "run", "--", "positional@0", "2", "2", "formline", "run", "ac", "--set", "x=y"],
                                          input: Data(), environment: workspace.environment, directory: workspace.work)
        #expect(forms.stdout == "account\n", "\(forms.stdout) \(forms.stderr)")
    }

    @Test func formNamesAndPathsLeaveScenarioFilesOut() throws {
        let workspace = try Workspace()
        try "form: account.yaml\nscenarios: []\n"
            .write(to: workspace.work.appendingPathComponent("forms/account.test.yaml"), atomically: true, encoding: .utf8)
        #expect(try workspace.bashTab("formline run acc").candidates == ["account"])
        #expect(try workspace.bashTab("formline check forms/acc").candidates == ["forms/account.yaml"])
    }

    @Test func nothingAndNoMessageWithoutAUsableForm() throws {
        let workspace = try Workspace()
        let fifo = workspace.work.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for form in ["nosuch", "forms/nosuch.yaml", "broken", "forms", "-", fifo, "/dev/null"] {
            let result = try workspace.complete(["formline", "run", form, "--set", ""])
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty,
                    "\(form): \(result.status) \(result.stdout.debugDescription) \(result.stderr)")
        }
        let missing = try workspace.complete(["formline", "run", "--set", ""])
        #expect(missing.status == 0 && missing.stdout.isEmpty && missing.stderr.isEmpty, "\(missing.stderr)")
    }

    @Test func bashCompletesIDsWithoutASpaceAfterThem() throws {
        let workspace = try Workspace()
        let all = try workspace.bashTab("formline run account --set ")
        #expect(all.candidates == ["username=", "password=", "plan=", "remember="], "\(all.stderr)")
        #expect(all.compopt == "-o nospace +o filenames\n", "\(all.stderr)")
        #expect(all.stderr.isEmpty, "\(all.stderr)")
        // bash splits `--format=env` at '='; the form is still found.
        let split = try workspace.bashTab("formline run --format=env ./forms/account.yaml --set pa")
        #expect(split.candidates == ["password="], "\(split.stderr)")
        // Form names still complete, with a space after them as before.
        let names = try workspace.bashTab("formline run acc")
        #expect(names.candidates == ["account"] && names.compopt.isEmpty, "\(names)")
        // After `--set ID=` (split by bash into ID, =, VALUE): the values, a space after them.
        let plan = try workspace.bashTab("formline run account --set plan=")
        #expect(plan.candidates == ["pro", "basic"] && plan.compopt.isEmpty && plan.stderr.isEmpty, "\(plan)")
        #expect(try workspace.bashTab("formline run account --set remember=y").candidates == ["yes"])
        #expect(try workspace.bashTab("formline run --set remember=n", then: " account").candidates == ["no"])
        #expect(try workspace.bashTab("formline run account --set password=").candidates.isEmpty)
        let broken = try workspace.bashTab("formline run broken --set ")
        #expect(broken.candidates.isEmpty && broken.stderr.isEmpty, "\(broken)")
    }

    /// Every option taking a file offers files, and every option taking one of a few words
    /// offers those words (before, `fill --input`, `--answers`, `check --format` and others
    /// offered nothing at all).
    @Test func fileAndFormatOptionsOfferTheirValues() throws {
        let workspace = try Workspace()
        try "{}".write(to: workspace.work.appendingPathComponent("answers.json"), atomically: true, encoding: .utf8)
        try "x".write(to: workspace.work.appendingPathComponent("records.jsonl"), atomically: true, encoding: .utf8)
        #expect(try workspace.bashTab("formline check --format ").candidates == ["text", "json"])
        // describe also writes a JSON Schema of the answers (issue 26)
        #expect(try workspace.bashTab("formline describe account --format ").candidates == ["text", "json", "json-schema"])
        #expect(try workspace.bashTab("formline list --format ").candidates == ["text", "json"])
        #expect(try workspace.bashTab("formline fill account --format ").candidates == ["jsonl", "csv"])
        #expect(try workspace.bashTab("formline fill account --input rec").candidates == ["records.jsonl"])
        #expect(try workspace.bashTab("formline fill account --rejects rec").candidates == ["records.jsonl"])
        #expect(try workspace.bashTab("formline fill account --output rec").candidates == ["records.jsonl"])
        #expect(try workspace.bashTab("formline run account --output rec").candidates == ["records.jsonl"])
        // --answers takes JSON or YAML: other files are left out.
        #expect(try workspace.bashTab("formline run account --answers ").candidates.contains("answers.json"))
        #expect(try !workspace.bashTab("formline run account --answers ").candidates.contains("records.jsonl"))
    }

    /// The real thing: an interactive shell on a pseudo-terminal, Tab, then a key typed after
    /// the completion: `remember=Q` shows there is no space between them.
    private func tab(in shell: String, _ arguments: [String], setUp: (String) -> String) throws {
        let workspace = try Workspace()
        let script = try workspace.script(URL(fileURLWithPath: shell).lastPathComponent)
        var environment = workspace.environment
        environment["PS1"] = "$ "
        environment["FORMLINE_PATH"] = workspace.work.appendingPathComponent("forms").path  // the shell starts elsewhere
        let terminal = try PseudoTerminalSession(executable: shell, arguments: arguments + ["-i"],
                                                 environment: environment, rows: 24, columns: 200)
        try terminal.send(setUp(script) + "; echo READY\"\"TO-TYPE\n")
        try terminal.waitFor("READYTO-TYPE", timeout: .seconds(60))
        try terminal.send("formline run account --set rem\t")
        try terminal.waitFor("remember=", timeout: .seconds(60))
        try terminal.send("Q")
        try terminal.waitFor("Q", timeout: .seconds(60))
        #expect(terminal.output.contains("--set remember=Q"), "\(terminal.output.debugDescription)")
        try terminal.send("\u{15}exit\n")
        _ = try? terminal.waitForExit(timeout: .seconds(20))
    }

    /// File and form names that a shell would run or split if a candidate were expanded.
    static let hostileNames = ["$(touch PWNED)", "`touch PWNED`", "${HOME}x", "a*b", "sp ace", "q'uote", "d\"q"]

    /// A workspace with each hostile name as a form on the search path (`fN…`) and as a form
    /// file in the current folder (`hN…`), plus one whose name holds a line break.
    private func hostileWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        let form = "title: Hostile\nfields: [{id: a, type: text}]\n"
        for (index, name) in (Self.hostileNames + ["new\nline"]).enumerated() {
            try form.write(to: workspace.work.appendingPathComponent("forms/f\(index + 1)\(name).yaml"), atomically: false, encoding: .utf8)
            try form.write(to: workspace.work.appendingPathComponent("h\(index + 1)\(name).yaml"), atomically: false, encoding: .utf8)
        }
        return workspace
    }

    private func nothingRan(in workspace: Workspace) -> Bool {
        !FileManager.default.fileExists(atPath: workspace.work.appendingPathComponent("PWNED").path)
            && !FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("PWNED").path)
    }

    /// The hostile names as `printf %q` quotes them, as bash inserts formline's candidates.
    static let bashQuoted = [#"\$\(touch\ PWNED\)"#, #"\`touch\ PWNED\`"#, #"\$\{HOME\}x"#, #"a\*b"#, #"sp\ ace"#, #"q\'uote"#, #"d\"q"#]

    /// bash: every FORM and file candidate never expanded (`compgen -W` ran `$(touch PWNED)`
    /// from a file name) and quoted for the command line; a name holding a line break is left out.
    @Test func bashNeverExpandsACandidate() throws {
        let workspace = try hostileWorkspace()
        let names = Self.bashQuoted.enumerated().map { "f\($0 + 1)\($1)" }
        let files = Self.bashQuoted.enumerated().map { "h\($0 + 1)\($1).yaml" }
        for command in ["run", "check", "describe", "fill"] {
            let forms = try workspace.bashTab("formline \(command) f")
            #expect(forms.candidates == names + ["forms/"], "\(command): \(forms)")
            let paths = try workspace.bashTab("formline \(command) h")
            #expect(paths.candidates == files, "\(command): \(paths)")
            let folder = try workspace.bashTab("formline \(command) forms/f")
            #expect(folder.candidates == names.map { "forms/\($0).yaml" }, "\(command): \(folder)")
            #expect(nothingRan(in: workspace), "\(command)")
        }
        // Fixed word lists still match what is typed, literally.
        #expect(try workspace.bashTab("formline check --format j").candidates == ["json"])
        // Files listed by compgen come as they are (bash quotes them as file names).
        #expect(try workspace.bashTab("formline fill account --input h1").candidates == ["h1" + Self.hostileNames[0] + ".yaml"])
        #expect(nothingRan(in: workspace))
    }

    /// zsh and fish on a real Tab: each hostile file name completes to a word the shell hands
    /// to formline unchanged (`check` then names it), and nothing runs.
    private func hostileTab(in shell: String, _ arguments: [String], setUp: (String) -> String) throws {
        let workspace = try hostileWorkspace()
        let script = try workspace.script(URL(fileURLWithPath: shell).lastPathComponent)
        var environment = workspace.environment
        environment["PS1"] = "$ "
        environment["FORMLINE_PATH"] = workspace.work.appendingPathComponent("forms").path
        let terminal = try PseudoTerminalSession(executable: shell, arguments: arguments + ["-i"],
                                                 environment: environment, rows: 24, columns: 200)
        try terminal.send("cd '\(workspace.work.path)'; " + setUp(script) + "; echo READY\"\"TO-TYPE\n")
        try terminal.waitFor("READYTO-TYPE", timeout: .seconds(60))
        for (index, name) in Self.hostileNames.enumerated() {
            try terminal.send("formline check h\(index + 1)\t")
            try terminal.send("\n")
            try terminal.waitFor("h\(index + 1)\(name).yaml: ok", timeout: .seconds(60))
            try terminal.send("formline describe f\(index + 1)\t")
            try terminal.send("\n")
            try terminal.waitFor("Hostile", timeout: .seconds(60))
        }
        #expect(nothingRan(in: workspace), "\(terminal.output.debugDescription)")
        try terminal.send("\u{15}exit\n")
        _ = try? terminal.waitForExit(timeout: .seconds(20))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshNeverExpandsACandidate() throws {
        try hostileTab(in: "/usr/bin/zsh", ["-f"]) { "autoload -U compinit; compinit -u -D; source '\($0)'" }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishNeverExpandsACandidate() throws {
        try hostileTab(in: "/usr/bin/fish", ["--no-config"]) { "source '\($0)'" }
    }

    @Test func bashNeverExpandsAnyCandidateOnARealTab() throws {
        try hostileTab(in: "/bin/bash", ["--norc", "--noprofile"]) { "source '\($0)'" }
    }

    @Test func bashOnATab() throws {
        try tab(in: "/bin/bash", ["--norc", "--noprofile"]) { "source '\($0)'" }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshOnATab() throws {
        try tab(in: "/usr/bin/zsh", ["-f"]) { "autoload -U compinit; compinit -u -D; source '\($0)'" }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishOnATab() throws {
        try tab(in: "/usr/bin/fish", ["--no-config"]) { "source '\($0)'" }
    }
}
