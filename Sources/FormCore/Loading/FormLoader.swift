/// The outcome of loading a form file: the form when it is usable, and every problem found.
///
/// ```swift
/// let result = FormLoader.load(yaml: text, today: today)
/// if let form = result.form { /* usable: no errors */ } else { print(result.errors) }
/// ```
public struct FormLoadResult: Sendable {
    /// The form, or nil when any error was found.
    public let form: FormDefinition?
    /// Every error and warning, in source order.
    public let diagnostics: [Diagnostic]

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Loads form definitions from YAML, reporting all problems with their line and column.
///
/// ```swift
/// let result = FormLoader.load(yaml: "title: T\nfields:\n  - id: name\n    type: text\n", today: today)
/// result.form?.fields.map(\.id)      // ["name"]
/// result.diagnostics                 // []
/// ```
public enum FormLoader {
    /// Parses and checks a form file.
    ///
    /// - Parameters:
    ///   - yaml: the file's text.
    ///   - today: the day relative date bounds and defaults are checked against.
    public static func load(yaml: String, today: LocalDate) -> FormLoadResult {
        // An oversized file is refused by `compose` before its lines are indexed.
        let reader = NodeReader(source: yaml.utf8.count > maximumFileBytes ? "" : yaml)
        guard let composed = compose(SchemaImport.composable(yaml), reader: reader) else {
            return FormLoadResult(form: nil, diagnostics: reader.diagnostics)
        }
        guard let root = composed else {
            reader.error(DiagnosticText(.noForm), at: SourceLocation(line: 1, column: 1),
                         hint: DiagnosticText(.startWithTitle))
            return FormLoadResult(form: nil, diagnostics: reader.diagnostics)
        }
        if SchemaImport.recognises(root) { return within(yaml, load(schema: root, today: today)) }
        return within(yaml, load(root: root, reader: reader, today: today))
    }

    /// Reads and checks the form composed as `root`, `reader`'s text.
    private static func load(root: YAMLNode, reader: NodeReader, today: LocalDate) -> FormLoadResult {
        let parser = FormParser(reader: reader, today: today)
        let form = parser.form(from: root)
        if let form {
            FormChecker(reader: reader, today: today).check(form)
        }
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        let usable = diagnostics.allSatisfy { $0.severity != .error }
        return FormLoadResult(form: usable ? form : nil, diagnostics: diagnostics)
    }

    /// `result` with every diagnostic placed inside `source`: one placed past the file's last
    /// line (a schema's mapped text, a value's own line count) is shown at that last line.
    private static func within(_ source: String, _ result: FormLoadResult) -> FormLoadResult {
        // YAML's line breaks: LF, CR and CR LF.
        // Only when a diagnostic could be past the end: most loads have none, or few, near the top.
        guard let last = result.diagnostics.map(\.location.line).max(), last > 1 || result.diagnostics.contains(where: { $0.location.line < 1 }) else { return result }
        var lines = 1, previous: UInt8 = 0
        for byte in source.utf8 {
            // LF, CR LF (counted at its LF) and a CR alone (counted at the byte after it).
            if byte == 0x0A || previous == 0x0D { lines += 1 }
            previous = byte
        }
        if previous == 0x0D { lines += 1 }
        guard result.diagnostics.contains(where: { $0.location.line > lines || $0.location.line < 1 }) else { return result }
        let placed = result.diagnostics.map { diagnostic -> Diagnostic in
            let line = min(max(diagnostic.location.line, 1), lines)
            guard line != diagnostic.location.line else { return diagnostic }
            return diagnostic.moved(to: SourceLocation(line: line, column: 1))
        }
        return FormLoadResult(form: result.form, diagnostics: placed)
    }

    /// Loads the form a JSON Schema maps to (`SchemaImport`): the import's diagnostics and
    /// those of the imported form, each placed at the schema node it comes from.
    static func load(schema root: YAMLNode, today: LocalDate) -> FormLoadResult {
        load(imported: SchemaImport(root: root), today: today)
    }

