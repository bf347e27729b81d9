extension RecordValidator {
    /// Appends the accepted record's visible answers as one JSON object, like `AnswerJSON.encode`.
    func encode(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        var first = true
        for index in fields.indices where visible[index] {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            output.append(contentsOf: keys[index])
            switch outcomes[index] {
            case .bytes(let bytes): AnswerJSON.appendString(utf8: bytes, to: &output)
            case .bool(let flag): output.append(contentsOf: flag ? StaticBytes.true : StaticBytes.false)
            case .choice(let choice): AnswerJSON.appendString(fields[index].choices[choice], to: &output)
            case .value(let value): AnswerJSON.appendValue(value, to: &output)
            case .notGiven, .failed: output.append(contentsOf: defaultJSON[index])
            }
        }
        output.append(UInt8(ascii: "}"))
    }
}
