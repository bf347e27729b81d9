import FormCore
import CLibEdit
import FormCore
import FrontEndSupport

/// The keys of a multi-line field's lines (`MultilineInput`).
extension LineEditor {
    /// Ctrl-X Ctrl-E: on a line of a multi-line field, ends the read so `MultilineInput`
    /// opens the editor; elsewhere it does nothing (libedit rings the bell).
    func openEditor() -> UInt8 {
        guard readsMultiline else { return UInt8(CC_ERROR) }
        return end { buffer in .editor(text: buffer.text) }
    }

    /// A paste holding line breaks on a multi-line field: the line with the paste put in at
    /// the cursor (replacing an untouched prefill), split into its lines, ends the read.
    func pasteLines(_ pasted: String) -> UInt8 {
        if replacesPrefill {
            replacesPrefill = false
            _ = clearLine()
        }
        let buffer = currentBuffer
        let before = buffer.text.prefix(scalars: buffer.cursor)
        let after = String(String.UnicodeScalarView(buffer.text.unicodeScalars.dropFirst(buffer.cursor)))
        var lines = BracketedPaste.lines(from: pasted)
        lines[0] = before + lines[0]
        lines[lines.count - 1] += after
        return end { _ in .pastedLines(lines) }
    }
}

extension BracketedPaste {
    /// Pasted text as the lines of a multi-line field: split at each line break (CR LF,
    /// LF or CR), each line cleaned as `line(from:)` cleans a one-line paste. Never empty.
    ///
    /// ```swift
    /// BracketedPaste.lines(from: "Buy milk\r\n\tand bread\n")  // ["Buy milk", " and bread", ""]
    /// ```
    static func lines(from pasted: String) -> [String] {
        AnswerText.lines(of: pasted).map { text in
            var line = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar == "\t" {
                    line.append(" ")
                } else if !TerminalSafeText.isControl(scalar) {
                    line.append(scalar)
                }
            }
            return String(line)
        }
    }
}
