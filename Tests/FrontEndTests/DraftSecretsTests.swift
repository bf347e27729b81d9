import Foundation
import Testing
import FormCore
import FrontEndSupport

/// Drafts written through `DraftStore` never hold secrets, whatever the session held.
@Suite struct DraftSecretsTests {
    @Test func savedDraftFileHoldsNoSecretAndIsPrivate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let formPath = root.appendingPathComponent("forms/signup.yaml").path
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        let form = try #require(FormLoader.load(yaml: String(contentsOfFile: formPath, encoding: .utf8), today: today).form)
        let session = FormSession(form: form, today: today)
        session.start()
        for answer in ["ada@example.com", "s3cret-Pa55", "s3cret-Pa55", "Ada"] { session.answer(answer) }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-drafts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = DraftStore(directory: dir.path)
        let draftFile = store.newFile(forForm: formPath)
        try store.save(session.draft(), to: draftFile)
        let file = draftFile.path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("ada@example.com"))
        #expect(!text.contains("s3cret-Pa55"))
        let mode = (try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
        let restored = FormSession(form: form, today: today, draft: try store.load(draftFile))
        #expect(restored.values["password"] == nil)
        #expect(restored.values["displayName"] == .text("Ada"))
    }
}
