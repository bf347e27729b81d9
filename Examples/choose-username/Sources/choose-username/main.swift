// choose-username: the seed's ChooseUsername. A username field and a display name; on submit
// an async availability check runs, and a taken name sends focus back to the username field
// with "That username is taken. Please choose another." (its text kept), as the seed's
// `usernameFieldIsFocused = true` did. A field check refuses names that are too short first.
//
//   swift run choose-username                     # at a terminal
//   printf 'admin\nAda\nada.l\n' | choose-username  # piped: a taken name, then a free one
import Foundation
import Formline

/// Stands for a server round trip: taken names answer after a short wait.
func isUserNameAvailable(username: String) async -> Bool {
    try? await Task.sleep(for: .milliseconds(20))
    return !["admin", "ada", "root", "grace"].contains(username.lowercased())
}

func main() -> Int32 {
    do {
        let form = try Form(title: "Choose a username") {
            Field.text("username", label: "Username", required: true)
            Field.text("displayName", label: "Display name")
        }
        let run = FormRun(form, report: { FileHandle.standardError.write(Data("choose-username: \($0)\n".utf8)) })
        run.check("username") { value, _ in
            value.canonicalText.count < 2 ? "must be at least 2 characters" : nil
        }
        run.checkOnSubmit { answers in
            let name = answers["username"]?.canonicalText ?? ""
            return await isUserNameAvailable(username: name)
                ? nil : SubmitRefusal(field: "username", message: "That username is taken. Please choose another.")
        }
        let answers = try run.run()
        print("Welcome, \(answers["username"]?.canonicalText ?? "")!")
        return 0
    } catch .cancelled {
        return 3
    } catch {
        FileHandle.standardError.write(Data("choose-username: \(error)\n".utf8))
        return 65
    }
}

exit(main())
