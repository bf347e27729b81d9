/// The mapping of `SchemaImport`: a schema's properties to fields (docs/json-schema.md).
final class SchemaImporter {
    let root: SchemaNode
    private(set) var diagnostics: [Diagnostic] = []
    private var usedIDs: Set<String> = []
    private var fieldCount = 0
    private var stopped = false
    private var reported: Set<String> = []
    /// Patterns translated so far (a schema repeats its patterns; compiling one costs more than the rest of a field).
    private var patterns: [String: Result<String, SchemaPattern.Refusal>] = [:]

    init(root: SchemaNode) {
        self.root = root
    }

    // MARK: - Diagnostics

    func warn(_ node: SchemaNode, _ message: DiagnosticText, hint: DiagnosticText? = nil) {
        report(.warning, node, message, hint: hint)
    }

    func error(_ node: SchemaNode, _ message: DiagnosticText, hint: DiagnosticText? = nil) {
        report(.error, node, message, hint: hint)
    }

    /// `message` at `node`, after its pointer (`#/properties/a: …`), in the catalog's words; once a node.
    private func report(_ severity: Diagnostic.Severity, _ node: SchemaNode, _ message: DiagnosticText, hint: DiagnosticText?) {
        guard reported.insert(node.pointer + "\u{0}" + message.english).inserted else { return }
        diagnostics.append(Diagnostic(severity, DiagnosticText(.atPointer, ["pointer": .verbatim(Self.shown(node.pointer)), "message": .text(message)]),
                                      at: node.location, hint: hint))
    }

    /// A pointer as a message shows it: a long one (deep nesting) keeps its last 80 characters.
    static func shown(_ pointer: String) -> String {
        let scalars = pointer.unicodeScalars
        guard scalars.count > 100 else { return pointer }
        return "#/…" + String(String.UnicodeScalarView(scalars.suffix(80)))
    }

    // MARK: - Layers: a schema with its `$ref`s followed

    /// A schema and the schemas its `$ref` (and a one-item `allOf`, as pydantic wraps a
    /// reference with a description) bring in, the first written winning.
    struct Layers {
        var nodes: [SchemaNode] { didSet { table = Self.table(of: nodes) } }
        /// The references followed to get here, outermost first (a cycle is one seen again).
        var chain: [String]
        /// Each keyword's node, the first layer's winning: a property is asked for some 25
        /// keywords, so they are found by hash rather than by walking the layers.
        private var table: [String: SchemaNode]
        var main: SchemaNode { nodes[0] }

        init(nodes: [SchemaNode], chain: [String]) {
            self.nodes = nodes
            self.chain = chain
            self.table = Self.table(of: nodes)
        }

        private static func table(of nodes: [SchemaNode]) -> [String: SchemaNode] {
            // Room for every keyword at once: growing the table cost a third of building it.
            var table = [String: SchemaNode](minimumCapacity: nodes.reduce(0) { $0 + ($1.node.mapping?.pairs.count ?? 0) })
            for node in nodes { node.addMembers(to: &table) }
            return table
        }

        subscript(key: String) -> SchemaNode? { table[key] }

        var types: [String]? {
            guard table["type"] != nil else { return nil }   // no layer has a type
            for node in nodes { if let types = node.types { return types } }
            return nil
        }

        /// Whether some layer has the keyword `key`.
        func has(_ key: String) -> Bool { table[key] != nil }
    }

    /// `node` with its references followed; nil (after a diagnostic) when one cannot be.
    func expand(_ node: SchemaNode, chain: [String], required: Bool = true) -> Layers? {
        var layers = Layers(nodes: [node], chain: chain)
        var index = 0
        while index < layers.nodes.count {
            let layer = layers.nodes[index]
            index += 1
            guard layer.isObject || layer.kind == .bool else {
                error(layer, DiagnosticText(.schemaNotObjectOrBoolean, ["found": .text(Self.described(layer))]))
                return nil
            }
            // One `allOf` part is merged in (pydantic wraps a `$ref` so), unless it is formline's own
            // export of a required answer's rule (not blank), which `required` already says.
            // (Most schemas have neither keyword: the table says so without walking the layer.)
            if layers.has("allOf"), let all = layer["allOf"], let items = all.items, items.count == 1, !Self.isFormlinesOwnRule(items[0]) {
                layers.nodes.append(items[0])
            }
            guard layers.has("$ref"), let reference = layer["$ref"] else { continue }
            guard let target = reference.string else {
                error(reference, DiagnosticText(.refNotString, ["found": .text(Self.described(reference))]))
                return nil
            }
            if let start = layers.chain.firstIndex(of: target) {
                let cycle = (layers.chain[start...] + [target]).map { "'\($0)'" }.joined(separator: " → ")
                let values: KeyValuePairs<String, MessageText> = ["target": .verbatim(target), "cycle": .verbatim(cycle)]
                if required {
                    error(reference, DiagnosticText(.refCycle, values), hint: DiagnosticText(.refCycleHint))
                } else {
                    warn(reference, DiagnosticText(.refCycleOptional, values))
                }
                return nil
            }
            guard let resolved = SchemaNode.resolve(target, in: root) else {
                error(reference, DiagnosticText(.refNamesNothing, ["target": .verbatim(target)]),
                      hint: DiagnosticText(target.hasPrefix("#") ? .refCheckPointer : .refBundleFirst))
                return nil
            }
            guard layers.nodes.count < 64 else {
                error(reference, DiagnosticText(.refTooMany))
                return nil
            }
            layers.chain.append(target)
            layers.nodes.append(resolved)
        }
        return layers
    }

    // MARK: - The form

