#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one catalog of the words formline shows a person: each `Word` is a key, English
/// (`Words+English.swift`) its source, and every shipped `Language` has its own file
/// (`Words+German.swift` …) with a text for every key, the same `{placeholders}` as the
/// source (`WordsCatalogTests` fails otherwise; a missing key does not compile).
///
/// Each language is a `switch` compiled into the binary: nothing is read or built at
/// start-up, and only the language asked for is ever touched.
///
/// ```swift
/// let words = Words(.german)
/// words[.nextField]                                  // "nächstes Feld"
/// words(.goTo, ["field": "Name"])                    // "zu Name springen"
/// ```
///
/// The language of the process is FrontEndSupport's (`Words.process`, from the environment);
/// machine output (JSON) never goes through it (docs/languages.md).
public struct Words: Sendable, Equatable {
    /// The language the words are in.
    public let language: Language

    /// The words of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// English: the source.
    public static let english = Words(.english)

    /// The text of `word`, its placeholders left as they are.
    public subscript(_ word: Word) -> String {
        text(word)
    }

    /// The text of a command's error `word`, its placeholders left as they are.
    public subscript(_ word: ErrorWord) -> String {
        text(word)
    }

    /// The text of a tool's `word`, its placeholders left as they are.
    public subscript(_ word: ToolWord) -> String {
        text(word)
    }

    /// The text of a tool's `word` with its placeholders filled (values as they are).
    public func callAsFunction(_ word: ToolWord, _ values: KeyValuePairs<String, String>) -> String {
        MessageText.tool(word, values).rendered(in: self)
    }

    /// The text of `word`, the sentences around a refusal, its placeholders left as they are.
    public subscript(_ word: FrameWord) -> String {
        text(word)
    }

    /// The text of `word` with each `{name}` replaced by `values[name]` (a placeholder
    /// without a value is left as written). Values are inserted as they are: a caller makes
    /// them safe for where the text goes, as it would any other text.
    public func callAsFunction(_ word: Word, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(self[word], values)
    }

    /// `template` with its placeholders filled: read as UTF-8 bytes (`{` and `}` are ASCII),
    /// so a refused `fill` record pays little for its English message.
    static func fill<Values: Collection>(_ template: String, _ values: Values) -> String where Values.Element == (key: String, value: String) {
        guard !values.isEmpty else { return template }
        return fill(template) { name in values.first(where: { isName($0.key, name) })?.value }
    }

    /// `template` with each `{name}` whose `value(name)` (the name's UTF-8 bytes) is not nil
    /// replaced by it.
    static func fill(_ template: String, value: (UnsafeBufferPointer<UInt8>) -> String?) -> String {
        let original = template
        var template = template
        return template.withUTF8 { bytes in
            var open = Self.index(of: UInt8(ascii: "{"), in: bytes, from: 0)
            guard open != nil else { return original }
            // Bytes, decoded once at the end: a refused `fill` record may pay for this text.
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var copied = 0
            while let start = open, let close = Self.index(of: UInt8(ascii: "}"), in: bytes, from: start) {
                if let value = value(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<close])) {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
                    result.append(contentsOf: value.utf8)
                    copied = close + 1
                }
                open = Self.index(of: UInt8(ascii: "{"), in: bytes, from: close + 1)
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The first `byte` in `bytes` at or after `start` (`memchr`), or nil.
    private static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `name` is the placeholder name `bytes` spell.
    static func isName(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == bytes.count else { return false }
        var name = name
        return name.withUTF8 { own in
            for index in 0..<own.count where own[index] != bytes[index] { return false }
            return true
        }
    }

    /// Items of one answer (a list's rows, the picks of a multiple choice) on a review line,
    /// each after the one before it as `.reviewItems` says (`a; b; c`, `a；b；c`).
    public func reviewItems(_ items: [String]) -> String {
        guard var line = items.first else { return "" }
        let pattern = self[.reviewItems]
        for item in items.dropFirst() { line = Self.fill(pattern, ["first": line, "second": item]) }
        return line
    }

    /// The placeholders of `text` (`{name}` → `name`), in order, repeats included.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
