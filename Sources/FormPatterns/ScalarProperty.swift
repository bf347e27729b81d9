/// A Unicode class a pattern names (`\d`, `\w`, `\s`, `\p{L}`...), decided from the Unicode data
/// of the Swift runtime (`Unicode.Scalar.Properties`) with ICU's definitions:
///
/// - `\d`: General_Category Nd (decimal digits of every script: `٣` is a digit).
/// - `\w`: Alphabetic, marks (Mn Mc Me), Nd, Pc, and U+200C/U+200D: `é` and the combining
///   accent of `e\u{301}` are word characters.
/// - `\s`: White_Space (`\t \n \v \f \r`, space, U+0085, U+00A0, U+2028...).
///
///     ScalarProperty(.word).contains("é")          // true
///     ScalarProperty(.digit, negated: true).contains("٣")  // false: \D
struct ScalarProperty: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case digit, word, whiteSpace
        /// Any of these general categories (a bit per `GeneralCategoryBits` index).
        case categories(UInt32)
        case alphabetic, uppercase, lowercase, any, ascii
    }

    let kind: Kind
    /// `\D`, `\W`, `\S`, `\P{...}`.
    let negated: Bool
    /// Under `(?i)`, `\p{...}` holds every case variant of its members (negation comes after:
    /// `(?i)\P{Lu}` matches neither `A` nor `a`).
    let closedOverCase: Bool

    init(_ kind: Kind, negated: Bool = false, closedOverCase: Bool = false) {
        self.kind = kind
        self.negated = negated
        self.closedOverCase = closedOverCase
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        guard closedOverCase else { return kindContains(scalar) != negated }
        let member = CaseFolding.equivalents(of: scalar.value).contains {
            Unicode.Scalar($0).map(kindContains) ?? false
        }
        return member != negated
    }

    private func kindContains(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        let member: Bool
        switch kind {
        case .digit: member = properties.generalCategory == .decimalNumber
        case .word: member = Self.isWord(scalar)
        case .whiteSpace: member = properties.isWhitespace
        case .categories(let mask): member = mask & GeneralCategoryBits.bit(properties.generalCategory) != 0
        case .alphabetic: member = properties.isAlphabetic
        case .uppercase: member = properties.isUppercase
        case .lowercase: member = properties.isLowercase
        case .any: member = true
        case .ascii: member = scalar.value < 0x80
        }
        return member
    }

    /// ICU's word characters (`\w`, and what `\b` looks at).
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// What `\b` skips over (ICU): Grapheme_Extend and format (Cf) characters.
    static func isBoundaryTransparent(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && (scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format)
    }

    /// The property `\p{name}` names, matched loosely like ICU (case, spaces, `_` and `-` ignored;
    /// `gc=` / `General_Category=` allowed); nil for names formline does not know.
    static func named(_ name: String) -> Kind? {
        var loose = String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
        for prefix in ["generalcategory=", "gc="] where loose.hasPrefix(prefix) {
            loose = String(loose.dropFirst(prefix.count))
            return GeneralCategoryBits.named(loose).map(Kind.categories)
        }
        if let mask = GeneralCategoryBits.named(loose) { return .categories(mask) }
        switch loose {
        case "alphabetic", "alpha": return .alphabetic
        case "uppercase", "upper": return .uppercase
        case "lowercase", "lower": return .lowercase
        case "whitespace", "wspace", "space": return .whiteSpace
        case "any": return .any
        case "ascii": return .ascii
        default: return nil
        }
    }
}

/// General categories as bits, with their short and long names (loose: lowercase, no `_`).
enum GeneralCategoryBits {
    private static let order: [(Unicode.GeneralCategory, String, String)] = [
        (.uppercaseLetter, "lu", "uppercaseletter"), (.lowercaseLetter, "ll", "lowercaseletter"),
        (.titlecaseLetter, "lt", "titlecaseletter"), (.modifierLetter, "lm", "modifierletter"),
        (.otherLetter, "lo", "otherletter"), (.nonspacingMark, "mn", "nonspacingmark"),
        (.spacingMark, "mc", "spacingmark"), (.enclosingMark, "me", "enclosingmark"),
        (.decimalNumber, "nd", "decimalnumber"), (.letterNumber, "nl", "letternumber"),
        (.otherNumber, "no", "othernumber"), (.connectorPunctuation, "pc", "connectorpunctuation"),
        (.dashPunctuation, "pd", "dashpunctuation"), (.openPunctuation, "ps", "openpunctuation"),
        (.closePunctuation, "pe", "closepunctuation"), (.initialPunctuation, "pi", "initialpunctuation"),
        (.finalPunctuation, "pf", "finalpunctuation"), (.otherPunctuation, "po", "otherpunctuation"),
        (.mathSymbol, "sm", "mathsymbol"), (.currencySymbol, "sc", "currencysymbol"),
        (.modifierSymbol, "sk", "modifiersymbol"), (.otherSymbol, "so", "othersymbol"),
        (.spaceSeparator, "zs", "spaceseparator"), (.lineSeparator, "zl", "lineseparator"),
        (.paragraphSeparator, "zp", "paragraphseparator"), (.control, "cc", "control"),
        (.format, "cf", "format"), (.surrogate, "cs", "surrogate"),
        (.privateUse, "co", "privateuse"), (.unassigned, "cn", "unassigned"),
    ]

    static func bit(_ category: Unicode.GeneralCategory) -> UInt32 {
        for (index, entry) in order.enumerated() where entry.0 == category { return 1 << UInt32(index) }
        return 0
    }

    /// The categories a loose name stands for: one (`lu`), a group (`l`, `letter`) or nil.
    static func named(_ loose: String) -> UInt32? {
        for (index, entry) in order.enumerated() where entry.1 == loose || entry.2 == loose { return 1 << UInt32(index) }
        let groups: [(String, String, [String])] = [
            ("l", "letter", ["lu", "ll", "lt", "lm", "lo"]), ("lc", "casedletter", ["lu", "ll", "lt"]),
            ("m", "mark", ["mn", "mc", "me"]), ("n", "number", ["nd", "nl", "no"]),
            ("p", "punctuation", ["pc", "pd", "ps", "pe", "pi", "pf", "po"]), ("s", "symbol", ["sm", "sc", "sk", "so"]),
            ("z", "separator", ["zs", "zl", "zp"]), ("c", "other", ["cc", "cf", "cs", "co", "cn"]),
        ]
        for (short, long, members) in groups where short == loose || long == loose || (loose == "combiningmark" && short == "m") {
            return members.reduce(0) { $0 | named($1)! }
        }
        return nil
    }
}
