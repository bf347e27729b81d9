import Foundation

extension FormFile {
    /// The directories a bare form name is looked up in, derived from `candidates(for:)`, so
    /// they follow the search path wherever it is defined (today just `forms/`).
    public static var searchDirectories: [String] {
        let probe = "formline-probe"
        var directories: [String] = []
        for path in candidates(for: probe) where path != probe {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty && !directories.contains(directory) { directories.append(directory) }
        }
        return directories
    }

    /// Form names for shell completion: the names of the form files in `searchDirectories`
    /// that start with `prefix`, sorted, each once. Never throws: an unreadable or missing
    /// directory contributes nothing.
    ///
    ///     FormFile.names(startingWith: "lo")   // ["login"] in a checkout with forms/login.yaml
    public static func names(startingWith prefix: String) -> [String] {
        var names = Set<String>()
        for directory in searchDirectories {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for entry in entries {
                for suffix in [".yaml", ".yml"] where entry.hasSuffix(suffix) {
                    let name = String(entry.dropLast(suffix.count))
                    if !name.isEmpty && name.hasPrefix(prefix) { names.insert(name) }
                }
            }
        }
        return names.sorted()
    }

    /// Paths for shell completion: form files (`.yaml`, `.yml`) and folders in the folder
    /// `prefix` names (the current one without a `/`) that start with `prefix`; folders end in `/`.
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
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                paths.append(path + "/")
            } else if entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
