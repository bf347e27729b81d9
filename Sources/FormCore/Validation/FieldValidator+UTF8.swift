/// What `FieldValidator.check(utf8:)` found.
package enum UTF8Check {
    /// Nothing but white space (secrets: nothing at all): no answer given.
    case empty
    /// Accepted text or secret: the bytes to write, already trimmed (a slice of the input).
    case text(UnsafeBufferPointer<UInt8>)
    /// An accepted choice: its index in the field's `choices`.
    case choice(Int)
    /// An accepted confirm answer.
    case bool(Bool)
    /// An accepted number.
    case number(FormNumber)
    /// Refused, with the same message `value(from:)` gives.
    case failure(ValidationFailure)
    /// The bytes need the `String` path (`value(from:)`): non-ASCII text, or a kind with no
    /// byte-level check (date, list).
    case needsString
}

extension FieldValidator {
    /// Checks typed text given as UTF-8 bytes without making a `String`, where that is exact:
    /// ASCII text, secret, choice, confirm and number answers. The rules (and messages) are the ones
    /// `value(from:)` applies; anything this cannot decide exactly is `.needsString`.
    ///
    /// The returned bytes point into `bytes` or into the field definition, so they are valid
    /// only as long as both are.
    package func check(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UTF8Check {
        check(utf8: bytes, scan: ASCIIText.scan(bytes))
    }

    /// `check(utf8:)` with the bytes already scanned.
    @inline(__always)
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, scan: ASCIIText.Scan) -> UTF8Check {
        if let failure = sizeFailure(bytes: bytes.count) { return .failure(failure) }
        // Multi-line text is normalised (line ends, leading blank lines) on the `String` path,
        // and text with a control byte (a line break, which one-line answers refuse; a tab)
        // is decided there: one rule, `value(from:)`'s.
        guard scan.isPrintableASCII, field.lines == .one else { return .needsString }
        let text = field.kind == .secret ? bytes : ASCIIText.trimmed(bytes)
        if text.isEmpty { return .empty }
        switch field.kind {
        case .text, .secret:
            // No control byte, so no CR LF pair: each byte is one character.
            if let failure = textFailure(length: text.count, matchesPattern: { field.pattern?.matches(validUTF8: text) ?? true }) { return .failure(failure) }
            return .text(text)
        case .confirm:
            if let value = Self.confirmWord(utf8: text) { return .bool(value) }
            return .failure(confirmFailure())
        case .choice where field.multiple:
            return .needsString
        case .choice:
            return choice(utf8: text)
        case .number:
            // A number is short: its `String` is a small (inline) one, made without allocating.
            switch number(String(decoding: text, as: UTF8.self)) {
            case .success(let number): return .number(number)
            case .failure(let failure): return .failure(failure)
            }
        default:
            // A date, a list, a path (and a note, which takes no answer) are read as `String`.
            return .needsString
        }
    }

    /// `choiceFailure` for ASCII text. Out of line: a failure, kept out of the inlined byte check.
    @inline(never)
    private func choiceFailure(utf8 text: UnsafeBufferPointer<UInt8>) -> ValidationFailure {
        choiceFailure(String(decoding: text, as: UTF8.self))
    }

    /// `confirmWords`, each packed with `ASCIIText.packedLowercase`: an answer is compared
    /// with each in one step.
    private static let packedConfirmWords: [(word: UInt64, value: Bool)] = confirmWords.map {
        var word = $0.word
        return (word.withUTF8 { ASCIIText.packedLowercase($0) } ?? 0, $0.value)
    }

    /// What a confirm answer (ASCII, trimmed) means, as `confirmWords` says, ignoring case; nil
    /// for any other answer.
    @inline(__always)
    static func confirmWord(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let packed = ASCIIText.packedLowercase(text) else { return nil }
        for entry in packedConfirmWords where entry.word == packed { return entry.value }
        return nil
    }

    private func choice(utf8 text: UnsafeBufferPointer<UInt8>) -> UTF8Check {
        // Case folding is only exact here when every choice is ASCII too.
        guard field.choices.allSatisfy({ ASCIIText.isASCII($0) }) else { return .needsString }
        if let exact = field.choices.firstIndex(where: { ASCIIText.equals(text, $0) }) { return .choice(exact) }
        if field.hasChoiceLabels { return labelledChoice(utf8: text) }
        var folded: Int?
        var matches = 0
        for (index, spelling) in field.choices.enumerated() where ASCIIText.equalsIgnoringCase(text, spelling) {
            folded = index
            matches += 1
        }
        if matches == 1, let folded { return .choice(folded) }
        return .failure(choiceFailure(utf8: text))
    }

    /// A labelled choice field's answer that is no value spelled exactly: a label spelled
    /// exactly, else the one choice whose value or label matches ignoring case, as
    /// `FieldDefinition.choiceIndex(matching:)` decides. Labels that are not ASCII need
    /// the `String` path.
    private func labelledChoice(utf8 text: UnsafeBufferPointer<UInt8>) -> UTF8Check {
        guard field.choiceLabels.allSatisfy({ $0.map(ASCIIText.isASCII) ?? true }) else { return .needsString }
        if let exact = field.choiceLabels.firstIndex(where: { $0.map { ASCIIText.equals(text, $0) } ?? false }) {
            return .choice(exact)
        }
        var found: Int?
        for index in field.choices.indices {
            let byLabel = field.choiceLabels[index].map { ASCIIText.equalsIgnoringCase(text, $0) } ?? false
            guard byLabel || ASCIIText.equalsIgnoringCase(text, field.choices[index]) else { continue }
            if found != nil { return .failure(choiceFailure(utf8: text)) }
            found = index
        }
        if let found { return .choice(found) }
        return .failure(choiceFailure(utf8: text))
    }
}
