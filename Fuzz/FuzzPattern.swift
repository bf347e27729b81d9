import FormCore

/// The pattern engine on fuzz input: the bytes (when they are UTF-8) as a pattern.
///
/// Beyond not crashing or hanging on any pattern, it checks that a compiled pattern gives the
/// same answer through `matches(_:)` (a `String`) and `matches(utf8:)` (bytes), on the input
/// itself and on a few texts with non-ASCII letters, marks, digits and line terminators.
enum FuzzPattern {
    static let texts = ["", "a", "Ab_1 é", "e\u{301}x\u{AD}y", "١٢\n", "STRAßE ſ \u{212A}", "a\r\nb\u{2028}", "😀 \u{3000}"]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 256, let source = String(validating: bytes, as: UTF8.self),
              let pattern = try? FieldPattern(source) else { return }
        for text in texts + [source] {
            let viaString = pattern.matches(text)
            let viaBytes = Array(text.utf8).withUnsafeBufferPointer { pattern.matches(utf8: $0) }
            guard viaString == viaBytes else {
                fatalError("pattern \(source.debugDescription) on \(text.debugDescription): string \(viaString), bytes \(viaBytes)")
            }
        }
    }
}
