/// Reads values out of a composed YAML tree, recording a located diagnostic for every
/// problem instead of stopping at the first.
package final class NodeReader {
    package private(set) var diagnostics: [Diagnostic] = []
    /// The file's lines, for locating positions inside scalar values: split when a problem
    /// is first placed inside one (a form without problems never needs them; splitting by
    /// characters cost 0.2M instructions of every `run`'s start-up).
    private(set) lazy var lines: [Substring] = source.split(separator: "\n", omittingEmptySubsequences: false)
    private let source: String
    /// Ids of fields that were found but could not be read; references to them are not
    /// reported again as unknown.
    var unreadableFieldIDs: Set<String> = []
    /// Those fields in source order, where each is written: their ids still count when
    /// `FormChecker` looks for duplicate ids.
    var unreadableFields: [(id: String, location: SourceLocation)] = []
    /// Field names read where their owner could not be built (a rule with no message, the
    /// `when` of a field of unknown type): `FormChecker` still reports those that name no field.
    var looseReferences: [(id: String, location: SourceLocation, role: DiagnosticText)] = []
    /// The languages texts read so far are translated into (`FormParser.text`), `en` not counted.
    var translatedLanguages: Set<Language> = []

    /// Records a field that was found but could not be read (see `unreadableFieldIDs`).
    func unreadableField(_ id: String, at node: YAMLNode) {
        unreadableFieldIDs.insert(id)
        unreadableFields.append((id, Self.location(of: node)))
    }

    /// Creates a reader for the file whose text is `source`.
    package init(source: String = "") {
        self.source = source
    }

    /// Records a problem.
    package func error(_ message: String, at node: YAMLNode?, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: Self.location(of: node), hint: hint))
    }

    /// Records a warning.
    package func warning(_ message: String, at node: YAMLNode?, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: Self.location(of: node), hint: hint))
    }

    /// Records a warning at a known location.
    package func warning(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: location, hint: hint))
    }

    /// Records a problem at a known location.
    package func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, hint: hint))
    }

    /// Records a problem said in the catalog's words (`DiagnosticText`).
    package func error(_ text: DiagnosticText, at node: YAMLNode?, hint: DiagnosticText? = nil) {
        diagnostics.append(Diagnostic(.error, text, at: Self.location(of: node), hint: hint))
    }

    /// Records a problem said in the catalog's words at a known location.
    package func error(_ text: DiagnosticText, at location: SourceLocation, hint: DiagnosticText? = nil) {
        diagnostics.append(Diagnostic(.error, text, at: location, hint: hint))
    }

    /// Records a warning said in the catalog's words.
    package func warning(_ text: DiagnosticText, at node: YAMLNode?, hint: DiagnosticText? = nil) {
        diagnostics.append(Diagnostic(.warning, text, at: Self.location(of: node), hint: hint))
    }

    /// Records a warning said in the catalog's words at a known location.
    package func warning(_ text: DiagnosticText, at location: SourceLocation, hint: DiagnosticText? = nil) {
        diagnostics.append(Diagnostic(.warning, text, at: location, hint: hint))
    }

    package static func location(of node: YAMLNode?) -> SourceLocation {
        node?.reportedMark ?? SourceLocation(line: 1, column: 1)
    }

    /// A mapping's entries with string keys, reporting keys outside `allowed` (with a
    /// did-you-mean) and non-mapping nodes.
    package func entries(of node: YAMLNode, what: @autoclosure () -> DiagnosticText, allowed: [String]) -> [String: (key: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let mapping) = node else {
            error(DiagnosticText(.mustBeMapping, ["what": .text(what()), "found": .text(Self.described(node))]), at: node)
            return nil
        }
        // Room for every key at once (growing a field's table cost three copies), and the
        // pairs walked as the array they are (through `Collection`, each one cost a witness call).
        var result = [String: (key: YAMLNode, value: YAMLNode)](minimumCapacity: mapping.pairs.count)
        for (key, value) in mapping.pairs {
            guard let name = key.scalar?.string else {
                error(DiagnosticText(.keysMustBeWords, ["what": .text(what())]), at: key)
                continue
            }
            guard allowed.contains(name) else {
                // Past what is shown, skip the suggestion: a file of unknown keys stays linear and quick.
                let shown = diagnostics.count < Diagnostic.maximumShown
                error(DiagnosticText(.unknownKey, ["key": .verbatim(name), "what": .text(what())]), at: key,
                      hint: shown ? DiagnosticText.suggestion(for: name, in: allowed)
                        ?? DiagnosticText(.allowedKeys, ["keys": .verbatim(allowed.joined(separator: ", "))]) : nil)
                continue
            }
            result[name] = (key, value)
        }
        return result
    }

    /// The scalar of `node` when it is one with a value: reports a missing value (`label:`,
    /// `~`, `null`) and tags formline does not read (`!!binary`).
    /// (Callers have checked that `node` is a scalar.)
    func valued(_ node: YAMLNode, what: @autoclosure () -> DiagnosticText) -> (YAMLNode.Scalar, CoreScalar)? {
        guard let scalar = node.scalar else { return nil }
        let type = CoreScalar(scalar)
        switch type {
        case .null:
            error(DiagnosticText(.isEmpty, ["what": .text(what())]), at: node, hint: DiagnosticText(.giveItAValue))
            return nil
        case .unsupportedTag(let tag):
            error(DiagnosticText(.taggedUnread, ["what": .text(what()), "tag": .verbatim(tag)]), at: node,
                  hint: DiagnosticText(.removeTheTag))
            return nil
        default:
            return (scalar, type)
        }
    }

    /// A text scalar. With `orScalar`, a number or Boolean is accepted too, as its written
    /// text (`choices: [1, 2]`, `equals: true`); otherwise it must be text (quote it).
    package func string(_ node: YAMLNode?, _ name: String, orScalar: Bool = false) -> String? {
        guard let node else { return nil }
        guard node.scalar != nil else {
            error(DiagnosticText(.mustBeText, ["name": .verbatim(name), "found": .text(Self.described(node))]), at: node)
            return nil
        }
        guard let (scalar, type) = valued(node, what: DiagnosticText(.quoted, ["name": .verbatim(name)])) else { return nil }
        if type != .string && !orScalar {
            error(DiagnosticText(.mustBeText, ["name": .verbatim(name), "found": .text(CoreScalar.described(scalar))]), at: node,
                  hint: DiagnosticText(.quoteToMakeText, ["name": .verbatim(name), "value": .verbatim(scalar.string)]))
            return nil
        }
        return scalar.string
    }

    /// A YAML 1.2 Boolean: `true` or `false` (also `True`, `TRUE`...), unquoted.
    package func bool(_ node: YAMLNode?, _ name: String) -> Bool? {
        guard let node else { return nil }
        if let scalar = node.scalar, case .bool(let flag) = CoreScalar(scalar) { return flag }
        error(DiagnosticText(.mustBeBool, ["name": .verbatim(name), "found": .text(Self.described(node))]), at: node,
              hint: node.scalar.map { ["true", "false"].contains($0.string.lowercased()) } == true
                ? DiagnosticText(.writeBoolPlainly) : nil)
        return nil
    }

    /// A whole number written in decimal digits, unquoted, at least `minimum`.
    package func int(_ node: YAMLNode?, _ name: String, minimum: Int = 0) -> Int? {
        guard let node else { return nil }
        guard let text = number(node, name, what: .aWholeNumber, types: [.int]) else { return nil }
        guard let value = CheckedNumber.whole(text) else {
            if CheckedNumber.isDigits(text) {
                error(DiagnosticText(.tooLarge, ["name": .verbatim(name), "text": .verbatim(text)]), at: node,
                      hint: DiagnosticText(.wholeNumberUpTo, ["maximum": "\(Int.max)"]))
            } else {
                error(DiagnosticText(.mustBeDecimalDigits, ["name": .verbatim(name), "text": .verbatim(text)]), at: node)
            }
            return nil
        }
        guard value >= minimum else {
            error(DiagnosticText(.mustBeAtLeast, ["name": .verbatim(name), "minimum": "\(minimum)", "value": "\(value)"]), at: node)
            return nil
        }
        return value
    }

    /// A number, unquoted, read like a number answer (`FormNumber`).
    func number(_ node: YAMLNode?, _ name: String) -> FormNumber? {
        guard let node else { return nil }
        guard let text = number(node, name, what: .aNumber, types: [.int, .float]) else { return nil }
        switch FormNumber.parse(text) {
        case .success(let number):
            return number
        case .failure(.notANumber):
            error(DiagnosticText(.mustBeDecimalNumber, ["name": .verbatim(name), "text": .verbatim(text)]), at: node)
        case .failure(let problem):
            error(DiagnosticText(.numberProblemFound, ["name": .verbatim(name), "problem": .text(problem.text), "text": .verbatim(text)]), at: node)
        }
        return nil
    }

    /// The text of a scalar of one of the YAML number `types`, or nil after reporting what
    /// else it is (with a hint when it is a number in quotes).
    private func number(_ node: YAMLNode, _ name: String, what: DiagnosticWord, types: [CoreScalar]) -> String? {
        if let scalar = node.scalar, types.contains(CoreScalar(scalar)) { return scalar.string }
        let quoted = node.scalar.map { $0.style != .plain && FormNumber(parsing: $0.string) != nil } ?? false
        error(DiagnosticText(.mustBe, ["name": .verbatim(name), "what": .text(DiagnosticText(what)), "found": .text(Self.described(node))]),
              at: node, hint: quoted ? DiagnosticText(.numberWithoutQuotes) : nil)
        return nil
    }

    /// A sequence of scalars as text (numbers and Booleans as written); empty and tagged
    /// items are reported.
    package func strings(_ node: YAMLNode?, _ name: String) -> [(text: String, node: YAMLNode)]? {
        guard let node else { return nil }
        guard case .sequence(let sequence) = node else {
            error(DiagnosticText(.mustBeList, ["name": .verbatim(name), "found": .text(Self.described(node))]), at: node,
                  hint: DiagnosticText(.writeAsList))
            return nil
        }
        var result: [(String, YAMLNode)] = []
        for (index, item) in sequence.enumerated() {
            guard item.scalar != nil else {
                error(DiagnosticText(.eachItemText, ["name": .verbatim(name), "found": .text(Self.described(item))]), at: item)
                continue
            }
            guard let (scalar, _) = valued(item, what: DiagnosticText(.itemOf, ["index": "\(index + 1)", "name": .verbatim(name)])) else { continue }
            result.append((scalar.string, item))
        }
        return result
    }

    /// "a list", "a mapping", "the number 3", "'abc'", "nothing".
    package static func describe(_ node: YAMLNode) -> String {
        described(node).english
    }

    /// `describe(node)` in the catalog's words.
    package static func described(_ node: YAMLNode) -> DiagnosticText {
        switch node {
        case .mapping: DiagnosticText(.aMapping)
        case .sequence: DiagnosticText(.aList)
        case .scalar(let scalar): CoreScalar.described(scalar)
        }
    }
}
