import FocusEngine
import FormCore
import FormOutput
import FormDriver
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's `FormView`: turns what the person did at a prompt, the date step or the
/// review into `FormSession` calls, and keeps what only a terminal needs between steps (the
/// notice for the next prompt, text left in a field by a key that moved away). How things
/// look and are read is its `TerminalPresentation`'s: standard or accessible.
///
/// Where the presentation draws in place (`drawsInPlace`: the cursor moves), the screen
/// below the title is a form, not a transcript. Everything a field draws while it has focus
/// — help, menu, calendar, prompts, errors — is its region (`DrawnRegion.Mark.field`);
/// once the session says focus left it, the region is erased and an answered field is
/// drawn again as one line (`Email: ada@example.com`), an unanswered one as nothing. Going
/// back to a field (Shift-Tab, a shortcut, the date step closing) erases from its line
/// down and prompts it there, in place, so no line ever shows an old answer; the lines
/// erased below it (other answers, headings) are drawn again under it once it is left,
/// up to the field focus goes to next. The review is drawn over the answers, and after a
/// submit it becomes the answers' lines. Errors stay in the region until the field is
/// answered, and one at a time: a field prompted again is drawn afresh, its newest error under
/// its help. The session stays the one source of focus and answers; the view only reads
/// them after each call.
final class TerminalView: FormView {
    typealias Outcome = TerminalOutcome

    private let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let presentation: any TerminalPresentation
    /// Whether a signal that arrived ends the run (the real terminal's `TerminalGuard`).
    private let pendingSignal: () -> Int32?
    /// A message for the next prompt: the session's (a rejected answer, a failed submit,
    /// through `observeMessage`), or a hint of the terminal's own.
    private var notice: String?
    private var messageObservation: FocusObservation?
    /// Text and cursor left in a field by a key that moved away (date picker, shortcut).
    private var kept: (target: FormFocus, buffer: LineBuffer)?
    private var lastPrompted: FormFocus?
    /// The field whose region is open on screen (drawing in place).
    private var openRegion: String?
    /// Answer lines and headings erased when focus went back to a field above them: drawn
    /// again once that field is left.
    private var hidden = HiddenMarks()

    init(session: FormSession, input: Int32, screen: TerminalScreen, presentation: any TerminalPresentation,
         pendingSignal: @escaping () -> Int32? = { TerminalGuard.pendingSignal }) {
        self.session = session
        self.input = input
        self.screen = screen
        self.presentation = presentation
        self.pendingSignal = pendingSignal
        // At a terminal a date the flow reached is answered and the flow moves on (issue 24).
        session.dateStepMovesOn = true
    }

    /// Entries and marks the in-place bookkeeping has looked at so far (`DrawnRegion`, the
    /// hidden lines): a test counts them to check that a key never costs the whole form.
    var bookkeepingVisits: Int { screen.drawnVisits + hidden.visited }

    func begin(_ form: FormDefinition) {
        for line in presentation.title(of: form, width: screen.columns) { screen.line(line) }
        if presentation.drawsInPlace { screen.mark(.form) }
        messageObservation = session.observeMessage { [unowned self] failure in self.notice = failure?.message(in: .process) }
    }

    func pendingStop() -> TerminalOutcome? {
        pendingSignal().map(interrupted)
    }

    func showSection(_ section: SectionDefinition) {
        if presentation.drawsInPlace {
            // Back in a section whose heading is still the last on screen (in place): no second one.
            if screen.lastHeading == section.id { return }
            screen.mark(.heading(section.id))
        }
        screen.line(presentation.section(section))
    }

    func showNote(_ note: FormSession.DueNote) {
        screen.line(presentation.note(note.text))
    }

    func submitted(_ answers: FormAnswers) -> TerminalOutcome {
        .submitted(answers)
    }

    // MARK: - Field prompts

