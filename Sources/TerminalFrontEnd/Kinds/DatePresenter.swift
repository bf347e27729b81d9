import FrontEndSupport
import FormCore

/// `type: date`: a date step (`DatePicker`, `AccessibleDateStep`); the review shows the day.
enum DatePresenter: KindPresenter {
    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        session.values[field.id]?.editableText ?? Words.process[.reviewNoAnswer]
    }
}
