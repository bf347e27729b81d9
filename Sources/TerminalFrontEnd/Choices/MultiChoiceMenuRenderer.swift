import FormCore
import FrontEndSupport

/// Draws a `MultiChoiceMenu` as plain lines above the field's line: one numbered row per
/// choice with `[x]` when picked (labels shown), then how to toggle.
///
/// ```text
///   1 [x] New releases
///   2 [ ] events
///   3 [x] Tips, tricks
///   a number + Space (or Enter) toggles it; or type names separated by commas, Tab completes; Enter accepts
/// ```
struct MultiChoiceMenuRenderer {
    let style: TerminalStyle

    /// The menu's lines for `field`.
    func lines(for menu: MultiChoiceMenu, field: FieldDefinition) -> [String] {
        let width = String(menu.choices.count).count
        var lines = menu.choices.indices.map { index in
            let number = String(index + 1)
            let box = menu.picked[index] ? "[x]" : "[ ]"
            let row = "  " + String(repeating: " ", count: width - number.count) + number + " " + box + " "
                + TerminalSafeText.escape(field.choiceTitle(at: index))
            return menu.picked[index] ? style.apply(.accent, to: row) : row
        }
        let words = Words.process
        var hint = words[.multiMenuHint]
        switch (field.itemBounds.min, field.itemBounds.max) {
        case let (min?, max?): hint += words(.multiPickRange, ["min": String(min), "max": String(max)])
        case let (min?, nil): hint += words(.multiPickAtLeast, ["min": String(min)])
        case let (nil, max?): hint += words(.multiPickAtMost, ["max": String(max)])
        case (nil, nil): break
        }
        lines.append(style.apply(.hint, to: "  " + hint))
        return lines
    }
}
