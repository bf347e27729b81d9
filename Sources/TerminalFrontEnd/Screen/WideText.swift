#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between Swift strings and libedit's wide (one wchar_t per Unicode scalar)
/// strings, which need no locale.
extension String {
    /// The scalars as a NUL-terminated wchar_t array.
    var wideCString: [wchar_t] {
        unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    /// The first `count` wide characters at `buffer`; invalid scalars are skipped.
    init(wide buffer: UnsafePointer<wchar_t>, count: Int) {
        var scalars = String.UnicodeScalarView()
        for index in 0..<Swift.max(count, 0) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: buffer[index])) {
                scalars.append(scalar)
            }
        }
        self.init(scalars)
    }

    /// The text before the first `count` scalars.
    func prefix(scalars count: Int) -> String {
        String(String.UnicodeScalarView(unicodeScalars.prefix(count)))
    }
}
