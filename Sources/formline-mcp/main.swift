import FrontEndSupport
import MCP
#if canImport(Glibc)
import Glibc
#endif

// `formline mcp` (which execs this program from beside the formline binary): an MCP server on
// standard input and output serving the forms on the search path. Standard output carries only
// the protocol; nothing this program writes holds an answer (secrets least of all).
StandardDescriptors.reserve()
let server = FormServer()
do {
    try await server.run()
} catch {
    OutputStream.standardError("formline mcp: \(error)")
    exit(Int32(ExitStatus.ioError.rawValue))
}
