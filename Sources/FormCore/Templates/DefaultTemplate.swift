/// A computed default: text with field references, filled in from earlier answers when
/// focus reaches the field.
///
/// The syntax is deliberately tiny and runs no code: `{id}` is the answer of field `id`
/// (an empty string when that field is hidden or has no value), `{id|lower|slug}` passes
/// it through filters left to right (see `TemplateFilter`), and `{{` / `}}` are literal
/// braces. Parsing and evaluation are one pass each, linear in the template's length.
///
/// ```swift
/// let template = try DefaultTemplate(parsing: "{firstName|lower}.{lastName|lower}@example.com")
/// template.references.map(\.field)                             // ["firstName", "lastName"]
/// template.render { ["firstName": "Ada", "lastName": "Lovelace"][$0] }
/// // "ada.lovelace@example.com"
/// ```
public struct DefaultTemplate: Sendable, Equatable {
    /// One piece of a template: literal text, or a field reference with its filters.
    public enum Part: Sendable, Equatable {
        /// Text copied as it is (braces already unescaped).
        case literal(String)
        /// A field reference.
        case reference(Reference)
    }

    /// `{id|filter|...}`, with where it is written (for diagnostics).
    public struct Reference: Sendable, Equatable {
        /// The referenced field's id.
        public var field: String
        /// The filters applied in order.
        public var filters: [TemplateFilter]
        /// 0-based offset, in Unicode scalars of the template, of the field id.
        public var offset: Int
    }

    /// The template as written in the form file.
    public let source: String
    /// Its pieces, in order.
    public let parts: [Part]

    /// The field references, in order.
    public var references: [Reference] {
        parts.compactMap { if case .reference(let reference) = $0 { return reference } else { return nil } }
    }

    /// Whether a default written as `text` is a template: it holds a brace.
    ///
    /// ```swift
    /// DefaultTemplate.isTemplate("{name}")   // true
    /// DefaultTemplate.isTemplate("medium")   // false
    /// ```
    public static func isTemplate(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// Parses `source`; throws a `TemplateError` with the offset of the first problem.
    public init(parsing source: String) throws(TemplateError) {
        self.source = source
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "}" {
                guard index + 1 < scalars.count, scalars[index + 1] == "}" else {
                    throw TemplateError(.tool(.templateCloseNoOpen, ["close": "}", "open": "{"]), offset: index,
                                        hint: .tool(.templateCloseNoOpenHint, ["closes": "}}"]))
                }
                literal.append("}")
                index += 2
                continue
            }
            guard scalar == "{" else {
                literal.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "{" {
                literal.append("{")
                index += 2
                continue
            }
            let open = index
            var close = index + 1
            while close < scalars.count, scalars[close] != "}" {
                if scalars[close] == "{" {
                    throw TemplateError(.tool(.templateOpenInside, ["open": "{"]), offset: close,
                                        hint: .tool(.templateOpenInsideHint, ["close": "}", "opens": "{{"]))
                }
                close += 1
            }
            guard close < scalars.count else {
                throw TemplateError(.tool(.templateNeverClosed, ["open": "{"]), offset: open,
                                    hint: .tool(.templateNeverClosedHint, ["close": "}", "opens": "{{"]))
            }
            flush()
            parts.append(.reference(try Self.reference(scalars[(open + 1)..<close], at: open + 1)))
            index = close + 1
        }
        flush()
        self.parts = parts
    }

    /// Reads `id|filter|...` (spaces around the pieces are allowed).
    private static func reference(_ inside: ArraySlice<Unicode.Scalar>, at start: Int) throws(TemplateError) -> Reference {
        var pieces: [(text: String, offset: Int)] = []
        var pieceStart = inside.startIndex
        for position in inside.indices where inside[position] == "|" {
            pieces.append(trimmed(inside[pieceStart..<position], base: inside.startIndex, start: start))
            pieceStart = position + 1
        }
        pieces.append(trimmed(inside[pieceStart..<inside.endIndex], base: inside.startIndex, start: start))
        let name = pieces[0]
        guard !name.text.isEmpty else {
            throw TemplateError(.tool(.templateEmptyReference), offset: start - 1,
                                hint: .tool(.templateEmptyReferenceHint, ["example": "{firstName}", "opens": "{{"]))
        }
        guard isIdentifier(name.text) else {
            throw TemplateError(.tool(.templateNotFieldID, ["name": name.text]), offset: name.offset,
                                hint: .tool(.templateNotFieldIDHint, ["reference": "{id}", "filtered": "{id|filter}"]))
        }
        var filters: [TemplateFilter] = []
        for piece in pieces.dropFirst() {
            guard let filter = TemplateFilter(rawValue: piece.text) else {
                let names = TemplateFilter.allCases.map(\.rawValue)
                let filters = MessageText.tool(.templateTheFilters, ["names": names.joined(separator: ", ")])
                let hint = DiagnosticText.suggestion(for: piece.text, in: names)
                    .map { MessageText.tool(.templateSuggestionThen, [.init("suggestion", $0), .init("rest", filters)]) } ?? filters
                throw TemplateError(piece.text.isEmpty ? .tool(.templateEmptyFilter) : .tool(.templateUnknownFilter, ["name": piece.text]),
                                    offset: piece.offset, hint: hint)
            }
            filters.append(filter)
        }
        return Reference(field: name.text, filters: filters, offset: name.offset)
    }

    private static func trimmed(_ slice: ArraySlice<Unicode.Scalar>, base: Int, start: Int) -> (text: String, offset: Int) {
        var lower = slice.startIndex, upper = slice.endIndex
        while lower < upper, slice[lower] == " " { lower += 1 }
        while upper > lower, slice[upper - 1] == " " { upper -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice[lower..<upper])
        return (String(view), start + (lower - base))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        return scalars.first.map { $0.properties.isAlphabetic && $0.isASCII } == true
            && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }

    /// The template filled in: each reference becomes `value(id)` (nil reads as ""),
    /// passed through its filters.
    public func render(_ value: (String) -> String?) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text):
                result += text
            case .reference(let reference):
                var text = value(reference.field) ?? ""
                for filter in reference.filters { text = filter.apply(to: text) }
                result += text
            }
        }
        return result
    }
}

