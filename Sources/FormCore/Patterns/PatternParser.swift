/// Parses a pattern in the natively supported subset of ICU regular expressions:
/// literals, escapes, `.`, bracket classes, `* + ? {n} {n,} {n,m}` (greedy or lazy),
/// `^ $`, groups `( )` / `(?: )` and `|`.
///
/// Anything else is `unsupported` (the caller uses ICU for it). When the parser can tell the
/// pattern is malformed it says so with an offset; the caller only reports that when ICU
/// rejects the pattern too, so ICU stays the single judge of validity.
struct PatternParser {
    enum Outcome: Equatable {
        case native(PatternNode)
        case unsupported(reason: String)
        case invalid(PatternError)
    }

    private enum Stop: Error {
        case unsupported(String)
        case invalid(String, offset: Int)
    }

    private enum Item {
        case scalar(UInt32)
        case set(ScalarSet)
    }

    /// Deeper group nesting than this is left to ICU.
    static let maximumDepth = 64
    /// Larger repetition counts are left to ICU.
    static let maximumCount = 1_000

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    static func parse(_ source: String) -> Outcome {
        var parser = PatternParser(scalars: Array(source.unicodeScalars))
        do throws(Stop) {
            let node = try parser.parseChoice()
            if parser.position < parser.scalars.count {
                throw .invalid("unmatched ')'", offset: parser.position)
            }
            return .native(node)
        } catch {
            switch error {
            case .unsupported(let reason): return .unsupported(reason: reason)
            case .invalid(let message, let offset): return .invalid(PatternError(message: message, offset: offset))
            }
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
        while let next = peek(), next != "|", next != ")" {
            let atom = try parseAtom()
            items.append(try parseQuantifier(on: atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    private mutating func parseAtom() throws(Stop) -> PatternNode {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "(":
            if peek() == "?" {
                guard peek(1) == ":" else { throw .unsupported("group syntax (?") }
                position += 2
            }
            depth += 1
            guard depth <= Self.maximumDepth else { throw .unsupported("deeply nested groups") }
            let inner = try parseChoice()
            guard peek() == ")" else { throw .invalid("missing ')' for the group opened here", offset: start) }
            position += 1
            depth -= 1
            return inner
        case "[": return .scalars(try parseClass(openedAt: start))
        case ".": return .scalars(.anyExceptLineTerminator)
        case "^": return .startAnchor
        case "$": return .endAnchor
        case "\\":
            switch try parseEscape(at: start) {
            case .scalar(let value): return .scalars(ScalarSet(scalar: value))
            case .set(let set): return .scalars(set)
            }
        case "*", "+", "?", "{":
            throw .invalid("'\(scalar)' has nothing to repeat", offset: start)
        case "}":
            throw .invalid("unmatched '}' (write \\} for a literal brace)", offset: start)
        default:
            return .scalars(ScalarSet(scalar: scalar.value))
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
            throw .unsupported("possessive quantifier")
        }
        if let following = peek(), ["*", "+", "?", "{"].contains(following) {
            throw .invalid("a quantifier cannot follow another quantifier", offset: position)
        }
        return .repetition(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// `{n}`, `{n,}` or `{n,m}`, positioned on the `{`.
    private mutating func parseInterval() throws(Stop) -> (minimum: Int, maximum: Int?) {
        let start = position
        position += 1
        let malformed = Stop.invalid("malformed repetition: expected {n}, {n,} or {n,m}", offset: start)
        guard let minimum = try parseCount(openedAt: start) else { throw malformed }
        var maximum: Int? = minimum
        if peek() == "," {
            position += 1
            maximum = try parseCount(openedAt: start)
        }
        guard peek() == "}" else { throw malformed }
        position += 1
        if let maximum, maximum < minimum {
            throw .invalid("repetition {\(minimum),\(maximum)} has its minimum above its maximum", offset: start)
        }
        if max(minimum, maximum ?? 0) > Self.maximumCount { throw .unsupported("large repetition count") }
        return (minimum, maximum)
    }

    private mutating func parseCount(openedAt start: Int) throws(Stop) -> Int? {
        var value: Int?
        while let digit = peek(), ("0"..."9").contains(digit) {
            value = (value ?? 0) * 10 + Int(digit.value - 0x30)
            if value! > Int(Int32.max) { throw .invalid("repetition count is too large", offset: start) }
            position += 1
        }
        return value
    }

    // MARK: - Classes and escapes

    private mutating func parseClass(openedAt start: Int) throws(Stop) -> ScalarSet {
        var set = ScalarSet()
        let inverted = peek() == "^"
        if inverted { position += 1 }
        if peek() == "]" { throw .unsupported("']' first in a class") }
        var isFirst = true
        while true {
            guard let next = peek() else {
                throw .invalid("missing ']' for the character class opened here", offset: start)
            }
            if next == "]" {
                position += 1
                break
            }
            if next == "-" {
                if peek(1) == "-" { throw .unsupported("class difference --") }
                guard isFirst || peek(1) == "]" else { throw .unsupported("'-' inside a class") }
                set.insert(0x2D)
                position += 1
                isFirst = false
                continue
            }
            let itemStart = position
            let item = try parseClassItem()
            isFirst = false
            if peek() == "-", let after = peek(1), after != "]" {
                if after == "-" { throw .unsupported("class difference --") }
                position += 1
                guard case .scalar(let lower) = item, case .scalar(let upper) = try parseClassItem() else {
                    throw .unsupported("range bounded by a class")
                }
                guard lower <= upper else {
                    throw .invalid("the range in this class is out of order", offset: itemStart)
                }
                set.insert(lower...upper)
            } else {
                switch item {
                case .scalar(let value): set.insert(value)
                case .set(let members): set.formUnion(members)
                }
            }
        }
        if inverted { set.invert() }
        return set
    }

    private mutating func parseClassItem() throws(Stop) -> Item {
        let scalar = scalars[position]
        switch scalar {
        case "[": throw .unsupported("nested or POSIX class")
        case "{": throw .unsupported("brace in class")
        case "&" where peek(1) == "&": throw .unsupported("class intersection &&")
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
            throw .invalid("the pattern ends with a lone backslash", offset: start)
        }
        position += 1
        switch escaped {
        case "d": return .set(.digits)
        case "D": return .set(ScalarSet.digits.complementForUnion())
        case "w": return .set(.wordCharacters)
        case "W": return .set(ScalarSet.wordCharacters.complementForUnion())
        case "s": return .set(.whitespace)
        case "S": return .set(ScalarSet.whitespace.complementForUnion())
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
                    throw .invalid("malformed \\x{...} escape", offset: start)
                }
                position += 1
                return try codePoint(value, at: start)
            }
            guard let value = parseHex(exactDigits: 2) else { throw .unsupported("short \\x escape") }
            return .scalar(value)
        case "u":
            guard let value = parseHex(exactDigits: 4) else {
                throw .invalid("\\u needs exactly four hex digits", offset: start)
            }
            return try codePoint(value, at: start)
        default:
            let value = escaped.value
            let isAlphanumeric = ("0"..."9").contains(escaped) || ("a"..."z").contains(escaped)
                || ("A"..."Z").contains(escaped)
            guard value >= 0x20, value < 0x7F, !isAlphanumeric else { throw .unsupported("escape \\\(escaped)") }
            return .scalar(value)
        }
    }

    private func codePoint(_ value: UInt32, at start: Int) throws(Stop) -> Item {
        guard Unicode.Scalar(value) != nil else { throw .unsupported("escape of a non-scalar code point") }
        return .scalar(value)
    }

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
