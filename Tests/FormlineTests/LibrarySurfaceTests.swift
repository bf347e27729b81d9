import Foundation
import Testing
import TestSupport

/// Issue 34 item 4: what `import Formline` shows a program is the API its DocC curates, and it
/// changes only on purpose. `scripts/library-surface` lists it from the compiler's symbol graphs
/// of the modules this test was built with (Formline's public declarations and the public
/// members of the engine types Sources/Formline/Formline.swift re-exports); the list must be
/// docs/library-surface.txt. And the code written as a program outside the package (the
/// examples, this target's tests, the DocC articles' code) must type-check without `package`
/// access: engine internals are `package`, which every target of the package still sees.
@Suite(.serialized) struct LibrarySurfaceTests {
    static let root = ProcessRunner.repositoryRoot()

    @Test func theSurfaceIsTheCommittedList() throws {
        let result = try surface([])
        try #require(result.status == 0, "scripts/library-surface could not list the surface: \(result.stderr)")
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/library-surface.txt"), encoding: .utf8)
        let listed = Set(result.stdout.split(separator: "\n")), kept = Set(committed.split(separator: "\n"))
        let added = listed.subtracting(kept).sorted(), gone = kept.subtracting(listed).sorted()
        #expect(added.isEmpty && gone.isEmpty,
                """
                the public API `import Formline` shows changed (docs/library-surface.txt is stale):
                \((added.map { "+ \($0)" } + gone.map { "- \($0)" }).joined(separator: "\n"))
                A new declaration no program needs is `package`; one a program needs is curated in the \
                DocC catalogue; then run scripts/library-surface --write.
                """)
        if added.isEmpty && gone.isEmpty {
            #expect(result.stdout == committed, "same declarations, but not the list scripts/library-surface --write makes")
        }
    }

    @Test func programsOutsideThePackageNeedOnlyPublicDeclarations() throws {
        let result = try surface(["--client-check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// Runs scripts/library-surface on the modules built beside this test bundle.
    private func surface(_ arguments: [String]) throws -> ProcessResult {
        let script = Self.root.appendingPathComponent("scripts/library-surface").path
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "--modules", try Self.modules().path] + arguments,
                                           input: Data(), directory: Self.root, timeout: 600)
        #expect(!result.timedOut)
        return result
    }

    /// The `Modules` directory of the build this test bundle belongs to.
    static func modules() throws -> URL {
        let candidates = [ProcessRunner.formlineBinary().deletingLastPathComponent(), Bundle.main.bundleURL,
                          Bundle.main.bundleURL.deletingLastPathComponent(),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        let found = candidates.map { $0.appendingPathComponent("Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Formline.swiftmodule").path) }
        return try #require(found, "no Modules/Formline.swiftmodule beside the test bundle (\(candidates.map(\.path)))")
    }
}
