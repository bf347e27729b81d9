import ArgumentParser
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// `formline mcp`: runs `formline-mcp`, the MCP server, found beside this binary. A program of
/// its own so the MCP SDK (and the Foundation it needs) never enters `formline run`.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: Words.process[HelpWord.mcpAbstract],
        discussion: Words.process[HelpWord.mcpDiscussion]
    )

    func run() throws {
        try reportingErrors {
            let program = Self.serverPath()
            var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), nil]
            execv(program, &arguments)
            let reason = MessageText.systemReason(errno)
            throw FrontEndError(.error(.cannotStartMCP, [.init("path", .verbatim(TerminalSafeText.escape(program))), .init("reason", reason)]), status: .noInput)
        }
    }

    /// `formline-mcp` in the folder of the running executable (`/proc/self/exe`).
    static func serverPath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        let executable = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                                   : CommandLine.arguments[0]
        let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        return folder + "/formline-mcp"
    }
}
