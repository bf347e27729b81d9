/// Parses a pattern: the ICU regular expressions that run in linear time.
///
/// Literals and escapes, `.`, bracket classes (ranges, negation, `\d \w \s \p{...}` inside),
/// `\d \w \s` and negations, `\p{...}` / `\P{...}` (general categories, Alphabetic, Uppercase,
/// Lowercase, White_Space, Any, ASCII), `* + ? {n} {n,} {n,m}` greedy or lazy, `^ $ \A \z \Z \b \B`,
/// groups `( )`, `(?: )`, `(?<name> )`, `|`, the flags `(?i)`, `(?m)` and `(?s)` (also
/// `(?i: )`, `(?-m)`) and comments `(?# )`. Under `(?i)`, runs of literals match with full case
/// folding and classes with every case variant of their members, as in ICU.
///
/// Anything else is refused with the offset of the construct and its name: lookaround,
/// backreferences, atomic groups and possessive quantifiers (they need backtracking),
/// `(?x)`, `(?w)`, `(?d)`, script properties, POSIX and nested classes, counts over 1000 and
/// groups nested deeper than 64.
///
///     PatternParser.parse("^\\w+$")      // .success(.sequence([.assertion(.start), ...]))
///     PatternParser.parse("(?=a)")        // .failure: lookahead '(?=' is not supported ... at offset 0
struct PatternParser {
    /// Why parsing stops, and where.
    private struct Stop: Error {
        let reason: PatternError.Reason
        let offset: Int

        static func invalid(_ reason: PatternError.Reason, offset: Int) -> Stop { Stop(reason: reason, offset: offset) }
        static func unsupported(_ construct: PatternError.Construct, offset: Int) -> Stop {
            Stop(reason: .unsupported(construct), offset: offset)
        }
    }

    private enum Item {
        case scalar(UInt32)
        case set(ScalarSet)
    }

    /// Deeper group nesting than this is refused.
    static let maximumDepth = 64
    /// Larger repetition counts are refused.
    static let maximumCount = 1_000

    /// The flags in force: `(?m)`, `(?s)` and `(?i)`.
    private struct Flags {
        /// `(?m)`: `^` and `$` hold at line starts and ends too.
        var lineAnchors = false
        var caseInsensitive = false
        var dotAll = false
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0
    private var flags = Flags()
    private var groupNames: Set<String> = []

