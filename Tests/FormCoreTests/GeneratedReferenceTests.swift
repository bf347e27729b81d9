import Foundation
import Testing
@testable import FormCore
@testable import FormTooling

/// The generated parts of the reference (`FormatReference`: the form schema's type enum and
/// per-kind rules, describe's kind enum, the key table of docs/form-format.md) are what the
/// kinds and the key descriptors make: run `scripts/generate-reference` after changing a kind.
@Suite struct GeneratedReferenceTests {
    @Test(arguments: FormatReference.files)
    func theCommittedFileIsWhatTheGeneratorWrites(_ file: String) throws {
        let text = try String(contentsOf: repoRoot.appendingPathComponent(file), encoding: .utf8)
        let generated = try FormatReference.updated(file, text: text)
        #expect(generated == text, "\(file) is stale: run scripts/generate-reference")
    }

    @Test func generatingTwiceChangesNothing() throws {
        for file in FormatReference.files {
            let text = try String(contentsOf: repoRoot.appendingPathComponent(file), encoding: .utf8)
            let once = try FormatReference.updated(file, text: text)
            #expect(try FormatReference.updated(file, text: once) == once, "\(file)")
        }
    }

    @Test func aStaleFileIsMadeAgain() throws {
        let text = try String(contentsOf: repoRoot.appendingPathComponent("schema/formline.schema.json"), encoding: .utf8)
        let stale = text.replacingOccurrences(of: #""mustExist": false,"#, with: "")
        #expect(stale != text)
        #expect(try FormatReference.formSchema(updating: stale) == text)
        let doc = try String(contentsOf: repoRoot.appendingPathComponent("docs/form-format.md"), encoding: .utf8)
        let row = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `integer` |") })
        #expect(try FormatReference.formFormat(updating: doc.replacingOccurrences(of: String(row) + "\n", with: "")) == doc)
    }

    @Test func everyKindsRuleIsJSONAndEveryKeyHasOneDescriptor() throws {
        for kind in FieldKind.allCases { _ = try ReferenceJSON.parse(kind.formSchemaRule) }
        let names = FieldKeyDescriptor.field.map(\.name)
        #expect(Set(names).count == names.count)
        let taken = Set(FieldKind.allCases.flatMap { $0.rules.keys } + FormKeys.answerKeys + ["id", "type", "when"])
        #expect(Set(names) == taken)
    }

    @Test func theJSONLayoutIsPythons() throws {
        let value = try ReferenceJSON.parse(#"{"a": [1, true, null, "x\"\\\n\u0001é"], "b": {}, "c": []}"#)
        #expect(value.pretty == "{\n  \"a\": [\n    1,\n    true,\n    null,\n    \"x\\\"\\\\\\n\\u0001é\"\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }
}