    /// Loads the form of a schema already imported (`formline import` checks what it writes):
    /// from the tree its text was written with (`SchemaImport.root`), which is what composing
    /// that text gives, so the text is not parsed again.
    public static func load(imported: SchemaImport, today: LocalDate) -> FormLoadResult {
        if imported.hasErrors { return FormLoadResult(form: nil, diagnostics: imported.diagnostics) }
        // (A text past the size limit is loaded as text, to be refused as any such file is.)
        let tree = imported.yaml.utf8.count <= maximumFileBytes ? imported.root : nil
        let result = tree.map { root in
            within(imported.yaml, load(root: root, reader: NodeReader(source: imported.yaml), today: today))
        } ?? load(yaml: imported.yaml, today: today)
        let diagnostics = (imported.diagnostics + result.diagnostics.map(imported.located)).sorted { $0.location < $1.location }
        let usable = diagnostics.allSatisfy { $0.severity != .error }
        return FormLoadResult(form: usable ? result.form.map(imported.keyed) : nil, diagnostics: diagnostics)
    }

    /// Form files larger than this are refused before they are read as YAML.
    public static let maximumFileBytes = 4 << 20

    /// Composes the YAML tree (nil inside for an empty file), or nil when it cannot be read.
    ///
    /// One pass (`YAMLComposer`) bounds the work (file size, nodes counted through aliases),
    /// finds every key repeated in a mapping and composes the tree. Each repeat is reported
    /// where it is written, then left out and the file composed again, so the rest of it is
    /// still checked.
    package static func compose(_ yaml: String, reader: NodeReader) -> YAMLNode?? {
        if yaml.utf8.count > maximumFileBytes {
            reader.error(DiagnosticText(.fileTooLarge, ["mebibytes": "\(maximumFileBytes >> 20)", "bytes": "\(yaml.utf8.count)"]),
                         at: location(ofByte: maximumFileBytes, in: yaml),
                         hint: DiagnosticText(.oneFormPerFile))
            return nil
        }
        let pass = YAMLComposer(yaml, bounded: true)
        if let excess = pass.excess {
            reader.error(excess.message, at: excess.location, hint: excess.hint)
            return nil
        }
        for repeated in pass.repeats {
            reader.error(DiagnosticText(.keyTwice, ["key": .verbatim(repeated.key), "line": "\(repeated.first.line)"]),
                         at: repeated.location, hint: DiagnosticText(.removeOrRenameFirstRead))
        }
        let result = pass.repeats.isEmpty
            ? pass.result
            : YAMLComposer.compose(DuplicateKeys.blanking(pass.repeats.map { ($0.location, $0.end) }, in: yaml))
        switch result {
        case .success(let root):
            return .some(root)
        case .failure(let error):
            reader.error(for: error)
            return nil
        }
    }

