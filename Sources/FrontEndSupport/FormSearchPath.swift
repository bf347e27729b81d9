#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormOutput

/// Where a FORM name (not a path) is looked up, in order:
///
/// 1. `./forms`
/// 2. each folder of `$FORMLINE_PATH` (colon-separated)
/// 3. `$XDG_CONFIG_HOME/formline/forms` (default `~/.config/formline/forms`)
/// 4. each `DIR/formline/forms` for DIR in `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`)
///
/// The first folder holding `NAME.yaml` (or `NAME.yml`) wins. Relative XDG folders are
/// ignored, as the XDG Base Directory specification says. A folder that others can write to,
/// or that belongs to someone other than you or root (`FolderTrust`, the drafts folder's
/// rule), is not searched: anyone could put a form of any name there (`FORMLINE_PATH=/tmp`).
/// `untrustedFolders()` says which were passed over and why; `list` and the "no form"
/// message say it too.
///
/// ```swift
/// let search = FormSearchPath(environment: ["FORMLINE_PATH": "/srv/forms:/opt/forms", "HOME": "/home/ada"])
/// search.folders.map(\.path)   // ["forms", "/srv/forms", "/opt/forms", "/home/ada/.config/formline/forms",
///                               //  "/usr/local/share/formline/forms", "/usr/share/formline/forms"]
/// search.find("login")         // "forms/login.yaml" when it exists
/// ```
public struct FormSearchPath: Sendable {
    /// One folder searched, and which setting put it there.
    public struct Folder: Sendable, Equatable, CustomStringConvertible {
        /// The folder.
        public let path: String
        /// `./forms`, `FORMLINE_PATH`, `XDG_CONFIG_HOME` or `XDG_DATA_DIRS`.
        public let origin: String

        /// `./forms`, or the path and its origin: `/srv/forms (FORMLINE_PATH)`.
        public var description: String { origin == "./forms" ? origin : "\(path) (\(origin))" }
    }

    /// A form file found in a folder.
    public struct Entry: Sendable, Equatable {
        /// The name it is run by (the file name without `.yaml`/`.yml`).
        public let name: String
        /// The file's path.
        public let path: String
        /// The folder it is in.
        public let folder: Folder
        /// Whether a folder searched earlier holds a form of the same name, which wins.
        public let isShadowed: Bool
    }

    /// The folders, in search order.
    public let folders: [Folder]

    /// The search path for an environment (the process's by default).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folders = [Folder(path: "forms", origin: "./forms")]
        for entry in (environment["FORMLINE_PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            folders.append(Folder(path: Self.trimmingSlash(String(entry)), origin: "FORMLINE_PATH"))
        }
        let config = FileSystemPathProbe.configHome(environment: environment)
        folders.append(Folder(path: Self.join(Self.trimmingSlash(config), "formline/forms"), origin: "XDG_CONFIG_HOME"))
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        for entry in dataDirs.split(separator: ":") where entry.hasPrefix("/") {
            folders.append(Folder(path: Self.join(Self.trimmingSlash(String(entry)), "formline/forms"), origin: "XDG_DATA_DIRS"))
        }
        self.folders = folders
    }

    /// The file names `name` may have in a folder: `NAME.yaml`, `NAME.yml` and `NAME.json` (a
    /// JSON Schema is a form: docs/json-schema.md), or the name itself when it already ends so.
    public static func fileNames(for name: String) -> [String] {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") ? [name] : [name + ".yaml", name + ".yml", name + ".json"]
    }

    /// Whether a file is named like a form: `.yaml`, `.yml` or `.json` (a JSON Schema), and not
    /// a scenario file (`*.test.yaml`). `isFormFileName("login.yml")` is true, `"login.test.yaml"` false.
    public static func isFormFileName(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")) && !ScenarioFileName.matches(name)
    }

    /// A file name or path without its `.yaml`/`.yml`/`.json` ending: `stem(of: "forms/login.yaml")`
    /// is `"forms/login"`; other names are returned as they are.
    public static func stem(of name: String) -> String {
        for suffix in [".yaml", ".yml", ".json"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }

    /// Every place `name` is looked for, in order.
    public func candidates(for name: String) -> [String] {
        folders.flatMap { folder in Self.fileNames(for: name).map { Self.join(folder.path, $0) } }
    }

    /// The first existing form file for `name`, in a folder that may be trusted.
    public func find(_ name: String) -> String? {
        for folder in folders where Self.trust(folder) == nil {
            for file in Self.fileNames(for: name) where Self.isFile(Self.join(folder.path, file)) {
                return Self.join(folder.path, file)
            }
        }
        return nil
    }

    /// The folders passed over because others could have put files in them, and why.
    public func untrustedFolders() -> [(folder: Folder, problem: FolderTrust)] {
        folders.compactMap { folder in Self.trust(folder).map { (folder, $0) } }
    }

    /// Why a folder is not searched (`FolderTrust`: owned by you or root, and nobody else
    /// can write to it), or nil.
    private static func trust(_ folder: Folder) -> FolderTrust? {
        FolderTrust.problem(with: folder.path, owners: [geteuid(), 0])
    }

    /// Every form file in every folder, in search order (within a folder, by name).
    public func entries() -> [Entry] {
        var seen: Set<String> = []
        var result: [Entry] = []
        for folder in folders where Self.trust(folder) == nil {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for file in files where Self.isFormFileName(file) {
                let path = Self.join(folder.path, file)
                guard Self.isFile(path) else { continue }
                let name = Self.stem(of: file)
                result.append(Entry(name: name, path: path, folder: folder, isShadowed: !seen.insert(name).inserted))
            }
        }
        return result
    }

    /// The folder without trailing `/`s (the root stays `/`).
    private static func trimmingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `folder/name`, without doubling the root's `/`.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Only regular files (links followed) are forms found by name: a FIFO or a device in a
    /// folder is passed over, never opened (reading one would wait for a writer).
    private static func isFile(_ path: String) -> Bool {
        FileSystemPathProbe.entry(at: path) == .file
    }
}
