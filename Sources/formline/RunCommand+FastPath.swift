import ArgumentParser

extension RunCommand {
    /// The command swift-argument-parser would parse `arguments` (without the program's name)
    /// into, for the one shape that needs no parsing: exactly `run FORM`, FORM a non-empty
    /// argument that does not start with `-`. Every other argument list gives nil and goes
    /// through swift-argument-parser as usual (options, help, `--version`, completion
    /// scripts, errors).
    ///
    /// swift-argument-parser finds what a command takes by reflecting over every command and
    /// option group, which costs more than half of `formline run`'s start-up in a statically
    /// linked binary (protocol-conformance look-ups); this skips it for the common case.
    /// `FastRunArgumentsTests` checks, for many argument lists, that whatever this accepts
    /// swift-argument-parser parses into the very same command (every property, option
    /// groups included), so the two paths cannot drift apart unnoticed.
    ///
    /// ```swift
    /// RunCommand.parsedWithoutArgumentParser(["run", "login"])?.form   // "login"
    /// RunCommand.parsedWithoutArgumentParser(["run", "login", "--defaults"])   // nil
    /// RunCommand.parsedWithoutArgumentParser(["run", "--help"])                // nil
    /// ```
    static func parsedWithoutArgumentParser(_ arguments: [String]) -> RunCommand? {
        guard arguments.count == 2, arguments[0] == RunCommand.configuration.commandName,
              let first = arguments[1].utf8.first, first != UInt8(ascii: "-") else { return nil }
        // Each property set to the default its declaration gives (an unset one would stop the
        // program when read).
        var scripting = ScriptingOptions()
        scripting.set = []
        scripting.answers = nil
        scripting.defaults = false
        scripting.noInput = false
        scripting.format = .json
        scripting.prefix = ""
        scripting.timeout = nil
        // swift-argument-parser validates an option group as it decodes it; should that ever
        // fail for the defaults, the parser reports it.
        guard (try? scripting.validate()) != nil else { return nil }
        var accessibility = AccessibilityOptions()
        accessibility.accessible = false
        var command = RunCommand()
        command.form = arguments[1]
        command.output = nil
        command.resume = false
        command.setParsedGroups(scripting, accessibility)
        return command
    }
}
