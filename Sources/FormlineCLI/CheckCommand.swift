import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCommands
import FormCore
import FrontEndSupport

/// `formline check FILE...`: report every problem in form files, compiler-style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: Words.process[HelpWord.checkAbstract],
        discussion: Words.process[HelpWord.checkDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.checkFiles]), completion: FormCompletion.forms)
    var files: [String]

    @Option(help: ArgumentHelp(Words.process[HelpWord.checkFormat],
                               valueName: "format"))
    var format: ReportFormat = .text

    func run() throws {
        let today = try Today.resolveOrExit()
        let report = format == .json ? CheckReport() : nil
        var worst = ExitStatus.success
        for name in files {
            let status = check(name, today: today, report: report)
            if status.rawValue > worst.rawValue { worst = status }  // 78 over 66 over 64
        }
        if let report { try reportingErrors { try StandardStreams.standardOutput(report.text + "\n") } }
        if worst != .success { throw ExitCode(worst.rawValue) }
    }

    /// Checks one argument (a file or a folder of forms); returns how it went.
    private func check(_ name: String, today: LocalDate, report: CheckReport?) -> ExitStatus {
        if FileSystemPathProbe.entry(at: name) == .directory {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: name)) ?? [])
                .filter(FormSearchPath.isFormFileName).sorted()
            guard !entries.isEmpty else {
                let error = FrontEndError(.error(.folderHoldsNoForms, ["path": name]), status: .noInput)
                if let report { report.add(file: name, error: error) } else { StandardStreams.standardError("formline: " + error.personMessage) }
                return .noInput
            }
            let base = name.hasSuffix("/") ? name : name + "/"
            let results = entries.map { checkFile(base + $0, today: today, report: report, foundInFolder: true) }
            return results.contains(.badForm) ? .badForm : (results.contains(.noInput) ? .noInput : .success)
        }
        return checkFile(name, today: today, report: report)
    }

    /// Checks one form file, printing its problems and a summary line. A file found in a
    /// folder (or on the search path) must be a regular file: a FIFO there is refused, not read.
    private func checkFile(_ name: String, today: LocalDate, report: CheckReport?, foundInFolder: Bool = false) -> ExitStatus {
        do {
            let path = try FormFile.resolve(name)
            let text = try FormFile.read(path, regularFileOnly: foundInFolder || path != name)
            try FormFile.refuseScenarioFile(path: path, text: text)
            let result = FormLoader.load(yaml: text, today: today)
            if let report {
                report.add(file: path, usable: result.form != nil, diagnostics: result.diagnostics,
                           commands: result.form?.commands ?? [])
                return result.form == nil ? .badForm : .success
            }
            if !result.diagnostics.isEmpty {
                StandardStreams.standardError(DiagnosticRenderer(path: path, source: text, words: .process).render(result.diagnostics))
            }
            let errors = result.errors.count, warnings = result.diagnostics.count - errors
            let words = Words.process
            let counted = errors == 0 ? words[DiagnosticWord.checkOK]
                : words(errors == 1 ? .oneError : .errors, ["count": "\(errors)"])
            StandardStreams.standardError("\(path): " + (warnings == 0 ? counted
                : words(.withWarnings, ["errors": .verbatim(counted),
                                        "warnings": .verbatim(words(warnings == 1 ? .oneWarning : .warnings, ["count": "\(warnings)"]))])))
            if let needs = result.form?.trustNeeds, !needs.isEmpty {
                StandardStreams.standardError("  " + words(.checkOnlyWhenTrusted, ["doing": CommandGate.doing(needs, counted: true)])
                                           + "\n" + CommandGate.listing(needs))
            }
            return result.form == nil ? .badForm : .success
        } catch {
            if let report { report.add(file: name, error: error) } else { StandardStreams.standardError("formline: " + error.personMessage) }
            return error.status
        }
    }
}

extension Today {
    /// `resolve()`, exiting with its message on a bad FORMLINE_TODAY.
    static func resolveOrExit() throws -> LocalDate {
        do { return try resolve() } catch { throw error.exit() }
    }
}