    func importForm() -> ImportedForm {
        var form = ImportedForm(title: "Form", description: nil, fields: [])
        guard let layers = expand(root, chain: ["#"]) else { return form }
        let types = layers.types?.filter { $0 != "null" }
        guard layers.main.isObject, types == nil || types == ["object"], types != nil || layers["properties"] != nil else {
            let what = types.map { DiagnosticText(.schemaOfType, ["types": .verbatim($0.joined(separator: "', '"))]) } ?? Self.described(layers.main)
            error(layers.main, DiagnosticText(.schemaTopNotObject, ["what": .text(what)]), hint: DiagnosticText(.schemaTopHint))
            return form
        }
        form.title = layers["title"]?.string.map(Self.oneLine) ?? "Form"
        form.description = layers["description"]?.string.map(Self.oneLine)
        form.fields = objectFields(layers, path: [], kept: 0, chain: layers.chain, depth: 0, section: nil, inGroup: false)
        applyConditions(layers, to: &form.fields)
        reportUnmapped(layers, handled: Self.objectKeys)
        if fieldCount == 0 && !stopped && !diagnostics.contains(where: { $0.severity == .error }) {
            error(layers.main, DiagnosticText(.schemaNoProperties), hint: DiagnosticText(.checkListsWhy))
        }
        return form
    }

    static let objectKeys: Set<String> = ["type", "properties", "required", "title", "description", "additionalProperties",
                                          "unevaluatedProperties", "if", "then", "else", "allOf", "dependentRequired", "dependencies",
                                          "$defs", "definitions", "minProperties", "maxProperties"]

    /// The fields of an object's properties, in order.
    private func objectFields(_ object: Layers, path: [String], kept: Int, chain: [String], depth: Int,
                              section: ImportedField.Section?, inGroup: Bool) -> [ImportedField] {
        guard depth < SchemaImport.maximumDepth else {
            error(object.main, DiagnosticText(.objectsTooDeep, ["depth": "\(SchemaImport.maximumDepth)"]), hint: DiagnosticText(.fewLevels))
            stopped = true
            return []
        }
        let required = Set(object["required"]?.items?.compactMap(\.string) ?? [])
        guard let properties = object["properties"] else { return [] }
        guard properties.isObject else {
            error(properties, DiagnosticText(.propertiesNotObject, ["found": .text(Self.described(properties))]))
            return []
        }
        let members = properties.members
        let names = Set(members.map(\.key))
        for name in required.sorted() where !names.contains(name) {
            warn(object["required"]!, DiagnosticText(.requiredNoSchema, ["name": .verbatim(name)]))
        }
        var fields: [ImportedField] = []
        for (name, schema) in members {
            guard !stopped else { break }
            let isRequired = required.contains(name)
            fields += fieldsFor(name: name, schema: schema, required: isRequired, path: path, kept: kept, chain: chain,
                                depth: depth, section: section, inGroup: inGroup)
        }
        return fields
    }

    // MARK: - One property

