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
                DiagnosticText(.yamlSyntaxIn, ["problem": .verbatim(error.problem), "context": .verbatim($0.text), "line": "\($0.mark.line)"])
            } ?? DiagnosticText(.yamlSyntax, ["problem": .verbatim(error.problem)])
            self.error(text, at: error.mark, hint: DiagnosticText(.yamlCheckIndentation))
        case .duplicateKeys:
            self.error(DiagnosticText(.yamlKeyTwice, ["key": .verbatim(error.duplicates.joined(separator: "', '"))]),
                       at: error.mark, hint: DiagnosticText(.removeOrRename))
        case .reader:
            self.error(DiagnosticText(.yaml, ["problem": .verbatim(error.problem)]), at: error.mark,
                       hint: DiagnosticText(.saveAsUTF8))
        case .memory, .emitter:
            self.error("YAML: \(error.summary)", at: SourceLocation(line: 1, column: 1))
        }
    }
}
