import CLibEdit

/// libedit converts between bytes and characters with the C library's LC_CTYPE, which
/// is "C" (ASCII only) until a program sets it: non-ASCII text would be dropped.
enum LocaleSetup {
    /// Sets LC_CTYPE from the environment once; falls back to C.UTF-8 when that is
    /// unavailable or not UTF-8. Returns whether the character set is UTF-8.
    @discardableResult
    static func ensureUTF8() -> Bool { configured }

    private static let configured: Bool = {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return true }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil && isUTF8
    }()

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