    func prompt(_ target: FormFocus, field: FieldDefinition) -> TerminalOutcome? {
        // A group's cells share the group's region: its rows are drawn there until focus
        // leaves the group, which then becomes its answer's line.
        let regionField = session.member(of: target) == nil ? field : session.field(target.fieldID) ?? field
        // The same field prompted again (a refused answer, a key that said why it did nothing):
        // its region is drawn afresh, so it holds one prompt and one error, never a transcript.
        let again = presentation.drawsInPlace && lastPrompted == target && openRegion == regionField.id
            && session.member(of: target) == nil && screen.erase(from: .field(regionField.id))
        if again { screen.mark(.field(regionField.id)) }
        // A list's or a group's rows are drawn afresh for each row's prompt, in place.
        let rowsDrawn = drawRows(before: target, in: regionField, cell: field)
        openRegion(of: regionField)
        if !presentation.drawsInPlace, let last = lastPrompted, !target.isInSameRow(as: last), let record = session.rowSummary(at: last),
           let group = session.field(last.fieldID), let row = session.rowPosition(of: last) {
            // A group's row once left, where nothing is redrawn: one line (its prompts stay above
            // it). Drawn in place, the group's region already became its rows' lines.
            screen.line(presentation.leftRow("\(group.label) \(row.index)", values: GroupPresenter.values(record)))
        }
        if !rowsDrawn, target.fieldID != lastPrompted?.fieldID || again, let help = field.help {
            screen.line(presentation.help(help))
        }
        lastPrompted = target
        if let text = notice {
            screen.line(presentation.error(text, at: field.id))
            notice = nil
        }
        let text = session.currentText(for: target)
        let keptHere = kept.flatMap { $0.target == target && $0.buffer.text == text ? $0.buffer : nil }
        kept = nil
        let read = presentation.read(PromptRequest(target: target, field: field, text: text, kept: keptHere))
        let outcome = handle(read, at: target, in: field)
        if outcome == .cancelled { return endOfInput() }
        if outcome == nil { leaveRegion(of: regionField) }
        return outcome
    }

    // MARK: - Drawing in place

    /// Drawing in place, at a list's row or a group's cell: the region is drawn afresh, as a
    /// field's is, so rows never pile up as a transcript. It holds the field's help, each row
    /// before the focused one as its one line (`  ✓ Leg 1: Oslo · Bergen`), the focused row's
    /// sub-fields answered before this one on one line, then the prompt (its help, its error).
    /// Rows after the focused one come back once focus leaves the field, as the fields below a
    /// field gone back to do; a row deleted is simply not drawn again. False where nothing is
    /// drawn in place, or at a field that holds no rows.
    private func drawRows(before target: FormFocus, in region: FieldDefinition, cell: FieldDefinition) -> Bool {
        guard presentation.drawsInPlace else { return false }
        let focusedRow: RowID
        switch target {
        case .row(_, let row), .cell(_, let row, _): focusedRow = row
        case .field: return false
        }
        if openRegion == region.id { _ = screen.erase(from: .field(region.id)) }
        screen.mark(.field(region.id))
        openRegion = region.id
        if let help = region.help { screen.line(presentation.help(help)) }
        let rows = session.rows(of: region.id)
        for (number, row) in zip(1..., rows) {
            if row.id == focusedRow {
                if case .cell(let id, _, let member) = target, let record = session.record(of: id, row: row.id) {
                    // The sub-fields before this one, as the person answered them.
                    let before = session.shownMembers(of: id, row: row.id).prefix { $0.id != member }.map(\.id)
                    let values = GroupPresenter.values(FieldRecord(entries: record.entries.filter { before.contains($0.id) }))
                    if !values.isEmpty { screen.line(presentation.leftRow("\(region.label) \(number)", values: values)) }
                }
                break
            }
            if case .cell = target {
                guard let record = session.record(of: region.id, row: row.id) else { continue }
                screen.line(presentation.leftRow("\(region.label) \(number)", values: GroupPresenter.values(record)))
            } else {
                screen.line(presentation.leftRow("\(region.label), row \(number)", values: [row.text]))
            }
        }
        if case .cell = target, let help = cell.help { screen.line(presentation.help(help)) }
        return true
    }

    /// Starts `field`'s region unless it is open.
    private func openRegion(of field: FieldDefinition) {
        guard presentation.drawsInPlace, openRegion != field.id else { return }
        screen.mark(.field(field.id))
        openRegion = field.id
    }

    /// After a session call at `field`: when focus left it, its region becomes its answer's
    /// line (nothing when unanswered), and a field focus went back to is erased from its
    /// line down, to be prompted there.
    private func leaveRegion(of field: FieldDefinition) {
        guard presentation.drawsInPlace else { return }
        let now = session.phase == .complete ? nil : session.currentField?.id
        guard now != field.id else { return }
        openRegion = nil
        if screen.erase(from: .field(field.id)), session.isAnswered(field.id) {
            screen.mark(.field(field.id))
            screen.line(presentation.answerLine(field))
        }
        hidden.remove(.field(field.id))
        // What was hidden below this field comes back, up to the field focus goes to; not
        // when that field is still on screen (focus went back up): erasing from it would take
        // the lines drawn again at once, so they stay hidden, below those erased now (walking
        // back through a long form redrew every line passed, a key costing the whole walk).
        if let now, screen.hasMark(.field(now)) {
            let below = screen.marks(after: .field(now))
            if screen.erase(from: .field(now)) { hidden.hide(below) }
            return
        }
        hidden.restore(upTo: now.map(DrawnRegion.Mark.field)) { redraw($0, focused: now) }
        if let now {
            let below = screen.marks(after: .field(now))
            if screen.erase(from: .field(now)) { hidden.hide(below) }
        }
    }

