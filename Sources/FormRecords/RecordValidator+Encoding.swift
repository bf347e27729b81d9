import FormCore

extension RecordValidator {
    /// Appends the accepted record's visible answers as one JSON object, like `AnswerJSON.encode`.
    func encode<Output: JSONByteOutput>(to output: inout Output) {
        if shapesAnswers {
            var json = AnswerJSON.encode(fields.indices.filter { visible[$0] }.map { (field: fields[$0], value: value(at: $0)) })
            json.withUTF8 { output.append($0) }
            return
        }
        output.append(UInt8(ascii: "{"))
        var first = true
        for index in fields.indices where visible[index] {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            writeAnswer(outcomes[index], at: index, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends `"id":value` for the field at `index`: its accepted answer, else its default.
    @inline(__always)
    func writeAnswer<Output: JSONByteOutput>(_ outcome: consuming FieldOutcome, at index: Int, to output: inout Output) {
        constantBytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[keys[index]])) }
        switch consume outcome {   // consumed: each case destroys only its own payload (none, for bytes)
        case .bytes(let bytes): AnswerJSON.writeString(utf8: bytes, to: &output)
        case .plainBytes(let bytes):
            output.append(0x22)
            output.append(bytes)
            output.append(0x22)
        case .bool(let flag): output.append(flag ? StaticBytes.true : StaticBytes.false)
        case .choice(let choice): AnswerJSON.writeString(fields[index].choices[choice], to: &output)
        case .value(let value): AnswerJSON.writeValue(value, to: &output)
        case .notGiven where computed[index] != nil:
            AnswerJSON.writeValue(computed[index], to: &output)
        case .notGiven, .failed:
            constantBytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[defaultJSON[index]])) }
        }
    }
}
