extension RunRequest {
    /// The request swift-argument-parser would parse `arguments` (without the program's name)
    /// into, for the one shape that needs no parsing: exactly `run FORM`, FORM a non-empty
    /// argument that does not start with `-`. Every other argument list gives nil and goes
    /// through swift-argument-parser as usual (options, help, `--version`, completion
    /// scripts, errors).
    ///
    /// swift-argument-parser finds what a command takes by reflecting over every command and
    /// option group, and even building `RunCommand` by hand runs its property wrappers; in a
    /// statically linked binary that is most of `formline run`'s start-up (protocol-conformance
    /// look-ups). `FastRunArgumentsTests` checks, for many argument lists, that whatever this
    /// accepts swift-argument-parser parses into an equal request, so the two paths cannot
    /// drift apart unnoticed.
    ///
    /// ```swift
    /// RunRequest.parsedFast(["run", "login"])?.form          // "login"
    /// RunRequest.parsedFast(["run", "login", "--defaults"])  // nil
    /// RunRequest.parsedFast(["run", "--help"])               // nil
    /// ```
    static func parsedFast(_ arguments: [String]) -> RunRequest? {
        guard arguments.count == 2, arguments[0] == "run",
              let first = arguments[1].utf8.first, first != UInt8(ascii: "-") else { return nil }
        return RunRequest(form: arguments[1])
    }
}
