import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `formline --generate-completion-script SHELL`: swift-argument-parser's script, with the
/// one thing its candidates cannot say themselves: after a completed `--set ID=` the shell
/// adds no space, so the value follows at once. bash gets a wrapper that sets `nospace` when
/// every candidate ends in `=` (and completes the value after `--set ID=`, a word bash splits
/// at `=`, so the generated script never sees it); zsh adds such candidates with an empty
/// suffix; fish already adds no space after a candidate ending in `=`.
///
/// ```swift
/// CompletionScripts.requestedShell(["--generate-completion-script", "bash"])  // .bash
/// CompletionScripts.script(for: .bash)   // ends with `complete -F _formline_assignments formline`
/// ```
enum CompletionScripts {
    /// The shell that `arguments` (without the program name) ask a script for, or nil when
    /// they ask for something else (swift-argument-parser then deals with them as usual).
    static func requestedShell(_ arguments: [String]) -> CompletionShell? {
        let option = "--generate-completion-script"
        switch arguments.count {
        case 1 where arguments[0].hasPrefix(option + "="):
            return CompletionShell(rawValue: String(arguments[0].dropFirst(option.count + 1)))
        case 1 where arguments[0] == option:
            return CompletionShell.autodetected()
        case 2 where arguments[0] == option:
            return CompletionShell(rawValue: arguments[1])
        default:
            return nil
        }
    }

    /// The completion script for `shell`.
    static func script(for shell: CompletionShell) -> String {
        let generated = Formline.completionScript(for: shell)
        switch shell {
        case .bash:
            let candidates = generated.replacing(bashCustomCall, with: "__formline_add_candidates \"$(__formline_custom_complete")
            return replacing("complete -o filenames -F _formline formline", in: candidates,
                             with: bashCandidates + bashAssignments + "complete -F _formline_assignments formline")
        case .zsh:
            return replacing(zshDispatch, in: generated, with: zshAssignments + zshDispatch)
        default:
            return generated
        }
    }

    /// `text` with its last `marker` replaced; `text` as it is when the marker is missing
    /// (a later swift-argument-parser: the completion tests then fail).
    private static func replacing(_ marker: String, in text: String, with replacement: String) -> String {
        guard let range = text.ranges(of: marker).last else { return text }
        var result = text
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// How the generated bash script hands `formline ---completion`'s lines to `compgen -W`,
    /// which expands `$(…)`, backquotes and `${…}` in them: a form file named
    /// `$(touch PWNED).yaml` would run on Tab.
    private static let bashCustomCall = #"__formline_add_completions -W "$(__formline_custom_complete"#

    /// Candidates into COMPREPLY without any expansion, quoted as the command line needs
    /// them: formline's own (already matched against the typed word) one a line, each
    /// `printf %q`-quoted (bash's filename quoting leaves `$` and `)` of a name that is no
    /// file as they are, so a form named `$(touch PWNED)` would run on Enter), no space after
    /// a folder; a `-W` word list (the generated script's fixed choices) by a literal prefix
    /// match; files through `compgen`, which does not expand the names it lists, quoted by
    /// bash (`-o filenames`, on for them only).
    private static let bashCandidates = #"""
        # formline: no candidate is ever expanded (compgen -W would run $(…) in a file name).
        __formline_add_candidates() {
            local candidate quoted
            while IFS='' read -r candidate; do
                [[ -n "${candidate}" ]] || continue
                [[ "${candidate}" = */ ]] && compopt -o nospace 2>/dev/null
                printf -v quoted '%q' "${candidate}"
                COMPREPLY+=("${quoted}")
            done <<< "${1}"
        }

        __formline_add_completions() {
            local candidate
            if [[ "${1}" = -W ]]; then
                while IFS='' read -r candidate; do
                    [[ -n "${candidate}" && "${candidate}" = "${cur}"* ]] && COMPREPLY+=("${candidate}")
                done <<< "${2}"
                return 0
            fi
            compopt -o filenames 2>/dev/null
            while IFS='' read -r candidate; do
                COMPREPLY+=("${candidate}")
            done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
        }

        """#

    private static let bashAssignments = #"""
        # formline: no space after a completed `--set ID=`, so that the value follows at once;
        # after `--set ID=` (which bash splits into ID, =, VALUE) the field's values.
        _formline_assignments() {
            if __formline_assignment_values; then return 0; fi
            _formline "${@}"
            [[ "${#COMPREPLY[@]}" -gt 0 ]] || return 0
            local candidate
            for candidate in "${COMPREPLY[@]}"; do
                [[ "${candidate}" = *= ]] || return 0
            done
            compopt -o nospace +o filenames 2>/dev/null
            return 0
        }

        __formline_assignment_values() {
            local -i id_index
            local value=''
            if [[ "${COMP_WORDS[COMP_CWORD]}" = '=' ]]; then
                id_index=$((COMP_CWORD - 1))
            elif [[ "${COMP_CWORD}" -ge 2 && "${COMP_WORDS[COMP_CWORD - 1]}" = '=' ]]; then
                id_index=$((COMP_CWORD - 2))
                value="${COMP_WORDS[COMP_CWORD]}"
            else
                return 1
            fi
            [[ "${id_index}" -ge 2 && "${COMP_WORDS[id_index - 1]}" = '--set' ]] || return 1
            local -r id="${COMP_WORDS[id_index]}"
            local -ar words=("${COMP_WORDS[@]::id_index}" "${id}=${value}" "${COMP_WORDS[@]:COMP_CWORD + 1}")
            COMPREPLY=()
            local candidate
            local quoted
            while IFS='' read -r candidate; do
                [[ "${candidate}" = "${id}="* ]] || continue
                printf -v quoted '%q' "${candidate#"${id}="}"
                COMPREPLY+=("${quoted}")
            done < <(SAP_SHELL=bash "${COMP_WORDS[0]}" ---completion run -- --set "${id_index}" "$((${#id} + 1 + ${#value}))" "${words[@]}" 2>/dev/null)
            return 0
        }

        """#

    private static let zshDispatch = #"if [[ "${funcstack[1]}" = _formline ]]; then"#

    private static let zshAssignments = #"""
        # formline: no space after a completed `--set ID=`, so that the value follows at once.
        __formline_complete() {
            local -ar non_empty_completions=("${@:#(|:*)}")
            local -ar empty_completions=("${(M)@:#(|:*)}")
            local -ar assignments=("${(M)non_empty_completions[@]:#*=}")
            local -ar others=("${non_empty_completions[@]:#*=}")
            _describe -V '' others -- assignments -S '' -- empty_completions -P $'\'\''
        }


        """#
}
