import FormCore
import FrontEndSupport

/// Accessible mode's date step: no calendar, a typed date. The question reads out the
/// allowed range and examples that fit it, and a date taken is confirmed with its weekday:
///
/// ```text
/// Field 3 of 3, Due date, required, between 2026-11-22 and 2031-11-22; type a date like 2026-12-22, tomorrow, +3d:
/// Due date: 2026-12-24, Thursday
/// ```
///
/// Tab / Shift-Tab leave the step for the field after / before the date field, Escape
/// twice goes back to the field it was opened from (`DateStepExit`, as at the calendar).
struct AccessibleDateStep {
    let session: FormSession
    let screen: TerminalScreen
    let reader: SecretReader
    let words: AccessiblePromptFormatter
    let help: [String]

    /// Runs the open date step until it closes.
    func run() -> DatePickerOutcome {
        guard case .pickingDate(let id) = session.phase, let field = session.dateStepField else { return .closed }
        let exit = DateStepExit(session: session, formatter: words.plain)
        let label = words.plain.safe(field.label)
        if let help = field.help { screen.line(words.help(help)) }
        if let message = session.message?.message(in: .process) { screen.line(words.error(message, at: id)) }
        while true {
            switch reader.readSecretKeepingText(prompt: question(for: field), help: help).event {
            case .line(let text):
                let entry = AnswerText.isBlank(text) ? session.dateStepText ?? "" : text
                let step = session.focus.step
                switch session.pickDate(entry) {
                case .success:
                    screen.line(confirmation(of: field, value: step.flatMap { session.value(at: $0) }))
                    return .closed
                case .failure(let failure):
                    screen.line(words.error(failure.message(in: .process), at: id))
                }
            case let event where event == .next || event == .previous:
                if exit.leave(id, forward: event == .next) { return .closed }
                screen.line(Words.process(event == .next ? .dateStepLastField : .dateStepFirstField, ["field": label]))
            case .cancel:
                if let note = exit.close(id, label: label) {
                    screen.line(note)
                    return .closed
                }
                screen.line(Words.process(.dateStepNoBack, ["field": label]))
            case .interrupt:
                return .interrupt
            case .endOfInput:
                return .endOfInput
            case .signal(let signal):
                return .signal(signal)
            default:
                continue
            }
        }
    }

    /// The question: position, label, requirement, range, examples, the date kept on Enter.
    func question(for field: FieldDefinition) -> String {
        var place = words.place(of: field)
        if let step = session.focus.step, let row = session.rowPosition(of: step), let group = session.form.field(step.fieldID) {
            place = words.place(of: group, row: row, member: field)   // a row's date sub-field
        }
        var parts = place + words.requirement(of: field)
        let (min, max) = bounds(of: field)
        switch (min, max) {
        case let (min?, max?): parts.append(Words.process(.dateBetween, ["min": "\(min)", "max": "\(max)"]))
        case let (min?, nil): parts.append(Words.process(.dateOnOrAfter, ["min": "\(min)"]))
        case let (nil, max?): parts.append(Words.process(.dateOnOrBefore, ["max": "\(max)"]))
        case (nil, nil): break
        }
        var text = parts.joined(separator: ", ") + "; " + Words.process(.dateTypeLike, ["examples": examples(min: min, max: max).joined(separator: ", ")])
        if let kept = session.dateStepText { text += "; " + Words.process(.accessibleNowKeeps, ["value": words.plain.safe(kept)]) }
        return text + ": "
    }

    /// What a date taken reads as: `Due date: 2026-12-24, Thursday`.
    func confirmation(of field: FieldDefinition, value: FieldValue?) -> String {
        let label = words.plain.safe(field.label)
        guard case .date(let date)? = value else { return Words.process(.dateNone, ["field": label]) }
        return "\(label): \(date.iso), " + Words.process[date.weekday.word]
    }

    private func bounds(of field: FieldDefinition) -> (LocalDate?, LocalDate?) {
        (field.dateBounds.min?.resolve(today: session.today), field.dateBounds.max?.resolve(today: session.today))
    }

    /// A date a month after the start date, then `tomorrow` and `+3d`, each only when allowed.
    private func examples(min: LocalDate?, max: LocalDate?) -> [String] {
        let allowed = { (date: LocalDate) in (min.map { date >= $0 } ?? true) && (max.map { date <= $0 } ?? true) }
        var examples: [String] = []
        let start = session.pickerStartDate()
        if let date = [start.adding(months: 1), start].first(where: allowed) { examples.append(date.iso) }
        if allowed(session.today.adding(days: 1)) { examples.append(Words.process[.dateTomorrowWord]) }
        if allowed(session.today.adding(days: 3)) { examples.append("+3d") }
        return examples
    }
}
