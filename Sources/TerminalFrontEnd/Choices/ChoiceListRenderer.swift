import FormCore
import FrontEndSupport

/// Draws a `ChoiceFilter`'s page as lines that each fit one row of a terminal `columns`
/// wide (by display width; a title too long is cut with `…`, never wrapped, so the block's
/// height is exactly its line count): one line per entry on the page, the highlighted one
/// marked `>` (and in reverse video when colour is allowed), then a status line.
/// Every title passes `TerminalSafeText`.
///
/// ```text
///   Austria
/// > Germany
///   3 of 52 · page 1/2 · ↑↓ PgUp/PgDn · Enter picks
/// ```
///
/// A multiple choice menu numbers its rows and marks the picked ones, and its status line
/// gives way to a refused pick's reason:
///
/// ```text
///   1 [x] New releases
/// > 2 [ ] events
///   3 [x] Tips, tricks
///   ! takes at most 2 choices
/// ```
struct ChoiceListRenderer {
    let style: TerminalStyle

    /// The lines for `list`, each at most `columns` wide.
    func lines(for list: ChoiceFilter, columns: Int) -> [String] {
        let width = max(columns, 1)
        var lines: [String] = []
        for position in list.visible {
            let choice = list.matches[position]
            let text = Self.fit(TerminalSafeText.escape(list.titles[choice]), columns: width - 2)
            lines.append(entry(text, highlighted: position == list.highlight, columns: width))
        }
        lines.append(style.apply(.hint, to: Self.fit(status(of: list), columns: width)))
        return lines
    }

    /// The lines for a multiple choice menu: `picked` choices marked `[x]`, `notice` (a
    /// refused pick) in place of the status line.
    func lines(for list: ChoiceFilter, picked: Set<Int>, notice: String?, columns: Int) -> [String] {
        let width = max(columns, 1)
        let digits = String(list.titles.count).count
        var lines: [String] = []
        for position in list.visible {
            let choice = list.matches[position]
            let number = String(choice + 1)
            let row = String(repeating: " ", count: digits - number.count) + number + (picked.contains(choice) ? " [x] " : " [ ] ")
                + TerminalSafeText.escape(list.titles[choice])
            lines.append(entry(Self.fit(row, columns: width - 2), highlighted: position == list.highlight, columns: width))
        }
        if let notice {
            lines.append(style.apply(.error, to: Self.fit("  ! " + TerminalSafeText.escape(notice), columns: width)))
        } else {
            lines.append(style.apply(.hint, to: Self.fit(status(of: list, picked: picked.count), columns: width)))
        }
        return lines
    }

    /// One entry's line: `> ` and the `highlight` role (when colour is allowed) when highlighted.
    private func entry(_ text: String, highlighted: Bool, columns: Int) -> String {
        guard highlighted else { return Self.fit("  " + text, columns: columns) }
        return style.draws(.highlight) ? "> " + style.apply(.highlight, to: text) : Self.fit("> " + text, columns: columns)
    }

    /// `  3 choices · 1 picked · ↑↓ Space toggles · Enter accepts`.
    func status(of list: ChoiceFilter, picked: Int) -> String {
        let words = Words.process
        if list.matches.isEmpty { return "  " + words(.menuNoMatch, ["filter": TerminalSafeText.escape(list.filter)]) }
        var parts = [Self.count(of: list, words)]
        parts.append(words(.menuPicked, ["count": String(picked)]))
        if list.pageCount > 1 { parts.append(words(.menuPageOf, ["page": String(list.pageNumber), "pages": String(list.pageCount)])) }
        parts.append((list.pageCount > 1 ? "↑↓ PgUp/PgDn" : "↑↓") + " " + words[.menuSpaceToggles])
        parts.append(words[.menuEnterAccepts])
        return "  " + parts.joined(separator: " · ")
    }

    /// `3 choices`, or `2 of 52` while filtered.
    private static func count(of list: ChoiceFilter, _ words: Words) -> String {
        list.filter.isEmpty ? PromptFormatter.choiceCount(list.titles.count)
            : words(.menuMatches, ["matches": String(list.matches.count), "total": String(list.titles.count)])
    }

    /// `  3 of 52 · page 1/2 · ↑↓ PgUp/PgDn · Enter picks`, or `  no choice has "xyz"`.
    func status(of list: ChoiceFilter) -> String {
        let words = Words.process
        if list.matches.isEmpty { return "  " + words(.menuNoMatch, ["filter": TerminalSafeText.escape(list.filter)]) }
        var parts = [Self.count(of: list, words)]
        if list.pageCount > 1 { parts.append(words(.menuPageOf, ["page": String(list.pageNumber), "pages": String(list.pageCount)])) }
        parts.append(list.pageCount > 1 ? "↑↓ PgUp/PgDn" : "↑↓")
        // Nothing highlighted (an optional field with no value): Enter on the empty line answers
        // nothing, and the line says so.
        if list.highlight == nil {
            parts.append(words[.menuTypeToFilter])
            if list.filter.isEmpty { parts.append(words[.menuEnterNone]) }
        } else {
            parts.append(words[.menuEnterPicks])
        }
        return "  " + parts.joined(separator: " · ")
    }

    /// `text` cut to `columns` display columns, ending in `…` (after no space) when cut.
    static func fit(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard DisplayWidth.width(of: text) > columns else { return text }
        var kept = DisplayWidth.prefix(of: text, fitting: columns - 1).unicodeScalars
        while kept.last == " " { kept.removeLast() }
        return String(kept) + "…"
    }
}
