import FormCore

extension FormFile {
    /// `--set ID=VALUE` candidates for shell completion, for the form `name` (a path or a
    /// name on the search path). Before the `=`: `ID=` for each field whose id starts with
    /// `prefix`. After it: `ID=VALUE` for the values a choice field takes (its choice
    /// values) or a confirm field's `yes` and `no`; no other field's values, and never a
    /// default, so nothing of a secret is offered but its id.
    ///
    /// Quiet by design: a missing, unreadable or broken form, or one that is not a regular
    /// file (a FIFO, a device, `<(…)`: reading it could block the shell), gives no
    /// candidates and prints nothing.
    ///
    ///     FormFile.assignments(forForm: "login", startingWith: "")      // ["username=", "password=", "remember="]
    ///     FormFile.assignments(forForm: "login", startingWith: "re")    // ["remember="]
    ///     FormFile.assignments(forForm: "login", startingWith: "remember=y")  // ["remember=yes"]
    public static func assignments(forForm name: String, startingWith prefix: String) -> [String] {
        guard let form = quietlyLoaded(name) else { return [] }
        guard let equals = prefix.firstIndex(of: "=") else {
            return form.fields.map(\.id).filter { $0.hasPrefix(prefix) }.map { $0 + "=" }
        }
        guard let field = form.field(String(prefix[..<equals])) else { return [] }
        return field.offeredAnswers.map { field.id + "=" + $0 }.filter { $0.hasPrefix(prefix) }
    }

    /// The form `name` loads to, or nil (never a message) when it cannot be found, is not a
    /// regular file, or does not load.
    private static func quietlyLoaded(_ name: String) -> FormDefinition? {
        guard !name.isEmpty, name != "-", let path = try? resolve(name) else { return nil }
        guard let text = try? read(path, regularFileOnly: true) else { return nil }
        let today = (try? Today.resolve()) ?? Today.fromSystemClock()
        return FormLoader.load(yaml: text, today: today).form
    }
}
