import FocusEngine
import Testing
import TestSupport
import FormOutput
@testable import FormCore

/// A group's sub-field with a `shortcut` (issue 27 item 2): the key focuses that sub-field in
/// the row with focus when focus is in the group, else in the group's last row (a new row
/// when it has none), switching sections; `check` keeps one key to one field or sub-field.
@Suite struct GroupShortcutTests {
    private func session() throws -> FormSession {
        let session = FormSession(form: try loadForm(Fixtures.form("group-shortcuts")), today: today)
        session.start()
        return session
    }

    private func cell(_ s: FormSession) -> (row: Int, member: String)? {
        guard case .cell("chores", let row, let member)? = s.focus.value,
              let index = s.rows(of: "chores").firstIndex(where: { $0.id == row }) else { return nil }
        return (index, member)
    }

    @Test func theKeyOpensANewRowWhenTheGroupHasNoneAndSwitchesSection() throws {
        let s = try session()
        #expect(s.focus.value == .field("name"))
        #expect(s.sections.current == "who")
        #expect(s.activate(shortcut: "alt-o", keeping: "Ann"))
        #expect(cell(s)! == (0, "owner"))
        #expect(s.sections.current == "work")
        #expect(s.currentText(for: .field("name")) == "Ann")   // what was typed is kept
        #expect(s.field(forShortcut: try ShortcutKey(parsing: "alt-o"))?.label == "Owner")
        #expect(s.shortcutKeys.map(\.description) == ["alt-m", "alt-o"])
    }

    @Test func theKeyFocusesTheSubFieldInTheFocusedRowElseTheLastRow() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Dishes")
        s.answer("Bob")
        s.answer("")
        s.answer("Floor")
        #expect(cell(s)! == (1, "owner"))
        // In the group: the row with focus (the first row, reached by Shift-Tab).
        s.focus.focus(.cell(field: "chores", row: s.rows(of: "chores")[0].id, member: "size"))
        #expect(s.activate(shortcut: "alt-o"))
        #expect(cell(s)! == (0, "owner"))
        // From outside the group: its last row, not a new one.
        #expect(s.activate(shortcut: "alt-m"))
        #expect(s.focus.value == .field("name"))
        #expect(s.sections.current == "who")
        #expect(s.activate(shortcut: "alt-o"))
        #expect(cell(s)! == (1, "owner"))
        #expect(s.rows(of: "chores").count == 2)
    }

    @Test func describeNamesASubFieldsShortcutByItsPath() throws {
        let text = FormDescription(form: try loadForm(Fixtures.form("group-shortcuts"))).text
        #expect(text.contains("  alt-m  focuses name (section who)\n  alt-o  focuses chores.owner (section work)\n"), "\(text)")
    }

    @Test func aKeyBelongsToOneFieldOrSubFieldAcrossSectionsAndGroups() {
        let found = diagnostics("""
            title: T
            sections:
              - id: a
                fields:
                  - {id: name, type: text, shortcut: alt-o}
              - id: b
                fields:
                  - id: g
                    type: group
                    fields:
                      - {id: x, type: text, shortcut: Alt+O}
                      - {id: y, type: number, shortcut: alt-y}
                      - {id: z, type: choice, choices: [p], shortcut: alt-y}
                      - {id: w, type: text, shortcut: alt-é}
            """).map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found.contains("11:43 shortcut alt-o is already bound to field 'name' (line 5)"), "\(found)")
        #expect(found.contains("13:59 shortcut alt-y is already bound to sub-field 'y' of group 'g' (line 12)"), "\(found)")
        #expect(found.contains { $0.hasPrefix("14:43 invalid shortcut") }, "\(found)")
        #expect(found.count == 3, "\(found)")
    }
}