    /// The line and column of the scalar holding the UTF-8 byte at `offset`.
    private static func location(ofByte offset: Int, in text: String) -> SourceLocation {
        var line = 1, column = 1, bytes = 0
        for scalar in text.unicodeScalars {
            bytes += UTF8.width(scalar)
            if bytes > offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}

extension NodeReader {
    /// Turns a YAML error into a located diagnostic.
    func error(for error: YAMLError) {
        switch error.kind {
        case .parser where error.problem == YAMLComposer.nestingProblem:
            self.error(DiagnosticText(.yamlTooDeep, ["depth": "\(YAMLComposer.maximumDepth)"]), at: error.mark,
                       hint: DiagnosticText(.yamlFewLevels))
        case .scanner, .parser, .composer:
            let text = error.context.map {
                DiagnosticText(.yamlSyntaxIn, ["problem": .text(FormLoader.yamlText(error.problem)), "context": .text(FormLoader.yamlText($0.text)), "line": "\($0.mark.line)"])
            } ?? DiagnosticText(.yamlSyntax, ["problem": .text(FormLoader.yamlText(error.problem))])
            self.error(text, at: error.mark, hint: DiagnosticText(.yamlCheckIndentation))
        case .duplicateKeys:
            self.error(DiagnosticText(.yamlKeyTwice, ["key": .verbatim(error.duplicates.joined(separator: "', '"))]),
                       at: error.mark, hint: DiagnosticText(.removeOrRename))
        case .reader:
            self.error(DiagnosticText(.yaml, ["problem": .text(FormLoader.yamlText(error.problem))]), at: error.mark,
                       hint: DiagnosticText(.saveAsUTF8))
        case .memory, .emitter:
            self.error("YAML: \(error.summary)", at: SourceLocation(line: 1, column: 1))
        }
    }
}

extension FormLoader {
    /// libyaml's problem or context text (a reader's, scanner's, parser's or the composer's:
    /// a finite set, spelled in libyaml's sources) as a catalog text; one it does not know
    /// (a newer libyaml's) shown as written.
    package static func yamlText(_ text: String) -> DiagnosticText {
        guard let word = yamlWord(text) else { return .verbatim(text) }
        return DiagnosticText(word)
    }

    private static func yamlWord(_ text: String) -> DiagnosticWord? {
        switch text {
        case "block sequence entries are not allowed in this context": .yamlBlockEntryNotAllowed
        case "control characters are not allowed": .yamlControlCharacters
        case "could not find expected ':'": .yamlNoColon
        case "could not find expected directive name": .yamlNoDirectiveName
        case "did not find expected '!'": .yamlNoBang
        case "did not find expected <document start>": .yamlNoDocumentStart
        case "did not find expected <stream-start>": .yamlNoStreamStart
        case "did not find expected comment or line break": .yamlNoCommentOrBreak
        case "did not find expected digit or '.' character": .yamlNoDigitOrDot
        case "did not find expected hexdecimal number": .yamlNoHexNumber
        case "did not find expected node content": .yamlNoNodeContent
        case "did not find expected version number": .yamlNoVersion
        case "did not find expected whitespace": .yamlNoWhitespace
        case "did not find expected whitespace or line break": .yamlNoWhitespaceOrBreak
        case "did not find the expected '>'": .yamlNoAngle
        case "found a tab character that violates indentation": .yamlTabViolates
        case "found a tab character where an indentation space is expected": .yamlTabForSpace
        case "found an indentation indicator equal to 0": .yamlIndentIndicatorZero
        case "found character that cannot start any token": .yamlCannotStartToken
        case "found duplicate %TAG directive": .yamlDuplicateTagDirective
        case "found duplicate %YAML directive": .yamlDuplicateYAMLDirective
        case "found extremely long version number": .yamlLongVersion
        case "found incompatible YAML document": .yamlIncompatibleDocument
        case "found invalid Unicode character escape code": .yamlBadUnicodeEscape
        case "found undefined tag handle": .yamlUndefinedTagHandle
        case "found unexpected ':'": .yamlUnexpectedColon
        case "found unexpected document indicator": .yamlUnexpectedDocumentIndicator
        case "found unexpected end of stream": .yamlUnexpectedEnd
        case "found unexpected non-alphabetical character": .yamlNonAlphabetical
        case "found unknown directive name": .yamlUnknownDirective
        case "found unknown escape character": .yamlUnknownEscape
        case "mapping keys are not allowed in this context": .yamlKeysNotAllowed
        case "mapping values are not allowed in this context": .yamlValuesNotAllowed
        case "did not find expected alphabetic or numeric character": .yamlNoAlphanumeric
        case "did not find expected tag URI": .yamlNoTagURI
        case "did not find URI escaped octet": .yamlNoURIOctet
        case "found an incorrect leading UTF-8 octet": .yamlURILeadingOctet
        case "found an incorrect trailing UTF-8 octet": .yamlURITrailingOctet
        case "did not find expected '-' indicator": .yamlNoDash
        case "did not find expected key": .yamlNoKey
        case "did not find expected ',' or ']'": .yamlNoCommaOrBracket
        case "did not find expected ',' or '}'": .yamlNoCommaOrBrace
        case "but found another document": .yamlAnotherDocument
        case "found undefined alias": .yamlUndefinedAlias
        case "invalid leading UTF-8 octet": .yamlInvalidLeadingOctet
        case "invalid trailing UTF-8 octet": .yamlInvalidTrailingOctet
        case "incomplete UTF-8 octet sequence": .yamlIncompleteUTF8
        case "invalid length of a UTF-8 sequence": .yamlInvalidUTF8Length
        case "invalid Unicode character": .yamlInvalidCharacter
        case "input is too long": .yamlInputTooLong
        case "while parsing a block collection": .yamlInBlockCollection
        case "while parsing a block mapping": .yamlInBlockMapping
        case "while parsing a flow mapping": .yamlInFlowMapping
        case "while parsing a flow sequence": .yamlInFlowSequence
        case "while parsing a block node": .yamlInBlockNode
        case "while parsing a flow node": .yamlInFlowNode
        case "while parsing a node": .yamlInNode
        case "while parsing": .yamlInParsing
        case "while parsing a quoted scalar": .yamlInParsingQuotedScalar
        case "while parsing a tag directive": .yamlInParsingTagDirective
        case "while parsing a %TAG directive": .yamlInParsingTAG
        case "while parsing a tag": .yamlInParsingTag
        case "while scanning a %TAG directive": .yamlInScanningTAG
        case "while scanning a %YAML directive": .yamlInScanningYAML
        case "while scanning a block scalar": .yamlInBlockScalar
        case "while scanning a directive": .yamlInDirective
        case "while scanning a plain scalar": .yamlInPlainScalar
        case "while scanning a quoted scalar": .yamlInQuotedScalar
        case "while scanning a simple key": .yamlInSimpleKey
        case "while scanning a tag": .yamlInScanningTag
        case "while scanning a tag directive": .yamlInScanningTagDirective
        case "while scanning for the next token": .yamlInNextToken
        case "while scanning an anchor": .yamlInAnchor
        case "while scanning an alias": .yamlInAlias
        case "expected a single document in the stream": .yamlInSingleDocument
        default: nil
        }
    }
}

extension FormLoader {
    /// The pattern engine's problem (`PatternError.reason`, FormPatterns, which knows no
    /// catalog) as a catalog text, the syntax and numbers it quotes as written; its English
    /// is `PatternError.message`.
    package static func patternText(_ reason: PatternError.Reason) -> DiagnosticText {
        switch reason {
        case .empty: DiagnosticText(.patternEmpty)
        case .unmatchedParenthesis: DiagnosticText(.patternUnmatchedParen)
        case .groupNotClosed: DiagnosticText(.patternGroupNotClosed)
        case .unmatchedBrace: DiagnosticText(.patternUnmatchedBrace)
        case .nothingToRepeat(let quantifier): DiagnosticText(.patternNothingToRepeat, ["character": .verbatim(String(quantifier))])
        case .quantifierAfterQuantifier: DiagnosticText(.patternQuantifierTwice)
        case .malformedRepetition: DiagnosticText(.patternMalformedRepetition)
        case .minimumAboveMaximum(let minimum, let maximum): DiagnosticText(.patternMinAboveMax, ["repetition": "{\(minimum),\(maximum)}"])
        case .countTooLarge: DiagnosticText(.patternCountTooLarge)
        case .classNotClosed: DiagnosticText(.patternClassNotClosed)
        case .rangeOutOfOrder: DiagnosticText(.patternRangeOutOfOrder)
        case .loneBackslash: DiagnosticText(.patternLoneBackslash)
        case .malformedHexBraces: DiagnosticText(.patternMalformedHexBraces)
        case .hexDigits: DiagnosticText(.patternHexDigits)
        case .fourHexDigits: DiagnosticText(.patternFourHexDigits)
        case .notAScalar(let value): DiagnosticText(.patternNotAScalar, ["escape": .verbatim(PatternError.Reason.escape(ofCodePoint: value))])
        case .malformedGroupName: DiagnosticText(.patternMalformedGroupName)
        case .nameUsedTwice(let name): DiagnosticText(.patternNameTwice, ["name": .verbatim(name)])
        case .commentNotClosed: DiagnosticText(.patternCommentNotClosed)
        case .emptyFlags: DiagnosticText(.patternEmptyFlags)
        case .unknownGroupSyntax(let next): DiagnosticText(.patternUnknownGroupSyntax, ["syntax": .verbatim(PatternError.Reason.groupSyntax(next))])
        case .propertyNotClosed: DiagnosticText(.patternPropertyNotClosed)
        case .propertyNeedsBraces(let letter): DiagnosticText(.patternPropertyName, ["escape": "\\\(letter)"])
        case .unsupported(let construct): patternUnsupported(construct)
        case .tooLarge(let states): .tool(.patternTooLarge, ["states": String(states)])
        case .tooCostly(let steps, let allowed):
            .tool(.patternTooCostly, ["steps": String(steps), "allowed": String(allowed), "anchored": "'^...$'", "counts": "'{3,20}'"])
        }
    }

    /// The name of pattern syntax formline does not support (`lookahead '(?='`) as a catalog
    /// text quoting the syntax as written; an escape named by its syntax alone (`'\G'`) as written.
    private static func patternConstruct(_ construct: PatternError.Construct) -> DiagnosticText {
        let syntax = construct.syntax ?? ""
        return switch construct {
        case .nestingDeeper(let depth): .tool(.patternNestingDeeper, ["depth": String(depth)])
        case .possessiveQuantifier: .tool(.patternPossessive, ["syntax": syntax])
        case .countAbove(let count): .tool(.patternCountAbove, ["count": String(count)])
        case .bracketFirstInClass: .tool(.patternFirstInClass, ["syntax": syntax])
        case .dashInMiddleOfClass: .tool(.patternMiddleOfClass, ["syntax": syntax])
        case .braceInClass: .tool(.patternInClass, ["syntax": syntax])
        case .classDifference: .tool(.patternClassDifference, ["syntax": syntax])
        case .rangeBoundedByClass: .tool(.patternRangeBoundedByClass)
        case .posixClass: .tool(.patternPOSIXClass, ["syntax": syntax])
        case .nestedClass: .tool(.patternNestedClass)
        case .classIntersection: .tool(.patternClassIntersection, ["syntax": syntax])
        case .escape: .tool(.patternEscape, ["syntax": syntax])
        case .icuEscape: .verbatim(construct.name)
        case .lookahead: .tool(.patternLookahead, ["syntax": syntax])
        case .negativeLookahead: .tool(.patternNegativeLookahead, ["syntax": syntax])
        case .atomicGroup: .tool(.patternAtomicGroup, ["syntax": syntax])
        case .lookbehind: .tool(.patternLookbehind, ["syntax": syntax])
        case .freeSpacingFlag: .tool(.patternFreeSpacing, ["syntax": syntax])
        case .wordBoundaryFlag: .tool(.patternWordBoundaryFlag, ["syntax": syntax])
        case .unixLinesFlag: .tool(.patternUnixLines, ["syntax": syntax])
        case .unicodeProperty(let name): .tool(.patternUnicodeProperty, ["name": name])
        case .namedBackreference: .tool(.patternNamedBackreference, ["syntax": syntax])
        case .backreference: .tool(.patternBackreference, ["syntax": syntax])
        case .quoting: .tool(.patternQuoting, ["syntax": syntax])
        case .endWithoutQuote: .tool(.patternEndWithoutQuote, ["syntax": syntax, "quote": "\\Q"])
        case .graphemeClusters: .tool(.patternGraphemeClusters, ["syntax": syntax])
        case .namedCharacters: .tool(.patternNamedCharacters, ["syntax": syntax])
        case .controlEscape: .tool(.patternControlEscapes, ["syntax": syntax])
        case .octalEscape: .tool(.patternOctalEscapes, ["syntax": syntax])
        case .assertionInClass: .tool(.patternInsideClass, ["syntax": syntax])
        }
    }

    /// Unsupported syntax (`{construct} is not supported`), with the advice after it
    /// (`write \\] for a literal bracket`) quoting the syntax as written.
    private static func patternUnsupported(_ construct: PatternError.Construct) -> DiagnosticText {
        let name = patternConstruct(construct), syntax = construct.advice?.syntax ?? ""
        let advice: DiagnosticText
        switch construct.advice {
        case nil: return DiagnosticText(.patternNotSupported, ["construct": name])
        case .needsBacktracking?: return DiagnosticText(.patternNeedsBacktracking, ["construct": name])
        case .literalBracket?: advice = .tool(.adviceLiteralBracket, ["syntax": syntax])
        case .literalDash?: advice = .tool(.adviceLiteralDash, ["syntax": syntax])
        case .literalBrace?: advice = .tool(.adviceWrite, ["syntax": syntax])
        case .hexEscape?: advice = .tool(.adviceWrite, ["syntax": syntax])
        case .characterOrHex?: advice = .tool(.adviceCharacterOrHex, ["syntax": syntax])
        case .escapeEach?: advice = .tool(.adviceEscapeEach)
        case .generalCategory?:
            advice = .tool(.adviceGeneralCategory, ["letter": PatternError.Advice.letterCategory, "digit": PatternError.Advice.digitCategory,
                                                    "properties": PatternError.Advice.generalProperties])
        }
        return DiagnosticText(.patternNotSupportedAdvice, ["construct": name, "advice": advice])
    }
}
