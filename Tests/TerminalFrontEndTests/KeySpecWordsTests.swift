import FormCore
import Testing
@testable import TerminalFrontEnd

/// A form's shortcuts refused at the terminal are said in the person's language
/// (`KeySpecError.text`), English (`description`) as before; every reason a key is reserved
/// for is in the catalog (or a key's name, the same in every language).
@Suite struct KeySpecWordsTests {
    @Test func refusalsAreSaidInTheLanguageAskedFor() {
        let reserved = KeySpecError.reserved(.control("c"), reason: .interrupt)
        #expect(reserved.text.english == "ctrl-c is reserved (interrupt)")
        #expect(reserved.text.rendered(in: Words(.german)) == "ctrl-c ist reserviert (Abbruch)")
        #expect(reserved.text.rendered(in: Words(.simplifiedChinese)) == "ctrl-c 已被保留（中断）")
        let next = KeySpecError.reserved(.control("n"), reason: .nextField)
        #expect(next.text.rendered(in: Words(.french)) == "ctrl-n est réservé (champ suivant)")
        let twice = KeySpecError.duplicate(.alt("g"))
        #expect(twice.description == "alt-g is bound twice")
        #expect(twice.text.rendered(in: Words(.german)) == "alt-g ist doppelt belegt")
        #expect(twice.text.rendered(in: Words(.portugueseBrazil)) == "alt-g está atribuída duas vezes")
        let off = MessageText.commandLine(.shortcutsOff, [.init("reason", twice.text)])
        #expect(off.english == "form shortcuts are off: alt-g is bound twice")
        #expect(off.rendered(in: Words(.german)) == "die Tastenkürzel des Formulars sind ausgeschaltet: alt-g ist doppelt belegt")
    }

    @Test func everyReservedKeysReasonIsInTheCatalog() {
        for use in ReservedKeyUse.allCases {
            #expect(!use.text.holdsUncatalogedEnglish, "\(use)")
        }
        #expect(Set(KeyBindings.reservedKeys.values).count == ReservedKeyUse.allCases.count - 2, "all but the date picker and Escape")
        #expect(ReservedKeyUse.datePicker.text.rendered(in: Words(.german)) == "Kalender")
        #expect(ReservedKeyUse.endOfInput.text.english == "end of input")
    }
}
