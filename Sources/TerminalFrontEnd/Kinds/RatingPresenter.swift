import FormCore
import FrontEndSupport

/// `type: rating`: the line shows the rating as stars (`★★★★☆`); ← and → take one star
/// away or add one, live (`RatingStepper`, the prompt's `LineInteraction`); a digit typed
/// over the stars replaces them. Accessible mode says "4 of 5", never the glyphs.
enum RatingPresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        " (1–\(field.ratingMax), ←/→)"
    }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        guard case .number(let number)? = session.values[field.id], number.isWhole, number.value >= 1, number.value <= Double(field.ratingMax) else {
            return Words.process[.reviewNoAnswer]
        }
        return RatingStars.line(Int(number.value), of: field.ratingMax) + " \(number.text)/\(field.ratingMax)"
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        Words.process(.spokenRating, ["max": String(field.ratingMax)])
    }

    /// `4 of 5` for the stars or the digit shown (the review's `★★★★☆ 4/5` too).
    static func spokenValue(_ text: String, of field: FieldDefinition) -> String {
        guard let count = RatingStars.count(in: String(text.prefix { $0 != " " })) else { return text }
        return Words.process(.spokenRatingValue, ["count": String(count), "max": String(field.ratingMax)])
    }

    static func line(showing text: String, of field: FieldDefinition) -> String? {
        guard let count = RatingStars.count(in: text), (1...field.ratingMax).contains(count) else { return nil }
        return RatingStars.line(count, of: field.ratingMax)
    }

    static var typingReplacesValue: Bool { true }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("← / →", Words.process[.ratingStep]), ("1–\(field.ratingMax)", Words.process[.ratingStars]), ("Tab / Ctrl-N", Words.process[.nextField])]
    }

    /// ←/→ step the stars; Tab completes a digit.
    static func interactions(of field: FieldDefinition) -> [any LineInteraction] {
        [RatingStepper(max: field.ratingMax), ChoiceCompletion(field.offeredAnswers)]
    }
}

/// ← and → on a rating's line: one star less or more, from 1 to `max` (from nothing, →
/// gives one star and ← the most).
final class RatingStepper: LineInteraction {
    let max: Int

    init(max: Int) {
        self.max = max
    }

    var takesSteps: Bool { true }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        guard case .step(let step) = key else { return .passOn }
        let now = RatingStars.count(in: line.text)
        let next = now.map { Swift.min(Swift.max($0 + step, 1), max) } ?? (step > 0 ? 1 : max)
        return .replaceLine(RatingStars.line(next, of: max))
    }
}
