/// Writes an `ImportedForm` as form YAML, noting for each line the schema node it came from
/// (so the loader's diagnostics of the text are placed in the schema) and each field's
/// `AnswerKey`. Every text is double-quoted with escapes, so nothing in a schema's titles
/// (quotes, `#`, line breaks, NUL, bidi controls) can change the YAML's shape.
package struct SchemaFormWriter {
    private(set) var text = ""
    private(set) var origins: [SchemaImport.Origin] = []
    private(set) var answerKeys: [String: AnswerKey] = [:]

    private mutating func line(_ line: String, _ from: SchemaNode?) {
        text += line + "\n"
        origins.append(SchemaImport.Origin(location: from?.location ?? SourceLocation(line: 1, column: 1), pointer: from?.pointer ?? "#"))
    }

    mutating func write(_ form: ImportedForm) {
        line("# Made by `formline import` from a JSON Schema. Comments say where the mapping chose something;", nil)
        line("# `formline check` on the schema lists what did not map. Run from this YAML file, the answers", nil)
        line("# are flat (`id: value`); `formline run SCHEMA.json` writes them in the schema's own shape.", nil)
        line("formline: 1", nil)
        line("title: " + Self.quoted(form.title), nil)
        if let description = form.description { line("description: " + Self.quoted(description), nil) }
        let fields = form.fields
        guard fields.contains(where: { $0.section != nil }) else {
            line("fields:", nil)
            if fields.allSatisfy({ $0.type.isEmpty }) { line("  []", nil) }
            for field in fields { write(field, indent: "  ") }
            return
        }
        line("sections:", nil)
        var current: ImportedField.Section?? = .none
        for field in fields where !field.type.isEmpty || current != nil {
            if !field.type.isEmpty && (current == nil || current! != field.section) {
                let section = field.section
                line("  - id: " + Self.quoted(section.map { Self.sectionID($0.id) } ?? "main"), field.from)
                if let title = section?.title { line("    title: " + Self.quoted(SchemaImporter.oneLine(title)), field.from) }
                line("    fields:", field.from)
                current = .some(section)
            }
            write(field, indent: "      ")
        }
        dedupeSectionIDs()
    }

    /// A section id made from a property's name: letters, digits, `_`, `-`, starting with a letter.
    static func sectionID(_ name: String) -> String {
        var id = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-") ? scalar : "_"
        }.prefix(64)))
        if id.isEmpty || !id.unicodeScalars.first!.properties.isAlphabetic { id = "s" + id }
        return id
    }

    /// Section ids made from names may repeat (`main` twice, two names that lose the same
    /// characters): numbered in order.
    private mutating func dedupeSectionIDs() {
        var seen: [String: Int] = [:]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where lines[index].hasPrefix("  - id: \"") {
            let id = String(lines[index].dropFirst(9).dropLast())
            let number = (seen[id] ?? 0) + 1
            seen[id] = number
            if number > 1 { lines[index] = "  - id: \"\(id)-\(number)\"" }
        }
        text = lines.joined(separator: "\n")
    }

    private mutating func write(_ field: ImportedField, indent: String, group: String? = nil) {
        for comment in field.comments where field.type.isEmpty { line(indent + "# " + Self.commentSafe(comment), field.from) }
        guard !field.type.isEmpty else { return }
        answerKeys[group.map { $0 + "/" + field.id } ?? field.id] = field.answerKey == AnswerKey(path: [field.id], omitsNull: false) ? nil : field.answerKey
        line(indent + "- id: " + Self.quoted(field.id) + "    # " + Self.commentSafe(field.from.pointer), field.from)
        let body = indent + "  "
        for comment in field.comments { line(body + "# " + Self.commentSafe(comment), field.from) }
        line(body + "type: " + field.type, field.from)
        for entry in field.entries { line(body + entry.key + ": " + entry.value, entry.from) }
        if !field.choices.isEmpty {
            line(body + "choices:", field.from)
            for choice in field.choices {
                if let label = choice.label, label != choice.value, !label.isEmpty {
                    line(body + "  - {value: " + Self.quoted(choice.value) + ", label: " + Self.quoted(label) + "}", choice.from)
                } else {
                    line(body + "  - " + Self.quoted(choice.value), choice.from)
                }
            }
        }
        if let when = field.when { line(body + "when: " + when.test, when.from) }
        if !field.members.isEmpty {
            line(body + "fields:", field.from)
            for member in field.members { write(member, indent: body + "  ", group: field.id) }
        }
    }

    /// `text` as a YAML double-quoted scalar: a JSON string (`AnswerJSON.appendString`: quotes,
    /// backslashes, control characters, line and paragraph separators escaped; YAML 1.2 reads
    /// JSON's escapes), with bidi controls and the byte-order mark escaped too, so a title cannot
    /// reorder what an editor shows of the imported form.
    static func quoted(_ text: String) -> String {
        var json = ""
        AnswerJSON.appendString(text, to: &json)
        guard json.unicodeScalars.contains(where: isInvisible) else { return json }
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
