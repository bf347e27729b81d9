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

@Suite struct PathCompletionTests {
    static func entries(_ folder: String) -> [(name: String, isFolder: Bool)] {
        guard folder == "/srv/" || folder == "." else { return [] }
        return [("plan.yaml", false), ("planets", true), ("my file.txt", false), (".hidden", false), ("Zed", false)]
    }

    @Test(arguments: [
        ("/srv/pl", Completion.replace("/srv/plan")),
        ("/srv/plan", .ambiguous(["plan.yaml", "planets/"])),
        ("/srv/plane", .replace("/srv/planets/")),
        ("/srv/planets/", .noMatch),
        ("/srv/plan.yaml", .complete),
        ("/srv/my", .replace("/srv/my file.txt")),
        ("/srv/.h", .replace("/srv/.hidden")),
        ("/srv/z", .noMatch),
        ("pl", .replace("plan")),
        ("/nowhere/x", .noMatch),
    ])
    func completesAsBashDoes(typed: String, expected: Completion) {
        #expect(PathCompletion.complete(typed, entries: Self.entries) == expected)
    }

    @Test func hiddenNamesOnlyWhenADotIsTyped() {
        #expect(PathCompletion.complete("/srv/", entries: Self.entries)
            == .ambiguous(["Zed", "my file.txt", "plan.yaml", "planets/"]))
    }
}
