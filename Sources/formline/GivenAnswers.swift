import FormCore
import FrontEndSupport

/// One answer given up front, and where it came from (for messages; never the value).
struct GivenAnswer {
    /// The answer: typed text (a list's rows separated by newlines), or items given apart
    /// (an answers file's array, one `--set` per list row), read as `fill` reads an array.
    var input: AnswerInput
    /// `--set username=…`, `--answers answers.json`, `FORMLINE_ANSWER_username`.
    var source: String
}

/// Collects answers given up front for a form, by field id. Precedence, per field:
/// `--set`, then `--answers`, then `FORMLINE_ANSWER_<NAME>` (NAME as `ShellName` maps the
/// id, or that name upper-cased when no other field maps to it too).
///
/// ```swift
/// let given = try GivenAnswers.collect(for: login, sets: ["username=ada"], document: nil,
///                                      documentName: nil, environment: ["FORMLINE_ANSWER_remember": "yes"])
/// // given["username"]?.source == "--set username=…"; given["remember"]?.source == "FORMLINE_ANSWER_remember"
/// ```
enum GivenAnswers {
    static let environmentPrefix = ChildEnvironment.answerPrefix

    static func collect(for form: FormDefinition, sets: [String], document: AnswerDocument?, documentName: String?,
                        environment: [String: String], warn: (String) -> Void = { _ in }) throws(FrontEndError) -> [String: GivenAnswer] {
        var given: [String: GivenAnswer] = [:]
        for (name, ids) in environmentNames(for: form) where ids.count == 1 {
            guard let value = environment[name] else { continue }
            given[ids[0]] = GivenAnswer(input: .text(value), source: name)  // exact names come last, so they win
        }
        if let document, let documentName {
            for (id, text) in document.answers {
                guard let field = form.field(id) else {
                    let hint = Suggestions.hint(for: id, in: form.fields.map(\.id)).map { " (\($0))" } ?? ""
                    warn("--answers \(documentName): '\(id)' is not a field of this form; left out\(hint)")
                    continue
                }
                var input = AnswerInput.text(text)
                if document.listIDs.contains(id) {
                    guard field.multiple || field.kind == .list else {
                        throw FrontEndError("--answers \(documentName): '\(id)' takes one value, not a list", status: .dataError)
                    }
                    input = .items(document.listItems[id] ?? [])  // one row or choice per item
                }
                given[id] = GivenAnswer(input: input, source: "--answers \(documentName)")
            }
        }
        var setRows: [String: [String]] = [:]
        for assignment in sets {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw FrontEndError("--set '\(assignment.prefix(40))' must be ID=VALUE, like --set username=ada", status: .usage)
            }
            let id = String(assignment[..<equals]), value = String(assignment[assignment.index(after: equals)...])
            guard let field = form.field(id) else {
                let hint = Suggestions.hint(for: id, in: form.fields.map(\.id))
                    ?? "the fields are " + form.fields.map(\.id).joined(separator: ", ")
                throw FrontEndError("--set \(id)=…: '\(id)' is not a field of this form; \(hint)", status: .usage)
            }
            if field.kind == .secret {
                warn("warning: --set \(id)=… puts a secret in the process list, where other users can see it; "
                     + "use --answers FILE or \(ShellName.name(for: id, prefix: environmentPrefix)) instead")
            }
            // A list takes one row per --set; a multiple choice the items of each (`a,b`).
            setRows[id] = field.kind == .list || field.multiple ? (setRows[id] ?? []) + [value] : [value]
        }
        for (id, rows) in setRows {
            // Each --set is read as a line typed at the prompt, white space (a line break too)
            // around it trimmed, as `fill` trims an array's items: a list's rows are items
            // given apart; a multiple choice's lines are joined only once trimmed, so a line
            // break inside one is still refused.
            let field = form.field(id)
            let input: AnswerInput = field?.multiple == true
                ? .text(FieldValidator.trimmedItems(rows).joined(separator: ", "))
                : field?.kind == .list ? .items(rows) : .text(rows[0])
            given[id] = GivenAnswer(input: input, source: "--set \(id)=…")
        }
        for (id, answer) in given where answer.input.holdsNUL {
            throw FrontEndError("\(answer.source): the answer for '\(id)' holds a NUL character", status: .dataError)
        }
        return given
    }

    /// Environment variable names and the ids they stand for: each field's exact name first,
    /// then its upper-cased name.
    static func environmentNames(for form: FormDefinition) -> [(name: String, ids: [String])] {
        var exact: [String: [String]] = [:], upper: [String: [String]] = [:]
        for field in form.fields {
            let name = ShellName.name(for: field.id, prefix: environmentPrefix)
            exact[name, default: []].append(field.id)
            upper[name.uppercased(), default: []].append(field.id)
        }
        let upperOnly = upper.filter { exact[$0.key] == nil }
        return upperOnly.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + exact.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