    private func fieldsFor(name: String, schema: SchemaNode, required: Bool, path: [String], kept: Int, chain: [String],
                           depth: Int, section: ImportedField.Section?, inGroup: Bool) -> [ImportedField] {
        if schema.kind == .bool {
            if schema.bool == false { warn(schema, DiagnosticText(.propertyAllowsNothing, ["name": .verbatim(name)])) }
            else { return [textField(name: name, schema: Layers(nodes: [schema], chain: chain), required: required, path: path, kept: kept, section: section, nullable: true)] }
            return []
        }
        guard var layers = expand(schema, chain: chain, required: required) else { return [] }
        if layers["readOnly"]?.bool == true {
            return [ImportedField.skipped(name: name, from: schema, comment: .tool(.importReadOnly, ["name": name]))]
        }
        var nullable = false
        // anyOf/oneOf: [X, {type: null}] is an optional X; consts (with titles) are choices.
        var union: SchemaNode?
        for key in ["anyOf", "oneOf"] { if let found = layers[key], found.items != nil { union = found; break } }
        if let union, let options = union.items {
            var rest: [Layers] = []
            for option in options {
                guard let expanded = expand(option, chain: layers.chain, required: required) else { return [] }
                if expanded.types == ["null"] || expanded["const"]?.kind == .null { nullable = true } else { rest.append(expanded) }
            }
            if !rest.isEmpty, rest.allSatisfy({ $0["const"] != nil && $0["const"]!.scalarJSON != nil }) {
                let choices = rest.map { (value: $0["const"]!, label: $0["title"]?.string) }
                return [choiceField(name: name, layers: layers, choices: choices, required: required, path: path, kept: kept,
                                    section: section, nullable: nullable, handled: [union.pointerKey, "type"])]
            }
            if rest.count == 1 {
                layers = Layers(nodes: layers.nodes + rest[0].nodes, chain: rest[0].chain)
            } else if rest.count > 1 {
                if rest.allSatisfy({ $0.types?.contains("string") == true || $0["format"] != nil }) || rest.contains(where: { $0.types == ["string"] }) {
                    warn(union, DiagnosticText(.unionAsText, ["key": .verbatim(union.pointerKey)]))
                    return [textField(name: name, schema: layers, required: required, path: path, kept: kept, section: section, nullable: nullable,
                                      handled: [union.pointerKey])]
                }
                warn(union, DiagnosticText(.unionNotMapped, ["key": .verbatim(union.pointerKey), "name": .verbatim(name)]),
                     hint: required ? DiagnosticText(.requiredLacksEdit) : nil)
                return []
            }
        }
        var types = layers.types ?? []
        if types.contains("null") { nullable = true; types.removeAll { $0 == "null" } }
        if let constant = layers["const"] {
            return [choiceField(name: name, layers: layers, choices: [(constant, layers["title"]?.string)], required: true, path: path,
                                kept: kept, section: section, nullable: false, handled: ["const", "type"], constant: true)]
        }
        if let values = layers["enum"], let items = values.items {
            if items.contains(where: { $0.kind == .null }) { nullable = true }
            let choices = items.filter { $0.kind != .null && $0.scalarJSON != nil }.map { (value: $0, label: String?.none) }
            if items.contains(where: { $0.scalarJSON == nil }) { warn(values, DiagnosticText(.enumObjects)) }
            guard !choices.isEmpty else {
                warn(values, DiagnosticText(.enumNothing, ["name": .verbatim(name)]))
                return []
            }
            return [choiceField(name: name, layers: layers, choices: choices, required: required, path: path, kept: kept,
                                section: section, nullable: nullable, handled: ["enum", "type"])]
        }
        var type = types.first
        if types.count > 1 {
            type = types.contains("string") ? "string" : types.contains("number") ? "number" : types[0]
            warn(layers["type"] ?? layers.main, DiagnosticText(.severalTypes, ["types": .verbatim(types.joined(separator: ", ")), "type": .verbatim(type!)]))
        }
        if type == nil {
            if layers["properties"] != nil { type = "object" }
            else if layers["items"] != nil || layers["prefixItems"] != nil { type = "array" }
            else if layers["minimum"] != nil || layers["maximum"] != nil { type = "number" }
            else if layers["minLength"] != nil || layers["maxLength"] != nil || layers["pattern"] != nil || layers["format"] != nil { type = "string" }
            else { nullable = true }   // any value: asked as text
        }
        switch type {
        case "boolean":
            return [simpleField(name: name, kind: "confirm", layers: layers, required: required, path: path, kept: kept, section: section,
                                nullable: nullable, handled: ["type"])]
        case "integer", "number":
            return [numberField(name: name, layers: layers, integer: type == "integer", required: required, path: path, kept: kept,
                                section: section, nullable: nullable)]
        case "array":
            return arrayField(name: name, layers: layers, required: required, path: path, kept: kept, depth: depth, section: section,
                              nullable: nullable, inGroup: inGroup)
        case "object":
            guard layers["properties"] != nil else {
                warn(layers.main, DiagnosticText(.freeObject, ["name": .verbatim(name)]), hint: required ? DiagnosticText(.requiredLacks) : nil)
                return []
            }
            guard !inGroup else {
                warn(layers.main, DiagnosticText(.objectInRow, ["name": .verbatim(name)]), hint: required ? DiagnosticText(.requiredLacks) : nil)
                return []
            }
            if nullable { warn(layers.main, DiagnosticText(.mayBeNull, ["name": .verbatim(name)])) }
            let keptHere = required && kept == path.count ? kept + 1 : kept
            let own = section ?? ImportedField.Section(id: name, title: layers["title"]?.string ?? name)
            reportUnmapped(layers, handled: Self.objectKeys)
            var fields = objectFields(layers, path: path + [name], kept: keptHere, chain: layers.chain, depth: depth + 1,
                                      section: own, inGroup: false)
            applyConditions(layers, to: &fields)
            return fields
        default:
            return [textField(name: name, schema: layers, required: required, path: path, kept: kept, section: section, nullable: nullable)]
        }
    }

    // MARK: - Kinds

    private func newField(name: String, kind: String, layers: Layers, required: Bool, path: [String], kept: Int,
                          section: ImportedField.Section?, nullable: Bool) -> ImportedField? {
        fieldCount += 1
        guard fieldCount <= SchemaImport.maximumFields else {
            error(layers.main, DiagnosticText(.tooManyProperties, ["max": "\(SchemaImport.maximumFields)"]),
                  hint: DiagnosticText(.splitTheSchema))
            stopped = true
            return nil
        }
        let id = uniqueID(for: path + [name])
        var field = ImportedField(id: id, name: name, type: kind, from: layers.main, section: section)
        field.required = required && kept == path.count
        field.answerKey = AnswerKey(path: path + [name], keptObjects: kept, omitsNull: !nullable)
        if required && !field.required {
            field.comments.append(.tool(.importRequiredInOptional))
        }
        let label = layers["title"]?.string ?? name
        field.entries.append(("label", .text(Self.oneLine(label)), layers["title"] ?? layers.main))
        var help = layers["description"]?.string.map(Self.oneLine)
        if kind == "secret" {
            // A secret's examples are not shown: they may be real ones.
        } else if let examples = layers["examples"]?.items?.compactMap(\.scalarText), !examples.isEmpty {
            let shown = examples.prefix(5).map(Self.oneLine).joined(separator: ", ")
            help = (help.map { $0 + " " } ?? "") + "Examples: \(shown)."
        } else if let example = layers["example"]?.scalarText {
            help = (help.map { $0 + " " } ?? "") + "Example: \(Self.oneLine(example))."
        }
        if let help { field.entries.append(("help", .text(help), layers["description"] ?? layers.main)) }
        if field.required { field.entries.append(("required", .plain("true"), layers.main)) }
        if let shortcut = layers["x-formline"]?["shortcut"], let key = shortcut.string { field.entries.append(("shortcut", .text(key), shortcut)) }
        if uniqueID(for: [name], reserving: false) != name { field.comments.append(.tool(.importPropertyRenamed, ["name": SchemaFormWriter.commentSafe(name)])) }
        if layers["deprecated"]?.bool == true { field.comments.append(.tool(.importDeprecated)) }
        return field
    }

