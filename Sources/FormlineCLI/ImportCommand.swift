import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import FormCore
import FrontEndSupport

/// `formline import SCHEMA.json [-o FORM.yaml]`: write the form a JSON Schema maps to.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: Words.process[HelpWord.importAbstract],
        discussion: Words.process[HelpWord.importDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.importSchema]), completion: .file(extensions: ["json", "yaml", "yml"]))
    var schema: String

    @Option(name: .shortAndLong, help: ArgumentHelp(Words.process[HelpWord.importOutput]),
            completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.importForce]))
    var force = false

    func run() throws {
        try ImportRequest(self).run()
    }

    /// Whether anything is at `path`, a dangling symbolic link included.
    fileprivate static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// What `formline import` was asked to do, as plain values. `ImportCommand` makes one from a
/// parsed command line; `ImportRequest.parsedFast` makes the one for `import SCHEMA` alone
/// without swift-argument-parser, whose reflection over every command cost 11M instructions,
/// a twenty-fifth of importing a 1,000-property schema (as `RunRequest.parsedFast` does for
/// `run FORM`).
///
/// ```swift
/// ImportRequest.parsedFast(["import", "user.json"])?.schema   // "user.json"
/// ImportRequest.parsedFast(["import", "user.json", "-o", "user.yaml"])   // nil: parsed as usual
/// ```
struct ImportRequest: Equatable {
    var schema: String
    var output: String?
    var force = false

    /// `import SCHEMA` with every option at its default.
    init(schema: String) {
        self.schema = schema
    }

    /// The values of a parsed `import` command line.
    init(_ command: ImportCommand) {
        schema = command.schema
        output = command.output
        force = command.force
    }

    /// The request for exactly `import SCHEMA`, SCHEMA a non-empty argument that does not
    /// start with `-`; every other argument list gives nil and goes through
    /// swift-argument-parser (options, help, errors). `FastImportArgumentsTests` checks that
    /// whatever this accepts swift-argument-parser parses into an equal request.
    static func parsedFast(_ arguments: [String]) -> ImportRequest? {
        guard arguments.count == 2, arguments[0] == "import",
              let first = arguments[1].utf8.first, first != UInt8(ascii: "-") else { return nil }
        return ImportRequest(schema: arguments[1])
    }

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let target = output == "-" ? nil : output
            if let target, !force, ImportCommand.exists(target) {
                throw FrontEndError(.error(.alreadyExists, ["path": TerminalSafeText.escape(target)]), status: .usage)
            }
            let text = try FormFile.read(schema)
            // The form's comments are for the person who reads it: in the process's language.
            let (imported, problems) = SchemaImport.importing(text, words: Words.process)
            // The schema's problems, on standard error for a person: in the process's language.
            let renderer = DiagnosticRenderer(path: schema, source: text, words: Words.process)
            guard let imported else {
                throw FrontEndError(.error(.cannotImport, [.init("path", .verbatim(schema)), .init("problems", .verbatim(renderer.render(problems)))]),
                                    status: .badForm)
            }
            let loaded = FormLoader.load(imported: imported, today: try Today.resolve())
            let errors = loaded.errors
            guard errors.isEmpty, loaded.form != nil else {
                throw FrontEndError(.error(.cannotImportSeeCheck, [.init("path", .verbatim(schema)), .init("problems", .verbatim(renderer.render(errors)))]),
                                    status: .badForm)
            }
            let warnings = loaded.diagnostics.filter { $0.severity == .warning }
            var form = imported.yaml
            if !warnings.isEmpty {
                // Comments for the person who reads the file: in the process's language.
                form += "# " + Words.process(.importNotMapped, ["schema": SchemaFormWriter.commentSafe(schema)]) + "\n"
                for warning in warnings {
                    form += "#   \(warning.location): \(SchemaFormWriter.commentSafe(warning.message(in: Words.process)))\n"
                }
                StandardStreams.standardError(renderer.render(warnings))
            }
            if let target {
                try AtomicFile.write(form, to: target, mode: AtomicFile.ordinaryMode)
                StandardStreams.standardError(Words.process(.importWrote, ["path": .verbatim(target)]))
            } else {
                try StandardStreams.standardOutput(form)
            }
        }
    }
}
