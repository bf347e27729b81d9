import Yams

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
        let reader = NodeReader(source: yaml)
        guard let composed = compose(yaml, reader: reader) else {
            return FormLoadResult(form: nil, diagnostics: reader.diagnostics)
        }
        guard let root = composed else {
            reader.error("the file holds no form", at: SourceLocation(line: 1, column: 1),
                         hint: "start with 'title:' and 'fields:'; `formline new NAME` writes a starter form")
            return FormLoadResult(form: nil, diagnostics: reader.diagnostics)
        }
        let parser = FormParser(reader: reader, today: today)
        let form = parser.form(from: root)
        if let form {
            FormChecker(reader: reader, today: today).check(form)
        }
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        let usable = diagnostics.allSatisfy { $0.severity != .error }
        return FormLoadResult(form: usable ? form : nil, diagnostics: diagnostics)
    }

    /// Composes the YAML tree (nil inside for an empty file), or nil when it cannot be read.
    ///
    /// A key repeated in a block mapping is reported where it is repeated; the repeat is then
    /// left out and composing goes on, so the rest of the file is still checked.
    private static func compose(_ yaml: String, reader: NodeReader) -> Node?? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        var text = yaml
        for _ in 0..<1000 {
            do {
                return .some(try Yams.compose(yaml: text))
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                let key = duplicates.first ?? ""
                let first = SourceLocation(line: context.mark.line, column: context.mark.column)
                guard let repeated = DuplicateKeys.repeatedEntry(of: key, firstAt: first, in: lines) else {
                    reader.error(for: YamlError.duplicatedKeysInMapping(duplicates: duplicates, context: context))
                    return nil
                }
                reader.error("the key '\(key)' appears twice in one mapping (first at line \(first.line))",
                             at: repeated.location, hint: "remove or rename one of them; only the first is read")
                lines = DuplicateKeys.blanking(repeated.lines, in: lines)
                text = lines.joined(separator: "\n")
            } catch {
                reader.error(for: error)
                return nil
            }
        }
        return nil
    }
}

extension NodeReader {
    /// Turns a Yams parse error into a located diagnostic.
    func error(for error: any Error) {
        guard let yamlError = error as? YamlError else {
            self.error("could not read the YAML: \(error)", at: SourceLocation(line: 1, column: 1))
            return
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let where_ = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            self.error("YAML syntax: \(problem)\(where_)", at: SourceLocation(line: mark.line, column: mark.column),
                       hint: "check indentation and quoting; values containing ': ' or starting with special characters need quotes")
        case let .duplicatedKeysInMapping(duplicates, context):
            self.error("YAML: the key '\(duplicates.joined(separator: "', '"))' appears twice in one mapping",
                       at: SourceLocation(line: context.mark.line, column: context.mark.column),
                       hint: "remove or rename one of them")
        case let .reader(problem, offset, _, _):
            self.error("YAML: \(problem)\(offset.map { " at byte \($0)" } ?? "")", at: SourceLocation(line: 1, column: 1))
        default:
            self.error("YAML: \(yamlError)", at: SourceLocation(line: 1, column: 1))
        }
    }
}
