import Foundation
import Testing
import TestSupport

/// The modules' layers (issue 34 item 4; docs/architecture.md, "Modules"): what the library
/// and every front end link never includes the executable's tooling (scenarios, `new`
/// templates) or swift-argument-parser, and the engine and the flow driver import no front
/// end. Read from the sources' `import` lines, so a new import that crosses a layer fails
/// here even where the build would let it through (a module built for another target is
/// visible to the compiler).
@Suite struct ModuleLayerTests {
    static let sources = ProcessRunner.repositoryRoot().appendingPathComponent("Sources")

    /// Every module each Swift file of `module` imports (`import X`, `@testable import X`,
    /// `@_exported import X`), by file.
    static func imports(of module: String) throws -> [(file: String, module: String)] {
        let folder = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "package" || $0 == "internal" }) else { continue }
                found.append((module + "/" + path, String(words[index + 1])))
            }
        }
        return found
    }

    static let libraryModules = ["FocusEngine", "FormPatterns", "FormYAML", "FormText", "FormDates", "FormCore", "FormOutput",
                                 "FormDriver", "FrontEndSupport", "PipedFrontEnd", "FormRecords", "BatchFrontEnd",
                                 "TerminalFrontEnd", "FormCommands", "Formline", "formline-mcp"]

    @Test(arguments: libraryModules)
    func noLibraryModuleImportsTheExecutablesTooling(module: String) throws {
        let folder = Self.sources.appendingPathComponent(module).path
        #expect(FileManager.default.subpaths(atPath: folder)?.contains { $0.hasSuffix(".swift") } == true,
                "\(module) has no sources: the list is stale")
        for (file, imported) in try Self.imports(of: module) where ["FormTooling", "FormlineCLI", "ArgumentParser"].contains(imported) {
            Issue.record("\(file) imports \(imported), the executable's tooling")
        }
    }

    @Test(arguments: ["FocusEngine", "FormCore", "FormOutput", "FormDriver"])
    func theEngineAndTheDriverImportNoFrontEnd(module: String) throws {
        let frontEnds = ["FrontEndSupport", "PipedFrontEnd", "BatchFrontEnd", "TerminalFrontEnd", "FormCommands", "CLibEdit",
                         "Formline", "FormTooling", "Subprocess"]
        for (file, imported) in try Self.imports(of: module) where frontEnds.contains(imported) {
            Issue.record("\(file) imports \(imported): \(module) does no I/O and knows no front end")
        }
    }

    /// `import Formline` brings the library's own types and the few engine types its API hands
    /// out, each named (`@_exported import struct FormCore.FieldDefinition`), never a whole
    /// module: the about 718 public declarations of the engine stay behind `import FormCore`.
    @Test func theLibraryReExportsOnlyNamedDeclarations() throws {
        let folder = Self.sources.appendingPathComponent("Formline")
        var named = 0
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                let words = line.split(separator: " ")
                if words.count == 4, ["struct", "class", "enum", "protocol", "typealias", "func"].contains(words[2]) {
                    named += 1
                } else {
                    Issue.record("Formline/\(path): '\(line)' re-exports a whole module")
                }
            }
        }
        #expect((1...20).contains(named), "\(named) named re-exports")
    }

    /// The check itself can fail: the executable does import the tooling.
    @Test func theExecutableIsWhereTheToolingIsImported() throws {
        #expect(try Self.imports(of: "FormlineCLI").contains { $0.module == "FormTooling" })
    }
}
