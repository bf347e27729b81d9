import Formline
import Testing

/// The library's `Field.rating` builds what `type: rating` in a form file reads.
@Suite struct RatingFieldTests {
    @Test func aBuiltRatingIsTheFormFormatsRating() throws {
        let built = try Form(title: "Survey", today: FormBuilderTests.today) {
            Field.rating("mood", label: "Mood", required: true, default: 3, max: 4)
            Field.rating("stars")
        }
        let loaded = try Form(yaml: """
            title: Survey
            fields:
              - {id: mood, type: rating, label: Mood, required: true, default: 3, max: 4}
              - {id: stars, type: rating}
            """, today: FormBuilderTests.today)
        #expect(FormBuilderTests.withoutLocations(built.definition) == FormBuilderTests.withoutLocations(loaded.definition))
        #expect(built.definition.fields.map(\.ratingMax) == [4, 5])
    }

    @Test func aRatingOutOfRangeIsAnError() {
        #expect(throws: (any Error).self) {
            try Form(title: "Survey", today: FormBuilderTests.today) { Field.rating("mood", max: 10) }
        }
    }
}