    private func simpleField(name: String, kind: String, layers: Layers, required: Bool, path: [String], kept: Int,
                             section: ImportedField.Section?, nullable: Bool, handled: Set<String>) -> ImportedField {
        guard var field = newField(name: name, kind: kind, layers: layers, required: required, path: path, kept: kept, section: section,
                                   nullable: nullable) else { return .none }
        addDefault(layers, to: &field)
        reportUnmapped(layers, handled: handled)
        return field
    }

    private func textField(name: String, schema layers: Layers, required: Bool, path: [String], kept: Int,
                           section: ImportedField.Section?, nullable: Bool, handled: Set<String> = []) -> ImportedField {
        let format = layers["format"]?.string
        var kind = "text"
        if format == "date" { kind = "date" }
        if format == "password" || layers["writeOnly"]?.bool == true { kind = "secret" }
        let extra = layers["x-formline"]
        if extra?["kind"]?.string == "path" { kind = "path" }
        guard var field = newField(name: name, kind: kind, layers: layers, required: required, path: path, kept: kept, section: section,
                                   nullable: nullable) else { return .none }
        var used: Set<String> = handled.union(["type", "format", "writeOnly"])
        // `not: {pattern: <line breaks>}` (formline's own export) says what a one-line answer is.
        if let not = layers["not"], Self.isFormlinesOwnRule(not) { used.insert("not") }
        if kind != "date" {
            if let multiline = extra?["multiline"], multiline.bool == true, kind == "text" { field.entries.append(("multiline", .plain("true"), multiline)) }
            used.formUnion(textRules(layers, into: &field, format: format))
        } else {
            used.formUnion(["minLength", "maxLength"])
            for key in ["min", "max"] { if let bound = extra?[key]?.string { field.entries.append((key, .text(bound), extra![key]!)) } }
        }
        if kind == "path", let extra {
            if let must = extra["mustExist"], must.bool == true { field.entries.append(("mustExist", .plain("true"), must)) }
            if let pathKind = extra["pathKind"]?.string, ["file", "directory", "any"].contains(pathKind) { field.entries.append(("pathKind", .plain(pathKind), extra["pathKind"]!)) }
            if let endings = extra["extensions"]?.items?.compactMap(\.string), !endings.isEmpty {
                field.entries.append(("extensions", .texts(endings), extra["extensions"]!))
            }
        }
        if kind == "text", let template = extra?["default"]?.string, layers["default"] == nil {
            field.entries.append(("default", .text(template), extra!["default"]!))
            field.comments.append(.tool(.importComputedDefault))
        }
        if kind == "secret" {
            if layers["default"] != nil { warn(layers["default"]!, DiagnosticText(.schemaSecretNoDefault)) }
            used.insert("default")
        } else {
            addDefault(layers, to: &field)
        }
        if let format, kind == "text" || kind == "secret", SchemaPattern.format(format) == nil, format != "password" {
            warn(layers["format"]!, DiagnosticText(.formatNotChecked, ["format": .verbatim(format)]))
        }
        reportUnmapped(layers, handled: used)
        return field
    }

    /// `minLength`, `maxLength`, `pattern` (or a format's pattern) of a text, a secret or a list's rows.
    private func textRules(_ layers: Layers, into field: inout ImportedField, format: String?) -> Set<String> {
        for key in ["minLength", "maxLength"] {
            guard let node = layers[key] else { continue }
            guard let count = node.count, count >= 0 else { warn(node, DiagnosticText(.countNotWhole, ["key": .verbatim(key)])); continue }
            // A required answer's `minLength: 1` is what `required` already asks (formline's export writes it).
            if key == "minLength", count == 1, field.required { continue }
            field.entries.append((key, .plain(String(count)), node))
        }
        if let node = layers["pattern"] {
            if let source = node.string {
                let translated = patterns[source] ?? SchemaPattern.icu(source)
                patterns[source] = translated
                switch translated {
                case .success(let pattern):
                    field.entries.append(("pattern", .text(pattern), node))
                    if let message = layers["x-formline"]?["patternMessage"] { field.entries.append(("patternMessage", .text(message.string ?? ""), message)) }
                    if pattern != source { field.comments.append(.tool(.importPatternRewritten, ["escapes": "\\d, \\w"])) }
                case .failure(let refusal):
                    warn(node, DiagnosticText(.patternNotCheckable, ["reason": .text(refusal.reason)]), hint: DiagnosticText(.rewritePattern))
                }
            } else {
                warn(node, DiagnosticText(.patternNotString))
            }
        } else if let format, let known = SchemaPattern.format(format) {
            field.entries.append(("pattern", .text(known.pattern), layers["format"]!))
            field.entries.append(("patternMessage", .text(known.message), layers["format"]!))
            field.comments.append(.tool(.importFormatPattern, ["format": format]))
        }
        return ["minLength", "maxLength", "pattern"]
    }

