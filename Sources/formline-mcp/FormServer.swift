import FormCore
import FormOutput
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// The MCP server: three tools over the forms on the search path (`list_forms`,
/// `describe_form`, `fill_form`), JSON-RPC on standard input and output, both protocol
/// generations on one connection:
///
/// - 2026-07-28 (a request carrying `_meta["io.modelcontextprotocol/protocolVersion"]`, no
///   handshake; `server/discover`): a fill that needs the person answers `input_required`
///   with one `elicitation/create` input request and a sealed `requestState`; the client calls
///   again with `inputResponses` and the state (SEP-2322).
/// - 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05 (`initialize`): the server sends
///   `elicitation/create` requests of its own during the call, round by round, when the client
///   said it can elicit.
///
/// A client that cannot elicit gets the round as data (`input`: fields, schema, state) in one
/// result. Requests are served one at a time, in order; while a 2025-era fill waits for the
/// person, other requests are still answered.
final class FormServer {
    static let version = "0.2.0"
    static let modernVersion = "2026-07-28"
    static let legacyVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    static let instructions = "Fill formline forms: list_forms, describe_form, then fill_form with the answers you have; "
        + "what is missing is asked of the person (elicitation) or returned as `input` (fields, schema, requestState) to ask in chat."

    /// The forms on the search path (the folders worked out once, from the server's
    /// environment; each call lists them and reads its form's file again), loaded forms kept.
    private let catalogue: FormCatalogue
    private var channel = StdioChannel()
    private let sealer: StateSealer
    /// How long a 2025-era elicitation waits for the person (seconds): FORMLINE_MCP_ROUND_SECONDS, 600 by default.
    private let roundTimeout: Int
    /// What `initialize` said (2025 era).
    private var legacyElicits = false
    private var elicitations = 0
    /// The id of the 2025-era fill waiting for the person, if any.
    private var waitingFill: JSON?
    /// Fills waiting for their next call, by the nonce of the state handed out with their
    /// round (at most `liveFills`, oldest dropped): a call whose state opens (the seal, the
    /// expiry, one use, the form's digest are checked all the same) goes on with the fill's
    /// session instead of giving the draft's answers to a new one. A fill not kept is made
    /// again from the draft, with the same outcome.
    private var live: [(nonce: String, fill: FormFill)] = []
    private static let liveFills = 16

    init(environment: [String: String]) {
        catalogue = FormCatalogue(environment: environment, cache: FormCache())
        sealer = StateSealer(lifetime: Self.seconds(environment["FORMLINE_MCP_STATE_SECONDS"], default: 3600))
        roundTimeout = Self.seconds(environment["FORMLINE_MCP_ROUND_SECONDS"], default: 600)
    }

    private static func seconds(_ text: String?, default value: Int) -> Int {
        guard let text, let number = Int(text), number >= 0, number <= 86_400 * 30 else { return value }
        return number
    }

    /// Serves until standard input ends.
    func run() {
        while true {
            switch channel.next() {
            case .message(let bytes): handle(bytes)
            case .tooLarge(let id): tooLarge(id)
            case .end: return
            case .timedOut: continue
            }
        }
    }

    private func tooLarge(_ id: JSON?) {
        sendError(id: id ?? .null, code: -32600,
                  message: "the message is longer than \(StdioChannel.maximumMessageBytes >> 20) MiB, formline mcp's limit; "
                  + "give long answers in an answersFile")
    }

    // MARK: - Messages

