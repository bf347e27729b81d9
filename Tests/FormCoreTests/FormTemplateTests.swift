import Foundation
import Testing
@testable import FormCore
@testable import FormTooling

@Suite struct FormTemplateTests {
    @Test(arguments: [("new-task", "New task"), ("sign_up", "Sign up"), ("survey", "Survey"), ("v2.form", "V2 form"), ("", "New form")])
    func titlesComeFromNames(name: String, title: String) {
        #expect(FormTemplate.title(forName: name) == title)
    }

    @Test func theStarterLoadsWithoutAnyDiagnostic() throws {
        let result = FormLoader.load(yaml: FormTemplate.starter(title: "Starter"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let form = try #require(result.form)
        #expect(form.title == "Starter")
        #expect(Set(form.fields.map(\.kind)).isSuperset(of: [.text, .choice, .confirm, .date]))
        #expect(form.field("frequency")?.condition != nil)
    }

    /// The starter with the commented example field `id` (up to the next comment that is
    /// not part of it) made real.
    private func uncommenting(_ id: String) -> String {
        let starter = FormTemplate.starter(title: "Starter")
        let start = starter.range(of: "  # - id: \(id)\n")!
        var lines = starter[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let count = lines.prefix { $0.hasPrefix("  #   ") }.count
        lines.replaceSubrange(0..<count, with: lines[0..<count].map { "    " + $0.dropFirst(6) })
        return starter[..<start.lowerBound] + "  - id: \(id)\n" + lines.joined(separator: "\n")
    }

    @Test func theCommentedPathExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: uncommenting("cv"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let cv = try #require(result.form?.field("cv"))
        #expect(cv.path == PathRules(mustExist: true, pathKind: .file, extensions: ["pdf", "md"]))
    }

    @Test func theCommentedMultipleChoiceExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: uncommenting("interests"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let interests = try #require(result.form?.field("interests"))
        #expect(interests.multiple && interests.minItems == 1 && interests.maxItems == 2)
        #expect(interests.choiceTitles == ["music", "sport", "Books, comics"])
    }

    @Test func theCommentedMultilineExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: uncommenting("about"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let about = try #require(result.form?.field("about"))
        #expect(about.multiline && about.maxLength == 2000)
    }

    @Test func anyTitleIsQuotedSafely() throws {
        let title = #"He said "hi": \o/ #1"#
        let form = try loadForm(FormTemplate.starter(title: title))
        #expect(form.title == title)
    }

    @Test func theModelineNamesTheGivenSchema() {
        #expect(FormTemplate.starter(title: "T", schemaPath: "/opt/s.json")
            .hasPrefix("# yaml-language-server: $schema=/opt/s.json\n"))
    }
}
