import Foundation

/// A form field's `pattern`: an ICU regular expression, checked once and matched fast.
///
/// The source is always compiled by `NSRegularExpression`, which decides what is valid. Patterns
/// in the common subset (literals, escapes, `.`, `\d \w \s` and negations, bracket classes with
/// ranges and negation, `* + ? {n} {n,} {n,m}` greedy or lazy, `^ $`, groups and `|`) are also
/// compiled natively into an automaton that answers in linear time, without backtracking (an ASCII
/// DFA, with an NFA simulation for other input), agreeing with ICU: `.` stops at line
/// terminators and `$` also holds before a final one. Everything else (lookarounds,
/// backreferences, flags, Unicode properties, possessive quantifiers...) is matched by ICU.
///
/// Matching looks for the pattern anywhere in the text, like `firstMatch`; anchor it with
/// `^...$` to test the whole answer.
///
/// ```swift
/// let pattern = try FieldPattern("^[A-Z]{3}-\\d{3}$")
/// pattern.matches("ABC-123")    // true
/// pattern.matches("abc-123")    // false
/// ```
public struct FieldPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let source: String
    /// Everything compiled, behind one reference so copies are cheap.
    private let compiled: Compiled

    private final class Compiled: Sendable {
        let regex: NSRegularExpression
        let native: NativeMatcher?

        init(regex: NSRegularExpression, native: NativeMatcher?) {
            self.regex = regex
            self.native = native
        }
    }

    var native: NativeMatcher? { compiled.native }
    private var regex: NSRegularExpression { compiled.regex }

    /// Compiles `source`; throws when ICU rejects it, with the offset of the problem when the
    /// native parser could locate it.
    public init(_ source: String) throws(PatternError) {
        let parsed = PatternParser.parse(source)
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: source, options: [])
        } catch {
            if source.isEmpty { throw PatternError(message: "the pattern is empty", offset: nil) }
            if case .invalid(let located) = parsed { throw located }
            throw PatternError(message: "not a valid regular expression", offset: nil)
        }
        self.source = source
        var native: NativeMatcher?
        if case .native(let node) = parsed { native = NativeMatcher(node) }
        compiled = Compiled(regex: regex, native: native)
    }

    /// Whether the native matcher handles this pattern. Even then, text where `\d` or `\w`
    /// meets a non-ASCII character is passed to ICU, which owns that Unicode data.
    public var isCompiledNatively: Bool { native != nil }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        guard let native else { return regexMatches(text) }
        let outcome = text.utf8.withContiguousStorageIfAvailable(native.evaluate) ?? {
            var copy = text
            return copy.withUTF8(native.evaluate)
        }()
        switch outcome {
        case .match: return true
        case .noMatch: return false
        case .undecided: return regexMatches(text)
        }
    }

    /// Whether the pattern matches somewhere in the UTF-8 `bytes`, without making a `String`
    /// on the native path. Bytes that are not valid UTF-8 never match.
    public func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard UTF8Scalars.isValid(bytes) else { return false }
        return matches(validUTF8: bytes)
    }

    /// `matches(utf8:)` for bytes already known to be valid UTF-8 (e.g. ASCII).
    func matches(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Optional chaining borrows the matcher (no retain per answer).
        switch compiled.native?.evaluate(bytes) {
        case .match?: return true
        case .noMatch?: return false
        case .undecided?, nil: return regexMatches(String(decoding: bytes, as: UTF8.self))
        }
    }

    private func regexMatches(_ text: String) -> Bool {
        regex.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// The source.
    public var description: String { source }

    /// Patterns are equal when their sources are.
    public static func == (lhs: FieldPattern, rhs: FieldPattern) -> Bool { lhs.source == rhs.source }
}
