import Foundation
import Testing
import TestSupport

/// formline linked with the Swift runtime statically, as scripts/install links it, with
/// formline-mcp beside it: the debug build linked that way by `scripts/build-install-test`
/// (scripts/test runs it), or FORMLINE_INSTALL_BINARY (e.g. the release build of
/// `scripts/install --build-only`), if there is one.
func releaseBinary() -> String? {
    let path = ProcessInfo.processInfo.environment["FORMLINE_INSTALL_BINARY"]
        ?? ProcessRunner.repositoryRoot().appendingPathComponent(".build/install-test/formline").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// `scripts/install` into a temporary prefix, the installed binary run with an environment
/// that does not point into the Swift toolchain, `scripts/install --uninstall`, and
/// `scripts/package-deb`.
///
/// They need a static-stdlib build (`scripts/build-install-test`, into `.build/install-test`),
/// which `scripts/test` links once before `swift test`; a plain `swift test` without it skips
/// them, and the summary says so.
@Suite(.serialized, .enabled(if: releaseBinary() != nil,
                             "no static-stdlib build in .build/install-test: run scripts/build-install-test (scripts/test does)"))
struct InstallTests {
    static var releaseBinary: String? { EndToEndTests.releaseBinary() }

    private let root = ProcessRunner.repositoryRoot()

    private func script(_ name: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(root.appendingPathComponent("scripts/\(name)"), arguments, input: Data(),
                              environment: ["FORMLINE_BINARY": try #require(Self.releaseBinary)],
                              directory: root, timeout: 300)
    }

    /// Every file under `directory`, relative to it, sorted.
    private func files(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func installsRunsWithoutTheToolchainAndUninstallsExactly() throws {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let prefix = scratch.appendingPathComponent("prefix")
        // Something already in the prefix must survive the uninstall.
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/man/man1"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: prefix.appendingPathComponent("share/man/man1/other.1"))

        let install = try script("install", ["--prefix", prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        let installed = files(under: prefix)
        for expected in ["bin/formline", "bin/formline-mcp", "share/man/man1/formline.1", "share/man/man1/formline-run.1",
                         "share/man/man1/formline-fill.1", "share/man/man1/formline-check.1",
                         "share/bash-completion/completions/formline", "share/zsh/site-functions/_formline",
                         "share/fish/vendor_completions.d/formline.fish", "share/formline/forms/login.yaml"] {
            #expect(installed.contains(expected), "\(expected) not installed: \(installed)")
        }
        let manPage = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/formline-fill.1"), encoding: .utf8)
        #expect(manPage.contains(".TH \"FORMLINE-FILL\" 1") && manPage.contains("--jobs"))

        // Only system libraries are left to load: no Swift runtime, no Foundation, no ICU.
        let binary = prefix.appendingPathComponent("bin/formline")
        let ldd = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], input: Data())
        #expect(ldd.status == 0)
        #expect(!ldd.stdout.contains("swift") && !ldd.stdout.contains("Foundation") && !ldd.stdout.contains("icu"),
                "\(ldd.stdout)")
        #expect(ldd.stdout.contains("libedit"))

        // Run with nothing of the toolchain on PATH or the library path.
        let login = prefix.appendingPathComponent("share/formline/forms/login.yaml").path
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                        ["-i", "PATH=/usr/bin:/bin", "HOME=\(scratch.path)", binary.path, "run", login],
                                        input: Data("ada\ncorrect horse\nyes\n".utf8), directory: scratch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""username":"ada""#) && run.stdout.contains(#""remember":true"#))
        // `formline mcp` finds the installed server beside it (no client: it ends at end of input).
        let mcp = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                        ["-i", "PATH=/usr/bin:/bin", "HOME=\(scratch.path)", binary.path, "mcp"],
                                        input: Data(), directory: scratch)
        #expect(mcp.status == 0 && mcp.stdout.isEmpty, "\(mcp.stderr)")

        // Shell completion of FORM: form names from the search path (forms/ here).
        let forms = scratch.appendingPathComponent("forms")
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: login, toPath: forms.appendingPathComponent("login.yaml").path)
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/formline"), encoding: .utf8)
        #expect(bash.contains("---completion"))
        // The installed bash completion, as bash runs it on Tab after `formline run lo`.
        let tab = "source \(prefix.path)/share/bash-completion/completions/formline; COMP_WORDS=(formline run lo); "
            + #"COMP_CWORD=2; COMP_LINE="formline run lo"; COMP_POINT=15; _formline; printf '%s\n' "${COMPREPLY[@]}""#
        let completion = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                               ["-i", "PATH=\(prefix.path)/bin:/usr/bin:/bin", "bash", "-c", tab],
                                               input: Data(), directory: scratch)
        #expect(completion.stdout.split(separator: "\n") == ["login"], "\(completion.stdout) \(completion.stderr)")
        // ... and field ids for `--set` from the form named before it, in all three shells' files.
        let setTab = "source \(prefix.path)/share/bash-completion/completions/formline; COMP_WORDS=(formline run login --set ''); "
            + #"COMP_CWORD=4; COMP_LINE="formline run login --set "; COMP_POINT=25; _formline_assignments formline '' --set; "#
            + #"printf '%s\n' "${COMPREPLY[@]}""#
        let setCompletion = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                                  ["-i", "PATH=\(prefix.path)/bin:/usr/bin:/bin", "bash", "-c", setTab],
                                                  input: Data(), directory: scratch)
        #expect(setCompletion.stdout.split(separator: "\n") == ["username=", "password=", "remember="],
                "\(setCompletion.stdout) \(setCompletion.stderr)")
        for file in ["share/zsh/site-functions/_formline", "share/fish/vendor_completions.d/formline.fish"] {
            let text = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("---completion run -- --set"), "\(file) does not complete --set")
        }

        let uninstall = try script("install", ["--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(files(under: prefix) == ["share/man/man1/other.1"])
        let left = (try? FileManager.default.contentsOfDirectory(atPath: prefix.path)) ?? []
        #expect(left == ["share"], "uninstall left \(left)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb"), "dpkg-deb is not installed"))
    func debianPackageHasTheInstallLayout() throws {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let deb = scratch.appendingPathComponent("formline.deb").path
        let build = try script("package-deb", ["--fast", "--output", deb])
        #expect(build.status == 0, "\(build.stderr)")

        let dpkg = URL(fileURLWithPath: "/usr/bin/dpkg-deb")
        let info = try ProcessRunner.run(dpkg, ["--info", deb], input: Data())
        #expect(info.stdout.contains("Package: formline"), "\(info.stdout)")
        #expect(info.stdout.contains("Depends:") && info.stdout.contains("libedit"), "\(info.stdout)")
        let contents = try ProcessRunner.run(dpkg, ["--contents", deb], input: Data()).stdout
        for expected in ["./usr/bin/formline", "./usr/bin/formline-mcp", "./usr/share/man/man1/formline-fill.1.gz",
                         "./usr/share/bash-completion/completions/formline", "./usr/share/zsh/site-functions/_formline",
                         "./usr/share/fish/vendor_completions.d/formline.fish", "./usr/share/formline/forms/login.yaml"] {
            #expect(contents.contains(expected), "\(expected) missing from the package:\n\(contents)")
        }
        #expect(!contents.contains("installed-files"))
        #expect(contents.contains("-rwxr-xr-x root/root") && contents.contains("./usr/bin/formline"))
    }
}