    /// Draws a hidden answer line or heading again, if it still applies.
    private func redraw(_ mark: DrawnRegion.Mark, focused: String?) {
        switch mark {
        case .heading(let id):
            guard let section = session.form.sections.first(where: { $0.id == id }) else { return }
            showSection(section)
        case .field(let id):
            guard id != focused, session.isAnswered(id), session.isVisible(id), let field = session.field(id) else { return }
            screen.mark(mark)
            screen.line(presentation.answerLine(field))
        case .form, .review:
            return
        }
    }

    private func handle(_ read: FieldInput, at target: FormFocus, in field: FieldDefinition) -> TerminalOutcome? {
        let typed: String? = field.isSecret && read.buffer.text.isEmpty ? nil : read.buffer.text
        switch read.event {
        case .line where read.clears:
            session.answerWithNothing()  // an emptied editor file: no text, not "keep it"
        case .line(let text):
            // A blank line keeps what the field holds (a secret already given too): FormSession's policy.
            // A refusal's reason is the next prompt's, each time: the same refusal again (Enter
            // on a rejected value) repeats it, where the session's message does not change.
            guard let answer = presentation.answer(for: text, at: target, in: field) else { break }
            switch session.answer(answer) {
            case .failure(let failure):
                notice = failure.message(in: .process)
            case .success:
                // A secret a rule asks again (the confirmation, after a new password) opens
                // clean: nothing of its old answer is shown, so why it was refused waits
                // until one is entered there (issue 35 item 8).
                if case .field(let id)? = session.focus.value, id != field.id, session.field(id)?.isSecret == true {
                    notice = nil
                }
            }
        case .next, .previous, .deleteRow:
            // Ctrl-K on an empty row deletes it (a list's or a group's) and moves as Tab would.
            let forward = read.event != .previous
            switch read.event == .deleteRow ? session.deleteFocusedRow() : session.tab(forward: forward, keeping: typed) {
            case .moved, nil:
                break
            case .leftList(let list, let message)?:
                let words = Words.process
                notice = words(session.field(list)?.holdsRecords == true ? .noticeLeftRows : .noticeLeftList,
                               ["field": session.field(list)?.label ?? list, "message": message.rendered(in: words)])
            case .atEnd?:
                kept = (target, read.buffer)
                notice = Words.process[forward ? .noticeLastField : .noticeFirstField]
            case .beforeStep(let step)?:
                kept = (target, read.buffer)
                notice = Words.process(.noticeCalendarNext, ["field": session.field(step)?.label ?? step])
            }
        case .datePicker(let text, _):
            kept = (target, read.buffer)
            let keeping = field.isSecret ? typed : text
            if !session.openDatePicker(keeping: keeping) {
                // Dates only in a group's rows: the key works at those cells.
                let cells = session.form.fields.flatMap { group in
                    group.members.filter { $0.takesDate }.map { "\(group.label) · \($0.label)" }
                }
                notice = cells.isEmpty ? Words.process[.noticeNoDateField]
                    : Words.process(.noticeDatesInRows, ["fields": cells.joined(separator: ", ")])
            }
        case .shortcut(let key, let text):
            kept = (target, read.buffer)
            if !session.activate(key, keeping: field.isSecret ? typed : text) {
                notice = Words.process(.noticeShortcutNowhere, ["key": "\(key)"])
            } else if let said = presentation.jumped(with: key) {
                screen.line(said)
            }
        case .cancel:
            kept = (target, read.buffer)
        case .interrupt:
            return .interrupted(signal: SIGINT)
        case .signal(let signal):
            return interrupted(signal)
        case .endOfInput:
            return .cancelled
        case .editor, .pastedLines:
            break  // only `MultilineInput`'s reads end with these, and it handles them
        }
        return nil
    }

    /// Ctrl-D cancels; input that ended because the terminal went away is a hang-up,
    /// whose answers are kept like after SIGHUP.
    private func endOfInput() -> TerminalOutcome {
        if let signal = pendingSignal() { return .interrupted(signal: signal) }
        return TerminalInput.isHungUp(input) ? .interrupted(signal: SIGHUP) : .cancelled
    }

    // MARK: - Date step and review

