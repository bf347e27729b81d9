import ArgumentParser
import FormCore
import FormOutput
import FrontEndSupport

/// `formline check --format json`: every file's problems as one JSON object, shape version 1
/// (docs/json-output.md, schema/check.schema.json).
///
/// ```json
/// {"version":1,"files":[{"file":"forms/login.yaml","usable":true,"errors":0,"warnings":0}],"diagnostics":[]}
/// ```
final class CheckReport {
    private var files: [JSONObject.Value] = []
    private var diagnostics: [JSONObject.Value] = []

    /// Records one file's outcome and its diagnostics.
    func add(file: String, usable: Bool, diagnostics found: [Diagnostic], commands: [FormCommand] = []) {
        var entry = JSONObject()
        entry["file"] = .string(file)
        entry["usable"] = .bool(usable)
        entry["errors"] = .number(Double(found.filter { $0.severity == .error }.count))
        entry["warnings"] = .number(Double(found.filter { $0.severity == .warning }.count))
        if !commands.isEmpty { entry["commands"] = .array(commands.map { command in
            var item = JSONObject()
            item["what"] = .string(command.roleDescription)
            item["run"] = .array(command.arguments.map { .string($0) })
            item["reads"] = .array(command.reads.map { .string($0) })
            return .object(item)
        }) }
        files.append(.object(entry))
        for diagnostic in found {
            diagnostics.append(.object(Self.json(file: file, line: diagnostic.location.line, column: diagnostic.location.column,
                                                 severity: diagnostic.severity.rawValue, message: diagnostic.message,
                                                 hint: diagnostic.hint)))
        }
    }

    /// Records a file that could not be read (or a folder with no forms).
    func add(file: String, error: FrontEndError) {
        var entry = JSONObject()
        entry["file"] = .string(file)
        entry["usable"] = .bool(false)
        entry["errors"] = .number(1)
        entry["warnings"] = .number(0)
        files.append(.object(entry))
        diagnostics.append(.object(Self.json(file: file, line: nil, column: nil, severity: "error", message: error.message, hint: nil)))
    }

    /// The report.
    var text: String {
        var object = JSONObject()
        object["version"] = .number(1)
        object["files"] = .array(files)
        object["diagnostics"] = .array(diagnostics)
        return object.text
    }

    private static func json(file: String, line: Int?, column: Int?, severity: String, message: String, hint: String?) -> JSONObject {
        var item = JSONObject()
        item["file"] = .string(file)
        item["line"] = .optional(line)
        item["column"] = .optional(column)
        item["severity"] = .string(severity)
        item["message"] = .string(message)
        item["hint"] = .optional(hint)
        return item
    }
}

/// `text` or `json`, for `check` and `describe`.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}
