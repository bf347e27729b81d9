import Foundation
import Testing
import Formline
#if canImport(Glibc)
import Glibc
#endif

/// The limit every list has, through the library: a form cannot raise it, and piped rows
/// past it are a typed error, not unbounded memory.
@Suite struct ListLimitLibraryTests {
    @Test func aFormBuiltInSwiftCannotRaiseTheLimit() {
        #expect {
            _ = try Form(title: "Hosts", today: FormRunTests.today) { Field.list("hosts", maxItems: 50_000) }
        } throws: { error in
            guard case .invalidForm(let diagnostics, _) = error as? FormlineError else { return false }
            return diagnostics.map(\.message) == ["field 'hosts': maxItems 50000 is more than any list takes "
                                                  + "(a list takes at most 10000 rows, formline's limit for any list)"]
        }
    }

    @Test func pipedRowsPastTheLimitAreATypedErrorNamingTheLines() throws {
        let form = try Form(title: "Hosts", today: FormRunTests.today) { Field.list("hosts") }
        // A file, not a pipe: 10,001 rows are more than a pipe buffer holds.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("formline-rows-\(UUID().uuidString)").path
        try ((1...10_001).map { "host\($0).example.com\n" }.joined() + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let input = open(path, O_RDONLY)
        defer { close(input) }
        #expect(throws: FormlineError.unreadableInput(
            field: "hosts", line: 10_001,
            message: "input lines 1–10001: field 'hosts' (hosts): takes at most 10000 rows, formline's limit for any list; "
                + "stopped reading there: give the list at most 10000 rows, of at most 1048576 bytes together")) {
            try form.run(frontEnd: .piped, input: input, report: { _ in })
        }
    }
}
