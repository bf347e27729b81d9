#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore

extension FormFile {
    /// Form names for shell completion: the names of the forms on the search path
    /// (`FormSearchPath.entries`, so never a scenario file) that start with `prefix`, sorted,
    /// each once. Never throws: an unreadable or missing folder contributes nothing.
    ///
    ///     FormFile.names(startingWith: "lo")   // ["login"] in a checkout with forms/login.yaml
    public static func names(startingWith prefix: String) -> [String] {
        Set(FormSearchPath().entries().map(\.name).filter { $0.hasPrefix(prefix) }).sorted()
    }

    /// Paths for shell completion: form files (`.yaml`, `.yml`, not scenario files) and folders
    /// in the folder `prefix` names (the current one without a `/`) that start with `prefix`;
    /// folders end in `/`.
    ///
    ///     FormFile.paths(startingWith: "forms/si")   // ["forms/signup.yaml"]
    public static func paths(startingWith prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var paths: [String] = []
        for entry in entries where !entry.hasPrefix(".") || prefix.hasPrefix(folder + ".") {
            let path = folder + entry
            guard path.hasPrefix(prefix) else { continue }
            let kind = FileSystemPathProbe.entry(at: path)
            guard kind != .missing else { continue }
            if kind == .directory {
                paths.append(path + "/")
            } else if FormSearchPath.isFormFileName(entry) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
