import Foundation
#if canImport(Glibc)
import Glibc
#endif
import FormCore

/// Finds, reads and loads a form file named on the command line.
public enum FormFile {
    /// The paths tried for `name`: the path itself, then `forms/NAME.yaml` (and `.yml`).
    public static func candidates(for name: String) -> [String] {
        var paths = [name]
        if !name.contains("/") {
            let named = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
            paths += named ? ["forms/" + name] : ["forms/" + name + ".yaml", "forms/" + name + ".yml"]
        }
        return paths
    }

    /// Resolves `name` to an existing file path.
    public static func resolve(_ name: String) throws(FrontEndError) -> String {
        let fileManager = FileManager.default
        for path in candidates(for: name) {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
        }
        throw FrontEndError("no form file '\(name)' (looked for \(candidates(for: name).joined(separator: ", "))); "
                            + "run `formline new \(name)` to create one", status: .noInput)
    }

    /// Reads a file as UTF-8 text. Regular files and streams alike: `/dev/stdin`, a FIFO, or
    /// a shell's `<(…)` are read to their end.
    public static func read(_ path: String) throws(FrontEndError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FrontEndError("cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw FrontEndError("cannot read '\(path)': it is a folder, not a form file", status: .noInput)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptorIO.readAll(fd) ?? []
        } catch {
            throw FrontEndError("cannot read '\(path)': \(String(cString: strerror(error.code)))", status: .noInput)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FrontEndError("'\(path)' is not UTF-8 text", status: .badForm)
        }
        return text
    }

    /// Whether `path` names standard input (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`): a
    /// form read from there leaves no piped answers behind it.
    public static func isStandardInput(_ path: String) -> Bool {
        OutputTarget.descriptorAlias(path) == STDIN_FILENO
    }

    /// Resolves, reads and loads a form; an unusable form throws with every error rendered
    /// as `file:line:col: error: …` with the source line and a caret.
    public static func load(_ name: String, today: LocalDate) throws(FrontEndError) -> (path: String, form: FormDefinition) {
        let path = try resolve(name)
        let text = try read(path)
        let result = FormLoader.load(yaml: text, today: today)
        guard let form = result.form else {
            let rendered = DiagnosticRenderer(path: path, source: text).render(result.errors)
            throw FrontEndError("\(path) has errors; fix them (see `formline check \(path)`):\n" + rendered, status: .badForm)
        }
        return (path, form)
    }
}