    /// One message: a request is answered, a notification taken, a stray response ignored.
    private func handle(_ bytes: [UInt8]) {
        let message: JSON
        do {
            message = try JSONParser.parse(bytes)
        } catch {
            sendError(id: .null, code: -32700, message: "the message is not JSON: \(error.message)")
            return
        }
        guard case .object = message, message["jsonrpc"] == .string("2.0") else {
            sendError(id: .null, code: -32600, message: "the message is not a JSON-RPC 2.0 object")
            return
        }
        guard case .string(let method)? = message["method"] else { return }  // a response to nothing pending
        let params = message["params"] ?? .object([])
        guard let id = message["id"] else {
            return  // notifications: initialized, cancelled (nothing runs in the background)
        }
        switch id {
        case .string, .number: break
        default:
            sendError(id: .null, code: -32600, message: "a request's id must be a string or a number")
            return
        }
        guard case .object = params else {
            sendError(id: id, code: -32602, message: "params must be an object")
            return
        }
        var modern = false
        if let version = params["_meta"]?["io.modelcontextprotocol/protocolVersion"] {
            guard version == .string(Self.modernVersion) else {
                sendError(id: id, code: -32022, message: "unsupported protocol version; this server speaks \(Self.modernVersion), or initialize for "
                          + Self.legacyVersions.joined(separator: ", "),
                          data: .object([("supported", .array([.string(Self.modernVersion)])), ("requested", version)]))
                return
            }
            modern = true
        }
        switch method {
        case "initialize":
            initialize(id: id, params: params)
        case "server/discover":
            var result = JSONObject()
            result["supportedVersions"] = .array([.string(Self.modernVersion)])
            result["capabilities"] = .rawJSON(#"{"tools":{"listChanged":false}}"#)
            result["serverInfo"] = .rawJSON(Self.serverInfo)
            result["instructions"] = .string(Self.instructions)
            Self.cacheHints(&result)
            send(id: id, result: result, modern: true)
        case "ping":
            send(id: id, result: JSONObject(), modern: modern)
        case "tools/list":
            var result = JSONObject()
            result["tools"] = .rawJSON(Self.tools)
            if modern { Self.cacheHints(&result) }
            send(id: id, result: result, modern: modern)
        case "tools/call":
            callTool(id: id, params: params, modern: modern)
        default:
            sendError(id: id, code: -32601, message: "there is no method '\(Self.clipped(method))'")
        }
    }

    private func initialize(id: JSON, params: JSON) {
        let requested = params["protocolVersion"]?.string ?? ""
        // Form-mode elicitation: `elicitation: {}` (2025-06-18) or with `form` (2025-11-25).
        if case .object(let members)? = params["capabilities"]?["elicitation"] {
            legacyElicits = members.isEmpty || members.contains { $0.key == "form" }
        } else {
            legacyElicits = false
        }
        var result = JSONObject()
        result["protocolVersion"] = .string(Self.legacyVersions.contains(requested) ? requested : Self.legacyVersions[0])
        result["capabilities"] = .rawJSON(#"{"tools":{"listChanged":false}}"#)
        result["serverInfo"] = .rawJSON(Self.serverInfo)
        result["instructions"] = .string(Self.instructions)
        send(id: id, result: result, modern: false)
    }

    /// 2026-07-28's caching hints (SEP-2549) on the cacheable results: not shared, not kept.
    private static func cacheHints(_ result: inout JSONObject) {
        result["cacheScope"] = .string("private")
        result["ttlMs"] = .number(0)
    }

    private static let serverInfo = #"{"name":"formline","version":"\#(version)"}"#

    // MARK: - Tools

    private func callTool(id: JSON, params: JSON, modern: Bool) {
        guard case .string(let name)? = params["name"] else {
            sendError(id: id, code: -32602, message: "tools/call needs the tool's name")
            return
        }
        let arguments = params["arguments"] ?? .object([])
        guard case .object = arguments else {
            sendError(id: id, code: -32602, message: "a tool's arguments must be an object")
            return
        }
        do {
            switch name {
            case "list_forms":
                send(id: id, result: Self.toolResult(json: try catalogue.listJSON), modern: modern)
            case "describe_form":
                let loaded = try catalogue.load(try Self.formName(arguments))
                var text = FormDescription(form: loaded.form).json
                text.removeLast()  // `}`: the answers' JSON Schema joins the description
                send(id: id, result: Self.toolResult(json: text + ",\"answerSchema\":" + AnswerSchema(form: loaded.form).json + "}"), modern: modern)
            case "fill_form":
                try fill(id: id, params: params, arguments: arguments, modern: modern)
            default:
                throw FrontEndError("there is no tool '\(Self.clipped(name))'; the tools are list_forms, describe_form and fill_form",
                                    status: .usage)
            }
        } catch let error as StateSealer.Refusal {
            sendError(id: id, code: -32602, message: error.message)
        } catch let error as FrontEndError {
            send(id: id, result: Self.toolError(error.message), modern: modern)
        } catch {
            send(id: id, result: Self.toolError("\(error)"), modern: modern)
        }
    }

    private func fill(id: JSON, params: JSON, arguments: JSON, modern: Bool) throws {
        let loaded = try catalogue.load(try Self.formName(arguments))
        var draft: JSON?
        var continuation = FormFill.Continuation.none
        if modern, let state = params["requestState"] {
            guard case .string(let text) = state else { throw StateSealer.Refusal(message: "requestState must be a string") }
            draft = try sealer.open(text, form: loaded.name, digest: loaded.digest)
            continuation = .inputResponses
        } else if let state = arguments["requestState"], state != .null {
            guard case .string(let text) = state else { throw StateSealer.Refusal(message: "requestState must be a string") }
            draft = try sealer.open(text, form: loaded.name, digest: loaded.digest)
            continuation = .arguments
        } else if modern, params["inputResponses"] != nil {
            throw StateSealer.Refusal(message: "inputResponses came without the requestState of their round")
        }
        let fill: FormFill
        if let draft, case .string(let nonce)? = draft["nonce"], let index = live.firstIndex(where: { $0.nonce == nonce }),
           live[index].fill.digest == loaded.digest {
            fill = live.remove(at: index).fill
        } else {
            fill = try FormFill(loaded, catalogue: catalogue, arguments: arguments, draft: draft, continuation: continuation)
        }
        var replies: [(key: String, value: JSON)]?
        switch continuation {
        case .none: break
        case .arguments:
            if case .object(let members)? = arguments["answers"] { replies = members } else { replies = [] }
        case .inputResponses:
            let key = "round-\(fill.round)"
            guard let response = params["inputResponses"]?[key] else {
                throw StateSealer.Refusal(message: "inputResponses has no '\(key)', the round requestState asked")
            }
            switch response["action"]?.string {
            case "accept":
                guard case .object(let content)? = response["content"] ?? .object([]) else {
                    throw StateSealer.Refusal(message: "inputResponses.\(key).content must be an object")
                }
                replies = content
            case let action? where action == "decline" || action == "cancel":
                // The person said no: the fill ends with what was answered (and the state to resume).
                if case .ask(let round) = fill.step(replies: nil, interactive: true) {
                    let state = sealer.seal(round.draft, form: loaded.name, digest: loaded.digest)
                    send(id: id, result: Self.toolResult(json: fill.inputNeeded(round, state: state, elicitation: action)), modern: true)
                } else {
                    send(id: id, result: Self.toolResult(json: fill.incomplete(missing: [])), modern: true)
                }
                return
            default:
                throw StateSealer.Refusal(message: "inputResponses.\(key).action must be accept, decline or cancel")
            }
        }
        let elicits = modern ? Self.canElicit(params["_meta"]?["io.modelcontextprotocol/clientCapabilities"]) : legacyElicits
        while true {
            switch fill.step(replies: replies, interactive: elicits) {
            case .done(let json):
                send(id: id, result: Self.toolResult(json: json), modern: modern)
                return
            case .ask(let round):
                let (state, nonce) = sealer.sealed(round.draft, form: loaded.name, digest: loaded.digest)
                if modern || !elicits {
                    live.append((nonce, fill))
                    if live.count > Self.liveFills { live.removeFirst() }
                }
                guard elicits else {
                    send(id: id, result: Self.toolResult(json: fill.inputNeeded(round, state: state)), modern: modern)
                    return
                }
                if modern {
                    send(id: id, result: Self.inputRequired(round, state: state), modern: true, resultType: "input_required")
                    return
                }
                switch elicit(round, for: id) {
                case .accepted(let content):
                    replies = content
                case .ended(let action):
                    send(id: id, result: Self.toolResult(json: fill.inputNeeded(round, state: state, elicitation: action)), modern: false)
                    return
                case .abandoned:
                    return
                }
            }
        }
    }

    /// Whether a 2026-07-28 request's client capabilities include form elicitation.
    private static func canElicit(_ capabilities: JSON?) -> Bool {
        guard case .object(let members)? = capabilities?["elicitation"] else { return false }
        return members.isEmpty || members.contains { $0.key == "form" }
    }

    /// `{"inputRequests":{"round-1":{"method":"elicitation/create","params":{…}}},"requestState":"…"}`
    private static func inputRequired(_ round: FormFill.Round, state: String) -> JSONObject {
        var request = JSONObject()
        request["method"] = .string("elicitation/create")
        request["params"] = .object(elicitationParams(round))
        var requests = JSONObject()
        requests["round-\(round.number)"] = .object(request)
        var result = JSONObject()
        result["inputRequests"] = .object(requests)
        result["requestState"] = .string(state)
        return result
    }

    private static func elicitationParams(_ round: FormFill.Round) -> JSONObject {
        var params = JSONObject()
        params["mode"] = .string("form")
        params["message"] = .string(round.message)
        params["requestedSchema"] = .rawJSON(round.schema)
        return params
    }

    // MARK: - 2025-era elicitation

    private enum Elicited {
        case accepted([(key: String, value: JSON)])
        /// declined, cancelled, timeout, or the client's error.
        case ended(String)
        /// The call was cancelled or the client went away: no result is sent.
        case abandoned
    }

    /// Sends `elicitation/create` and waits (at most `roundTimeout`) for its response,
    /// answering other requests meanwhile.
    private func elicit(_ round: FormFill.Round, for call: JSON) -> Elicited {
        elicitations += 1
        let id = JSON.string("formline-elicitation-\(elicitations)")
        var request = JSONObject()
        request["jsonrpc"] = .string("2.0")
        request["id"] = .rawJSON(id.text)
        request["method"] = .string("elicitation/create")
        var params = Self.elicitationParams(round)
        params["mode"] = nil  // 2025-06-18 has no mode; form is the default in 2025-11-25
        request["params"] = .object(params)
        guard StdioChannel.send(request.text) else { exit(0) }
        waitingFill = call
        defer { waitingFill = nil }
        let deadline = StdioChannel.now() + Int64(roundTimeout) * 1000
        while true {
            let left = deadline - StdioChannel.now()
            let event = left > 0 ? channel.next(timeout: Int32(min(left, Int64(Int32.max)))) : .timedOut
            switch event {
            case .timedOut:
                var cancel = JSONObject()
                cancel["jsonrpc"] = .string("2.0")
                cancel["method"] = .string("notifications/cancelled")
                cancel["params"] = .rawJSON(#"{"requestId":\#(id.text),"reason":"no answer within \#(roundTimeout) seconds"}"#)
                _ = StdioChannel.send(cancel.text)
                return .ended("timeout")
            case .end:
                exit(0)
            case .tooLarge(let tooLargeID):
                if tooLargeID == id { return .ended("cancel") }
                tooLarge(tooLargeID)
            case .message(let bytes):
                guard let message = try? JSONParser.parse(bytes), case .object = message else {
                    handle(bytes)
                    continue
                }
                if message["method"] == nil, message["id"] == id {
                    if let result = message["result"] {
                        switch result["action"]?.string {
                        case "accept":
                            if case .object(let content)? = result["content"] ?? .object([]) { return .accepted(content) }
                            return .accepted([])
                        case let action?: return .ended(action == "decline" ? "decline" : "cancel")
                        case nil: return .ended("cancel")
                        }
                    }
                    return .ended("cancel")  // the client's error: as a cancel
                }
                if message["method"] == .string("notifications/cancelled"), message["params"]?["requestId"] == call {
                    return .abandoned
                }
                if message["method"] == .string("tools/call"), message["params"]?["name"] == .string("fill_form"), let other = message["id"] {
                    sendError(id: other, code: -32603, message: "another fill_form is waiting for the person's answer; call again when it ends")
                    continue
                }
                handle(bytes)
            }
        }
    }

    // MARK: - Replies

    private func send(id: JSON, result: JSONObject, modern: Bool, resultType: String = "complete") {
        var result = result
        if modern {
            result["resultType"] = .string(resultType)
            result["_meta"] = .rawJSON(#"{"io.modelcontextprotocol/serverInfo":\#(Self.serverInfo)}"#)
        }
        var message = JSONObject()
        message["jsonrpc"] = .string("2.0")
        message["id"] = .rawJSON(id.text)
        message["result"] = .object(result)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        message.write(to: &bytes)  // the whole reply written into one buffer
        if !StdioChannel.send(&bytes) { exit(0) }
    }

    private func sendError(id: JSON, code: Int, message text: String, data: JSON? = nil) {
        var error = JSONObject()
        error["code"] = .number(Double(code))
        error["message"] = .string(text)
        if let data { error["data"] = .rawJSON(data.text) }
        var message = JSONObject()
        message["jsonrpc"] = .string("2.0")
        message["id"] = .rawJSON(id.text)
        message["error"] = .object(error)
        if !StdioChannel.send(message.text) { exit(0) }
    }

    /// A tool result holding one JSON object, as text and as structured content.
    static func toolResult(json: String) -> JSONObject {
        var text = JSONObject()
        text["type"] = .string("text")
        text["text"] = .string(json)
        var result = JSONObject()
        result["content"] = .array([.object(text)])
        result["structuredContent"] = .rawJSON(json)
        result["isError"] = .bool(false)
        return result
    }

    /// A tool error: the message with every control character (escapes, bidi controls) made
    /// visible, the layout kept (messages may quote a client's file names and values).
    static func toolError(_ message: String) -> JSONObject {
        var text = JSONObject()
        text["type"] = .string("text")
        text["text"] = .string(TerminalSafeText.escape(message, keepingLayout: true))
        var result = JSONObject()
        result["content"] = .array([.object(text)])
        result["isError"] = .bool(true)
        return result
    }

    /// The `form` argument: a form's name on the search path.
    private static func formName(_ arguments: JSON) throws(FrontEndError) -> String {
        guard let name = arguments["form"]?.string else {
            throw FrontEndError("'form' must be a form's name (list_forms lists them)", status: .usage)
        }
        return name
    }

    /// Text from a client cut short and made printable for a message.
    static func clipped(_ text: String) -> String {
        TerminalSafeText.escape(String(text.prefix(80)))
    }

    /// tools/list's tools, as JSON text.
    static let tools = #"""
    [{"name":"list_forms","title":"List forms","description":"The forms on formline's search path: name, title and file.",\#
    "inputSchema":{"type":"object","properties":{}},"annotations":{"readOnlyHint":true}},\#
    {"name":"describe_form","title":"Describe a form",\#
    "description":"A form's fields in focus order (kinds, rules, choices, conditions) and the JSON Schema of its answers.",\#
    "inputSchema":{"type":"object","properties":{"form":{"type":"string","description":"The form's name (list_forms)."}},"required":["form"]},\#
    "annotations":{"readOnlyHint":true}},\#
    {"name":"fill_form","title":"Fill a form","description":"Fills a form with the answers given, checked as typed answers are. \#
    When the client can elicit, the fields still missing are asked of the person round by round (fields shown by an answer come \#
    in the next round; a refused answer comes back alone with its message); secrets are never asked. Otherwise the result's \#
    `input` holds the round: its fields, their JSON Schema and a requestState; ask the person, then call fill_form again with \#
    the replies as `answers` and that requestState. The result is {\"complete\":true,\"answers\":…} or \#
    {\"complete\":false,\"missing\":[…],\"refused\":[…]}. Secrets are never returned: give them to the server as \#
    FORMLINE_ANSWER_<ID> variables or in answersFile, and pass output to have the complete answers written to a new file.",\#
    "inputSchema":{"type":"object","properties":{\#
    "form":{"type":"string","description":"The form's name (list_forms)."},\#
    "answers":{"type":"object","description":"Answers by field id: text, numbers, booleans, arrays for lists and multiple choices."},\#
    "answersFile":{"type":"string","description":"A JSON or YAML file of answers (for secrets); answers given here override it."},\#
    "output":{"type":"string","description":"Write the complete answers (secrets too) to this new file (never an existing one), mode 0600 when the form has secrets."},\#
    "requestState":{"type":"string","description":"The requestState of a previous result's `input`: continues that fill, `answers` holding the replies."}},\#
    "required":["form"]}}]
    """#
}