    private func numberField(name: String, layers: Layers, integer: Bool, required: Bool, path: [String], kept: Int,
                             section: ImportedField.Section?, nullable: Bool) -> ImportedField {
        guard var field = newField(name: name, kind: "number", layers: layers, required: required, path: path, kept: kept, section: section,
                                   nullable: nullable) else { return .none }
        if integer { field.entries.append(("integer", .plain("true"), layers["type"] ?? layers.main)) }
        var low = layers["minimum"]?.number, high = layers["maximum"]?.number
        for (key, isLow) in [("exclusiveMinimum", true), ("exclusiveMaximum", false)] {
            guard let node = layers[key] else { continue }
            let bound: FormNumber?
            if node.kind == .bool {   // draft-04: a flag on minimum/maximum
                bound = node.bool == true ? (isLow ? low : high) : nil
            } else {
                bound = node.number
            }
            guard let bound else { continue }
            if integer {
                let whole = isLow ? (bound.value + 1).rounded(.down) : (bound.value - 1).rounded(.up)
                if isLow { low = FormNumber(max(low?.value ?? -.infinity, whole)) } else { high = FormNumber(min(high?.value ?? .infinity, whole)) }
            } else {
                if isLow { low = bound } else { high = bound }
                warn(node, DiagnosticText(.exclusiveBound, ["key": .verbatim(key), "as": .verbatim(isLow ? "minimum" : "maximum"), "bound": .verbatim(bound.text)]))
            }
        }
        if let low { field.entries.append(("min", .plain(low.text), layers["minimum"] ?? layers["exclusiveMinimum"]!)) }
        if let high { field.entries.append(("max", .plain(high.text), layers["maximum"] ?? layers["exclusiveMaximum"]!)) }
        if let step = layers["multipleOf"], !(integer && step.number?.value == 1) {
            warn(step, DiagnosticText(.multipleOfNotChecked, ["step": step.numberText.map { .verbatim($0) } ?? DiagnosticText(.multipleOfIt)]))
        }
        addDefault(layers, to: &field)
        var handled: Set<String> = ["type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]
        if let format = layers["format"]?.string, ["int32", "int64", "float", "double"].contains(format) { handled.insert("format") }  // OpenAPI's sizes
        reportUnmapped(layers, handled: handled)
        return field
    }

    private func choiceField(name: String, layers: Layers, choices: [(value: SchemaNode, label: String?)], required: Bool,
                             path: [String], kept: Int, section: ImportedField.Section?, nullable: Bool, handled: Set<String>,
                             constant: Bool = false, multiple: Bool = false) -> ImportedField {
        guard var field = newField(name: name, kind: "choice", layers: layers, required: required, path: path, kept: kept, section: section,
                                   nullable: nullable) else { return .none }
        guard choices.count <= 10_000 else {
            error(layers.main, DiagnosticText(.tooManyChoices, ["count": "\(choices.count)"]),
                  hint: DiagnosticText(.askAsText))
            return .none
        }
        var seen: Set<String> = []
        for choice in choices {
            guard let text = choice.value.scalarText, let json = choice.value.scalarJSON else { continue }
            guard seen.insert(text).inserted else {
                warn(choice.value, DiagnosticText(.choiceOfferedTwice, ["text": .verbatim(text)]))
                continue
            }
            field.choices.append((value: text, label: choice.label.map(Self.oneLine), from: choice.value))
            if choice.value.kind != .string { field.answerKey.typedChoices[text] = json }
        }
        if multiple { field.entries.append(("multiple", .plain("true"), layers.main)) }
        if constant {
            field.entries.append(("default", .text(field.choices.first?.value ?? ""), layers["const"] ?? layers.main))
            field.comments.append(.tool(.importConst))
        } else {
            addDefault(layers, to: &field)
        }
        reportUnmapped(layers, handled: handled)
        return field
    }

    private func arrayField(name: String, layers: Layers, required: Bool, path: [String], kept: Int, depth: Int,
                            section: ImportedField.Section?, nullable: Bool, inGroup: Bool) -> [ImportedField] {
        guard let itemsNode = layers["items"], itemsNode.isObject || itemsNode.kind == .bool else {
            warn(layers["prefixItems"] ?? layers["items"] ?? layers.main,
                 DiagnosticText(.tupleNotMapped, ["name": .verbatim(name)]))
            return []
        }
        guard let items = itemsNode.kind == .bool ? Layers(nodes: [itemsNode], chain: layers.chain)
                                                  : expand(itemsNode, chain: layers.chain, required: required) else { return [] }
        var handled: Set<String> = ["type", "items", "minItems", "maxItems", "uniqueItems"]
        func counts(_ field: inout ImportedField) {
            for key in ["minItems", "maxItems"] {
                guard let node = layers[key], let count = node.count, count >= 0 else { continue }
                // A required list's `minItems: 1` is what `required` already asks (formline's export writes it).
                if key == "minItems", count == 1, required { continue }
                field.entries.append((key, .plain(String(min(count, 10_000))), node))
            }
        }
        // Choices: `items` with `enum`, or `anyOf`/`oneOf` of consts.
        var choices: [(value: SchemaNode, label: String?)]?
        if let values = items["enum"]?.items {
            choices = values.filter { $0.scalarJSON != nil && $0.kind != .null }.map { ($0, nil) }
        } else if let union = items["anyOf"] ?? items["oneOf"], let options = union.items {
            let expanded = options.compactMap { expand($0, chain: items.chain) }
            if expanded.count == options.count, expanded.allSatisfy({ $0["const"]?.scalarJSON != nil }) {
                choices = expanded.map { ($0["const"]!, $0["title"]?.string) }
            }
        }
        if let choices {
            var field = choiceField(name: name, layers: layers, choices: choices, required: required, path: path, kept: kept,
                                    section: section, nullable: nullable, handled: handled, multiple: true)
            if field.type == "" { return [] }
            counts(&field)
            if let limit = field.entries.first(where: { $0.key == "maxItems" }), let count = limit.value.plainText.flatMap({ Int($0) }), count > field.choices.count {
                field.entries.removeAll { $0.key == "maxItems" }
            }
            if layers["uniqueItems"]?.bool != true { field.comments.append(.tool(.importUniqueChoices)) }
            return [field]
        }
        let itemTypes = items.types?.filter { $0 != "null" }
        if itemTypes == ["object"] || (itemTypes == nil && items["properties"] != nil) {
            guard !inGroup else {
                warn(layers.main, DiagnosticText(.arrayOfObjectsInRow, ["name": .verbatim(name)]))
                return []
            }
            guard var group = newField(name: name, kind: "group", layers: layers, required: required, path: path, kept: kept,
                                       section: section, nullable: nullable) else { return [] }
            counts(&group)
            let saved = usedIDs
            usedIDs = []
            group.members = objectFields(items, path: [], kept: 0, chain: items.chain, depth: depth + 1, section: nil, inGroup: true)
            usedIDs = saved
            applyConditions(items, to: &group.members)
            reportUnmapped(items, handled: Self.objectKeys)
            if group.members.contains(where: { $0.type.isEmpty }) { group.members.removeAll { $0.type.isEmpty } }
            if group.members.isEmpty {
                warn(items.main, DiagnosticText(.rowsNoProperties, ["name": .verbatim(name)]))
                fieldCount -= 1
                return []
            }
            if layers["uniqueItems"]?.bool == true { warn(layers["uniqueItems"]!, DiagnosticText(.uniqueRowsGroup)) }
            reportUnmapped(layers, handled: handled)
            return [group]
        }
        if itemTypes == nil || itemTypes == ["string"], items["format"] == nil || SchemaPattern.format(items["format"]?.string ?? "") != nil {
            guard var list = newField(name: name, kind: "list", layers: layers, required: required, path: path, kept: kept,
                                      section: section, nullable: nullable) else { return [] }
            counts(&list)
            let used = textRules(items, into: &list, format: items["format"]?.string)
            if layers["uniqueItems"]?.bool == true { warn(layers["uniqueItems"]!, DiagnosticText(.uniqueRowsList)) }
            addDefault(layers, to: &list)
            reportUnmapped(items, handled: used.union(["type", "format"]))
            handled.insert("default")
            reportUnmapped(layers, handled: handled)
            return [list]
        }
        let itemsText = itemTypes.map { types in
            types.dropFirst().reduce(DiagnosticText.verbatim(types.first ?? "")) { DiagnosticText(.typesOr, ["first": $0, "second": .verbatim($1)]) }
        } ?? DiagnosticText(.theseItems)
        warn(itemsNode, DiagnosticText(.arrayNotMapped, ["items": .text(itemsText), "name": .verbatim(name)]), hint: required ? DiagnosticText(.requiredLacks) : nil)
        return []
    }

    // MARK: - Defaults

    private func addDefault(_ layers: Layers, to field: inout ImportedField) {
        guard let node = layers["default"], node.kind != .null else { return }
        if let items = node.items {
            guard field.type == "list" || field.type == "choice" else {
                warn(node, DiagnosticText(.arrayDefaultNoFit))
                return
            }
            let rows = items.compactMap(\.scalarText)
            field.entries.append(("default", .texts(rows), node))
            return
        }
        guard let text = node.scalarText else {
            warn(node, DiagnosticText(.objectDefault))
            return
        }
        if field.type == "list" || field.type == "group" {
            warn(node, DiagnosticText(.defaultMustBeArray, ["type": .verbatim(field.type)]))
            return
        }
        if field.type == "confirm", node.kind != .bool {
            warn(node, DiagnosticText(.booleanDefault))
            return
        }
        if field.type == "date", LocalDate(iso: text) == nil {
            warn(node, DiagnosticText(.dateDefault, ["text": .verbatim(text)]))
            return
        }
        if field.type == "choice", !field.choices.contains(where: { $0.value == text }) {
            warn(node, DiagnosticText(.defaultNotAChoice, ["text": .verbatim(text)]))
            return
        }
        if field.type == "text", text.contains("{") || text.contains("}") {
            field.comments.append(.tool(.importDefaultBraces, ["open": "{", "close": "}", "opens": "{{", "closes": "}}"]))
            field.entries.append(("default", .text(text.replacing("{", with: "{{").replacing("}", with: "}}")), node))
            return
        }
        field.entries.append(("default", .text(text), node))
    }

    // MARK: - Conditions: if/then/else, dependentRequired

    /// `when`s from an object's `if`/`then`/`else` (also inside `allOf`) and
    /// `dependentRequired` (draft-07: `dependencies` with arrays), where they map.
    private func applyConditions(_ object: Layers, to fields: inout [ImportedField]) {
        var conditionals: [SchemaNode] = []
        for node in object.nodes where node["if"] != nil { conditionals.append(node) }
        if let all = object["allOf"], let items = all.items {
            for item in items {
                if item["if"] != nil { conditionals.append(item) }
                else if items.count > 1 { warn(item, DiagnosticText(.allOfPart)) }
            }
        }
        for node in conditionals { conditional(node, fields: &fields) }
        for key in ["dependentRequired", "dependencies"] {
            guard let map = object[key] else { continue }
            for (name, needed) in map.members {
                guard let list = needed.items else {
                    warn(needed, DiagnosticText(.schemaDependency))
                    continue
                }
                guard let source = fieldID(named: name, in: fields) else {
                    warn(needed, DiagnosticText(.dependsOnUnasked, ["name": .verbatim(name)]))
                    continue
                }
                let test = ConditionTest.isSet(true).yaml(source)
                for item in list { if let target = item.string { when(target, test: test, requiredWhenShown: true, source: source, at: item, fields: &fields) } }
            }
        }
    }

    private func fieldID(named name: String, in fields: [ImportedField]) -> String? {
        fields.first { $0.answerKey.path.last == name && !$0.type.isEmpty }?.id
    }

    private func conditional(_ node: SchemaNode, fields: inout [ImportedField]) {
        guard let test = node["if"], let (source, condition) = conditionTest(test, fields: fields) else {
            warn(node["if"] ?? node, DiagnosticText(.ifNotMapped))
            return
        }
        func required(_ part: SchemaNode?) -> [SchemaNode] { part?["required"]?.items ?? [] }
        func absent(_ part: SchemaNode?) -> [SchemaNode] { part?["not"]?["required"]?.items ?? [] }
        let then = node["then"], otherwise = node["else"]
        for part in [then, otherwise].compactMap({ $0 }) {
            for (key, value) in part.members where key != "required" && !(key == "not" && value["required"] != nil && value.members.count == 1) {
                warn(value, DiagnosticText(.branchKeyNotMapped, ["key": .verbatim(key)]))
            }
        }
        let negated: WrittenValue?
        switch condition {
        case .equals(let value): negated = ConditionTest.notEquals(value).yaml(source)
        case .notEquals(let value): negated = ConditionTest.equals(value).yaml(source)
        case .isSet(let set): negated = ConditionTest.isSet(!set).yaml(source)
        case .isIn: negated = nil
        }
        // then: required when the test holds; else: not required when it holds (hidden) ...
        for name in required(then).compactMap(\.string) { when(name, test: condition.yaml(source), requiredWhenShown: true, source: source, at: then!, fields: &fields) }
        for name in absent(otherwise).compactMap(\.string) where !required(then).contains(where: { $0.string == name }) {
            when(name, test: condition.yaml(source), requiredWhenShown: false, source: source, at: otherwise!, fields: &fields)
        }
        for name in required(otherwise).compactMap(\.string) {
            guard let negated else { warn(otherwise!, DiagnosticText(.elseAfterEnum)); continue }
            when(name, test: negated, requiredWhenShown: true, source: source, at: otherwise!, fields: &fields)
        }
        for name in absent(then).compactMap(\.string) {
            guard let negated else { warn(then!, DiagnosticText(.thenLeavesOut, ["name": .verbatim(name)])); continue }
            when(name, test: negated, requiredWhenShown: false, source: source, at: then!, fields: &fields)
        }
    }

    enum ConditionTest {
        case equals(String), notEquals(String), isIn([String]), isSet(Bool)
        /// The `when:` testing the field `source`.
        func yaml(_ source: String) -> WrittenValue {
            switch self {
            case .equals(let value): return .flow([("field", .text(source)), ("equals", .text(value))])
            case .notEquals(let value): return .flow([("field", .text(source)), ("notEquals", .text(value))])
            case .isIn(let values): return .flow([("field", .text(source)), ("in", .texts(values))])
            case .isSet(let set): return .flow([("field", .text(source)), ("isSet", .plain(set ? "true" : "false"))])
            }
        }
    }

    /// An `if` formline's `when` can say: one property's `const`, `enum`, `not const`, or
    /// `not: {type: null}` (or `not` of the whole test).
    private func conditionTest(_ test: SchemaNode, fields: [ImportedField]) -> (String, ConditionTest)? {
        if let inner = test["not"], test.members.allSatisfy({ $0.key == "not" }), let (source, condition) = conditionTest(inner, fields: fields) {
            switch condition {
            case .equals(let value): return (source, .notEquals(value))
            case .notEquals(let value): return (source, .equals(value))
            case .isSet(let set): return (source, .isSet(!set))
            case .isIn: return nil
            }
        }
        guard let properties = test["properties"], properties.members.count == 1, let (name, schema) = properties.members.first,
              test.members.allSatisfy({ $0.key == "properties" || $0.key == "required" }),
              let id = fieldID(named: name, in: fields) else { return nil }
        let source = id
        if let constant = schema["const"]?.scalarText, schema.members.count == 1 { return (source, .equals(constant)) }
        if let values = schema["enum"]?.items?.compactMap(\.scalarText), schema.members.count == 1 { return (source, .isIn(values)) }
        if let not = schema["not"], schema.members.count == 1 {
            if let constant = not["const"]?.scalarText, not.members.count == 1 { return (source, .notEquals(constant)) }
            if not["type"]?.string == "null", not.members.count == 1 { return (source, .isSet(true)) }
        }
        return nil
    }

    private func when(_ name: String, test: WrittenValue, requiredWhenShown: Bool, source: String, at node: SchemaNode, fields: inout [ImportedField]) {
        guard let index = fields.firstIndex(where: { $0.answerKey.path.last == name && !$0.type.isEmpty }) else {
            warn(node, DiagnosticText(.conditionOnUnasked, ["name": .verbatim(name)]))
            return
        }
        guard let tested = fields.firstIndex(where: { $0.id == source }), tested < index else {
            warn(node, DiagnosticText(.conditionBeforeTested, ["name": .verbatim(name)]),
                 hint: DiagnosticText(.listTestedFirst))
            return
        }
        if fields[index].when != nil {
            warn(node, DiagnosticText(.alreadyHasCondition, ["name": .verbatim(name)]))
            return
        }
        if fields[index].required && !(fields[index].whenRequired) {
            return   // required in any case: nothing to show or hide
        }
        fields[index].when = (test, node)
        fields[index].whenRequired = requiredWhenShown
        if requiredWhenShown, !fields[index].entries.contains(where: { $0.key == "required" }) {
            fields[index].entries.append(("required", .plain("true"), node))
        }
        fields[index].comments.append(.tool(requiredWhenShown ? .importAskedWhenRequired : .importAskedWhenAllowed))
    }

    // MARK: - Keywords left over

    static let annotations: Set<String> = ["$schema", "$id", "$comment", "$anchor", "$dynamicAnchor", "$vocabulary", "$defs", "definitions",
                                           "title", "description", "examples", "example", "deprecated", "readOnly", "default", "$ref",
                                           "discriminator", "nullable", "externalDocs", "xml", "contentEncoding", "contentMediaType",
                                           "additionalProperties", "unevaluatedProperties", "anyOf", "oneOf", "$recursiveAnchor", "components"]

    /// Warns about each keyword of the schema's own layers that the mapping did not use.
    /// Whether `node` is one of the rules formline's own `describe --format json-schema` writes
    /// for what every field already does (a one-line answer holds no line break or NUL; a
    /// required answer is not blank): `{"type":"string","pattern":…}` with one of
    /// `LineBreaks`' schema patterns. Reading a form back, they are implied, not fields' rules.
    static func isFormlinesOwnRule(_ node: SchemaNode) -> Bool {
        guard let pattern = node["pattern"]?.string,
              [LineBreaks.schemaPattern, LineBreaks.schemaPatternNotInLine, LineBreaks.schemaPatternNotInText,
               LineBreaks.schemaPatternNonBlank].contains(pattern) else { return false }
        return node.keys.allSatisfy { $0 == "pattern" || ($0 == "type" && node["type"]?.string == "string") }
    }

    private func reportUnmapped(_ layers: Layers, handled: Set<String>) {
        for node in layers.nodes {
            for key in node.keys where !handled.contains(key) && !Self.annotations.contains(key) && !key.hasPrefix("x-") {
                guard let value = node[key] else { continue }
                if key == "allOf", value.items?.count == 1 { continue }
                if key == "not", Self.isFormlinesOwnRule(value) { continue }
                if key == "allOf" || key == "if" || key == "then" || key == "else" || key == "dependentRequired" || key == "dependencies",
                   handled.contains("properties") { continue }
                warn(value, DiagnosticText(.keyNotMapped, ["key": .verbatim(key)]))
            }
        }
    }

    // MARK: - Ids and text

    /// A formline id for a property path: letters, digits, `_`, `-`; unique in the form.
    private func uniqueID(for path: [String], reserving: Bool = true) -> String {
        let joined = path.joined(separator: "-")
        var id = ""
        if joined.utf8.count <= 64, let first = joined.utf8.first, Self.isASCIILetter(first),
           joined.utf8.allSatisfy({ Self.isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }) {
            id = joined   // already an id (most names): no scalar is looked at twice
        } else {
            for scalar in joined.unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" {
                    id.unicodeScalars.append(scalar)
                } else {
                    id += "_"
                }
            }
            if id.isEmpty || !(id.unicodeScalars.first!.properties.isAlphabetic) { id = "f" + id }
            if id.unicodeScalars.count > 64 { id = String(String.UnicodeScalarView(id.unicodeScalars.prefix(64))) }
        }
        guard reserving else { return id }
        var candidate = id, number = 2
        while !usedIDs.insert(candidate).inserted {
            candidate = "\(id)-\(number)"
            number += 1
        }
        return candidate
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// A title or description as one line (formline's labels and help are one line each).
    static func oneLine(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0xC2 }) { return AnswerText.trimmed(text) }   // no break, tab or NEL/LS/PS
        var out = ""
        var space = false
        for scalar in text.unicodeScalars {
            if LineBreaks.isLineBreak(scalar) || scalar == "\t" { space = true; continue }
            if space { if !out.isEmpty { out += " " }; space = false }
            out.unicodeScalars.append(scalar)
        }
        return AnswerText.trimmed(out)
    }

    static func described(_ node: SchemaNode) -> DiagnosticText {
        switch node.kind {
        case .object: DiagnosticText(.schemaAnObject)
        case .array: DiagnosticText(.schemaAnArray)
        case .string: DiagnosticText(.schemaAString)
        case .number, .integer: DiagnosticText(.schemaANumber)
        case .bool: DiagnosticText(.schemaABoolean)
        case .null: DiagnosticText(.schemaNull)
        }
    }
}

