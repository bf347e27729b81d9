import FormCore
import FrontEndSupport

/// How the date step at the terminal ended.
enum DatePickerOutcome: Equatable {
    /// A date was picked (or Escape closed the step); the session has moved focus on.
    case closed
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D on an empty entry.
    case endOfInput
    /// A caught signal.
    case signal(Int32)
}

/// The date step at a terminal: while it is open text input is deactivated (the session's
/// focus is remembered), keys move a highlighted day in a calendar of the month, and Enter
/// picks it, or a typed date like `tomorrow`. Escape goes back to the last focused field.
/// After Ctrl-Z and `fg`, or a resize, the calendar is drawn again.
struct DatePicker {
    let session: FormSession
    let screen: TerminalScreen
    let reader: KeyReader
    let formatter: PromptFormatter

    /// Runs the open date step until it closes.
    func run() -> DatePickerOutcome {
        guard case .pickingDate(let id) = session.phase, let field = session.dateStepField else { return .closed }
        let renderer = DatePickerRenderer(style: screen.style)
        let exit = DateStepExit(session: session, formatter: formatter)
        let label = session.focus.step.flatMap { formatter.label(of: $0, in: session) } ?? formatter.label(of: field, in: session)
        if let help = field.help { screen.line(formatter.help(help)) }
        var state = DatePickerState(start: session.pickerStartDate(), today: session.today,
                                    earliest: field.dateBounds.min?.resolve(today: session.today),
                                    latest: field.dateBounds.max?.resolve(today: session.today),
                                    emptyAllowed: !field.required && session.focus.step.map { session.currentText(for: $0).isEmpty } == true)
        var message = session.message.map { $0.message(in: .process) }
        var showsKeys = false
        let paste = screen.style.allowsCursorMovement
        if paste { screen.write(BracketedPaste.on) }
        defer { if paste { screen.write(BracketedPaste.off) } }
        return reader.withRawMode {
            var draw = true
            // The month at the terminal's width now (3-column days below 28 columns), on every
            // key and after a resize or `fg` alike.
            func lines() -> [String] {
                renderer.lines(label: label, state: state, message: message, keys: showsKeys, columns: screen.columns)
            }
            while true {
                if draw { screen.redraw(lines()) }
                draw = true
                let key = reader.readKey { changes in
                    if changes.contains(.resumed) { screen.abandonBlock() }
                    screen.redraw(lines())
                }
                switch state.handle(key) {
                case .redraw:
                    message = nil
                case .ignore:
                    draw = false
                case .help:
                    showsKeys.toggle()
                case .refuse(let why):
                    message = why
                case .pick(let text):
                    let step = session.focus.step
                    switch session.pickDate(text) {
                    case .success:
                        screen.endBlock()
                        let picked = step.flatMap { session.value(at: $0)?.editableText } ?? text
                        screen.line("\(label): " + formatter.safe(picked))
                        return .closed
                    case .failure(let failure):
                        message = failure.message(in: .process)
                    }
                case let action where action == .next || action == .previous:
                    if exit.leave(id, forward: action == .next) {
                        screen.endBlock()
                        return .closed
                    }
                    message = Words.process[action == .next ? .calendarLastField : .calendarFirstField]
                case .cancel:
                    if let note = exit.close(id, label: label) {
                        screen.endBlock()
                        screen.line(formatter.note(note))
                        return .closed
                    }
                    message = Words.process[.calendarNoFieldBack]
                case .interrupt:
                    screen.endBlock()
                    return .interrupt
                case .endOfInput:
                    screen.endBlock()
                    return .endOfInput
                case .signal(let signal):
                    screen.endBlock()
                    return .signal(signal)
                default:
                    draw = false
                }
            }
        }
    }
}
