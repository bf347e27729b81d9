import FormCore
import FormOutput

/// What a failed check said: a JSON reply `{"field": …, "message": …}` (a form check may name
/// the field to refocus), else the first non-blank line it wrote to standard output, else to
/// standard error.
///
/// ```swift
/// CheckReply(output: Array("That username is taken. Please choose another.\n".utf8), errorOutput: [])
/// // .message(field: nil, message: "That username is taken. Please choose another.")
/// ```
enum CheckReply: Equatable {
    case message(field: String?, message: String)
    /// It wrote bytes that are not UTF-8.
    case unreadable

    /// Most characters of what a command said that a message shows.
    static let shownCharacters = 200

    /// What a command said (a check's message, a failed command's first line of standard
    /// error), as a person is shown it: at most `shownCharacters` Unicode scalars, cut with
    /// "…", then made terminal-safe. The one cut for every command's words (a check once
    /// printed its whole 64 KiB first line).
    static func shown(_ message: String) -> String {
        let scalars = message.unicodeScalars
        guard scalars.count > shownCharacters else { return TerminalSafeText.escape(message) }
        return TerminalSafeText.escape(String(scalars.prefix(shownCharacters))) + "…"
    }

    /// nil when it wrote nothing but white space.
    init?(output: [UInt8], errorOutput: [UInt8]) {
        for stream in [output, errorOutput] {
            guard let line = CheckReply.firstLine(of: stream) else { continue }
            guard let text = String(validating: line, as: UTF8.self) else {
                self = .unreadable
                return
            }
            if text.hasPrefix("{"), let reply = CheckReply.json(stream) {
                self = reply
                return
            }
            self = .message(field: nil, message: text)
            return
        }
        return nil
    }

    private static func firstLine(of bytes: [UInt8]) -> ArraySlice<UInt8>? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            var line = rest[rest.startIndex..<end]
            while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { line = line.dropLast() }
            while let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { line = line.dropFirst() }
            if !line.isEmpty { return line }
            rest = end < rest.endIndex ? rest[(end + 1)...] : rest[rest.endIndex...]
        }
        return nil
    }

    /// A check's JSON reply, `{"field": "username", "message": "That username is taken."}`,
    /// both members optional (a streaming check's `{}` passes); the one reading of the format
    /// for a check run once and a streaming one.
    struct JSONReply: Decodable {
        var field: String?
        var message: String?
        /// A streaming check's echo of its request's `"id"` (nil when it wrote none, or not a
        /// whole number).
        var id: Int?

        private enum CodingKeys: String, CodingKey { case field, message, id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            field = try container.decodeIfPresent(String.self, forKey: .field)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
        }

        /// The reply `bytes` hold; nil when they are not such an object.
        static func decode(_ bytes: some Collection<UInt8>) -> JSONReply? {
            try? JSONValueDecoder.decode(JSONReply.self, from: Array(bytes))
        }
    }

    /// `{"field": "username", "message": "That username is taken."}`; nil when it is not such
    /// an object or names no message.
    private static func json(_ bytes: [UInt8]) -> CheckReply? {
        guard let reply = JSONReply.decode(bytes), let message = reply.message else { return nil }
        return .message(field: reply.field, message: message)
    }
}
