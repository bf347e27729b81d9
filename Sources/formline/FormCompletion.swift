import ArgumentParser
import FrontEndSupport

/// Shell completion for FORM arguments: form names from the search path, then form files
/// and folders. Runs inside the generated bash/zsh/fish scripts (`formline ---completion`).
enum FormCompletion {
    static let forms = CompletionKind.custom { _, _, prefix in
        FormFile.names(startingWith: prefix) + FormFile.paths(startingWith: prefix)
    }
}
