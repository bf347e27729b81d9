#if canImport(FoundationEssentials)
import FormCore
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FrontEndSupport

/// The answers of a submitted form: by field id, as the JSON `formline run` prints, or
/// decoded into a type of the caller's.
///
/// ```swift
/// struct Signup: Decodable { var name: String; var seats: Int?; var due: LocalDate? }
/// let signup = try answers.decode(Signup.self)
/// let name = answers["name"]?.canonicalText
/// ```
///
/// Keys are field ids; a hidden field is left out, an unanswered optional field is `null`
/// (decode it as an optional). Numbers decode as `Int` or `Double`, confirm fields as `Bool`,
/// dates as ISO text (`String` or `LocalDate`), lists as `[String]`.
public struct Answers: Sendable {
    /// Every answer of a shown field, by field id (unanswered optional fields are absent).
    public let values: [String: FieldValue]
    /// The shown fields, in form order.
    public let fields: [FieldDefinition]
    /// The answers as one JSON object, keys in form order: what `formline run` prints.
    public let json: String
    /// Whether the form has secret fields (``write(toFile:)`` then uses mode 0600).
    private let holdsSecrets: Bool

    /// The answers of a submitted session.
    package init(of session: FormSession) {
        self.init(session.answers, holdsSecrets: session.form.holdsSecrets)
    }

    /// The answers `answers` (visible fields in form order), as a check sees them so far.
    init(_ answers: [(field: FieldDefinition, value: FieldValue?)], holdsSecrets: Bool) {
        fields = answers.map(\.field)
        values = Dictionary(answers.compactMap { answer in answer.value.map { (answer.field.id, $0) } },
                            uniquingKeysWith: { first, _ in first })
        json = AnswerJSON.encode(answers)
        self.holdsSecrets = holdsSecrets
    }

    /// The answer of the field `id`, nil when unanswered or hidden.
    public subscript(id: String) -> FieldValue? { values[id] }

    /// Decodes the answers' JSON into `type`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, using decoder: JSONDecoder = JSONDecoder()) throws(FormlineError) -> T {
        do {
            return try decoder.decode(type, from: Data(json.utf8))
        } catch let error as DecodingError {
            throw .decoding(type: String(describing: type), message: Self.explain(error))
        } catch {
            throw .decoding(type: String(describing: type), message: "\(error)")
        }
    }

    /// Writes the JSON and a newline to `path`, replaced atomically (mode 0600 when the form
    /// has secrets), like `formline run --output FILE`.
    public func write(toFile path: String) throws(FormlineError) {
        do {
            try AtomicFile.write(json + "\n", to: path, mode: AtomicFile.mode(holdingSecrets: holdsSecrets))
        } catch {
            throw .output(message: error.message)
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, adding key: CodingKey? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            return keys.isEmpty ? "the answers" : "'" + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "no answer \(path(context, adding: key)) (is it a field id of the form, or a hidden field? make the property optional)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) was left empty, but \(type) is not optional"
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(type): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
