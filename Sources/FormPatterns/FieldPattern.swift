/// A form field's `pattern`: a regular expression in ICU syntax, checked once when the form is
/// loaded and matched in time linear in the answer, without backtracking and without ICU.
///
/// What is supported and how it behaves is in `PatternParser` and docs/form-format.md: the
/// constructs that need backtracking (lookaround, backreferences, atomic groups, possessive
/// quantifiers) and a few others are refused here, with the offset of the construct, so a form
/// never silently rejects a valid answer. So is a pattern whose matching could cost more than
/// `PatternProgram.maximumActiveStates` steps per character of an answer (`worstActiveStates`:
/// `\w{3,1000}x` could keep a thousand partial matches going at once). Classes (`\d \w \s \b`, `\p{...}`) follow ICU's
/// definitions on the Unicode data of the Swift runtime.
///
/// Matching looks for the pattern anywhere in the text, like ICU's `find`; anchor it with
/// `^...$` to test the whole answer.
///
/// ```swift
/// let code = try FieldPattern(#"^[A-Z]{3}-\d+$"#)
/// code.matches("ABC-123")   // true
/// code.matches("ABC-٣٤")    // true: \d is any decimal digit
/// try FieldPattern("(?=x)")  // throws: lookahead '(?=' is not supported: it needs backtracking...
/// ```
public struct FieldPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let source: String
    @usableFromInline let native: NativeMatcher

    /// Compiles `source`; throws with the offset (in Unicode scalars) of the problem: a syntax
    /// error, or a construct formline does not run.
    public init(_ source: String) throws(PatternError) {
        try self.init(source, boundingCost: true)
    }

    /// `init(_:)`; without `boundingCost`, a pattern too costly for forms is compiled anyway
    /// (the differential tests compare the engine with ICU on every pattern).
    init(_ source: String, boundingCost: Bool) throws(PatternError) {
        let node: PatternNode
        switch PatternParser.parse(source) {
        case .success(let parsed): node = parsed
        case .failure(let error): throw error
        }
        guard let native = NativeMatcher(node) else {
            throw PatternError(.tooLarge(states: PatternProgram.maximumStates), offset: nil)
        }
        let active = boundingCost ? native.program.worstActiveStates : 0
        guard active <= PatternProgram.maximumActiveStates else {
            throw PatternError(.tooCostly(steps: active, allowed: PatternProgram.maximumActiveStates), offset: nil)
        }
        self.source = source
        self.native = native
    }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(native.evaluate) ?? {
            var copy = text
            return copy.withUTF8(native.evaluate)
        }()
    }

    /// Whether the pattern matches somewhere in the UTF-8 `bytes`, without making a `String`.
    /// Bytes that are not valid UTF-8 never match.
    public func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard UTF8Scalars.isValid(bytes) else { return false }
        return matches(validUTF8: bytes)
    }

    /// `matches(utf8:)` for bytes already known to be valid UTF-8 (e.g. ASCII). Inlinable, so
    /// that FormCore's per-field byte check calls the matcher directly (docs/architecture.md).
    @inlinable
    public func matches(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        native.evaluate(bytes)
    }

    /// The source.
    public var description: String { source }

    /// Patterns are equal when their sources are.
    public static func == (lhs: FieldPattern, rhs: FieldPattern) -> Bool { lhs.source == rhs.source }
}
