import FormCore

/// A key that moves the highlight in a choice list.
enum ChoiceListKey: Equatable, Sendable {
    case up, down, pageUp, pageDown
}

/// Type-to-filter over a list of choices, with a highlighted entry and pages: a pure state
/// model (no I/O) over indices into the choices, so any view (the filtered list under a
/// choice prompt, a multi-select menu) can drive it.
///
/// - **Filter**: a choice matches when its title (label, or value) or its value contains
///   the filter text, ignoring letter case and accents (`CaseFolding.searchKey`: `turk`
///   finds Türkiye). Matches whose title or value *starts* with the text,
///   or have a word of the title starting with it, come first; each group keeps the
///   choices' order. An empty filter matches every choice in order.
/// - **Highlight**: the current choice when there is one; else, for a menu that must be
///   answered (`highlightsFirst`), the first match from the start, as every peer's menu opens;
///   else (an optional choice, so that Enter still skips it) none until a list key moves it
///   or text is typed (then the first match). A highlight the person moved stays on its choice while that still matches;
///   when it no longer does, it keeps its position, clamped to the matches left.
/// - **Pages**: `pageSize` entries a page; the page shown is the highlight's (the first
///   without one). Up/Down move one entry, PgUp/PgDn one page, all stopping at the ends.
///
/// ```swift
/// var list = ChoiceFilter(titles: ["Austria", "Germany", "Niger"], values: ["AT", "DE", "NE"], pageSize: 2)
/// list.setFilter("ger")      // matches: Germany (starts with "ger"), then Niger
/// list.highlightedChoice     // 1 (Germany)
/// list.move(.down)           // Niger
/// list.pageNumber            // 2, of list.pageCount 2
/// ```
struct ChoiceFilter: Equatable, Sendable {
    /// What each choice shows (its label, or its value).
    let titles: [String]
    /// What each choice stores.
    let values: [String]
    /// The filter text.
    private(set) var filter = ""
    /// The matching choices (indices into `titles`), best first.
    private(set) var matches: [Int]
    /// The highlighted entry's position in `matches`, if any.
    private(set) var highlight: Int?
    /// Whether the person moved the highlight (else it follows the filter).
    private(set) var moved = false
    /// Whether the first match is highlighted with no filter too (a required choice, a
    /// multiple choice's menu); otherwise an optional choice stays unpicked until a key.
    let highlightsFirst: Bool
    /// Entries on a page (at least 1).
    private(set) var pageSize: Int

    private let foldedTitles: [String]
    private let foldedValues: [String]

    /// A list of `titles` (storing `values`; the titles when empty), `pageSize` entries a
    /// page, the choice at `highlighting` highlighted (as if moved there).
    init(titles: [String], values: [String] = [], pageSize: Int, highlighting: Int? = nil, highlightsFirst: Bool = false) {
        self.highlightsFirst = highlightsFirst
        self.titles = titles
        self.values = values.count == titles.count ? values : titles
        self.pageSize = max(pageSize, 1)
        foldedTitles = titles.map(CaseFolding.searchKey)
        foldedValues = self.values.map(CaseFolding.searchKey)
        matches = Array(titles.indices)
        if let highlighting, titles.indices.contains(highlighting) {
            highlight = highlighting
            moved = true
        } else if highlightsFirst, !titles.isEmpty {
            // A menu that must be answered (or holds picks) opens on its first choice, as every
            // peer's does: Enter and Space act on a choice from the first key.
            highlight = 0
        }
    }

    /// The highlighted choice (an index into `titles`), if any.
    var highlightedChoice: Int? {
        highlight.flatMap { matches.indices.contains($0) ? matches[$0] : nil }
    }

    /// The page shown, from 1.
    var pageNumber: Int { (highlight ?? 0) / pageSize + 1 }

    /// How many pages the matches take (at least 1).
    var pageCount: Int { max((matches.count + pageSize - 1) / pageSize, 1) }

    /// The positions in `matches` on the page shown.
    var visible: Range<Int> {
        let start = (pageNumber - 1) * pageSize
        return min(start, matches.count)..<min(start + pageSize, matches.count)
    }

    /// Filters by `text` (see the type's summary); the highlight follows.
    mutating func setFilter(_ text: String) {
        guard text != filter else { return }
        let kept = moved ? highlightedChoice : nil
        let position = highlight
        filter = text
        let needle = CaseFolding.searchKey(text)
        if needle.isEmpty {
            matches = Array(titles.indices)
        } else {
            var first: [Int] = [], rest: [Int] = []
            for index in titles.indices {
                let title = foldedTitles[index], value = foldedValues[index]
                guard title.contains(needle) || value.contains(needle) else { continue }
                if title.hasPrefix(needle) || value.hasPrefix(needle) || Self.aWord(of: title, startsWith: needle) {
                    first.append(index)
                } else {
                    rest.append(index)
                }
            }
            matches = first + rest
        }
        if matches.isEmpty {
            highlight = nil
        } else if let kept, let at = matches.firstIndex(of: kept) {
            highlight = at
        } else if moved, let position {
            highlight = min(position, matches.count - 1)
        } else {
            highlight = needle.isEmpty && !highlightsFirst ? nil : 0
        }
    }

    /// Moves the highlight (see the type's summary).
    mutating func move(_ key: ChoiceListKey) {
        guard !matches.isEmpty else { return }
        let last = matches.count - 1
        moved = true
        guard let current = highlight else {
            highlight = key == .pageDown ? min(pageSize, last) : 0
            return
        }
        switch key {
        case .up: highlight = max(current - 1, 0)
        case .down: highlight = min(current + 1, last)
        case .pageUp: highlight = max(current - pageSize, 0)
        case .pageDown: highlight = min(current + pageSize, last)
        }
    }

    /// Changes the page size (the window was resized); the highlight stays.
    mutating func setPageSize(_ size: Int) {
        pageSize = max(size, 1)
    }

    /// Whether a word of `title` (after a space, `/`, `-`, `(` …) starts with `needle`.
    private static func aWord(of title: String, startsWith needle: String) -> Bool {
        var rest = Substring(title)
        while let at = rest.firstIndex(where: { !$0.isLetter && !$0.isNumber }) {
            rest = rest[rest.index(after: at)...]
            if rest.hasPrefix(needle) { return true }
        }
        return false
    }
}
