import Foundation
import Testing
@testable import FormlineCLI

/// `formline list` pads its columns as Foundation's `padding(toLength:withPad:startingAt:)`
/// did (UTF-16 code units, cutting what is longer): the executable no longer links corelibs
/// Foundation, so `ListCommand.padding` does it; Foundation is the oracle here.
@Suite struct ListPaddingTests {
    @Test func padsAndCutsAsFoundationDid() {
        let texts = ["", "a", "login", "(has errors)", "é", "e\u{301}", "日本語", "😀x", "a😀", "👨‍👩‍👧"]
        for text in texts {
            for length in 0...8 {
                #expect(ListCommand.padding(text, toLength: length) == text.padding(toLength: length, withPad: " ", startingAt: 0),
                        "\(text.debugDescription) \(length)")
            }
        }
    }
}
