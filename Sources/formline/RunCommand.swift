import ArgumentParser
import FormCore
import FrontEndSupport
import PipedFrontEnd

/// `formline run FORM`: fill one form, interactively on a terminal or from piped answers.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Fill a form and print the answers as one JSON object.",
        discussion: """
        With standard input piped (not a terminal), each line answers the focused field:
        an empty line keeps the field's current value (its default), an empty line in a
        list ends the list, and after a date step focus returns to the last focused field.
        A rejected line is reported on standard error with its line number; the next line
        answers the refocused field. FORMLINE_TODAY=YYYY-MM-DD fixes 'today'.
        """
    )

    @Argument(help: "The form file, or a name in forms/ (e.g. login).")
    var form: String

    func run() throws {
        OutputStream.ignoreBrokenPipe()
        try reportingErrors {
            let today = try Today.resolve()
            let (_, definition) = try FormFile.load(form, today: today)
            let session = FormSession(form: definition, today: today)
            var runner = PipedRunner(session: session, source: StandardInputAnswers(),
                                     report: { OutputStream.standardError("formline: " + $0) })
            let json: String
            do {
                json = try runner.run()
            } catch let error as PipedError {
                throw FrontEndError(error.message, status: .dataError)
            }
            try OutputStream.standardOutput(json + "\n")
        }
    }
}
