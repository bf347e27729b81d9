import FormCore

/// The state of a multiple choice field's numbered menu at the terminal, with no I/O: which
/// choices are picked, and what a typed line of numbers toggles. `MultiChoiceMenuRenderer`
/// draws it; the runner shows it above the field's line, whose text is `text`.
///
/// ```swift
/// var menu = MultiChoiceMenu(field: topics, text: "events")   // choices: releases, events, tips
/// menu.toggles(in: "1 3")        // [0, 2]: a line of numbers toggles those rows
/// menu.toggle(0); menu.toggle(1)
/// menu.text                      // "New releases" (labels in choices order, as typed back)
/// menu.toggles(in: "tips")       // nil: a name is an answer, for the session to read
/// ```
struct MultiChoiceMenu: Equatable {
    /// The field's values, in order.
    var choices: [String] { field.choices }
    /// Which choices are picked, by index.
    private(set) var picked: [Bool]

    /// The menu for `field` showing the choices that `text` (a comma-separated line) names;
    /// items naming no choice are left out.
    init(field: FieldDefinition, text: String) {
        var picked = Array(repeating: false, count: field.choices.count)
        if case .success(let items) = ChoiceItems.split(text) {
            for item in items {
                if let index = field.choiceIndex(matching: item) { picked[index] = true }
            }
        }
        self.picked = picked
        self.field = field
    }

    private let field: FieldDefinition

    /// Picks or unpicks the choice at `index` (ignored out of range).
    mutating func toggle(_ index: Int) {
        guard picked.indices.contains(index) else { return }
        picked[index].toggle()
    }

    /// The picked choices' indices, in choices order.
    var pickedIndices: [Int] { choices.indices.filter { picked[$0] } }

    /// `line` split before the item being typed, the one after the last comma outside
    /// quotes: `head` is everything up to it (the comma and the spaces after it included),
    /// `typed` that item without its opening quote (and closing one), as the menu filters
    /// by it and Tab completes it.
    ///
    /// ```swift
    /// MultiChoiceMenu.lastItem(of: #""Tips, tricks", ev"#)   // (#""Tips, tricks", "#, "ev")
    /// MultiChoiceMenu.lastItem(of: #"events, "Tips, tr"#)    // ("events, ", "Tips, tr")
    /// ```
    static func lastItem(of line: String) -> (head: String, typed: String) {
        let scalars = Array(line.unicodeScalars)
        var quoted = false, start = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\"" { quoted.toggle() } else if scalar == "," && !quoted { start = index + 1 }
        }
        while start < scalars.count, AnswerText.isWhiteSpace(scalars[start]) { start += 1 }
        var item = scalars[start...]
        if item.first == "\"" {
            item = item.dropFirst()
            if item.last == "\"" { item = item.dropLast() }
        }
        let head = String(String.UnicodeScalarView(scalars[..<start]))
        return (head, String(String.UnicodeScalarView(item)))
    }

    /// The line the picked choices make: their labels (else values) in choices order,
    /// `ChoiceItems.join`ed, as the prompt shows a choice.
    var text: String {
        ChoiceItems.join(choices.indices.filter { picked[$0] }.map(field.choiceTitle(at:)))
    }

    /// The indices a typed line toggles: a line of numbers from 1 to the count only,
    /// separated by spaces or commas, where no item names a choice (a form whose choices are
    /// `["1", "2"]` means what it says). Nil for any other line: it is an answer.
    func toggles(in line: String) -> [Int]? {
        Self.toggles(in: line, of: field)
    }

    /// `toggles(in:)` for `field`'s menu, whatever is picked (which it does not depend on).
    static func toggles(in line: String, of field: FieldDefinition) -> [Int]? {
        let choices = field.choices
        let items = line.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        guard !items.isEmpty else { return nil }
        var indices: [Int] = []
        for item in items {
            guard field.choiceIndex(matching: item) == nil, let number = Int(item), choices.indices.contains(number - 1) else { return nil }
            indices.append(number - 1)
        }
        return indices
    }
}
