import FrontEndSupport
import TerminalFrontEnd
import TestSupport

/// Why an in-process terminal test gave up.
struct HarnessTimeout: Error, CustomStringConvertible {
    let output: String
    var description: String { "the editor did not return in time; terminal output:\n\(output.debugDescription)" }
}

/// Runs `body` with a `LineEditor` on the slave of a new pseudo-terminal, on its own
/// thread, while `drive` types on the master. Ends a stuck editor by hanging up.
func withEditor<Value: Sendable>(
    keys: KeyBindings = .standard,
    editrc: EditrcSource = .none,
    words: Words = .process,
    _ body: @escaping @Sendable (LineEditor) -> Value,
    drive: (PseudoTerminalPair) throws -> Void
) throws -> Value {
    let terminal = try PseudoTerminalPair()
    let slave = terminal.slaveFD
    let call = BlockingCall { () -> Result<Value, any Error> in
        Result { body(try LineEditor(input: slave, output: slave, keys: keys, editrc: editrc, words: words)) }
    }
    do {
        try drive(terminal)
    } catch {
        terminal.hangUp()
        _ = call.wait(timeout: .seconds(20))
        throw error
    }
    guard let result = call.wait(timeout: .seconds(20)) else {
        let output = terminal.output
        terminal.hangUp()
        _ = call.wait(timeout: .seconds(20))
        throw HarnessTimeout(output: output)
    }
    return try result.get()
}

extension PseudoTerminal {
    /// Waits for `prompt` and for raw mode, then types the keys.
    func answer(_ prompt: String, _ keys: TerminalKey...) throws {
        try waitFor(prompt)
        try waitForRawMode()
        for key in keys { try sendKeys(key) }
    }
}
