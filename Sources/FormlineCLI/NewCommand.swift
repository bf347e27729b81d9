import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormTooling
import FrontEndSupport

/// `formline new NAME`: write a commented starter form that passes `check`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: Words.process[HelpWord.newAbstract],
        discussion: Words.process[HelpWord.newDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.newName]))
    var name: String

    @Option(name: .shortAndLong, help: ArgumentHelp(Words.process[HelpWord.newOutput]), completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.newForce]))
    var force = false

    func run() throws {
        try reportingErrors {
            let name = try Self.validName(name)
            let path = Self.path(for: name, output: output)
            if FileManager.default.fileExists(atPath: path), !force {
                throw FrontEndError(.error(.alreadyExists, ["path": path]), status: .usage)
            }
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            guard FileSystemPathProbe.entry(at: folder) == .directory else {
                throw FrontEndError(.error(.folderMissing, ["path": path, "folder": folder]), status: .noInput)
            }
            let scenarios = Self.scenarioPath(for: path)
            if let scenarios, FileManager.default.fileExists(atPath: scenarios), !force {
                throw FrontEndError(.error(.alreadyExists, ["path": scenarios]), status: .usage)
            }
            let schema = Self.schemaPath(from: path)
            let text: String
            do {
                text = try FormTemplate.starter(title: FormTemplate.title(forName: name), schemaPath: schema)
            } catch let error as YAMLError {
                throw FrontEndError(.error(.starterNotWritten, [.init("path", .verbatim(path)), .init("reason", error.summaryText)]), status: .ioError)
            }
            try AtomicFile.write(text, to: path, mode: AtomicFile.publicMode)
            guard let scenarios else {
                try StandardStreams.standardOutput(Words.process(.wroteForm, ["path": path]) + "\n")
                return
            }
            let tests = ScenarioTemplate.starter(formFile: path.split(separator: "/").last.map(String.init) ?? path, today: try Today.resolve(),
                                                 schemaPath: String(schema.dropLast("formline.schema.json".count)) + "formline-test.schema.json")
            try AtomicFile.write(tests, to: scenarios, mode: AtomicFile.publicMode)
            try StandardStreams.standardOutput(Words.process(.wroteFormAndScenarios, ["path": path, "scenarios": scenarios]) + "\n")
        }
    }

    /// NAME without a `.yaml`/`.yml` ending, when it makes a safe file name.
    static func validName(_ raw: String) throws(FrontEndError) -> String {
        var name = raw
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        let scalars = name.unicodeScalars
        let allowed = { (s: Unicode.Scalar) in s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "._-".unicodeScalars.contains(s)) }
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic || ("0"..."9").contains(first),
              scalars.allSatisfy(allowed), scalars.count <= 100
        else {
            throw FrontEndError(.error(.invalidFormName, ["name": raw]), status: .usage)
        }
        return name
    }

    /// `--output` (a folder gets NAME.yaml), else forms/NAME.yaml when forms/ exists, else NAME.yaml.
    static func path(for name: String, output: String?) -> String {
        if let output {
            let isFolder = output.hasSuffix("/") || FileSystemPathProbe.entry(at: output) == .directory
            return isFolder ? (output.hasSuffix("/") ? output : output + "/") + name + ".yaml" : output
        }
        if FileSystemPathProbe.entry(at: "forms") == .directory {
            return "forms/\(name).yaml"
        }
        return name + ".yaml"
    }

    /// The starter scenario file beside the form: `forms/x.yaml` → `forms/x.test.yaml` (nil
    /// when the form's name does not end in `.yaml` or `.yml`, as `formline test` would not find it).
    static func scenarioPath(for formPath: String) -> String? {
        for suffix in [".yaml", ".yml"] where formPath.hasSuffix(suffix) {
            return String(formPath.dropLast(suffix.count)) + ".test" + suffix
        }
        return nil
    }

    /// The schema's path relative to the new form's folder (absolute when they share only the
    /// root), when `schema/formline.schema.json` is here; otherwise where it is for a form in a
    /// repository's forms/ folder.
    static func schemaPath(from formPath: String) -> String {
        let schema = URL(fileURLWithPath: "schema/formline.schema.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: schema.path) else { return FormTemplate.defaultSchemaPath }
        let folder = URL(fileURLWithPath: formPath).standardizedFileURL.deletingLastPathComponent().pathComponents
        let target = schema.pathComponents
        var common = 0
        while common < min(folder.count, target.count), folder[common] == target[common] { common += 1 }
        guard common > 1 else { return schema.path }  // nothing shared but the root
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
