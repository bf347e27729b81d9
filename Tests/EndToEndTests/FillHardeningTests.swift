import Foundation
import Testing
import TestSupport

/// `formline fill` with hostile input: escapes never reach the terminal raw, secrets never
/// reach standard error.
@Suite struct FillHardeningTests {
    @Test func escapeSequencesInKeysAreEscapedInRejects() throws {
        let input = Data(#"{"\u001b]0;pwned\u0007\u001b[2J"#.utf8) + Data([0xC2, 0x9B]) + Data(#"31m":"x"}"#.utf8) + Data("\n".utf8)
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["fill", "login"], input: input,
                                           directory: ProcessRunner.repositoryRoot())
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(result.stderr.contains(#"the form has no field '\\e]0;pwned\\u{7}\\e[2J\\u{9b}31m'"#))
    }

    @Test func rejectedSecretsNeverAppearOnStandardError() throws {
        let input = """
        {"username":"ada","password":"hunter2"}
        {"username":"a\\u001b","password":"s3cr3t-but-user-bad"}
        {"username":"ada","password":"p\\u0000ssw0rd!"}
        username,password
        """
        let result = try ProcessRunner.formline(["fill", "login"], input: input + "\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        for secret in ["hunter2", "s3cr3t", "ssw0rd"] { #expect(!result.stderr.contains(secret)) }
        #expect(result.stderr.contains("formline: fill: 0 accepted, 4 rejected, 4 records"))
    }
}
