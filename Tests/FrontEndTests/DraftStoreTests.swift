import Foundation
import Testing
import FormCore
import FrontEndSupport
import TestSupport

/// Drafts belong to one user and one form: a safe folder, private files, names that never
/// collide, one draft per run.
@Suite struct DraftStoreTests {
    let draft = SessionDraft(values: ["username": .text("ada")], answered: ["username"], focusedField: "password",
                             fields: ["username": .text, "password": .secret])

    private func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-drafts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes `draft` as a draft file the way `save` would, without its checks: a draft made
    /// by hand or by an older formline.
    private func writeUnchecked(_ draft: SessionDraft, to file: DraftFile, in store: DraftStore) throws {
        try store.save(SessionDraft(values: [:], answered: [], focusedField: nil), to: file)  // the folder, made safe
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(draft).write(to: URL(fileURLWithPath: file.path))
        chmod(file.path, 0o600)
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func theFolderAndItsMissingParentsAreCreatedPrivate() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("state/formline/drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)
        #expect(mode(store.directory) == 0o700)
        #expect(mode(root.appendingPathComponent("state").path) == 0o700)
        #expect(mode(file.path) == 0o600)
        #expect(try store.load(file) == draft)
    }

    @Test(.enabled(if: geteuid() == 0, "chown to another user needs root")) func aFolderOfAnotherUserIsRefusedForReadingAndWriting() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)
        #expect(chown(store.directory, 12345, 12345) == 0)
        try expectRefused(store, file, "belongs to user 12345")
    }

    @Test func aFolderOthersCanWriteToIsRefused() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)
        #expect(chmod(store.directory, 0o777) == 0)
        try expectRefused(store, file, "others can write to it")
        #expect(chmod(store.directory, 0o720) == 0)
        try expectRefused(store, file, "others can write to it")
    }

    @Test func aSymbolicLinkToAnUnsafeFolderIsRefusedAndToASafeOneFollowed() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        #expect(chmod(shared.path, 0o1777) == 0)
        let link = root.appendingPathComponent("drafts")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: shared.path)
        let store = DraftStore(directory: link.path)
        try expectRefused(store, store.newFile(forForm: "forms/login.yaml"), "others can write to it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)

        #expect(chmod(shared.path, 0o700) == 0)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)
        #expect(try store.load(file) == draft)
    }

    private func expectRefused(_ store: DraftStore, _ file: DraftFile, _ reason: String) throws {
        let before = (try? FileManager.default.contentsOfDirectory(atPath: store.directory)) ?? []
        func check(_ error: FrontEndError) {
            #expect(error.message.contains("drafts are off: the draft folder '\(store.directory)' is refused"))
            #expect(error.message.contains(reason), "\(error.message)")
        }
        do {
            try store.save(draft, to: store.newFile(forForm: "forms/login.yaml"))
            Issue.record("a draft was saved; expected a refusal naming '\(reason)'")
        } catch { check(error) }
        do {
            _ = try store.load(file)
            Issue.record("a draft was read; expected a refusal naming '\(reason)'")
        } catch { check(error) }
        do {
            _ = try store.list(forForm: "forms/login.yaml")
            Issue.record("drafts were listed; expected a refusal naming '\(reason)'")
        } catch { check(error) }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: store.directory)) ?? []) == before)
    }

    @Test func draftFilesThatAreLinksOrNotPrivateOrNotMineAreRefused() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)

        #expect(chmod(file.path, 0o644) == 0)
        #expect(throws: FrontEndError.self) { try store.load(file) }
        #expect(chmod(file.path, 0o600) == 0)
        #expect(try store.load(file) == draft)

        let planted = store.newFile(forForm: "forms/login.yaml")
        #expect(symlink(file.path, planted.path) == 0)
        do {
            _ = try store.load(planted)
            Issue.record("a symbolic link was followed")
        } catch {
            #expect(error.message.contains("is a symbolic link"))
        }

        if geteuid() == 0 {
            #expect(chown(file.path, 12345, 12345) == 0)
            do {
                _ = try store.load(file)
                Issue.record("another user's draft was read")
            } catch {
                #expect(error.message.contains("belongs to user 12345"))
            }
        }
    }

    @Test func namesNeverCollideAndLongPathsWork() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        #expect(store.key(forForm: "/x/y.yaml") != store.key(forForm: "/x_y.yaml"))
        #expect(store.key(forForm: "forms/../forms/login.yaml") == store.key(forForm: "forms/login.yaml"))
        let long = "/" + String(repeating: "a", count: 120) + "/" + String(repeating: "b", count: 130) + ".yaml"
        let file = store.newFile(forForm: long)
        try store.save(draft, to: file)
        #expect(try store.list(forForm: long) .map(\.path) == [file.path])
        #expect(try store.list(forForm: "/x/y.yaml").isEmpty)
    }

    @Test func eachRunHasItsOwnDraftAndRemovingOneKeepsTheOthers() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let first = store.newFile(forForm: "forms/login.yaml"), second = store.newFile(forForm: "forms/login.yaml")
        #expect(first != second)
        try store.save(draft, to: first)
        try store.save(draft, to: second)
        #expect(try store.list(forForm: "forms/login.yaml").count == 2)
        store.remove(second)
        #expect(try store.list(forForm: "forms/login.yaml").map(\.path) == [first.path])
    }

    /// A damaged draft is described as Foundation's `localizedDescription` described it.
    @Test func aDamagedDraftSaysWhatFoundationSaid() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        try store.save(draft, to: file)
        for text in ["{", "{\"values\": 3, \"answered\": []}", "{\"answered\": []}", "{\"values\": {}, \"answered\": null}", "[]"] {
            let descriptor = open(file.path, O_WRONLY | O_TRUNC)
            #expect(descriptor >= 0)
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
            let foundation: String
            do {
                _ = try JSONDecoder().decode(SessionDraft.self, from: Data(text.utf8))
                Issue.record("\(text) decoded")
                continue
            } catch {
                foundation = error.localizedDescription
            }
            do {
                _ = try store.load(file)
                Issue.record("a damaged draft was read")
            } catch {
                #expect(error.message == "the draft '\(file.path)' is damaged (\(foundation)); delete it to start over", "\(text)")
            }
        }
    }

    @Test func draftsWithValuesOverTheInputLimitAreRefused() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/login.yaml")
        let big = SessionDraft(values: ["username": .text(String(repeating: "a", count: InputLimits.maximumAnswerBytes + 1))],
                               answered: [], focusedField: nil)
        // Never saved: a draft that `load` would refuse is not written.
        do {
            try store.save(big, to: file)
            Issue.record("an oversized draft was saved")
        } catch {
            #expect(error.message == "the draft was not saved: it would hold a value for 'username' longer than 1048576 bytes, "
                    + "more than an answer may have")
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try writeUnchecked(big, to: file, in: store)
        do {
            _ = try store.load(file)
            Issue.record("an oversized draft was read")
        } catch {
            #expect(error.message.contains("holds a value for 'username' longer than 1048576 bytes"), "\(error.message)")
        }
    }

    @Test func draftsWithListsOverTheListLimitAreRefused() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = DraftStore(directory: root.appendingPathComponent("drafts").path)
        let file = store.newFile(forForm: "forms/reminders.yaml")
        let rows = (0...InputLimits.maximumListRows).map { "row \($0)" }
        #expect(throws: FrontEndError.self) {
            try store.save(SessionDraft(values: ["reminders": .list(rows)], answered: [], focusedField: nil), to: file)
        }
        try writeUnchecked(SessionDraft(values: ["reminders": .list(rows)], answered: [], focusedField: nil), to: file, in: store)
        do {
            _ = try store.load(file)
            Issue.record("a draft with 10,001 rows was read")
        } catch {
            #expect(error.message == "the draft '\(file.path)' holds more for 'reminders' than a list may have (a list takes "
                    + "at most 10000 rows, formline's limit for any list); delete it to start over")
        }
        try store.save(SessionDraft(values: ["reminders": .list(Array(rows.dropLast()))], answered: [], focusedField: nil), to: file)
        #expect(try store.load(file).values["reminders"] == .list(Array(rows.dropLast())))
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array(String(repeating: "a", count: 1_000).utf8))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// A hash continued after a prefix of whole blocks (the MCP server's HMAC key pads) is the
    /// hash of the prefix and the message together, at every padding length.
    @Test func sha256AfterAPrefixIsTheDigestOfBoth() {
        let prefix = (0..<128).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let state = SHA256.prefix(prefix)
        for length in 0..<200 {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) }
            #expect(SHA256.digest(message, after: state) == SHA256.digest(prefix + message), "length \(length)")
        }
    }

    /// HMAC-SHA-256 (the MCP server's `requestState` tag) against RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
    @Test func hmacMatchesRFC4231() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined() }
        #expect(hex(HMAC.Key([UInt8](repeating: 0x0B, count: 20)).sha256(Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hex(HMAC.Key(Array("Jefe".utf8)).sha256(Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(hex(HMAC.Key([UInt8](repeating: 0xAA, count: 131)).sha256(Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        #expect(HMAC.equal([1, 2, 3], [1, 2, 3]) && !HMAC.equal([1, 2, 3], [1, 2, 4]) && !HMAC.equal([1, 2], [1, 2, 3]))
    }
}

