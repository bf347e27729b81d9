/// Why a field's `pattern` is not a usable regular expression.
///
/// ```swift
/// do { _ = try FieldPattern("[a-") }
/// catch { print(error.message, error.offset as Any) }    // what is wrong, and where
/// ```
///
/// `reason` says which problem it is, with the syntax and numbers it quotes, so that a
/// caller can say it in its own words (FormCore names each in the catalog); `message` is
/// its English, written here and nowhere else.
public struct PatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which problem, e.g. `.nothingToRepeat("*")`.
    public let reason: Reason
    /// Where, as a 0-based offset in Unicode scalars into the pattern source, when known.
    public let offset: Int?

    public init(_ reason: Reason, offset: Int?) {
        self.reason = reason
        self.offset = offset
    }

    /// What is wrong, in English, e.g. "'*' has nothing to repeat".
    public var message: String { reason.message }

    /// The message, followed by "at offset N" when the offset is known.
    public var description: String {
        offset.map { "\(message) (at offset \($0))" } ?? message
    }
}

extension PatternError {
    /// The problems of a pattern: syntax that is not a regular expression, syntax formline
    /// does not run (`unsupported`), and the limits of its size and cost.
    public enum Reason: Equatable, Sendable {
        case empty
        case unmatchedParenthesis
        case groupNotClosed
        case unmatchedBrace
        /// A quantifier (`*`, `+`, `?`, `{`) after nothing, or after something it cannot repeat.
        case nothingToRepeat(Unicode.Scalar)
        case quantifierAfterQuantifier
        case malformedRepetition
        case minimumAboveMaximum(minimum: Int, maximum: Int)
        case countTooLarge
        case classNotClosed
        case rangeOutOfOrder
        case loneBackslash
        case malformedHexBraces
        case hexDigits
        case fourHexDigits
        /// `\u{D800}`: a code point that is not a Unicode scalar.
        case notAScalar(UInt32)
        case malformedGroupName
        case nameUsedTwice(String)
        case commentNotClosed
        case emptyFlags
        /// `(?y`: the character after `(?`.
        case unknownGroupSyntax(Unicode.Scalar)
        case propertyNotClosed
        /// `\pL`: the letter of the escape (`p` or `P`).
        case propertyNeedsBraces(Unicode.Scalar)
        /// Syntax formline does not run, and what to write instead when there is advice.
        case unsupported(Construct)
        /// More states than the engine keeps, once repetitions are written out.
        case tooLarge(states: Int)
        /// Up to `steps` steps for each character of an answer, above the `allowed` ones.
        case tooCostly(steps: Int, allowed: Int)
    }

    /// Syntax formline does not run, with the syntax or number it quotes.
    public enum Construct: Equatable, Sendable {
        case nestingDeeper(Int)
        /// `a*+`: the quantifier before the `+`.
        case possessiveQuantifier(Unicode.Scalar)
        case countAbove(Int)
        case bracketFirstInClass
        case dashInMiddleOfClass
        case braceInClass
        case classDifference
        case rangeBoundedByClass
        case posixClass
        case nestedClass
        case classIntersection
        /// `\q`: an escape ICU does not know either (a letter, a digit, a control character).
        case escape(Unicode.Scalar)
        /// `\G`, `\h`, `\R`…: an ICU escape formline does not run, named by its syntax alone.
        case icuEscape(Unicode.Scalar)
        case lookahead
        case negativeLookahead
        case atomicGroup
        case lookbehind(negative: Bool)
        case freeSpacingFlag
        case wordBoundaryFlag
        case unixLinesFlag
        case unicodeProperty(String)
        case namedBackreference
        /// `\1`…`\9`: the digit.
        case backreference(Unicode.Scalar)
        case quoting
        case endWithoutQuote
        case graphemeClusters
        case namedCharacters
        case controlEscape
        case octalEscape
        /// `[\b]`: an assertion's letter (`b`, `B`, `A`, `z`, `Z`) inside a class.
        case assertionInClass(Unicode.Scalar)

