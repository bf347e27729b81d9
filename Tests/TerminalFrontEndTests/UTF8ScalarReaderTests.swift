@testable import TerminalFrontEnd
import Testing

@Suite struct UTF8ScalarReaderTests {
    func scalars(_ bytes: [UInt8]) -> (String, UTF8ScalarReader.InputEnd) {
        var remaining = bytes[...]
        var reader = UTF8ScalarReader()
        var text = ""
        while true {
            switch reader.next({ remaining.popFirst().map(InputRead.byte) ?? .endOfInput }) {
            case .success(let scalar): text.unicodeScalars.append(scalar)
            case .failure(let end): return (text, end)
            }
        }
    }

    @Test func decodesMultiByteCharacters() {
        #expect(scalars(Array("aé日😀".utf8)) == ("aé日😀", .endOfInput))
    }

    @Test func dropsMalformedBytes() {
        // Stray continuation, truncated sequence followed by ASCII, overlong "/", surrogate.
        #expect(scalars([0x80, 0x61, 0xE6, 0x97, 0x62, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x63]).0 == "abc")
    }

    @Test func reportsSignals() {
        var reader = UTF8ScalarReader()
        #expect(reader.next({ .signal(15) }) == .failure(.signal(15)))
    }
}
