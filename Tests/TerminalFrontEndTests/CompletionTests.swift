@testable import TerminalFrontEnd
import Testing

@Suite struct CompletionTests {
    static let choices = ["France", "Finland", "Germany", "Mr", "Mrs"]

    @Test(arguments: [
        ("ge", Completion.replace("Germany")),
        ("FR", .replace("France")),
        ("f", .ambiguous(["France", "Finland"])),
        ("", .ambiguous(choices)),
        ("Mr", .ambiguous(["Mr", "Mrs"])),
        ("Germany", .complete),
        ("x", .noMatch),
    ])
    func completes(typed: String, expected: Completion) {
        #expect(Completion(typed: typed, candidates: Self.choices) == expected)
    }

    @Test func extendsToTheLongestCommonPrefix() {
        #expect(Completion(typed: "a", candidates: ["Apple", "Apricot", "apex"]) == .replace("Ap"))
        #expect(Completion(typed: "ap", candidates: ["Apple", "Apricot"]) == .ambiguous(["Apple", "Apricot"]))
        #expect(Completion(typed: "co", candidates: ["control", "contrast"]) == .replace("contr"))
    }
}