extension SchemaNode {
    /// The last token of the pointer: the keyword this node is the value of.
    var pointerKey: String { pointer.split(separator: "/").last.map(String.init) ?? pointer }
}

/// What a schema imports to, before it is written as YAML.
struct ImportedForm {
    var title: String
    var description: String?
    var fields: [ImportedField]
}

struct ImportedField {
    struct Section: Equatable { let id: String; let title: String? }
    var id: String
    /// The property's name.
    var name: String
    /// The `type:`; empty for a property that is only a comment (readOnly) or was not imported.
    var type: String
    var from: SchemaNode
    var section: Section?
    var entries: [(key: String, value: WrittenValue, from: SchemaNode)] = []
    var choices: [(value: String, label: String?, from: SchemaNode)] = []
    var members: [ImportedField] = []
    /// Comments for the person who reads the form (`ToolWord`s, in the writer's language).
    var comments: [MessageText] = []
    var answerKey = AnswerKey(path: [])
    var required = false
    var when: (test: WrittenValue, from: SchemaNode)?
    var whenRequired = false

    init(id: String, name: String, type: String, from: SchemaNode, section: Section?) {
        self.id = id
        self.name = name
        self.type = type
        self.from = from
        self.section = section
    }

    /// A property left out, written as a comment.
    static func skipped(name: String, from: SchemaNode, comment: MessageText) -> ImportedField {
        var field = ImportedField(id: "", name: name, type: "", from: from, section: nil)
        field.comments = [comment]
        return field
    }

    /// Nothing: the import stopped.
    static var none: ImportedField { ImportedField(id: "", name: "", type: "", from: SchemaNode(node: .scalar(.init("")), pointer: "#"), section: nil) }
}
