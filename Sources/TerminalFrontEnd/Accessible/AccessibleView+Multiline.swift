import FormCore
import FrontEndSupport

extension AccessibleView {
    /// A multi-line field in accessible mode: one prompt per line, as piped input reads
    /// them (`MultilineText.Reader`): a line holding only `.` ends the text, `..x` is `.x`,
    /// and an empty first line keeps the text the field has (said as `now …`).
    ///
    /// ```text
    /// Field 2 of 4, Note, optional, several lines, a line holding only a dot ends them: Call Bob
    /// Field 2 of 4, Note, line 2, optional, a line holding only a dot ends them: then Ann
    /// Field 2 of 4, Note, line 3, optional, a line holding only a dot ends them: .
    /// ```
    func readLines(_ target: FormFocus, in field: FieldDefinition, prompt: String, help: [String]) -> FieldInput {
        var lines = MultilineText.Reader()
        var number = 1
        while true {
            let linePrompt = number == 1 ? prompt
                : (words.place(of: field) + [MessageText.frame(.accessibleLine, ["number": "\(number)"]).rendered(in: Words.process)] + words.requirement(of: field)
                   + [Words.process[FrameWord.accessibleDotEnds]])
                    .joined(separator: ", ") + ": "
            let (event, typed) = reader.readSecretKeepingText(prompt: linePrompt, help: help)
            switch event {
            case .line(let text):
                if lines.add(text) {
                    let answer = number == 1 ? session.currentText(for: target) : lines.text
                    return FieldInput(event: .line(answer), buffer: LineBuffer(text: answer))
                }
                number += 1
            default:
                // Leaving the field: what was typed so far goes with it (nothing typed keeps the text).
                var sofar = lines
                sofar.add(typed.isEmpty ? "." : typed)
                let kept = sofar.text.isEmpty ? session.currentText(for: target) : sofar.text
                switch event {
                case .datePicker: return FieldInput(event: .datePicker(text: kept, cursor: kept.unicodeScalars.count), buffer: LineBuffer(text: kept))
                case .shortcut(let key, _): return FieldInput(event: .shortcut(key: key, text: kept), buffer: LineBuffer(text: kept))
                default: return FieldInput(event: event, buffer: LineBuffer(text: kept))
                }
            }
        }
    }
}
