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
        let result = FormLoader.load(yaml: try FormTemplate.starter(title: "Starter"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let form = try #require(result.form)
        #expect(form.title == "Starter")
        #expect(Set(form.fields.map(\.kind)).isSuperset(of: [.text, .choice, .confirm, .date]))
        #expect(form.field("frequency")?.condition != nil)
    }

    /// The starter with the commented example field `id` (up to the next comment that is
    /// not part of it) made real.
    private func uncommenting(_ id: String) throws -> String {
        let starter = try FormTemplate.starter(title: "Starter")
        let start = starter.range(of: "  # - id: \(id)\n")!
        var lines = starter[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let count = lines.prefix { $0.hasPrefix("  #   ") }.count
        lines.replaceSubrange(0..<count, with: lines[0..<count].map { "    " + $0.dropFirst(6) })
        return starter[..<start.lowerBound] + "  - id: \(id)\n" + lines.joined(separator: "\n")
    }

    @Test func theCommentedPathExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: try uncommenting("cv"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let cv = try #require(result.form?.field("cv"))
        #expect(cv.path == PathRules(mustExist: true, pathKind: .file, extensions: ["pdf", "md"]))
    }

    @Test func theCommentedMultipleChoiceExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: try uncommenting("interests"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let interests = try #require(result.form?.field("interests"))
        #expect(interests.multiple && interests.minItems == 1 && interests.maxItems == 2)
        #expect(interests.choiceTitles == ["music", "sport", "Books, comics"])
    }

    @Test func theCommentedMultilineExampleLoadsOnceUncommented() throws {
        let result = FormLoader.load(yaml: try uncommenting("about"), today: today)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let about = try #require(result.form?.field("about"))
        #expect(about.multiline && about.maxLength == 2000)
    }

    /// Hostile titles: each is written by `YAMLEmitter` and reads back, through the YAML
    /// composer, as exactly the same text, on the `title:` line alone (the rest of the starter
    /// unchanged); the form loader takes it as the title.
    static let hostileTitles: [String] = [
        #"He said "hi": \o/ #1"#, "a: b", "# not a comment", "a #b", "'single' \"double\"", #"back\slash\"#,
        "line\nbreak", "cr\r\nlf", "- item", "* star", "& anchor", "*alias", "!tag", "? key", "| block", "> folded",
        "%YAML 1.2", "--- doc", "...", "{flow: map}", "[flow, seq]", "@at", "`tick`", "$(touch /tmp/x) `id`",
        "bidi \u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200F}", "noncharacters " + String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF].compactMap(Unicode.Scalar.init))),
        "private \u{E000} replacement \u{FFFD} BOM \u{FEFF}", "NEL\u{85}LS\u{2028}PS\u{2029}",
        "escape \u{1B}[31mred\u{1B}[0m bell\u{7} DEL\u{7F} C1\u{9B}", "tab\there", "NUL\u{0}inside", " leading and trailing ",
        "null", "~", "yes", "0x1F", "1e9", "é 😀 e\u{301} 👩‍👩‍👧", String(repeating: "long words ", count: 40),
        String(repeating: "x", count: 5_000), "",
    ]

    @Test(arguments: hostileTitles)
    func anyTitleReadsBackAsItIs(title: String) throws {
        let starter = try FormTemplate.starter(title: title)
        let root = try #require(try YAMLComposer.compose(starter).get()?.mapping)
        let entry = try #require(root.first { $0.key.scalar?.string == "title" })
        #expect(entry.value.scalar?.string == title)
        #expect(entry.value.scalar?.style == .doubleQuoted)
        // Only the title's lines differ from the starter of a plain title.
        let plain = try FormTemplate.starter(title: "T").split(separator: "\n", omittingEmptySubsequences: false)
        let lines = starter.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(plain.firstIndex(of: #"title: "T""#))
        #expect(lines[..<start] == plain[..<start])
        #expect(lines.suffix(plain.count - start - 1) == plain.suffix(plain.count - start - 1))
        // Nothing but the quoted scalar on its lines: no raw line break, NUL or control character.
        #expect(!starter.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F || (0x80...0x9F).contains($0.value) })
        let result = FormLoader.load(yaml: starter, today: today)
        #expect(result.form?.title == title, "\(result.diagnostics)")
    }

    @Test func theModelineNamesTheGivenSchema() throws {
        #expect(try FormTemplate.starter(title: "T", schemaPath: "/opt/s.json")
            .hasPrefix("# yaml-language-server: $schema=/opt/s.json\n"))
    }
}
