extension FieldValidator {
    /// Checks trimmed, non-empty text as a path answer and returns its absolute form.
    ///
    /// In order: NUL and `~name` refused, made absolute (`PathNormaliser`), length, the
    /// extension (ignoring ASCII case), then, with a probe, existence and `pathKind`.
    ///
    /// ```swift
    /// // with config.path = PathRules(mustExist: true, pathKind: .file, extensions: ["yaml"])
    /// validator.path("plan.YAML")   // .success("/work/plan.YAML") when the probe has that file
    /// validator.path("plan.txt")    // .failure("must end in .yaml")
    /// ```
    func path(_ text: String) -> Result<String, ValidationFailure> {
        let absolute: String
        switch PathNormaliser.absolute(text, home: paths?.homeDirectory, current: paths?.currentDirectory) {
        case .success(let path): absolute = path
        case .failure(let problem): return .failure(fail(problem.message))
        }
        if absolute.utf8.count > PathRules.maxPathBytes {
            return .failure(fail("is too long: a path takes at most \(PathRules.maxPathBytes) bytes"))
        }
        if absolute.split(separator: "/").contains(where: { $0.utf8.count > PathRules.maxNameBytes }) {
            return .failure(fail("has a name longer than \(PathRules.maxNameBytes) bytes"))
        }
        let rules = field.path
        if !rules.extensions.isEmpty {
            let name = absolute.split(separator: "/").last.map(String.init) ?? ""
            let matches = rules.extensions.contains { ext in
                let ending = "." + ext.lowercased()
                return name.lowercased().hasSuffix(ending) && name.count > ending.count
            }
            if !matches {
                return .failure(fail("must end in \(rules.extensions.map { "." + $0 }.joined(separator: ", "))"))
            }
        }
        guard let paths, absolute.hasPrefix("/") else { return .success(absolute) }
        let entry = paths.entry(at: absolute)
        switch (entry, rules.pathKind) {
        case (.missing, _):
            if rules.mustExist { return .failure(fail("does not exist", at: absolute)) }
        case (.file, .directory), (.other, .directory):
            return .failure(fail("must be a directory, not a file", at: absolute))
        case (.directory, .file):
            return .failure(fail("must be a file, not a directory", at: absolute))
        case (.other, .file):
            return .failure(fail("must be a regular file", at: absolute))
        default:
            break
        }
        return .success(absolute)
    }

    /// `reason: path` for the person answering; `reason` alone where values are never echoed.
    private func fail(_ reason: String, at path: String) -> ValidationFailure {
        ValidationFailure(field: field.id, message: reason + ": " + path, withoutAnswer: reason)
    }
}
