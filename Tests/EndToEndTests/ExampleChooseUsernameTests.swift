import Foundation
import Testing
import TestSupport

/// Examples/choose-username: the seed's ChooseUsername on the `Formline` library, with an
/// `async` field check and an `async` submit check that refocuses the username.
@Suite struct ExampleChooseUsernameTests {
    private var example: URL {
        ProcessRunner.formlineBinary().deletingLastPathComponent().appendingPathComponent("choose-username")
    }

    private func run(_ lines: [String]) throws -> ProcessResult {
        try ProcessRunner.run(example, [], input: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    @Test func aTakenUsernameSendsFocusBackWithTheSeedsMessage() throws {
        let result = try run(["admin", "The Admin", "ada.l"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Welcome, ada.l!\n")
        #expect(result.stderr.contains("That username is taken. Please choose another."))
    }

    @Test func theFieldCheckRefusesAShortNameAtOnce() throws {
        let result = try run(["a", "ada.l", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("must be at least 2 characters"))
        #expect(result.stdout == "Welcome, ada.l!\n")
    }

    @Test func aFreeNameIsWelcomed() throws {
        let result = try run(["lovelace", ""])
        #expect(result.status == 0 && result.stdout == "Welcome, lovelace!\n" && result.stderr.isEmpty, "\(result.stderr)")
    }
}
