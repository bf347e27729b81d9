import ArgumentParser
import FrontEndSupport

/// Shell completion: form names and files for FORM arguments, field ids for `run --set`.
/// Runs inside the generated bash/zsh/fish scripts (`formline ---completion`), so it never
/// prints anything but candidates: whatever cannot be worked out gives none.
enum FormCompletion {
    /// FORM: form names from the search path, then form files and folders.
    static let forms = CompletionKind.custom { words, index, prefix in
        let prefix = typed(words, index, prefix)
        return offerable(FormFile.names(startingWith: prefix) + FormFile.paths(startingWith: prefix))
    }

    /// The candidates every shell can take: each goes to the script as one line, so one
    /// holding a line break would arrive as pieces of a name that does not exist; it is left
    /// out (type its start and quote the rest by hand).
    static func offerable(_ candidates: [String]) -> [String] {
        candidates.filter { !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }
    }

    /// `--set`: `ID=` for each field of the form named on the same command line (before or
    /// after `--set`), then a choice or confirm field's values after `ID=`.
    ///
    ///     formline run login --set <Tab>      ->  username=  password=  remember=
    ///     formline run login --set remember=<Tab>   ->  remember=yes  remember=no   (bash shows yes, no)
    static let assignments = CompletionKind.custom { words, index, prefix in
        guard let form = runForm(in: words, completing: index) else { return [] }
        return offerable(FormFile.assignments(forForm: form, startingWith: typed(words, index, prefix)))
    }

    /// What is typed of the word being completed. The parser's `prefix` is cut from the
    /// command line's last word, so when words follow the cursor (bash and zsh hand them over
    /// too) it is the completed word itself, up to the cursor as far as that can be told.
    ///
    ///     typed(["formline", "run", "lo", "--set", "a=b"], 2, "a=")   // "lo"
    static func typed(_ words: [String], _ index: Int, _ prefix: String) -> String {
        guard words.indices.contains(index), index != words.count - 1 else { return prefix }
        return words[index]
    }

    /// The FORM argument of the `run` command in `words` (the whole command line, `formline`
    /// first) once the word being completed, and the `--set` before it, are left out; nil
    /// when the rest does not parse as `formline run`.
    ///
    ///     runForm(in: ["formline", "run", "--set", "", "forms/login.yaml"], completing: 3)  // "forms/login.yaml"
    static func runForm(in words: [String], completing index: Int) -> String? {
        guard words.indices.contains(index), index > 0 else { return nil }
        var rest = words
        rest.remove(at: index)
        if rest[index - 1] == "--set" { rest.remove(at: index - 1) }
        if CompletionShell.requesting == .bash { rest = ShellWords.joiningBashWordBreaks(rest) }
        let arguments = rest.dropFirst().map { ShellWords.unquoted($0) }
        return (try? Formline.parseAsRoot(arguments) as? RunCommand)?.form
    }
}
