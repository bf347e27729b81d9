import FormCore
import FormOutput

/// What `formline list --format json` prints and `formline mcp`'s `list_forms` returns: the
/// folders searched and every form file in them (shape version 1, schema/list.schema.json).
extension FormSearchPath {
    /// Every form with its title in `language` where the form gives it, else its source (nil
    /// when the file cannot be read or has errors).
    public func titledEntries(today: LocalDate, language: Language = .process) -> [(entry: Entry, title: String?)] {
        entries().map { entry in (entry, Self.title(of: entry.path, today: today, language: language)) }
    }

    /// `{"version":1,"folders":[…],"forms":[{"name":"login","title":"Log in",…}]}`.
    public func listJSON(forms: [(entry: Entry, title: String?)]) -> String {
        var object = JSONObject()
        object["version"] = .number(1)
        object["folders"] = .array(folders.map { folder in
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

    private static func title(of path: String, today: LocalDate, language: Language) -> String? {
        guard let text = try? FormFile.read(path, regularFileOnly: true) else { return nil }
        return FormLoader.load(yaml: text, today: today).form?.translated(to: language).title
    }
}
