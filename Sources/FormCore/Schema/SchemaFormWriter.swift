/// A value the imported form writes: as YAML text (`yaml`), and as the node composing that
/// text gives (`node(at:)`), so the form is loaded from the same value it is written from
/// without reading its text back (`SchemaImport.root`).
enum WrittenValue {
    /// A double-quoted scalar (`SchemaFormWriter.quoted`).
    case text(String)
    /// A plain scalar written as it is: `true`, `80`, `file`.
    case plain(String)
    /// A flow sequence of double-quoted scalars: `["a", "b"]`.
    case texts([String])
    /// A flow mapping with plain keys: `{field: "a", equals: "b"}`.
    case flow([(key: String, value: WrittenValue)])

    /// Appends a mapping's key (a plain word) and returns its node: the composer resolves a
    /// key's tag (a key is compared with the others as a value), `!!str` for a word.
    static func key(_ key: String, to out: inout String, line: Int, column: inout Int) -> YAMLNode {
        var scalar = YAMLNode.Scalar(key, style: .plain, mark: SourceLocation(line: line, column: column))
        scalar.tag = YAMLResolver.basic.resolvedTag(of: scalar)
        out += key
        column += Self.width(key)
        return .scalar(scalar)
    }

    /// The columns `text` takes, as libyaml counts them: its Unicode scalars (counted by their
    /// UTF-8 lead bytes: `unicodeScalars.count` cost more than writing the rest of a line).
    static func width(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// The text of a plain scalar.
    var plainText: String? {
        if case .plain(let text) = self { return text }
        return nil
    }

    var yaml: String {
        var out = ""
        var column = 1
        _ = write(to: &out, line: 1, column: &column)
        return out
    }

    /// Appends the value's text to `out`, its first character at `line`:`column` (moved past
    /// it), and returns the node libyaml composes from that text.
    func write(to out: inout String, line: Int, column: inout Int) -> YAMLNode {
        let mark = SourceLocation(line: line, column: column)
        switch self {
        case .text(let text):
            let quoted = SchemaFormWriter.quoted(text)
            out += quoted
            column += Self.width(quoted)
            return .scalar(YAMLNode.Scalar(text, tag: YAMLTags.str, style: .doubleQuoted, mark: mark))
        case .plain(let text):
            out += text
            column += Self.width(text)
            return .scalar(YAMLNode.Scalar(text, style: .plain, mark: mark))
        case .texts(let texts):
            out += "["
            column += 1
            var items: [YAMLNode] = []
            for (index, text) in texts.enumerated() {
                if index > 0 { out += ", "; column += 2 }
                items.append(WrittenValue.text(text).write(to: &out, line: line, column: &column))
            }
            out += "]"
            column += 1
            return .sequence(YAMLNode.Sequence(items, mark: mark))
        case .flow(let members):
            out += "{"
            column += 1
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", "; column += 2 }
                let key = WrittenValue.key(member.key, to: &out, line: line, column: &column)
                out += ": "
                column += 2
                pairs.append((key, member.value.write(to: &out, line: line, column: &column)))
            }
            out += "}"
            column += 1
            return .mapping(YAMLNode.Mapping(pairs, mark: mark))
        }
    }
}

