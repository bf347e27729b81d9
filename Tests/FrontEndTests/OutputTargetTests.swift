import Foundation
import Testing
import FrontEndSupport

/// How each kind of output path is written: only regular files are replaced.
@Suite struct OutputTargetTests {
    private func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func regularAndNewFilesAreReplacedAndLinksResolvedToTheirTarget() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.json").path
        #expect(try OutputTarget.resolve(file) == .replace(path: file))
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try OutputTarget.resolve(file) == .replace(path: file))
        let link = dir.appendingPathComponent("link.json").path, chain = dir.appendingPathComponent("chain.json").path
        #expect(symlink("a.json", link) == 0)
        #expect(symlink(link, chain) == 0)
        #expect(try OutputTarget.resolve(chain) == .replace(path: file))
        let dangling = dir.appendingPathComponent("dangling.json").path
        #expect(symlink("new.json", dangling) == 0)
        #expect(try OutputTarget.resolve(dangling) == .replace(path: dir.appendingPathComponent("new.json").path))
    }

    @Test func devicesAndFIFOsAreWrittenInPlaceAndDescriptorPathsUseTheDescriptor() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try OutputTarget.resolve("/dev/null") == .direct(path: "/dev/null"))
        let fifo = dir.appendingPathComponent("p").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try OutputTarget.resolve(fifo) == .direct(path: fifo))
        #expect(try OutputTarget.resolve("/dev/stderr") == .descriptor(2))
        #expect(try OutputTarget.resolve("/proc/self/fd/2") == .descriptor(2))
        #expect(try OutputTarget.resolve("/dev/fd/2") == .descriptor(2))
        let link = dir.appendingPathComponent("err").path
        #expect(symlink("/dev/stderr", link) == 0)
        #expect(try OutputTarget.resolve(link) == .descriptor(2))
    }

    @Test func foldersMissingFoldersAndClosedDescriptorsAreErrors() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FrontEndError.self) { try OutputTarget.resolve(dir.path) }
        #expect(throws: FrontEndError.self) { try OutputTarget.resolve(dir.path + "/missing/a.json") }
        #expect(throws: FrontEndError.self) { try OutputTarget.resolve("/dev/fd/987") }
        #expect(throws: FrontEndError.self) { try OutputTarget.resolve("") }
    }
}