    func pickDate(_ field: FieldDefinition) -> TerminalOutcome? {
        notice = nil
        // A date cell's calendar is drawn where its row is, the rows before it on a line each.
        if let cell = session.focus.step, case .cell = cell, let member = session.member(of: cell) {
            _ = drawRows(before: cell, in: field, cell: member)
            lastPrompted = cell
        }
        openRegion(of: field)
        switch presentation.pickDate() {
        case .closed:
            leaveRegion(of: field)
            return nil
        case .interrupt: return .interrupted(signal: SIGINT)
        case .endOfInput: return endOfInput()
        case .signal(let signal): return interrupted(signal)
        }
    }

    func review() -> TerminalOutcome? {
        let review = ReviewScreen(session: session, formatter: PromptFormatter(style: screen.style))
        let inPlace = presentation.drawsInPlace && screen.erase(from: .form)
        hidden = HiddenMarks()
        if inPlace {
            // Over the answers it lists; going back to a field erases it again.
            screen.mark(.form)
            screen.mark(.review)
        }
        /// Leaves the review for the step the session goes to.
        func leave() -> TerminalOutcome? {
            if inPlace { screen.erase(from: .review) }
            return nil
        }
        for line in presentation.reviewLines(review) { screen.line(line) }
        if let text = notice {
            screen.line(presentation.error(text, at: nil))
            notice = nil
        }
        while true {
            switch presentation.readReview(review) {
            case .submit:
                switch session.submit() {
                case .failure(let failure):
                    if let label = session.field(failure.field)?.label {
                        notice = "\(label): \(failure.message(in: .process))"  // from the review, name the field
                    }
                case .success:
                    // The review becomes the answers, one line each.
                    _ = leave()
                    if inPlace { for field in session.visibleFields { screen.line(presentation.answerLine(field)) } }
                }
                return leave()
            case .edit(let id):
                session.focusField(id)
                return leave()
            case .editCell(let name):
                session.focusCell(named: name)
                return leave()
            case .unknown(let text):
                screen.line(presentation.error(review.unknownMessage(text), at: nil))
            case .event(.previous):
                session.previous()
                return leave()
            case .event(.shortcut(let key, _)):
                if session.activate(key) { return leave() }
            case .event(.datePicker):
                if session.openDatePicker() { return leave() }
            case .event(.interrupt):
                return .interrupted(signal: SIGINT)
            case .event(.signal(let signal)):
                return interrupted(signal)
            case .event(.endOfInput):
                return endOfInput()
            case .event:
                continue
            }
        }
    }

    private func interrupted(_ signal: Int32) -> TerminalOutcome {
        screen.line()
        return .interrupted(signal: signal)
    }
}

/// The answer lines and headings `TerminalView` erased when focus went back above them, in
/// screen order, to be drawn again as focus moves down past them. Walking back through a
/// form of n fields hides one more at each step: each operation costs what it hides or
/// restores, never the whole list (kept as a stack, the topmost line last).
struct HiddenMarks {
    /// Bottom of the screen first: the next to restore is the last.
    private var stack: [DrawnRegion.Mark] = []
    /// How many times each mark is in `stack`.
    private var counts: [DrawnRegion.Mark: Int] = [:]
    /// Marks looked at by every call so far (for the tests' check that a key never costs
    /// the whole form).
    private(set) var visited = 0

    /// The marks hidden, in screen order.
    var marks: [DrawnRegion.Mark] { stack.reversed() }

    /// Hides `marks` (in screen order) above everything hidden before.
    mutating func hide(_ marks: [DrawnRegion.Mark]) {
        visited += marks.count
        for mark in marks.reversed() {
            stack.append(mark)
            counts[mark, default: 0] += 1
        }
    }

    /// Forgets `mark` wherever it is hidden (its field is drawn where it is now).
    mutating func remove(_ mark: DrawnRegion.Mark) {
        guard counts[mark] != nil else { return }
        while stack.last == mark {
            pop()
        }
        guard counts[mark] != nil else { return }
        // Not the topmost: a whole pass (never seen in the flow; kept for safety).
        visited += stack.count
        stack.removeAll { $0 == mark }
        counts[mark] = nil
    }

    /// Hands each mark above the topmost `mark` to `restore`, topmost first, and forgets
    /// them; every mark when `mark` is nil or not hidden.
    mutating func restore(upTo mark: DrawnRegion.Mark?, _ restore: (DrawnRegion.Mark) -> Void) {
        let stop = mark.flatMap { counts[$0] != nil ? $0 : nil }
        while let top = stack.last, top != stop {
            restore(top)
            pop()
        }
    }

    private mutating func pop() {
        visited += 1
        let mark = stack.removeLast()
        counts[mark] = counts[mark].flatMap { $0 > 1 ? $0 - 1 : nil }
    }
}
