import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCommands
import FormCore
import FormTooling
import FrontEndSupport

/// `formline test [PATH...]`: run scenario files (`*.test.yaml`) against their forms.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: Words.process[HelpWord.testAbstract],
        discussion: Words.process[HelpWord.testDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.testPaths]), completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @OptionGroup(title: Words.process[HelpWord.commandsTitle])
    var commands: CommandOptions

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        var totals = ScenarioTotals()
        try reportingErrors {
            for path in try ScenarioFiles.find(paths.isEmpty ? ["forms"] : paths, defaulted: paths.isEmpty) {
                try StandardStreams.standardOutput(ScenarioFileRun.run(path, totals: &totals, trust: commands.trust,
                                                                         extraArguments: commands.noChecks ? ["--no-checks"] : []))
            }
            try StandardStreams.standardOutput(totals.summary(in: Words.process) + "\n")
        }
        if totals.broken > 0 { throw ExitCode(ExitStatus.badForm.rawValue) }
        if totals.failed > 0 { throw ExitCode(ExitStatus.rejected.rawValue) }
        if totals.untrusted > 0 { throw ExitCode(ExitStatus.untrusted.rawValue) }
    }
}

/// Counts over every scenario file of a `formline test`.
struct ScenarioTotals {
    var passed = 0
    var failed = 0
    /// Scenario files (or their forms) with errors, whose scenarios did not run.
    var broken = 0
    /// Scenarios not run because they need trust the person has not given.
    var untrusted = 0

    /// `5 passed, 1 failed` (and `, 1 file with errors`, `, 2 not run (need trust)`), in
    /// `words`' language.
    func summary(in words: Words = .english) -> String {
        var parts = [MessageText(.scenariosPassed, ["count": "\(passed)"]), MessageText(.scenariosFailed, ["count": "\(failed)"])]
        if broken > 0 { parts.append(broken == 1 ? MessageText(.scenarioFileWithErrors) : MessageText(.scenarioFilesWithErrors, ["count": "\(broken)"])) }
        if untrusted > 0 { parts.append(MessageText(.scenariosNotRun, ["count": "\(untrusted)"])) }
        return ScenarioFileRun.joined(parts).rendered(in: words)
    }
}

/// Which scenario files the paths stand for.
enum ScenarioFiles {
    static func find(_ paths: [String], defaulted: Bool) throws(FrontEndError) -> [String] {
        var files: [String] = []
        for path in paths {
            let kind = FileSystemPathProbe.entry(at: path)
            guard kind != .missing else {
                let why = MessageText.error(defaulted ? .noPathGiven : .checkThePath)
                throw FrontEndError(.error(.noSuchFileOrFolder, [.init("path", .verbatim(path)), .init("why", why)]), status: .noInput)
            }
            if kind == .directory {
                // Regular files only: a FIFO named like a scenario is passed over, never opened.
                let base = path.hasSuffix("/") ? path : path + "/"
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                    .filter { ScenarioFileName.matches($0) && FileSystemPathProbe.entry(at: base + $0) == .file }.sorted()
                guard !names.isEmpty else {
                    throw FrontEndError(.error(.folderHoldsNoScenarios, ["path": path]), status: .noInput)
                }
                files += names.map { base + $0 }
            } else if ScenarioFileName.matches(path) {
                files.append(path)
            } else {
                let stem = FormSearchPath.stem(of: path)
                guard let beside = [stem + ".test.yaml", stem + ".test.yml"].first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                    throw FrontEndError(.error(.noScenarioFile, ["path": path, "stem": stem]), status: .noInput)
                }
                files.append(beside)
            }
        }
        return files
    }
}