        /// What to write instead, or why formline does not run it.
        public var advice: Advice? {
            switch self {
            case .possessiveQuantifier, .lookahead, .negativeLookahead, .atomicGroup, .lookbehind, .namedBackreference, .backreference:
                .needsBacktracking
            case .bracketFirstInClass: .literalBracket
            case .dashInMiddleOfClass: .literalDash
            case .braceInClass: .literalBrace
            case .unicodeProperty: .generalCategory
            case .quoting: .escapeEach
            case .namedCharacters: .characterOrHex
            case .controlEscape, .octalEscape: .hexEscape
            case .nestingDeeper, .countAbove, .classDifference, .rangeBoundedByClass, .posixClass, .nestedClass, .classIntersection,
                 .escape, .icuEscape, .freeSpacingFlag, .wordBoundaryFlag, .unixLinesFlag, .endWithoutQuote, .graphemeClusters,
                 .assertionInClass:
                nil
            }
        }
    }

    /// What follows `… is not supported: `.
    public enum Advice: Equatable, Sendable {
        case needsBacktracking
        case literalBracket
        case literalDash
        case literalBrace
        case generalCategory
        case escapeEach
        case characterOrHex
        case hexEscape
    }
}

// MARK: - English

extension PatternError.Reason {
    /// The problem in English (`PatternError.message`).
    public var message: String {
        switch self {
        case .empty: "the pattern is empty"
        case .unmatchedParenthesis: "unmatched ')'"
        case .groupNotClosed: "missing ')' for the group opened here"
        case .unmatchedBrace: "unmatched '}' (write \\} for a literal brace)"
        case .nothingToRepeat(let quantifier): "'\(quantifier)' has nothing to repeat"
        case .quantifierAfterQuantifier: "a quantifier cannot follow another quantifier"
        case .malformedRepetition: "malformed repetition: expected {n}, {n,} or {n,m}"
        case .minimumAboveMaximum(let minimum, let maximum): "repetition {\(minimum),\(maximum)} has its minimum above its maximum"
        case .countTooLarge: "repetition count is too large"
        case .classNotClosed: "missing ']' for the character class opened here"
        case .rangeOutOfOrder: "the range in this class is out of order"
        case .loneBackslash: "the pattern ends with a lone backslash"
        case .malformedHexBraces: "malformed \\x{...} escape"
        case .hexDigits: "\\x needs two hex digits (or \\x{...})"
        case .fourHexDigits: "\\u needs exactly four hex digits"
        case .notAScalar(let value): "\(Self.escape(ofCodePoint: value)) is not a Unicode scalar"
        case .malformedGroupName: "malformed group name: expected (?<name>...)"
        case .nameUsedTwice(let name): "the group name '\(name)' is used twice"
        case .commentNotClosed: "missing ')' for the comment opened here"
        case .emptyFlags: "empty group flags '(?)'"
        case .unknownGroupSyntax(let next): "unknown group syntax '\(Self.groupSyntax(next))'"
        case .propertyNotClosed: "missing '}' for the property opened here"
        case .propertyNeedsBraces(let letter): "\\\(letter) needs a property name in braces, like \\p{L}"
        case .unsupported(let construct):
            "\(construct.name) is not supported" + (construct.advice.map { ": \($0.message)" } ?? "")
        case .tooLarge(let states): "the pattern is too large (more than \(states) states once repetitions are written out)"
        case .tooCostly(let steps, let allowed):
            "the pattern may cost too much to match: up to \(steps) steps for each character of an answer, "
                + "and formline allows \(allowed), so that any answer is decided in well under "
                + "a second; anchor it ('^...$') or use smaller counts ('{3,20}', or the field's maxLength)"
        }
    }

    /// `\u{D800}`: how `notAScalar` writes the code point.
    public static func escape(ofCodePoint value: UInt32) -> String {
        "\\u{\(String(value, radix: 16, uppercase: true))}"
    }

    /// `(?y`: how `unknownGroupSyntax` quotes the syntax.
    public static func groupSyntax(_ next: Unicode.Scalar) -> String { "(?\(next)" }
}

