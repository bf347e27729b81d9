import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

// `formline mcp` (which execs this program from beside the formline binary): an MCP server on
// standard input and output serving the forms on the search path. Standard output carries only
// the protocol; nothing this program writes holds an answer (secrets least of all).
StandardDescriptors.reserve()
// A client that goes away ends the server (a write error, not SIGPIPE); SIGINT, SIGTERM and
// SIGHUP exit 130, 143, 129.
StandardStreams.ignoreBrokenPipe()
ExitOnSignal.install(.server)
// A global, never torn down: at the end of input the process exits without freeing what it
// kept (forms loaded, fills waiting), which only costs time.
let server = FormServer(environment: LaunchEnvironment.values)
server.run()
exit(0)
