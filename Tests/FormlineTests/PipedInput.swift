import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pipe holding `lines` (each followed by a newline) with its write end closed: the read
/// end is what a library caller would pass as `input`. Close it with `close(_:)` after use.
func pipedInput(_ lines: [String]) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0, "pipe failed")
    let text = lines.map { $0 + "\n" }.joined()
    let written = text.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, text.utf8.count) }
    precondition(written == text.utf8.count, "short write to the test pipe")
    close(ends[1])
    return ends[0]
}

/// The problems a run reported, collected for checking.
final class Reports: @unchecked Sendable {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}
