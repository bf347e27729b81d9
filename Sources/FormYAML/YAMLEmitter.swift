internal import CYAML

/// Writes a `YAMLNode` out as YAML text with libyaml's emitter, with the settings and events
/// Yams's `serialize(node:)` used (indent 2, width 80, LF, no document markers, tags only on
/// collections whose tag is not the default, scalars never tagged), so the text is the one
/// Yams wrote. A scalar's style is a request the emitter honours when it can (`.any` lets it
/// choose; a double-quoted scalar escapes control characters, quotes, backslashes and line
/// breaks); `allowUnicode` writes non-ASCII characters as they are instead of as escapes.
///
///     let node = YAMLNode.mapping(.init([(.scalar(.init("title")), .scalar(.init("Log in", style: .doubleQuoted)))],
///                                       style: .block))
///     try YAMLEmitter.emit(node)   // "title: \"Log in\"\n"
package enum YAMLEmitter {
    /// The YAML text of `node`, or why libyaml's emitter refused it.
    package static func emit(_ node: YAMLNode, allowUnicode: Bool = false) throws(YAMLError) -> String {
        let output = Output()
        var emitter = yaml_emitter_t()
        guard yaml_emitter_initialize(&emitter) == 1 else { throw failure("could not set up the YAML emitter") }
        defer { yaml_emitter_delete(&emitter) }
        yaml_emitter_set_output(&emitter, { context, buffer, size in
            guard let context, let buffer else { return 0 }
            Unmanaged<Output>.fromOpaque(context).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(output).toOpaque())
        yaml_emitter_set_canonical(&emitter, 0)
        yaml_emitter_set_indent(&emitter, 0)
        yaml_emitter_set_width(&emitter, 0)
        yaml_emitter_set_unicode(&emitter, allowUnicode ? 1 : 0)
        yaml_emitter_set_break(&emitter, YAML_LN_BREAK)
        yaml_emitter_set_encoding(&emitter, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING)
        try emit(&event, with: &emitter)
        yaml_document_start_event_initialize(&event, nil, nil, nil, 1)
        try emit(&event, with: &emitter)
        try emit(node, with: &emitter)
        yaml_document_end_event_initialize(&event, 1)
        try emit(&event, with: &emitter)
        yaml_stream_end_event_initialize(&event)
        try emit(&event, with: &emitter)
        withExtendedLifetime(output) {}
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The bytes written so far (libyaml calls back with each block).
    private final class Output {
        var bytes: [UInt8] = []
    }

    /// What is left to write: a node, or the end of a collection whose members come before it.
    private enum Step {
        case node(YAMLNode)
        case end(mapping: Bool)
    }

    /// Writes `root` and everything inside it, with a stack of its own rather than recursion,
    /// so no nesting can overflow the thread's stack.
    private static func emit(_ root: YAMLNode, with emitter: inout yaml_emitter_t) throws(YAMLError) {
        var steps: [Step] = [.node(root)]
        while let step = steps.popLast() {
            var event = yaml_event_t()
            switch step {
            case .end(let mapping):
                if mapping { yaml_mapping_end_event_initialize(&event) } else { yaml_sequence_end_event_initialize(&event) }
                try emit(&event, with: &emitter)
            case .node(.scalar(let scalar)):
                var value = Array(scalar.string.utf8)
                var tag = Array(YAMLTags.resolved(scalar.tag, default: YAMLTags.str).utf8CString).map { UInt8(bitPattern: $0) }
                let length = value.count
                value.append(0)
                let style = yaml_scalar_style_t(rawValue: scalar.style.rawValue)
                guard value.withUnsafeMutableBufferPointer({ value in
                    tag.withUnsafeMutableBufferPointer { tag in
                        yaml_scalar_event_initialize(&event, nil, tag.baseAddress, value.baseAddress, Int32(length), 1, 1, style)
                    }
                }) == 1 else { throw failure("could not write a scalar") }
                try emit(&event, with: &emitter)
            case .node(.sequence(let sequence)):
                try start(tag: sequence.tag, default: YAMLTags.seq, style: sequence.style, mapping: false, with: &emitter)
                steps.append(.end(mapping: false))
                steps.append(contentsOf: sequence.reversed().map(Step.node))
            case .node(.mapping(let mapping)):
                try start(tag: mapping.tag, default: YAMLTags.map, style: mapping.style, mapping: true, with: &emitter)
                steps.append(.end(mapping: true))
                for pair in mapping.reversed() {
                    steps.append(.node(pair.value))
                    steps.append(.node(pair.key))
                }
            }
        }
    }

    /// A collection's start: its tag is written unless it is the default one.
    private static func start(tag: String?, default: String, style: YAMLNode.CollectionStyle, mapping: Bool,
                              with emitter: inout yaml_emitter_t) throws(YAMLError) {
        var event = yaml_event_t()
        let resolved = YAMLTags.resolved(tag, default: `default`)
        var name = Array(resolved.utf8CString).map { UInt8(bitPattern: $0) }
        let implicit: Int32 = resolved == `default` ? 1 : 0
        let made = name.withUnsafeMutableBufferPointer { name in
            mapping
                ? yaml_mapping_start_event_initialize(&event, nil, name.baseAddress, implicit, yaml_mapping_style_t(rawValue: style.rawValue))
                : yaml_sequence_start_event_initialize(&event, nil, name.baseAddress, implicit, yaml_sequence_style_t(rawValue: style.rawValue))
        }
        guard made == 1 else { throw failure("could not write a collection") }
        try emit(&event, with: &emitter)
    }

    /// Hands an event to the emitter (which takes it over).
    private static func emit(_ event: inout yaml_event_t, with emitter: inout yaml_emitter_t) throws(YAMLError) {
        guard yaml_emitter_emit(&emitter, &event) == 1 else {
            throw failure(emitter.problem.map { String(cString: $0) } ?? "the YAML emitter failed")
        }
    }

    private static func failure(_ problem: String) -> YAMLError {
        YAMLError(kind: .emitter, problem: problem, context: nil, mark: .start, yaml: "")
    }
}
