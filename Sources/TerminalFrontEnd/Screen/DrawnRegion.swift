import FormText

/// One line formline drew and has not erased: what it holds and the width it was drawn
/// at, so the rows it takes can be counted again when it is erased (after a resize too).
struct DrawnLine: Equatable {
    /// The line as written (escape sequences and U+0001 prompt markers take no room).
    let text: String
    /// Text a line editor shows after `text` (its C0 controls as `^X`), laid out as libedit
    /// lays a prompt and its text out; nil for a line written as it is.
    let edited: String?
    /// The terminal's width when it was drawn (nil: unknown, counted at the width now).
    let columns: Int?

    /// A line written as it is.
    init(_ text: String, columns: Int?) {
        self.text = text
        edited = nil
        self.columns = columns
    }

    /// A line editor's prompt and the text it ended with.
    init(prompt: String, text: String, columns: Int?) {
        self.text = prompt
        edited = text
        self.columns = columns
    }

    /// The rows it takes on a terminal `columns` wide now: at the width it was drawn at,
    /// unless the terminal `reflows` its lines on a resize (see `LineEditor.terminalReflows`).
    func rows(now columns: Int?, reflows: Bool) -> Int {
        guard let width = reflows ? columns ?? self.columns : self.columns ?? columns else { return 1 }
        guard let edited else { return TextWrap.rows(text, columns: width) }
        return TextWrap.editorRows(prompt: text, text: edited, columns: width)
    }
}

/// The view's record of what is on screen below the form's title, for drawing in place:
/// the lines drawn, in order, between marks that name what they belong to (the form's
/// body, a field's region, a section heading, the review). Erasing from a mark moves the
/// cursor up by the rows everything after it takes and clears to the end of the screen.
///
/// A form of 10,000 answered fields has 20,000 entries on record, and every focus move
/// finds a mark: marks are found through an index (`positions`), never by scanning, so a
/// look-up costs O(1) and erasing costs what it erases (`visited` counts the entries each
/// operation looks at, for the tests' check that a key never costs the whole form).
///
/// After a stop and `fg` the cursor is no longer below those lines (the line was ended and
/// the shell wrote its own), so what was drawn before is forgotten, marks kept: erasing
/// then clears only what was drawn since.
struct DrawnRegion {
    /// What a mark stands for.
    enum Mark: Hashable {
        /// The top of the form's body, under its title and key hint.
        case form
        /// A field's region (prompt, help, menu, errors) or, once it is answered and left, its one line.
        case field(String)
        /// A section's heading.
        case heading(String)
        /// The review.
        case review
    }

    private enum Entry {
        case line(DrawnLine)
        case mark(Mark)
    }

    private var entries: [Entry] = []
    /// Where each mark on record is in `entries`, in increasing order (the last is the one
    /// `remove(from:)` and `marks(after:)` mean).
    private var positions: [Mark: [Int]] = [:]
    /// Where the section headings on record are in `entries`, in increasing order.
    private var headings: [Int] = []
    /// Entries looked at by every call so far (lines counted, marks listed or forgotten).
    private(set) var visited = 0

    /// Starts `mark` after everything drawn so far.
    mutating func mark(_ mark: Mark) {
        positions[mark, default: []].append(entries.count)
        if case .heading = mark { headings.append(entries.count) }
        entries.append(.mark(mark))
    }

    /// Notes lines drawn below everything else.
    mutating func add(_ lines: [DrawnLine]) {
        entries += lines.map(Entry.line)
    }

    /// Forgets every line drawn so far, keeping the marks (after a stop and `fg`).
    mutating func forgetLines() {
        visited += entries.count
        entries.removeAll { if case .line = $0 { return true } else { return false } }
        positions = [:]
        headings = []
        for (index, entry) in entries.enumerated() {
            guard case .mark(let mark) = entry else { continue }
            positions[mark, default: []].append(index)
            if case .heading = mark { headings.append(index) }
        }
    }

    /// Whether `mark` is on record.
    func contains(_ mark: Mark) -> Bool {
        lastIndex(of: mark) != nil
    }

    /// The marks after the last `mark`, in order (empty when `mark` is not on record).
    mutating func marks(after mark: Mark) -> [Mark] {
        guard let index = lastIndex(of: mark) else { return [] }
        visited += entries.count - index - 1
        return entries[(index + 1)...].compactMap { if case .mark(let found) = $0 { return found } else { return nil } }
    }

    /// The section whose heading was drawn last, if it is still on screen.
    var lastHeading: String? {
        guard let index = headings.last, case .mark(.heading(let id)) = entries[index] else { return nil }
        return id
    }

    /// The rows the lines on record take on a terminal `columns` wide now, counted from the
    /// last one back and at most `limit` (a screen's height): what a prompt asks costs what
    /// is on screen, never the whole form (issue 35 item 11).
    mutating func rows(columns: Int?, reflows: Bool, atMost limit: Int) -> Int {
        var total = 0
        var index = entries.endIndex
        while total < limit, index > entries.startIndex {
            index -= 1
            if case .line(let line) = entries[index] { total += line.rows(now: columns, reflows: reflows) }
        }
        visited += entries.endIndex - index
        return min(total, limit)
    }

    /// Removes the last `mark` and everything after it; returns the rows those lines take
    /// on a terminal `columns` wide now, or nil when `mark` is not on record.
    mutating func remove(from mark: Mark, columns: Int?, reflows: Bool) -> Int? {
        guard let index = lastIndex(of: mark) else { return nil }
        visited += entries.count - index
        var rows = 0
        for entry in entries[index...] {
            switch entry {
            case .line(let line):
                rows += line.rows(now: columns, reflows: reflows)
            case .mark(let found):
                // The last on record of its kind: every later one is in this range too.
                positions[found]?.removeLast()
                if positions[found]?.isEmpty == true { positions[found] = nil }
            }
        }
        while let last = headings.last, last >= index { headings.removeLast() }
        entries.removeSubrange(index...)
        return rows
    }

    private func lastIndex(of mark: Mark) -> Int? {
        positions[mark]?.last
    }
}
