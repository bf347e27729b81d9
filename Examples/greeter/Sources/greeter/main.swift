// greeter: asks three questions with formline, decodes the answers into a struct and greets.
//
//   swift run greeter                   # at a terminal: libedit prompts on standard error
//   printf 'Ada\n3\nyes\n' | greeter    # piped: one line per question
//   greeter --form greeting.yaml        # the same questions from a form file
//   greeter --trace-focus               # also print each focus move on standard error
import Foundation
import Formline

/// The answers, decoded from the form's JSON by field id.
struct Greeting: Decodable {
    var name: String
    var times: Int
    var loud: Bool
}

/// The form, built in Swift with the same keys a form file has.
func greetingForm() throws(FormlineError) -> Form {
    try Form(title: "Greeter", description: "Three questions, then a greeting.") {
        Field.text("name", label: "Your name", required: true, maxLength: 40)
        Field.number("times", label: "How many greetings?", default: 1, min: 1, max: 5, integer: true)
        Field.confirm("loud", label: "Shout?", default: false)
    }
}

func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
        let form: Form
        if let index = arguments.firstIndex(of: "--form"), index + 1 < arguments.count {
            form = try Form(contentsOfFile: arguments[index + 1])
        } else {
            form = try greetingForm()
        }
        let run = FormRun(form, report: { FileHandle.standardError.write(Data("greeter: \($0)\n".utf8)) })
        var observation: FocusObservation?
        if arguments.contains("--trace-focus") {
            observation = run.session.focus.observe { move in
                let line = "focus: \(move.from?.description ?? "none") -> \(move.to?.description ?? "none")\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        let greeting = try run.run().decode(Greeting.self)
        observation?.cancel()
        let text = "Hello, \(greeting.name)!"
        for _ in 0..<greeting.times { print(greeting.loud ? text.uppercased() : text) }
        return 0
    } catch .cancelled {
        FileHandle.standardError.write(Data("greeter: no greeting today\n".utf8))
        return 3
    } catch {
        FileHandle.standardError.write(Data("greeter: \(error)\n".utf8))
        switch error {
        case .interrupted(let signal): return 128 + signal
        case .invalidForm, .unreadableFile: return 78
        default: return 65
        }
    }
}

exit(main())
