import ArgumentParser
import FormCore
import FrontEndSupport

/// `formline check FILE...`: report every problem in form files, compiler-style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check form files and report every problem as file:line:col.",
        discussion: "Exits 0 when every file is usable (warnings allowed), 78 when any has errors."
    )

    @Argument(help: "Form files to check.")
    var files: [String]

    func run() throws {
        let today = try Today.resolveOrExit()
        var failed = false
        for name in files {
            do {
                let path = try FormFile.resolve(name)
                let text = try FormFile.read(path)
                let result = FormLoader.load(yaml: text, today: today)
                if !result.diagnostics.isEmpty {
                    OutputStream.standardError(DiagnosticRenderer(path: path, source: text).render(result.diagnostics))
                }
                if result.form == nil { failed = true }
                let errors = result.errors.count, warnings = result.diagnostics.count - errors
                OutputStream.standardError("\(path): \(errors == 0 ? "ok" : "\(errors) error\(errors == 1 ? "" : "s")")"
                                           + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : ""))
            } catch {
                OutputStream.standardError("formline: " + error.message)
                failed = true
            }
        }
        if failed { throw ExitCode(ExitStatus.badForm.rawValue) }
    }
}

extension Today {
    /// `resolve()`, exiting with its message on a bad FORMLINE_TODAY.
    static func resolveOrExit() throws -> LocalDate {
        do { return try resolve() } catch { throw error.exit() }
    }
}
