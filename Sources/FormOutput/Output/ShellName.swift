import FormCore
/// The variable names `run --format shell|env` and `FORMLINE_ANSWER_<NAME>` use for field ids.
///
/// The rule: every character of the id that is not an ASCII letter, digit or `_` becomes
/// `_`; the prefix (default none) goes in front; a name that would then start with a digit
/// gets a leading `_`. Case is kept.
///
/// ```swift
/// ShellName.name(for: "first-name")                  // "first_name"
/// ShellName.name(for: "2fa", prefix: "")              // "_2fa"
/// ShellName.name(for: "email", prefix: "FORM_")      // "FORM_email"
/// ```
public enum ShellName {
    /// The variable name for `id`.
    public static func name(for id: String, prefix: String = "") -> String {
        var name = prefix
        for scalar in id.unicodeScalars {
            name.unicodeScalars.append(isNameCharacter(scalar) ? scalar : "_")
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name.isEmpty ? "_" : name
    }

    /// Whether `prefix` can start a variable name (empty, or a letter or `_` followed by
    /// letters, digits and `_`).
    public static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        return !("0"..."9").contains(first) && prefix.unicodeScalars.allSatisfy(isNameCharacter)
    }

    /// Ids of `form` that map to the same name, as `name: id, id` descriptions (empty when none).
    public static func collisions(in form: FormDefinition, prefix: String = "") -> [String] {
        var byName: [String: [String]] = [:]
        var order: [String] = []
        for field in form.fields {
            let name = name(for: field.id, prefix: prefix)
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(field.id)
        }
        return order.compactMap { name in
            let ids = byName[name] ?? []
            return ids.count > 1 ? "\(name): \(ids.map { "'\($0)'" }.joined(separator: ", "))" : nil
        }
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }
}
