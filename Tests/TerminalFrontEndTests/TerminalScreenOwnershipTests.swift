import Glibc
import Testing
@testable import TerminalFrontEnd

/// A screen closes the terminal it opened (the library's `forInterface` opens /dev/tty when
/// standard error is redirected), and never a descriptor it was lent.
@Suite struct TerminalScreenOwnershipTests {
    /// The file `fd` names now (device and inode), nil when it is closed. Tests run in
    /// parallel in one process, so a closed number may already name another test's file:
    /// "still open" means "still names the same file".
    private func identity(_ fd: Int32) -> [UInt64]? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    @Test func anOwnedDescriptorIsClosedWithTheScreen() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let pipeEnd = identity(ends[1])
        do {
            let screen = TerminalScreen(owning: ends[1], style: .plain)
            screen.write("x")
            #expect(identity(ends[1]) == pipeEnd)
        }
        #expect(identity(ends[1]) != pipeEnd)
    }

    @Test func aLentDescriptorStaysOpen() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let pipeEnd = identity(ends[1])
        do {
            let screen = TerminalScreen(fd: ends[1], style: .plain)
            screen.write("x")
        }
        #expect(pipeEnd != nil && identity(ends[1]) == pipeEnd)
    }
}
