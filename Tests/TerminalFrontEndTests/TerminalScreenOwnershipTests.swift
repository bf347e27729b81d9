import Glibc
import Testing
@testable import TerminalFrontEnd

/// A screen closes the terminal it opened (the library's `forInterface` opens /dev/tty when
/// standard error is redirected), and never a descriptor it was lent.
@Suite struct TerminalScreenOwnershipTests {
    private func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

    @Test func anOwnedDescriptorIsClosedWithTheScreen() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        do {
            let screen = TerminalScreen(owning: ends[1], style: .plain)
            screen.write("x")
            #expect(isOpen(ends[1]))
        }
        #expect(!isOpen(ends[1]))
    }

    @Test func aLentDescriptorStaysOpen() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        do {
            let screen = TerminalScreen(fd: ends[1], style: .plain)
            screen.write("x")
        }
        #expect(isOpen(ends[1]))
    }
}