/// With no `$HOME` (cron, `env -i`), drafts go under the home directory the password database
/// gives the user, as `getent passwd` reads it, never under a relative path.
@Suite struct AccountHomeTests {
    @Test func anUnsetHomeFallsBackToThePasswordDatabase() throws {
        let (read, write) = try ChildProcess.pipe()
        let getent = try ChildProcess("/usr/bin/getent", ["passwd", String(getuid())], environment: [:], output: write)
        close(write)
        let line = String(decoding: FileHandle(fileDescriptor: read, closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(getent.waitForExit() == .exit(0))
        let fields = line.split(separator: ":", omittingEmptySubsequences: false)
        try #require(fields.count >= 6)
        let expected = String(fields[5])
        #expect(FileSystemPathProbe.accountHome() == expected)
        #expect(DraftStore(environment: [:]).directory == expected + "/.local/state/formline/drafts")
        #expect(FormSearchPath(environment: [:]).folders.contains { $0.path == expected + "/.config/formline/forms" })
    }

    /// An empty or relative HOME counts as unset everywhere: drafts went to
    /// `/.local/state/formline/drafts` with HOME= (as root, a folder at the top of the disk),
    /// while path fields took it as unset.
    @Test func anEmptyOrRelativeHomeCountsAsUnsetEverywhere() {
        let account = FileSystemPathProbe.accountHome()
        for home in ["", "relative/home", "~"] {
            let environment = ["HOME": home]
            #expect(FileSystemPathProbe.home(environment: environment) == account)
            #expect(DraftStore(environment: environment).directory == account + "/.local/state/formline/drafts")
            #expect(FormSearchPath(environment: environment).folders.contains { $0.path == account + "/.config/formline/forms" })
        }
        #expect(FileSystemPathProbe.home(environment: ["HOME": "/home/ada"]) == "/home/ada")
        // A relative XDG_STATE_HOME is ignored, as a relative XDG_CONFIG_HOME is for forms.
        #expect(DraftStore(environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "state"]).directory
                == "/home/ada/.local/state/formline/drafts")
        #expect(DraftStore(environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "/var/state"]).directory
                == "/var/state/formline/drafts")
    }
}