/// Writes an `ImportedForm` as form YAML, noting for each line the schema node it came from
/// (so the loader's diagnostics of the text are placed in the schema) and each field's
/// `AnswerKey`. Every text is double-quoted with escapes, so nothing in a schema's titles
/// (quotes, `#`, line breaks, NUL, bidi controls) can change the YAML's shape.
///
/// Beside the text it builds the tree composing that text gives (`root`: the same scalars,
/// styles, tags and places), which `FormLoader` reads instead of parsing the text again;
/// `SchemaImportMappingTests` checks that the two agree.
package struct SchemaFormWriter {
    /// The language of the comments (the person's, for `formline import`; English elsewhere).
    var words = Words.english
    private(set) var text = ""
    private(set) var origins: [SchemaImport.Origin] = []
    private(set) var answerKeys: [String: AnswerKey] = [:]
    /// The form's tree, as composing `text` gives it.
    private(set) var root: YAMLNode?

    /// The number of the next line written.
    private var nextLine: Int { origins.count + 1 }

    private mutating func line(_ line: String, _ from: SchemaNode?) {
        text += line
        text += "\n"
        origins.append(SchemaImport.Origin(from))
    }

    /// Writes `indent` + (`- ` when `item`) + `key: value`, and returns the key's and value's nodes.
    private mutating func entry(_ indent: String, item: Bool = false, _ key: String, _ value: WrittenValue, _ from: SchemaNode?,
                                comment: String? = nil) -> (key: YAMLNode, value: YAMLNode) {
        let number = nextLine
        // Written straight into `text` (a line built apart and appended cost a copy of each).
        text += indent
        if item { text += "- " }
        var column = WrittenValue.width(indent) + (item ? 2 : 0) + 1
        let keyNode = WrittenValue.key(key, to: &text, line: number, column: &column)
        text += ": "
        column += 2
        let valueNode = value.write(to: &text, line: number, column: &column)
        if let comment {
            text += "    # "
            text += comment
        }
        text += "\n"
        origins.append(SchemaImport.Origin(from))
        return (keyNode, valueNode)
    }

    /// Writes `indent` + `key:` (a block collection follows), and returns the key's node.
    private mutating func opening(_ indent: String, _ key: String, _ from: SchemaNode?) -> YAMLNode {
        var out = indent
        var column = WrittenValue.width(indent) + 1
        let node = WrittenValue.key(key, to: &out, line: nextLine, column: &column)
        line(out + ":", from)
        return node
    }

    /// A block sequence of `items`, each a mapping whose first key is written after `- ` at `indent`.
    private static func blockSequence(_ items: [YAMLNode], indent: String) -> YAMLNode {
        let first = items.first?.mark ?? .start
        return .sequence(YAMLNode.Sequence(items, mark: SourceLocation(line: first.line, column: WrittenValue.width(indent) + 1)))
    }

    /// A block mapping of `pairs`, written from its first key.
    private static func blockMapping(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> YAMLNode {
        .mapping(YAMLNode.Mapping(pairs, mark: pairs.first?.key.mark ?? .start))
    }

    mutating func write(_ form: ImportedForm) {
        for header in [ToolWord.importHeaderMade, .importHeaderCheck, .importHeaderFlat] { line("# " + words[header], nil) }
        var top: [(key: YAMLNode, value: YAMLNode)] = []
        top.append(entry("", "formline", .plain("1"), nil))
        top.append(entry("", "title", .text(form.title), nil))
        if let description = form.description { top.append(entry("", "description", .text(description), nil)) }
        let fields = form.fields
        defer { root = Self.blockMapping(top) }
        guard fields.contains(where: { $0.section != nil }) else {
            let key = opening("", "fields", nil)
            var empty: YAMLNode?
            if fields.allSatisfy({ $0.type.isEmpty }) {
                var out = "  ", column = 3
                empty = WrittenValue.texts([]).write(to: &out, line: nextLine, column: &column)
                line(out, nil)
            }
            var items: [YAMLNode] = []
            for field in fields { if let item = write(field, indent: "  ") { items.append(item) } }
            top.append((key, empty ?? Self.blockSequence(items, indent: "  ")))
            return
        }
        let sectionsKey = opening("", "sections", nil)
        var sections: [YAMLNode] = []
        var open: (pairs: [(key: YAMLNode, value: YAMLNode)], fieldsKey: YAMLNode, items: [YAMLNode])?
        func close() {
            guard let done = open else { return }
            sections.append(Self.blockMapping(done.pairs + [(done.fieldsKey, Self.blockSequence(done.items, indent: "      "))]))
            open = nil
        }
        // Section ids made from names may repeat (`main` twice, two names that lose the same
        // characters): numbered in order.
        var seen: [String: Int] = [:]
        var current: ImportedField.Section?? = .none
        for field in fields where !field.type.isEmpty || current != nil {
            if !field.type.isEmpty && (current == nil || current! != field.section) {
                close()
                let section = field.section
                let id = section.map { Self.sectionID($0.id) } ?? "main"
                let number = (seen[id] ?? 0) + 1
                seen[id] = number
                var pairs = [entry("  ", item: true, "id", .text(number > 1 ? "\(id)-\(number)" : id), field.from)]
                if let title = section?.title { pairs.append(entry("    ", "title", .text(SchemaImporter.oneLine(title)), field.from)) }
                open = (pairs, opening("    ", "fields", field.from), [])
                current = .some(section)
            }
            if let item = write(field, indent: "      ") { open?.items.append(item) }
        }
        close()
        top.append((sectionsKey, Self.blockSequence(sections, indent: "  ")))
    }

    /// A section id made from a property's name: letters, digits, `_`, `-`, starting with a letter.
    static func sectionID(_ name: String) -> String {
        var id = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-") ? scalar : "_"
        }.prefix(64)))
        if id.isEmpty || !id.unicodeScalars.first!.properties.isAlphabetic { id = "s" + id }
        return id
    }

    /// Writes a field (nil: a property only commented on) and returns its mapping.
    private mutating func write(_ field: ImportedField, indent: String, group: String? = nil) -> YAMLNode? {
        for comment in field.comments where field.type.isEmpty { line(indent + "# " + Self.commentSafe(comment.rendered(in: words)), field.from) }
        guard !field.type.isEmpty else { return nil }
        answerKeys[group.map { $0 + "/" + field.id } ?? field.id] = field.answerKey == AnswerKey(path: [field.id], omitsNull: false) ? nil : field.answerKey
        var pairs = [entry(indent, item: true, "id", .text(field.id), field.from, comment: Self.commentSafe(field.from.pointer))]
        let body = indent + "  "
        for comment in field.comments { line(body + "# " + Self.commentSafe(comment.rendered(in: words)), field.from) }
        pairs.append(entry(body, "type", .plain(field.type), field.from))
        for entry in field.entries { pairs.append(self.entry(body, entry.key, entry.value, entry.from)) }
        if !field.choices.isEmpty {
            let key = opening(body, "choices", field.from)
            var items: [YAMLNode] = []
            for choice in field.choices {
                let value: WrittenValue
                if let label = choice.label, label != choice.value, !label.isEmpty {
                    value = .flow([("value", .text(choice.value)), ("label", .text(label))])
                } else {
                    value = .text(choice.value)
                }
                var out = body + "  - "
                var column = WrittenValue.width(out) + 1
                items.append(value.write(to: &out, line: nextLine, column: &column))
                line(out, choice.from)
            }
            pairs.append((key, Self.blockSequence(items, indent: body + "  ")))
        }
        if let when = field.when { pairs.append(entry(body, "when", when.test, when.from)) }
        if !field.members.isEmpty {
            let key = opening(body, "fields", field.from)
            var items: [YAMLNode] = []
            for member in field.members { if let item = write(member, indent: body + "  ", group: field.id) { items.append(item) } }
            pairs.append((key, Self.blockSequence(items, indent: body + "  ")))
        }
        return Self.blockMapping(pairs)
    }

    /// `text` as a YAML double-quoted scalar: a JSON string (`AnswerJSON.appendString`: quotes,
    /// backslashes, control characters, line and paragraph separators escaped; YAML 1.2 reads
    /// JSON's escapes), with bidi controls and the byte-order mark escaped too, so a title cannot
    /// reorder what an editor shows of the imported form.
    static func quoted(_ text: String) -> String {
        var json = ""
        AnswerJSON.appendString(text, to: &json)
        // (Every invisible character is outside ASCII.)
        guard !json.utf8.allSatisfy({ $0 < 0x80 }), json.unicodeScalars.contains(where: isInvisible) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            guard isInvisible(scalar) else { out.unicodeScalars.append(scalar); continue }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return out
    }

    /// Bidi controls and the byte-order mark.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0xFEFF || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Text for a comment: one line, control characters and bidi controls shown as escapes.
    package static func commentSafe(_ text: String) -> String {
        TerminalSafeText.escape(SchemaImporter.oneLine(text))
    }
}
