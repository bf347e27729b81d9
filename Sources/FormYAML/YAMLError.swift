/// Why a YAML text could not be composed: libyaml's reader, scanner or parser refused it, or
/// composing it did (several documents, an undefined alias, a key written twice).
///
/// The fields and texts are those Yams's `YamlError` had, so diagnostics read as before:
///
///     let error = YAMLComposer.compose("a: [\n").failure
///     error?.problem    // "did not find expected node content"
///     error?.context    // (text: "while parsing a flow node", mark: 2:1)
///     error?.summary    // "2:1: error: parser: while parsing a flow node in line 2, column 1"
package struct YAMLError: Error, Sendable {
    package enum Kind: Sendable {
        case memory, reader, scanner, parser, composer
        /// libyaml's emitter refused an event.
        case emitter
        /// Keys equal as YAML values in one mapping (`problem` is unused; see `duplicates`).
        case duplicateKeys
    }

    package let kind: Kind
    package let problem: String
    /// What was being read when the problem was found, and where that started.
    package let context: (text: String, mark: SourceLocation)?
    /// Where the problem is (for a reader problem, the character libyaml stopped at).
    package let mark: SourceLocation
    /// A reader problem: the offset in characters of the text, when libyaml's byte offset
    /// starts one, and libyaml's problem value.
    package var offset: Int? = nil
    package var value: Int32 = -1
    /// The duplicated keys' texts (`<uncovertable>` for a collection, as Yams wrote).
    package var duplicates: [String] = []
    /// The text it was composed from (for `summary`).
    package let yaml: String

    /// The first line of Yams's description of the same error, which `AnswerDocument` shows.
    package var summary: String {
        switch kind {
        case .memory:
            return "Memory error"
        case .emitter:
            return problem
        case .reader:
            guard let offset, let mark = Self.lineAndColumn(ofCharacter: offset, in: yaml) else {
                return "\(problem) at offset: \(offset.map { "Optional(\($0))" } ?? "nil"), value: \(value)"
            }
            return "\(mark): error: reader: \(problem):"
        case .parser where problem == YAMLComposer.nestingProblem:
            // Yams's first line would name only the context ("while parsing"): say what it is.
            return "\(mark): error: parser: collections are nested more than \(YAMLComposer.maximumDepth) deep"
        case .scanner, .parser, .composer:
            let name = kind == .scanner ? "scanner" : kind == .parser ? "parser" : "composer"
            // Yams's context description ends its line: the first line stops there.
            if let context { return "\(mark): error: \(name): \(context.text) in line \(context.mark.line), column \(context.mark.column)" }
            return "\(mark): error: \(name): \(problem):"
        case .duplicateKeys:
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "Parser: expected all keys to be unique but found the following duplicated key(s): \(keys)."
        }
    }

    /// Line and column (in UTF-16 units, as Foundation's line ranges give them) of the
    /// `offset`-th character, lines ending at CR, LF, CR LF, NEL, LS or PS.
    package static func lineAndColumn(ofCharacter offset: Int, in text: String) -> String? {
        guard let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex), index < text.endIndex else {
            return nil
        }
        var line = 1
        var lineStart = text.startIndex
        var position = text.startIndex
        while position < index {
            let character = text[position]
            position = text.index(after: position)
            if character.unicodeScalars.contains(where: { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }) {
                line += 1
                lineStart = position
            }
        }
        return "\(line):\(text.utf16.distance(from: lineStart, to: index) + 1)"
    }
}

extension Result where Failure == YAMLError {
    /// The error, if composing failed.
    package var failure: YAMLError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
