import ArgumentParser
import FormCore
import FormTooling
import FrontEndSupport

/// `formline list`: the forms found by name, with their titles and where each came from.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the forms that can be run by name, with their titles and where each was found.",
        discussion: "A FORM name is looked up in ./forms, then each folder of $FORMLINE_PATH (colon-separated), "
            + "then $XDG_CONFIG_HOME/formline/forms (default ~/.config/formline/forms), then DIR/formline/forms "
            + "for each DIR of $XDG_DATA_DIRS (default /usr/local/share:/usr/share). The first folder holding "
            + "NAME.yaml wins; a form hidden by an earlier one of the same name is listed as shadowed. "
            + "--format json prints {\"version\":1,\"folders\":[...],\"forms\":[...]} (see docs/json-output.md)."
    )

    @Option(help: ArgumentHelp("text, or json (docs/json-output.md).", valueName: "format"))
    var format: ReportFormat = .text

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let today = try Today.resolve()
            let search = FormSearchPath()
            let forms = search.entries().map { entry in (entry, title(of: entry.path, today: today)) }
            switch format {
            case .json:
                try StandardStreams.standardOutput(json(search: search, forms: forms) + "\n")
            case .text:
                guard !forms.isEmpty else {
                    StandardStreams.standardError("formline: no forms found; looked in:\n"
                                               + search.folders.map { "  \($0)" }.joined(separator: "\n"))
                    return
                }
                let width = forms.map(\.0.name.count).max() ?? 0
                let titleWidth = forms.map { ($0.1 ?? "(has errors)").count }.max() ?? 0
                var text = ""
                for (entry, title) in forms {
                    let name = Self.padding(entry.name, toLength: width)
                    let shown = Self.padding(title ?? "(has errors)", toLength: titleWidth)
                    text += "\(name)  \(shown)  \(entry.path) (\(entry.folder.origin))\(entry.isShadowed ? ", shadowed" : "")\n"
                }
                try StandardStreams.standardOutput(text)
            }
        }
    }

    /// The form's title, or nil when the file cannot be read or has errors.
    private func title(of path: String, today: LocalDate) -> String? {
        guard let text = try? FormFile.read(path) else { return nil }
        return FormLoader.load(yaml: text, today: today).form?.title
    }

    private func json(search: FormSearchPath, forms: [(FormSearchPath.Entry, String?)]) -> String {
        var object = JSONObject()
        object["version"] = .number(1)
        object["folders"] = .array(search.folders.map { folder in
            var item = JSONObject()
            item["path"] = .string(folder.path)
            item["origin"] = .string(folder.origin)
            return .object(item)
        })
        object["forms"] = .array(forms.map { entry, title in
            var item = JSONObject()
            item["name"] = .string(entry.name)
            item["title"] = .optional(title)
            item["path"] = .string(entry.path)
            item["origin"] = .string(entry.folder.origin)
            item["shadowed"] = .bool(entry.isShadowed)
            return .object(item)
        })
        return object.text
    }

    /// Foundation's `padding(toLength:withPad: " ", startingAt: 0)`: `text` cut or padded with
    /// spaces to `length` UTF-16 code units.
    static func padding(_ text: String, toLength length: Int) -> String {
        let units = text.utf16.count
        if units < length { return text + String(repeating: " ", count: length - units) }
        return String(decoding: Array(text.utf16.prefix(length)), as: UTF16.self)
    }
}
