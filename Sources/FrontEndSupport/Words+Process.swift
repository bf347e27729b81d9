#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FormCore

extension Language {
    /// This process's language (`Language.detect` on `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`), read once. Each variable's bytes are decoded as UTF-8 (an invalid sequence
    /// becomes U+FFFD, which names no language) and at most `maximumValueBytes` of it looked at.
    public static let process: Language = detect { name in
        guard let value = getenv(name) else { return nil }
        let count = strnlen(value, maximumValueBytes)
        return String(decoding: UnsafeRawBufferPointer(start: value, count: count), as: UTF8.self)
    }
}

extension Words {
    /// The words of this process's language (`Language.process`): what a person at the
    /// terminal, or reading standard error, is shown.
    public static let process = Words(Language.process)
}
