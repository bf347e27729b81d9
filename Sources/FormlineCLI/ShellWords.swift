#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FrontEndSupport

/// Command-line words as a completing shell hands them over: verbatim, with their quotes,
/// and in bash split at `=` (bash's word breaks). Turns them back into the arguments the
/// command would receive, well enough to find a FORM argument.
///
/// ```swift
/// ShellWords.unquoted(#"'my forms'/a\ b.yaml"#)                  // "my forms/a b.yaml"
/// ShellWords.joiningBashWordBreaks(["--output", "=", "x.json"])  // ["--output=x.json"]
/// ```
enum ShellWords {
    /// `word` without its quotes and backslashes, and a leading `~/` as `$HOME/`.
    static func unquoted(_ word: String, home: String? = FileSystemPathProbe.home()) -> String {
        var result = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { result.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            } else {
                result.append(character)
            }
        }
        if let home, !home.isEmpty, word.hasPrefix("~/") { return home + result.dropFirst() }
        return result
    }

    /// Words with each lone `=` glued to the words either side of it, undoing bash's split of
    /// `--output=x.json` into `--output`, `=`, `x.json`.
    static func joiningBashWordBreaks(_ words: [String]) -> [String] {
        var joined: [String] = []
        var glueNext = false
        for word in words {
            if word == "=" && !joined.isEmpty {
                joined[joined.count - 1] += "="
                glueNext = true
            } else if glueNext {
                joined[joined.count - 1] += word
                glueNext = false
            } else {
                joined.append(word)
            }
        }
        return joined
    }
}