/// A filter in a template reference, as in `{title|slug}`.
///
/// ```swift
/// TemplateFilter.slug.apply(to: "  Hello, Wörld! ")   // "hello-world"
/// TemplateFilter.slug.apply(to: "José Núñez García")  // "jose-nunez-garcia"
/// ```
public enum TemplateFilter: String, Sendable, Equatable, CaseIterable {
    /// Lower case.
    case lower
    /// Upper case.
    case upper
    /// White space removed at both ends.
    case trim
    /// Letters without their accents and case (`CaseFolding.searchKey`: `Núñez` is `nunez`,
    /// `Straße` is `strasse`), then ASCII letters and digits kept; every other run becomes
    /// one `-`, with none at either end.
    case slug

    /// The filter applied to `text`.
    public func apply(to text: String) -> String {
        switch self {
        case .lower: return text.lowercased()
        case .upper: return text.uppercased()
        case .trim: return AnswerText.trimmed(text)
        case .slug:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            var gap = false
            // ASCII text is its own search key but for letter case (`CaseFolding.searchKey`
            // folds an ASCII scalar only from A-Z to a-z), which the loop lowers itself.
            let key = text.utf8.allSatisfy { $0 < 0x80 } ? text : CaseFolding.searchKey(text)
            for byte in key.utf8 {
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lowered) {
                    if gap, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                    gap = false
                    bytes.append(lowered)
                } else {
                    gap = true
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Why a template could not be read: catalog texts (`ToolWord`), said in a person's language
/// by `check`, English in `message` and `hint`.
public struct TemplateError: Error, Sendable, Equatable {
    /// What is wrong.
    public let text: MessageText
    /// 0-based offset, in Unicode scalars of the template, of the problem.
    public let offset: Int
    /// How to fix it.
    public let hintText: MessageText

    public init(_ text: MessageText, offset: Int, hint: MessageText) {
        self.text = text
        self.offset = offset
        self.hintText = hint
    }

    /// An error of these English texts.
    public init(message: String, offset: Int, hint: String) {
        self.init(.verbatim(message), offset: offset, hint: .verbatim(hint))
    }

    /// What is wrong, in English.
    public var message: String { text.english }
    /// How to fix it, in English.
    public var hint: String { hintText.english }

    /// The same problem at the same place, whatever its texts are made of.
    public static func == (lhs: TemplateError, rhs: TemplateError) -> Bool {
        lhs.message == rhs.message && lhs.offset == rhs.offset && lhs.hint == rhs.hint
    }
}
