/// The one-line form of a multiple choice answer: items separated by commas, spaces around
/// each item trimmed, empty items skipped. An item holding a comma is written in double
/// quotes, and a quote inside quotes is doubled (`"say ""hi"", then"`), as CSV does.
///
/// ```swift
/// ChoiceItems.split(#"email, "Text, SMS" ,  post"#)   // .success(["email", "Text, SMS", "post"])
/// ChoiceItems.split(#""open"#)                         // .failure(.unclosedQuote)
/// ChoiceItems.join(["email", "Text, SMS"])             // #"email, "Text, SMS""#
/// ```
public enum ChoiceItems {
    /// Why a line could not be split into items.
    public enum Problem: Error, Sendable, Equatable {
        /// A quoted item has no closing quote.
        case unclosedQuote
        /// Text follows a quoted item's closing quote before the next comma.
        case textAfterQuote(String)

        /// The message shown for it, in English.
        public var message: String { text.english }

        /// The message as catalog keys and values.
        public var text: MessageText {
            switch self {
            case .unclosedQuote: .word(.validUnclosedQuote)
            case .textAfterQuote(let text): .word(.validTextAfterQuote, ["text": text])
            }
        }
    }

    /// The items of `line`, in the order written (repeats kept).
    public static func split(_ line: String) -> Result<[String], Problem> {
        var items: [String] = []
        var scalars = Substring(line).unicodeScalars[...]
        while true {
            while let first = scalars.first, AnswerText.isWhiteSpace(first) { scalars.removeFirst() }
            if scalars.first == "\"" {
                scalars.removeFirst()
                var item = String.UnicodeScalarView()
                var closed = false
                while let scalar = scalars.popFirst() {
                    if scalar == "\"" {
                        if scalars.first == "\"" {
                            scalars.removeFirst()
                            item.append("\"")
                        } else {
                            closed = true
                            break
                        }
                    } else {
                        item.append(scalar)
                    }
                }
                guard closed else { return .failure(.unclosedQuote) }
                let rest = scalars.prefix { $0 != "," }
                let extra = AnswerText.trimmed(String(String.UnicodeScalarView(rest)))
                if !extra.isEmpty { return .failure(.textAfterQuote(extra)) }
                scalars = scalars[rest.endIndex...]
                let text = AnswerText.trimmed(String(item))
                if !text.isEmpty { items.append(text) }
            } else {
                let raw = scalars.prefix { $0 != "," }
                let text = AnswerText.trimmed(String(String.UnicodeScalarView(raw)))
                if !text.isEmpty { items.append(text) }
                scalars = scalars[raw.endIndex...]
            }
            guard scalars.popFirst() != nil else { return .success(items) }
        }
    }

    /// One line that `split` reads back as `items`: `, `-separated, an item quoted when it
    /// holds a comma or a quote or starts or ends with white space.
    public static func join(_ items: [String]) -> String {
        items.map(quoted).joined(separator: ", ")
    }

    /// `item` as written in a line: quoted only when it needs to be.
    public static func quoted(_ item: String) -> String {
        let needsQuotes = item.contains(",") || item.contains("\"")
            || item.unicodeScalars.first.map(AnswerText.isTrimmable) == true
            || item.unicodeScalars.last.map(AnswerText.isTrimmable) == true
        guard needsQuotes else { return item }
        var text = "\""
        for character in item {
            if character == "\"" { text += "\"\"" } else { text.append(character) }
        }
        return text + "\""
    }
}