/// Reads one scenario file, runs its scenarios and renders the results.
enum ScenarioFileRun {
    /// The text to print for the file: its problems or failures, then `FILE: N passed`.
    static func run(_ path: String, totals: inout ScenarioTotals, trust: Bool = false, extraArguments: [String] = [],
                    words: Words = Words.process) throws(FrontEndError) -> String {
        let text = try FormFile.read(path, regularFileOnly: true)   // scenario files are files, never waited on
        let renderer = DiagnosticRenderer(path: path, source: text, words: words)
        /// `FILE: 2 errors`, in the language.
        func errorLine(_ errors: Int) -> String {
            "\n\(path): " + words(errors == 1 ? .oneError : .errors, ["count": .verbatim("\(errors)")]) + "\n"
        }
        let loaded = ScenarioLoader.load(yaml: text)
        guard let file = loaded.file else {
            totals.broken += 1
            return renderer.render(loaded.diagnostics) + errorLine(loaded.diagnostics.filter { $0.severity == .error }.count)
        }
        let formPath: String
        let opened: OpenedForm
        do {
            formPath = try self.formPath(of: file, at: path)
            opened = try FormFile.openForm(formPath, regularFileOnly: true)
        } catch {
            totals.broken += 1
            let location = file.form?.location ?? SourceLocation(line: 1, column: 1)
            return renderer.render(Diagnostic(.error, error.text, at: location, hint: file.form == nil ? DiagnosticText(.nameTheForm) : nil))
                + errorLine(1)
        }
        let firstToday = file.scenarios.first.flatMap { $0.today ?? (try? Today.resolve(environment: $0.environment)) }
        let formText = opened.text
        let form = FormLoader.load(yaml: formText, today: firstToday ?? LocalDate(year: 2026, month: 1, day: 1)!)
        if form.form == nil {
            totals.broken += 1
            return DiagnosticRenderer(path: formPath, source: formText, words: words).render(form.diagnostics) + "\n"
                + renderer.render(Diagnostic(.error, DiagnosticText(.formHasErrorsNoScenario, ["path": .verbatim(formPath)]),
                                             at: file.form?.location ?? SourceLocation(line: 1, column: 1))) + errorLine(1)
        }
        let unknown = file.unknownFields(in: form.form!, formName: formPath)
        guard unknown.isEmpty else {
            totals.broken += 1
            return renderer.render(unknown) + errorLine(unknown.count)
        }
        var out = ""
        var passed = 0, failed = 0, untrusted = 0
        let needs = extraArguments.contains("--no-checks") ? TrustNeeds(items: []) : form.form!.trustNeeds
        // Trust comes from the person only, asked once per form: --trust, or the trust record
        // for the very file read (never from the scenario file).
        lazy var trusted = trust || ((try? FormTrust(environment: LaunchEnvironment.values).isTrusted(opened)) ?? false)
        for scenario in file.scenarios {
            let wouldDo = ScenarioReplies(scenario.replies, fallback: nil).uncovered(needs)
            if !wouldDo.isEmpty, !trusted {
                untrusted += 1
                let line = "\(path):\(scenario.location): \(words[DiagnosticWord.error]): "
                    + MessageText.tool(.scenarioNotRunForTrust, [.init("name", .verbatim(scenario.name)),
                                                                 .init("doing", CommandGate.doingText(wouldDo))]).rendered(in: words)
                out += TerminalSafeText.escape(line, keepingLayout: false) + "\n" + CommandGate.listing(wouldDo) + "\n"
                    + "    " + words(.scenarioReadThenTrust, ["form": ShellQuoting.shownWord(formPath)]) + "\n"
                continue
            }
            let outcome = ScenarioRun.run(scenario, opened: opened, answersLabel: "\(path):\(scenario.location.line)",
                                          trusted: !wouldDo.isEmpty || trust || (form.form!.readsFiles && trusted),
                                          extraArguments: extraArguments)
            let mismatches = ScenarioVerifier.mismatches(of: scenario, in: outcome)
            guard !mismatches.isEmpty else {
                passed += 1
                continue
            }
            failed += 1
            for mismatch in mismatches {
                let line = "\(path):\(mismatch.location): \(words[DiagnosticWord.error]): "
                    + words(.scenarioFailedLine, ["name": .verbatim(scenario.name), "problem": mismatch.text])
                out += TerminalSafeText.escape(line, keepingLayout: false) + "\n"
            }
            for line in outcome.reported {
                out += "    " + words(.formlineReported, ["line": .verbatim(TerminalSafeText.escape(line, keepingLayout: false))]) + "\n"
            }
        }
        totals.passed += passed
        totals.failed += failed
        totals.untrusted += untrusted
        var counts = [MessageText(.scenariosPassed, ["count": "\(passed)"])]
        if failed > 0 { counts.append(MessageText(.scenariosFailed, ["count": "\(failed)"])) }
        if untrusted > 0 { counts.append(MessageText(.scenariosNotRun, ["count": "\(untrusted)"])) }
        return out + "\(path): " + joined(counts).rendered(in: words) + "\n"
    }

    /// Counts one after another (`5 passed, 1 failed`), as the language joins them.
    static func joined(_ parts: [MessageText]) -> MessageText {
        guard var text = parts.first else { return .verbatim("") }
        for part in parts.dropFirst() { text = MessageText(.countsJoined, ["first": text, "second": part]) }
        return text
    }

    /// The form a scenario file tests: `form:` (relative to the scenario file, or a form's name), else the form it is named after.
    private static func formPath(of file: ScenarioFile, at path: String) throws(FrontEndError) -> String {
        let folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        guard let form = file.form?.value else {
            guard let beside = ScenarioFileName.formPath(besides: path) else {
                throw FrontEndError(.error(.scenarioNamesNoForm), status: .badForm)
            }
            let yml = String(beside.dropLast(5)) + ".yml"
            return FileManager.default.fileExists(atPath: beside) || !FileManager.default.fileExists(atPath: yml) ? try FormFile.resolve(beside) : yml
        }
        if form.contains("/") || form.hasSuffix(".yaml") || form.hasSuffix(".yml") || form.hasSuffix(".json") {
            // A scenario file may come from anyone (CI runs contributors' files): it names a
            // form file in its own folder, never any file the run could read.
            let name = form.split(separator: "/").last.map(String.init) ?? ""
            let inside = form.hasPrefix("/") ? isInside(form, folder: folder) : !tidy(form).hasPrefix("..")
            guard FormSearchPath.isFormFileName(name), inside, tidy(form) != "." else {
                throw FrontEndError(.notice(.scenarioFormOutside, [.init("form", .verbatim(form)),
                                                                   .init("folder", folder.isEmpty ? .notice(.scenarioSameFolder) : .verbatim(folder))]),
                                    status: .usage)
            }
            return try FormFile.resolve(form.hasPrefix("/") ? form : tidy(folder + form))
        }
        return try FormFile.resolveName(form)
    }

    /// Whether the absolute `path` is inside `folder` (the scenario file's, relative or absolute), as written.
    private static func isInside(_ path: String, folder: String) -> Bool {
        let base = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        let root = tidy(base.hasSuffix("/") ? base : base + "/")
        let tidied = tidy(path)
        return tidied.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `a/b/../c/./d` → `a/c/d` (a leading `..` stays), so reports name the form's path plainly.
    private static func tidy(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
