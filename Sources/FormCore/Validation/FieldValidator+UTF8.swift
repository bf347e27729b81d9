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
    indirect case number(FormNumber)
    /// Refused, with the same message `value(from:)` gives. Boxed, as `number` is (both are
    /// rare on the byte path): the check then fits in registers across the module boundary.
    indirect case failure(ValidationFailure)
    /// The bytes need the `String` path (`value(from:)`): non-ASCII text, or a kind with no
    /// byte-level check (date, list).
    case needsString
}

extension FieldValidator {
    /// Checks typed text given as UTF-8 bytes without making a `String`, where that is exact:
    /// ASCII text, secret, choice, confirm and number answers (each kind's
    /// `FieldKindRules.value(utf8:with:)`). The rules (and messages) are the ones
    /// `value(from:)` applies; anything this cannot decide exactly is `.needsString`.
    ///
    /// The returned bytes point into `bytes` or into the field definition, so they are valid
    /// only as long as both are.
    package func check(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UTF8Check {
        check(utf8: bytes, scan: ASCIIText.scan(bytes))
    }

    /// `check(utf8:)` for a value of a record (`fill`'s byte path, FormRecords): `plain` when
    /// the reader found printable ASCII without quotes or backslashes (nothing to scan for); a
    /// NUL byte is refused first. One call per field across the module boundary, everything
    /// under it specialised here.
    package func check(utf8 bytes: UnsafeBufferPointer<UInt8>, plain: Bool) -> UTF8Check {
        // A plain string is printable ASCII: nothing to scan for (no line break, no NUL).
        let scan = plain ? ASCIIText.Scan(isPrintableASCII: true, hasNUL: false) : ASCIIText.scan(bytes)
        if scan.hasNUL { return .failure(fail(.word(.validNUL))) }
        return check(utf8: bytes, scan: scan)
    }

    /// `check(utf8:)` with the bytes already scanned.
    @inline(__always)
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, scan: ASCIIText.Scan) -> UTF8Check {
        field.kind.visit(ByteCheck(validator: self, bytes: bytes, scan: scan))
    }

    /// `check(utf8:)` for a field of kind `Kind`: the shell every kind shares.
    @inline(__always)
    func check<Kind: FieldKindRules>(_ kind: Kind.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, scan: ASCIIText.Scan) -> UTF8Check {
        if let failure = sizeFailure(Kind.self, bytes: bytes.count) { return .failure(failure) }
        // Text with a control byte (a line break, which one-line answers refuse; a tab) is
        // decided on the `String` path: one rule, `value(from:)`'s.
        guard scan.isPrintableASCII else { return .needsString }
        let text = Kind.keepsWhiteSpace ? bytes : ASCIIText.trimmed(bytes)
        if text.isEmpty { return .empty }
        return Kind.value(utf8: text, with: self)
    }
}

/// `FieldValidator.check(utf8:scan:)` specialised for a kind.
private struct ByteCheck: FieldKindVisitor {
    let validator: FieldValidator
    let bytes: UnsafeBufferPointer<UInt8>
    let scan: ASCIIText.Scan

    @inline(__always)
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> UTF8Check {
        validator.check(Kind.self, utf8: bytes, scan: scan)
    }
}