extension PatternError.Construct {
    /// The construct's name in English, quoting its syntax (`lookahead '(?='`).
    public var name: String {
        switch self {
        case .nestingDeeper(let depth): "nesting groups deeper than \(depth)"
        case .possessiveQuantifier: "the possessive quantifier '\(syntax!)'"
        case .countAbove(let count): "a repetition count above \(count)"
        case .bracketFirstInClass: "'\(syntax!)' first in a class"
        case .dashInMiddleOfClass: "'\(syntax!)' in the middle of a class"
        case .braceInClass: "'\(syntax!)' in a class"
        case .classDifference: "the class difference '\(syntax!)'"
        case .rangeBoundedByClass: "a range bounded by a class"
        case .posixClass: "the POSIX class '\(syntax!)'"
        case .nestedClass: "a nested class"
        case .classIntersection: "the class intersection '\(syntax!)'"
        case .escape: "the escape '\(syntax!)'"
        case .icuEscape: "'\(syntax!)'"
        case .lookahead: "lookahead '\(syntax!)'"
        case .negativeLookahead: "negative lookahead '\(syntax!)'"
        case .atomicGroup: "the atomic group '\(syntax!)'"
        case .lookbehind: "lookbehind '\(syntax!)'"
        case .freeSpacingFlag: "the free-spacing flag '\(syntax!)'"
        case .wordBoundaryFlag: "the Unicode word-boundary flag '\(syntax!)'"
        case .unixLinesFlag: "the Unix-lines flag '\(syntax!)'"
        case .unicodeProperty(let name): "the Unicode property '\(name)'"
        case .namedBackreference: "the named backreference '\(syntax!)'"
        case .backreference: "the backreference '\(syntax!)'"
        case .quoting: "quoting with '\(syntax!)'"
        case .endWithoutQuote: "'\(syntax!)' without '\\Q'"
        case .graphemeClusters: "'\(syntax!)' (grapheme clusters)"
        case .namedCharacters: "named characters '\(syntax!)'"
        case .controlEscape: "control escapes '\(syntax!)'"
        case .octalEscape: "octal escapes '\(syntax!)'"
        case .assertionInClass: "'\(syntax!)' inside a class"
        }
    }

    /// The syntax the name quotes (`(?=`, `\1`), as a pattern writes it; nil for a name that
    /// quotes none (a number, a property's name, no syntax).
    public var syntax: String? {
        switch self {
        case .nestingDeeper, .countAbove, .rangeBoundedByClass, .nestedClass, .unicodeProperty: nil
        case .possessiveQuantifier(let quantifier): "\(quantifier)+"
        case .bracketFirstInClass: "]"
        case .dashInMiddleOfClass: "-"
        case .braceInClass: "{"
        case .classDifference: "--"
        case .posixClass: "[:"
        case .classIntersection: "&&"
        case .escape(let letter), .icuEscape(let letter), .backreference(let letter), .assertionInClass(let letter): "\\\(letter)"
        case .lookahead: "(?="
        case .negativeLookahead: "(?!"
        case .atomicGroup: "(?>"
        case .lookbehind(let negative): negative ? "(?<!" : "(?<="
        case .freeSpacingFlag: "(?x)"
        case .wordBoundaryFlag: "(?w)"
        case .unixLinesFlag: "(?d)"
        case .namedBackreference: "\\k"
        case .quoting: "\\Q...\\E"
        case .endWithoutQuote: "\\E"
        case .graphemeClusters: "\\X"
        case .namedCharacters: "\\N{...}"
        case .controlEscape: "\\c"
        case .octalEscape: "\\0"
        }
    }
}

extension PatternError.Advice {
    /// The advice in English, after `… is not supported: `.
    public var message: String {
        switch self {
        case .needsBacktracking: "it needs backtracking, and formline matches patterns in linear time"
        case .literalBracket: "write \(syntax!) for a literal bracket"
        case .literalDash: "write \(syntax!) for a literal dash"
        case .literalBrace: "write \(syntax!)"
        case .generalCategory: "use a general category like \(Self.letterCategory) or \(Self.digitCategory), or \(Self.generalProperties)"
        case .escapeEach: "escape each character instead"
        case .characterOrHex: "write the character or \(syntax!)"
        case .hexEscape: "write \(syntax!)"
        }
    }

    /// The syntax the advice quotes (`\]`, `\x{...}`); nil for advice that quotes none.
    public var syntax: String? {
        switch self {
        case .needsBacktracking, .generalCategory, .escapeEach: nil
        case .literalBracket: "\\]"
        case .literalDash: "\\-"
        case .literalBrace: "\\{"
        case .characterOrHex, .hexEscape: "\\x{...}"
        }
    }

    /// The general categories `generalCategory` gives as examples, and the other properties it names.
    public static let letterCategory = "\\p{L}", digitCategory = "\\p{Nd}"
    public static let generalProperties = "Alphabetic, Uppercase, Lowercase, White_Space"
}
