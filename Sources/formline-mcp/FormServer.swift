import Foundation
import FormCore
import FormTooling
import FrontEndSupport
import MCP

/// The MCP server: three tools over the forms on the search path (`list_forms`,
/// `describe_form`, `fill_form`), on standard input and output. Filling elicits what is
/// missing when the client said it can (`FormFill`).
final class FormServer: Sendable {
    static let version = "0.1.0"

    private let environment = ProcessInfo.processInfo.environment
    private let client = ClientState()

    func run() async throws {
        let server = Server(
            name: "formline", version: Self.version,
            instructions: "Fill formline forms: list_forms, describe_form, then fill_form with the answers you have; "
                + "what is missing is asked of the person (elicitation) or listed in the result.",
            capabilities: .init(tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: Self.tools) }
        await server.withMethodHandler(CallTool.self) { [self] params in
            await call(params, server: server)
        }
        let client = self.client
        try await server.start(transport: StdioTransport()) { _, capabilities in
            await client.set(elicits: capabilities.elicitation != nil)
        }
        await server.waitUntilCompleted()
    }

    private func call(_ params: CallTool.Parameters, server: Server) async -> CallTool.Result {
        do {
            switch params.name {
            case "list_forms":
                return Self.result(json: try FormCatalogue(environment: environment).listJSON)
            case "describe_form":
                let form = try FormCatalogue(environment: environment).load(Self.formName(params)).form
                var text = FormDescription(form: form).json
                text.removeLast()  // `}`: the answers' JSON Schema joins the description
                return Self.result(json: text + ",\"answerSchema\":" + AnswerSchema(form: form).json + "}")
            case "fill_form":
                let catalogue = FormCatalogue(environment: environment)
                let name = try Self.formName(params)
                let fill = try FormFill(name: name, loaded: try catalogue.load(name), catalogue: catalogue, arguments: params.arguments ?? [:])
                var elicit: FormFill.Elicit?
                if await client.elicits {
                    elicit = { message, schema in try await server.requestElicitation(message: message, requestedSchema: schema) }
                }
                return Self.result(json: try await fill.run(elicit: elicit))
            default:
                throw FrontEndError("there is no tool '\(Self.clipped(params.name))'; the tools are list_forms, describe_form and fill_form",
                                    status: .usage)
            }
        } catch let error as FrontEndError {
            return .init(content: [.text(text: error.message, annotations: nil, _meta: nil)], isError: true)
        } catch {
            return .init(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }

    /// The `form` argument: a form's name on the search path.
    private static func formName(_ params: CallTool.Parameters) throws(FrontEndError) -> String {
        guard let name = params.arguments?["form"]?.stringValue else {
            throw FrontEndError("'form' must be a form's name (list_forms lists them)", status: .usage)
        }
        return name
    }

    /// A tool result holding one JSON object, as text and as structured content.
    static func result(json: String) -> CallTool.Result {
        let structured = try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
        return .init(content: [.text(text: json, annotations: nil, _meta: nil)], structuredContent: structured, isError: false)
    }

    /// Text from a client cut short and made printable for a message.
    static func clipped(_ text: String) -> String {
        TerminalSafeText.escape(String(text.prefix(80)))
    }

    static let tools: [Tool] = [
        Tool(name: "list_forms", title: "List forms",
             description: "The forms on formline's search path: name, title and file.",
             inputSchema: .object(["type": "object", "properties": .object([:])]),
             annotations: .init(readOnlyHint: true)),
        Tool(name: "describe_form", title: "Describe a form",
             description: "A form's fields in focus order (kinds, rules, choices, conditions) and the JSON Schema of its answers.",
             inputSchema: .object([
                "type": "object",
                "properties": .object(["form": .object(["type": "string", "description": "The form's name (list_forms)."])]),
                "required": .array(["form"]),
             ]),
             annotations: .init(readOnlyHint: true)),
        Tool(name: "fill_form", title: "Fill a form",
             description: """
             Fills a form with the answers given, checked as typed answers are. When the client supports \
             elicitation, the fields still missing are asked of the person, round by round (fields shown by an \
             answer come in the next round); secrets are never asked. The result is {"complete":true,"answers":…} \
             or {"complete":false,"missing":[…],"refused":[…]} (fields as describe_form shows them). Secrets are \
             never returned: give them to the server as FORMLINE_ANSWER_<ID> variables or in answersFile, and pass \
             output to have the complete answers written to a file.
             """,
             inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "form": .object(["type": "string", "description": "The form's name (list_forms)."]),
                    "answers": .object(["type": "object", "description": "Answers by field id: text, numbers, booleans, arrays for lists and multiple choices."]),
                    "answersFile": .object(["type": "string", "description": "A JSON or YAML file of answers (for secrets); answers given here override it."]),
                    "output": .object(["type": "string", "description": "Write the complete answers (secrets too) to this file, mode 0600 when the form has secrets."]),
                ]),
                "required": .array(["form"]),
             ])),
    ]
}

/// What the client said it supports at initialisation.
actor ClientState {
    private(set) var elicits = false

    func set(elicits: Bool) { self.elicits = elicits }
}
