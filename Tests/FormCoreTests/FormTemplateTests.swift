import Foundation
import Testing
@testable import FormCore

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

    @Test func theCommentedPathExampleLoadsOnceUncommented() throws {
        let starter = FormTemplate.starter(title: "Starter")
        let uncommented = starter.replacingOccurrences(of: "  # - id: cv", with: "  - id: cv")
            .replacingOccurrences(of: "  # - id: interests", with: "  - id: interests")
            .replacingOccurrences(of: "\n  #   ", with: "\n    ")
        let result = FormLoader.load(yaml: uncommented, today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let cv = try #require(result.form?.field("cv"))
        #expect(cv.path == PathRules(mustExist: true, pathKind: .file, extensions: ["pdf", "md"]))
        let interests = try #require(result.form?.field("interests"))
        #expect(interests.multiple && interests.minItems == 1 && interests.maxItems == 2)
        #expect(interests.choiceTitles == ["music", "sport", "Books, comics"])
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
