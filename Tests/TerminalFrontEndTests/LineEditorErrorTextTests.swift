#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import Testing
import TerminalFrontEnd

/// Why the line editor did not start (`run`'s `cannot start the line editor: …`): the OS's
/// reason or libedit's set-up, in the person's language, not a Swift case name.
@Suite struct LineEditorErrorTextTests {
    @Test func theReasonIsCatalogWords() {
        let open = MessageText.error(.cannotStartLineEditor, [.init("reason", LineEditorError.cannotOpen(errno: EBADF).text)])
        #expect(open.english == "cannot start the line editor: Bad file descriptor")
        #expect(open.rendered(in: Words(.german)) == "der Zeileneditor kann nicht gestartet werden: Ungültiger Dateideskriptor")
        #expect(open.rendered(in: Words(.french)) == "impossible de lancer l'éditeur de ligne : Descripteur de fichier invalide")
        let setUp = MessageText.error(.cannotStartLineEditor, [.init("reason", LineEditorError.initFailed.text)])
        #expect(setUp.english == "cannot start the line editor: libedit could not set up the terminal (el_init failed)")
        #expect(setUp.rendered(in: Words(.german))
                == "der Zeileneditor kann nicht gestartet werden: libedit konnte das Terminal nicht einrichten (el_init ist fehlgeschlagen)")
        #expect(setUp.rendered(in: Words(.simplifiedChinese)) == "无法启动行编辑器：libedit 无法设置终端（el_init 失败）")
        #expect(!open.holdsUncatalogedEnglish && !setUp.holdsUncatalogedEnglish)
    }
}
