#if canImport(Glibc)
import Glibc
#endif
import FormText
import FrontEndSupport
import Testing

/// A failed write names where it went: standard output, standard error and the terminal in
/// the person's language, a file by its quoted path (`OutputName`, the one switch).
@Suite struct OutputNameTests {
    private func failure(_ name: OutputName) -> MessageText? {
        do throws(FrontEndError) {
            try StandardStreams.write("x", to: -1, name: name)   // EBADF
            return nil
        } catch {
            return error.text
        }
    }

    @Test func eachPlaceIsNamedInThePersonsLanguage() throws {
        let german = Words(.german), french = Words(.french)
        let output = try #require(failure(.standardOutput)), errors = try #require(failure(.standardError))
        let terminal = try #require(failure(.terminal)), file = try #require(failure(.file("my answers.json")))
        #expect(output.english == "cannot write to standard output: Bad file descriptor")
        #expect(errors.english == "cannot write to standard error: Bad file descriptor")
        #expect(terminal.english == "cannot write to the terminal: Bad file descriptor")
        #expect(file.english == "cannot write to 'my answers.json': Bad file descriptor")
        #expect(terminal.rendered(in: german) == "auf das Terminal kann nicht geschrieben werden: \(MessageText.systemReason(EBADF).rendered(in: german))")
        #expect(terminal.rendered(in: french) == "impossible d'écrire sur le terminal : \(MessageText.systemReason(EBADF).rendered(in: french))")
        #expect(file.rendered(in: german) == "in 'my answers.json' kann nicht geschrieben werden: Ungültiger Dateideskriptor")
        #expect(!terminal.rendered(in: german).contains("Bad file descriptor"))
    }
}
