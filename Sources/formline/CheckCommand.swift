import ArgumentParser
import Foundation
import FormCore
import FrontEndSupport

/// `formline check FILE...`: report every problem in form files, compiler-style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check form files and report every problem as file:line:col.",
        discussion: """
        Each problem is printed on standard error as 'file:line:col: error: message' with the
        source line, a caret under the column and often a hint; every problem of every file is
        reported in one run. A folder stands for the .yaml and .yml files in it.

        Exits 0 when every file is usable (warnings allowed), 78 when any file has errors,
        66 when a file is missing or unreadable (and none has errors).
        """
    )

    @Argument(help: "Form files (paths, names in forms/, or folders) to check.", completion: FormCompletion.forms)
    var files: [String]

    func run() throws {
        let today = try Today.resolveOrExit()
        var worst = ExitStatus.success
        for name in files {
            let status = check(name, today: today)
            if status == .badForm || (status == .noInput && worst == .success) { worst = status }
        }
        if worst != .success { throw ExitCode(worst.rawValue) }
    }

    /// Checks one argument (a file or a folder of forms); returns how it went.
    private func check(_ name: String, today: LocalDate) -> ExitStatus {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory), isDirectory.boolValue {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: name)) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            guard !entries.isEmpty else {
                OutputStream.standardError("formline: the folder '\(name)' holds no .yaml files")
                return .noInput
            }
            let base = name.hasSuffix("/") ? name : name + "/"
            let results = entries.map { checkFile(base + $0, today: today) }
            return results.contains(.badForm) ? .badForm : (results.contains(.noInput) ? .noInput : .success)
        }
        return checkFile(name, today: today)
    }

    /// Checks one form file, printing its problems and a summary line.
    private func checkFile(_ name: String, today: LocalDate) -> ExitStatus {
        do {
            let path = try FormFile.resolve(name)
            let text = try FormFile.read(path)
            let result = FormLoader.load(yaml: text, today: today)
            if !result.diagnostics.isEmpty {
                OutputStream.standardError(DiagnosticRenderer(path: path, source: text).render(result.diagnostics))
            }
            let errors = result.errors.count, warnings = result.diagnostics.count - errors
            OutputStream.standardError("\(path): \(errors == 0 ? "ok" : "\(errors) error\(errors == 1 ? "" : "s")")"
                                       + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : ""))
            return result.form == nil ? .badForm : .success
        } catch {
            OutputStream.standardError("formline: " + error.message)
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