    static func parse(_ source: String) -> Result<PatternNode, PatternError> {
        if source.isEmpty { return .failure(PatternError(.empty, offset: nil)) }
        var parser = PatternParser(scalars: Array(source.unicodeScalars))
        do throws(Stop) {
            let node = try parser.parseChoice()
            if parser.position < parser.scalars.count {
                throw .invalid(.unmatchedParenthesis, offset: parser.position)
            }
            return .success(node)
        } catch {
            return .failure(PatternError(error.reason, offset: error.offset))
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    // MARK: - Structure

    private mutating func parseChoice() throws(Stop) -> PatternNode {
        var branches = [try parseSequence()]
        while peek() == "|" {
            position += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func parseSequence() throws(Stop) -> PatternNode {
        var items: [PatternNode] = []
        // Under (?i), literals are folded together, like ICU does: `(?i)ss` matches `ß`.
        var run: [UInt32] = []
        func flush() {
            if !run.isEmpty { items.append(Self.caseInsensitive(run)) }
            run.removeAll()
        }
        while let next = peek(), next != "|", next != ")" {
            let caseInsensitive = flags.caseInsensitive
            let (atom, repeatable, literal) = try parseAtom()
            let quantified = peek().map { ["*", "+", "?", "{"].contains($0) } ?? false
            // ICU repeats ^ and $ but not escaped assertions (\b...), flag groups or comments.
            if !repeatable, quantified {
                throw .invalid(.nothingToRepeat(peek()!), offset: position)
            }
            if caseInsensitive, let literal {
                if quantified {
                    // A quantifier takes the last literal alone (folded, it may be a string: ß+).
                    flush()
                    items.append(try parseQuantifier(on: Self.caseInsensitive([literal])))
                } else {
                    run.append(literal)
                }
                continue
            }
            flush()
            items.append(try parseQuantifier(on: atom))
        }
        flush()
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    /// A run of literals under `(?i)`: one folded scalar matches its case variants (simple
    /// folding); a longer full folding matches input whose full folding spells it.
    private static func caseInsensitive(_ run: [UInt32]) -> PatternNode {
        var folded: [UInt32] = []
        for scalar in run {
            let full = CaseFolding.full(scalar)
            for index in 0..<full.count { folded.append(full[index]) }
        }
        return folded.count == 1 ? .scalars(.caseVariants(ofFolded: folded[0])) : .foldedString(folded)
    }

    /// One atom, whether a quantifier may follow it, and the scalar when it is a literal.
    private mutating func parseAtom() throws(Stop) -> (PatternNode, repeatable: Bool, literal: UInt32?) {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "(":
            let saved = flags
            if peek() == "?" {
                guard try parseGroupPrefix(openedAt: start) else { return (.empty, false, nil) }
            }
            depth += 1
            guard depth <= Self.maximumDepth else {
                throw .unsupported(.nestingDeeper(Self.maximumDepth), offset: start)
            }
            let inner = try parseChoice()
            guard peek() == ")" else { throw .invalid(.groupNotClosed, offset: start) }
            position += 1
            depth -= 1
            flags = saved
            return (inner, true, nil)
        case "[": return (.scalars(try parseClass(openedAt: start)), true, nil)
        case ".": return (.scalars(flags.dotAll ? .anyScalar : .anyExceptLineTerminator), true, nil)
        case "^": return (.assertion(flags.lineAnchors ? .lineStart : .start), true, nil)
        case "$": return (.assertion(flags.lineAnchors ? .lineEnd : .end), true, nil)
        case "\\":
            if let escaped = peek(), let assertion = Self.assertionEscapes[escaped] {
                position += 1
                return (.assertion(assertion), false, nil)
            }
            switch try parseEscape(at: start) {
            case .scalar(let value): return (.scalars(ScalarSet(scalar: value)), true, value)
            case .set(let set): return (.scalars(set), true, nil)
            }
        case "*", "+", "?", "{":
            throw .invalid(.nothingToRepeat(scalar), offset: start)
        case "}":
            throw .invalid(.unmatchedBrace, offset: start)
        default:
            return (.scalars(ScalarSet(scalar: scalar.value)), true, scalar.value)
        }
    }

    private mutating func parseQuantifier(on atom: PatternNode) throws(Stop) -> PatternNode {
        guard let next = peek() else { return atom }
        let bounds: (minimum: Int, maximum: Int?)
        switch next {
        case "*": bounds = (0, nil); position += 1
        case "+": bounds = (1, nil); position += 1
        case "?": bounds = (0, 1); position += 1
        case "{": bounds = try parseInterval()
        default: return atom
        }
        // A lazy quantifier accepts the same inputs as the greedy one: for a yes/no match the
        // difference is invisible. A possessive one changes what matches.
        if peek() == "?" {
            position += 1
        } else if peek() == "+" {
            throw .unsupported(.possessiveQuantifier(next), offset: position)
        }
        if let following = peek(), ["*", "+", "?", "{"].contains(following) {
            throw .invalid(.quantifierAfterQuantifier, offset: position)
        }
        return .repetition(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// `{n}`, `{n,}` or `{n,m}`, positioned on the `{`.
    private mutating func parseInterval() throws(Stop) -> (minimum: Int, maximum: Int?) {
        let start = position
        position += 1
        let malformed = Stop.invalid(.malformedRepetition, offset: start)
        guard let minimum = try parseCount(openedAt: start) else { throw malformed }
        var maximum: Int? = minimum
        if peek() == "," {
            position += 1
            maximum = try parseCount(openedAt: start)
        }
        guard peek() == "}" else { throw malformed }
        position += 1
        if let maximum, maximum < minimum {
            throw .invalid(.minimumAboveMaximum(minimum: minimum, maximum: maximum), offset: start)
        }
        if max(minimum, maximum ?? 0) > Self.maximumCount {
            throw .unsupported(.countAbove(Self.maximumCount), offset: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseCount(openedAt start: Int) throws(Stop) -> Int? {
        var value: Int?
        while let digit = peek(), ("0"..."9").contains(digit) {
            value = (value ?? 0) * 10 + Int(digit.value - 0x30)
            if value! > Int(Int32.max) { throw .invalid(.countTooLarge, offset: start) }
            position += 1
        }
        return value
    }

    // MARK: - Classes and escapes

    private mutating func parseClass(openedAt start: Int) throws(Stop) -> ScalarSet {
        var set = ScalarSet()
        let inverted = peek() == "^"
        if inverted { position += 1 }
        if peek() == "]" { throw .unsupported(.bracketFirstInClass, offset: position) }
        var isFirst = true
        while true {
            guard let next = peek() else {
                throw .invalid(.classNotClosed, offset: start)
            }
            if next == "]" {
                position += 1
                break
            }
            if next == "-" {
                if peek(1) == "-" { throw .unsupported(.classDifference, offset: position) }
                guard isFirst || peek(1) == "]" else {
                    throw .unsupported(.dashInMiddleOfClass, offset: position)
                }
                set.insert(0x2D)
                position += 1
                isFirst = false
                continue
            }
            let itemStart = position
            let item = try parseClassItem()
            isFirst = false
            if peek() == "-", let after = peek(1), after != "]" {
                if after == "-" { throw .unsupported(.classDifference, offset: position) }
                position += 1
                guard case .scalar(let lower) = item, case .scalar(let upper) = try parseClassItem() else {
                    throw .unsupported(.rangeBoundedByClass, offset: itemStart)
                }
                guard lower <= upper else {
                    throw .invalid(.rangeOutOfOrder, offset: itemStart)
                }
                set.insert(lower...upper)
            } else {
                switch item {
                case .scalar(let value): set.insert(value)
                case .set(let members): set.formUnion(members)
                }
            }
        }
        if flags.caseInsensitive { set.closeOverCase() }
        if inverted { set.invert() }
        return set
    }

    private mutating func parseClassItem() throws(Stop) -> Item {
        let scalar = scalars[position]
        switch scalar {
        case "[" where peek(1) == ":": throw .unsupported(.posixClass, offset: position)
        case "[": throw .unsupported(.nestedClass, offset: position)
        case "{": throw .unsupported(.braceInClass, offset: position)
        case "&" where peek(1) == "&": throw .unsupported(.classIntersection, offset: position)
        case "\\":
            let start = position
            position += 1
            return try parseEscape(at: start)
        default:
            position += 1
            return .scalar(scalar.value)
        }
    }

    /// Positioned just after the backslash at `start`.
    private mutating func parseEscape(at start: Int) throws(Stop) -> Item {
        guard let escaped = peek() else {
            throw .invalid(.loneBackslash, offset: start)
        }
        position += 1
        switch escaped {
        case "d", "D": return .set(ScalarSet(property: ScalarProperty(.digit, negated: escaped == "D")))
        case "w", "W": return .set(ScalarSet(property: ScalarProperty(.word, negated: escaped == "W")))
        case "s", "S": return .set(ScalarSet(property: ScalarProperty(.whiteSpace, negated: escaped == "S")))
        case "p", "P":
            let property = try parseProperty(at: start, negated: escaped == "P")
            return .set(ScalarSet(property: ScalarProperty(property.kind, negated: property.negated,
                                                           closedOverCase: flags.caseInsensitive)))
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "a": return .scalar(0x07)
        case "e": return .scalar(0x1B)
        case "x":
            if peek() == "{" {
                position += 1
                guard let value = parseHex(maximumDigits: 6), peek() == "}" else {
                    throw .invalid(.malformedHexBraces, offset: start)
                }
                position += 1
                return try codePoint(value, at: start)
            }
            guard let value = parseHex(exactDigits: 2) else {
                throw .invalid(.hexDigits, offset: start)
            }
            return .scalar(value)
        case "u":
            guard let value = parseHex(exactDigits: 4) else {
                throw .invalid(.fourHexDigits, offset: start)
            }
            return try codePoint(value, at: start)
        default:
            let value = escaped.value
            let isAlphanumeric = ("0"..."9").contains(escaped) || ("a"..."z").contains(escaped)
                || ("A"..."Z").contains(escaped)
            guard value >= 0x20, value < 0x7F, !isAlphanumeric else {
                throw .unsupported(Self.unsupportedEscapes[escaped] ?? .escape(escaped), offset: start)
            }
            return .scalar(value)
        }
    }

    private func codePoint(_ value: UInt32, at start: Int) throws(Stop) -> Item {
        guard Unicode.Scalar(value) != nil else {
            throw .invalid(.notAScalar(value), offset: start)
        }
        return .scalar(value)
    }

    /// After `(?`, positioned on the `?`: reads `:`, `<name>`, flags or a comment. Returns false
    /// for a construct that ends here and matches nothing (a comment, or flags for the rest of
    /// the enclosing group); true when a group body follows.
    private mutating func parseGroupPrefix(openedAt start: Int) throws(Stop) -> Bool {
        position += 1
        switch peek() {
        case ":":
            position += 1
            return true
        case "=": throw .unsupported(.lookahead, offset: start)
        case "!": throw .unsupported(.negativeLookahead, offset: start)
        case ">": throw .unsupported(.atomicGroup, offset: start)
        case "<" where peek(1) == "=" || peek(1) == "!":
            throw .unsupported(.lookbehind(negative: peek(1) == "!"), offset: start)
        case "<":
            position += 1
            let nameStart = position
            while let next = peek(), next.isASCII, next.properties.isAlphabetic || ("0"..."9").contains(next) { position += 1 }
            guard position > nameStart, scalars[nameStart].properties.isAlphabetic, peek() == ">" else {
                throw .invalid(.malformedGroupName, offset: start)
            }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<position]))
            guard groupNames.insert(name).inserted else {
                throw .invalid(.nameUsedTwice(name), offset: start)
            }
            position += 1
            return true
        case "#":
            while let next = peek(), next != ")" { position += 1 }
            guard peek() == ")" else { throw .invalid(.commentNotClosed, offset: start) }
            position += 1
            return false
        case ")":
            throw .invalid(.emptyFlags, offset: start)
        default:
            var on = true
            while let next = peek(), next != ")", next != ":" {
                switch next {
                case "-" where on: on = false
                case "m": flags.lineAnchors = on
                case "s": flags.dotAll = on
                case "i": flags.caseInsensitive = on
                case "x", "w", "d":
                    if on { throw .unsupported(Self.unsupportedFlags[next]!, offset: position) }
                default:
                    throw .invalid(.unknownGroupSyntax(next), offset: start)
                }
                position += 1
            }
            guard let end = peek() else { throw .invalid(.groupNotClosed, offset: start) }
            position += 1
            return end == ":"
        }
    }

    /// After `\p` or `\P`: `{name}` or a one-letter category.
    private mutating func parseProperty(at start: Int, negated: Bool) throws(Stop) -> ScalarProperty {
        var name = ""
        if peek() == "{" {
            position += 1
            while let next = peek(), next != "}" {
                name.unicodeScalars.append(next)
                position += 1
            }
            guard peek() == "}" else { throw .invalid(.propertyNotClosed, offset: start) }
            position += 1
        } else {
            throw .invalid(.propertyNeedsBraces(scalars[start + 1]), offset: start)
        }
        guard let kind = ScalarProperty.named(name) else {
            throw .unsupported(.unicodeProperty(name), offset: start)
        }
        return ScalarProperty(kind, negated: negated)
    }

    /// Escapes that test the position rather than read a character.
    private static let assertionEscapes: [Unicode.Scalar: PatternAssertion] = [
        "A": .start, "z": .endOnly, "Z": .end, "b": .boundary, "B": .notBoundary,
    ]

    /// Escapes ICU knows and formline does not run (outside a class, `\b \B \A \z \Z` are assertions).
    private static let unsupportedEscapes: [Unicode.Scalar: PatternError.Construct] = {
        var constructs: [Unicode.Scalar: PatternError.Construct] = [
            "k": .namedBackreference, "Q": .quoting, "E": .endWithoutQuote, "X": .graphemeClusters,
            "N": .namedCharacters, "c": .controlEscape, "0": .octalEscape,
        ]
        for letter in "GhHvVR".unicodeScalars { constructs[letter] = .icuEscape(letter) }
        for letter in "bBAzZ".unicodeScalars { constructs[letter] = .assertionInClass(letter) }
        for digit in "123456789".unicodeScalars { constructs[digit] = .backreference(digit) }
        return constructs
    }()

    private static let unsupportedFlags: [Unicode.Scalar: PatternError.Construct] = [
        "x": .freeSpacingFlag, "w": .wordBoundaryFlag, "d": .unixLinesFlag,
    ]

    private mutating func parseHex(exactDigits: Int) -> UInt32? {
        guard position + exactDigits <= scalars.count else { return nil }
        let saved = position
        guard let value = parseHex(maximumDigits: exactDigits), position - saved == exactDigits else {
            position = saved
            return nil
        }
        return value
    }

    private mutating func parseHex(maximumDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximumDigits, let next = peek(), let digit = Self.hexValue(next) {
            value = value * 16 + digit
            count += 1
            position += 1
        }
        return count == 0 ? nil : value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
