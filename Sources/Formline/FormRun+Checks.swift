#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import FormCommands
import FormCore
import FrontEndSupport

/// What a submit check says when it refuses the answers: the field to focus again and why,
/// as the seed's Submit set `usernameFieldIsFocused = true` with its message.
///
/// ```swift
/// SubmitRefusal(field: "username", message: "That username is taken. Please choose another.")
/// ```
public struct SubmitRefusal: Sendable, Equatable {
    /// The field that gets focus again, its text kept.
    public var field: String
    /// What the person is told.
    public var message: String

    /// Creates a refusal.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}

extension FormRun {
    /// Adds an `async` check to the field `id`, run when the field is committed (typed, piped
    /// or given) and again at submit if its value changed since it passed: return a message to
    /// refuse the value (focus stays on the field, its text kept), nil to accept it. It gets
    /// the value and the answers so far.
    ///
    /// ```swift
    /// run.check("username") { value, _ in
    ///     await isUserNameAvailable(value.canonicalText) ? nil : "That username is taken. Please choose another."
    /// }
    /// ```
    public func check(_ id: String, _ body: @escaping @Sendable (FieldValue, Answers) async -> String?) {
        let holdsSecrets = form.definition.holdsSecrets
        session.valueChecks[id] = { value, answers in
            let current = Answers(answers, holdsSecrets: holdsSecrets)
            return AsyncWait.value { await body(value, current) }
        }
    }

    /// Adds an `async` check run at submit, after every field's own checks and the form's
    /// rules: return a `SubmitRefusal` to move focus back to its field with its message (the
    /// seed's Submit), nil to submit.
    ///
    /// ```swift
    /// run.checkOnSubmit { answers in
    ///     await isUserNameAvailable(answers["username"]?.canonicalText ?? "") ? nil
    ///         : SubmitRefusal(field: "username", message: "That username is taken. Please choose another.")
    /// }
    /// ```
    public func checkOnSubmit(_ body: @escaping @Sendable (Answers) async -> SubmitRefusal?) {
        let holdsSecrets = form.definition.holdsSecrets
        session.submitChecks.append { answers in
            let current = Answers(answers, holdsSecrets: holdsSecrets)
            return AsyncWait.value { await body(current) }.map { ValidationFailure.authored(field: $0.field, message: $0.message) }
        }
    }

    /// Computes the choices of the choice field `id` in Swift: called when focus reaches the
    /// field, and again whenever the answers before it changed (huh's `OptionsFunc` rule). What
    /// it returns replaces the choices written for the field (which stand in for `describe`);
    /// returning none is an error at the field that keeps focus, as a command giving none is.
    ///
    /// ```swift
    /// run.choices("branch") { answers in
    ///     await branches(of: answers["repository"]?.canonicalText ?? "").map { Choice($0) }
    /// }
    /// ```
    public func choices(_ id: String, _ body: @escaping @Sendable (Answers) async -> [Choice]) {
        let holdsSecrets = form.definition.holdsSecrets
        session.choiceClosures[id] = { answers in
            let current = Answers(answers, holdsSecrets: holdsSecrets)
            return AsyncWait.value { await body(current) }.map { ComputedChoice(value: $0.value, label: $0.label) }
        }
    }

    /// Computes the default of the field `id` in Swift when the field is reached (nil: none),
    /// from the answers before it; editable like any default, and checked as an answer is.
    ///
    /// ```swift
    /// run.defaultValue("author") { _ in ProcessInfo.processInfo.environment["USER"] }
    /// ```
    public func defaultValue(_ id: String, _ body: @escaping @Sendable (Answers) async -> String?) {
        let holdsSecrets = form.definition.holdsSecrets
        session.defaultClosures[id] = { answers in
            let current = Answers(answers, holdsSecrets: holdsSecrets)
            return AsyncWait.value { await body(current) }
        }
    }

    /// Runs the commands a YAML form declares (`check:`, `checks:`, `choices: {run: …}`,
    /// `default: {run: …}`) with formline's runner, relative paths taken from `directory` (the
    /// form's folder). The program decides that it trusts them by calling this; without it,
    /// ``run()`` refuses a form that declares commands.
    /// Calling it trusts the form: its `choices: {file: …}` and `default: {env: …}` may then read
    /// any file and any variable (without it, only files in its folder and who the person is).
    /// `directory` equal to the form's own ``Form/directory`` is the folder as it was opened.
    package func runCommands(in directory: String?) {
        let folder = directory != nil && directory == form.directory ? form.folder : nil
        let runner = CommandRunner(directory: folder?.handle ?? directory)
        session.commandChecker = runner
        if form.definition.hasSources {
            session.sources = folder.map { SourceReader(folder: $0, runner: runner, environment: LaunchEnvironment.values, trusted: true) }
                ?? SourceReader(directory: directory, runner: runner, environment: LaunchEnvironment.values, trusted: true)
        }
    }
}

/// Waits on the calling (non-async) thread for an `async` closure run as a task of its own:
/// the front ends are synchronous. Call it off Swift's cooperative pool (a program's `main`).
enum AsyncWait {
    static func value<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
