#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormRecords
import FrontEndSupport

/// Runs every record of a batch through the form's validation (`RecordValidator`, the same
/// rules as submitting the form), streaming: accepted records go to `output` as JSON Lines,
/// rejected ones to `rejects` as JSON Lines naming the input line, the field that would be
/// refocused and the message. Every record lands in exactly one of the two.
///
/// Memory stays flat: one record and two output buffers are reused throughout.
public struct BatchFiller {
    private var validator: RecordValidator
    private let keys: RecordKeys
    private var output: ByteSink
    private var rejects: ByteSink
    private var fields: RecordFields
    private var summary = FillSummary()
    /// For a form whose answers nest (made from a JSON Schema): reads its records in the
    /// schema's shape (`NestedRecords`); nil for every other form.
    private let nested: NestedRecords?

    /// What runs the form's commands for each record (the checks `submit()` runs); nil skips them.
    public var commandChecker: (any CommandChecking)? {
        get { validator.commandChecker }
        set {
            validator.commandChecker = newValue
            pipeline = streams ? (newValue as? any PipelinedChecking)?.makePipeline() : nil
            validator.deferredChecker = pipeline
            pipelining = pipeline != nil
        }
    }

    /// Whether the form has a command with `stream: true`.
    private let streams: Bool
    /// Where records' streaming checks wait in flight (nil: every check is waited for, and
    /// records are written as they are validated).
    private var pipeline: (any DeferredChecking)?
    /// Whether there is a `pipeline`: asked at every record, a Bool rather than `pipeline !=
    /// nil` on the optional existential.
    private var pipelining = false
    /// With a pipeline: the records validated and not written yet, in input order (a record
    /// whose check is in flight holds back the ones after it, so the output keeps its order).
    private var queue: [Queued] = []
    private var queueStart = 0
    /// Most records whose checks are in flight at once.
    static let window = 64

    private enum Queued {
        case accepted([UInt8])
        case rejected(line: Int, field: String?, message: String)
        case checking(line: Int, ticket: Int, failure: (CheckVerdict) -> ValidationFailure?, answers: [UInt8])
    }
    /// What reads files, the environment and commands for computed choices and defaults.
    public var sources: (any SourceReading)? {
        get { validator.sources }
        set { validator.sources = newValue }
    }

    /// Prepares a filler that keeps everything it writes in memory (the chunks of a parallel
    /// run): give it buffers with `collect(into:rejects:)` before each chunk.
    init(form: FormDefinition, today: LocalDate) {
        self.init(form: form, today: today, outputFD: -1, outputName: .standardOutput, rejectsFD: -1, rejectsName: .standardError)
        collecting = true
    }

    /// Collecting: the next chunk's accepted records go to `output`, its rejects to `rejects`
    /// (both emptied first; buffers reused from chunk to chunk keep their memory: fresh ones
    /// cost page faults), and the counts and line marks start over.
    mutating func collect(into output: ByteBuffer, rejects: ByteBuffer) {
        output.removeAll()
        rejects.removeAll()
        self.output = ByteSink(fileDescriptor: -1, name: .standardOutput, buffer: output)
        self.rejects = ByteSink(fileDescriptor: -1, name: .standardError, buffer: rejects)
        summary = FillSummary()
        lineMarks.removeAll(keepingCapacity: true)
        readFailure = nil
    }

    /// Collecting: for each reject, in order, the offset in the rejects buffer where its line
    /// number's digits start and that number (pairs, flattened), so a chunk filled with
    /// numbers from 1 can be renumbered once the lines before it are known.
    private(set) var lineMarks: [Int] = []

    /// Collecting: the read failure that stopped the chunk, with the number of the last line
    /// read before it (the thrown error's message has the chunk's own numbering).
    private(set) var readFailure: (code: Int32, line: Int)?

    /// Collecting: hands the line marks over (swapping arrays, so both keep their memory).
    mutating func takeLineMarks(into marks: inout [Int]) {
        swap(&marks, &lineMarks)
        lineMarks.removeAll(keepingCapacity: true)
    }

    /// Whether this filler collects (see `init(form:today:)`).
    private var collecting = false

    /// Prepares a run of `form` writing accepted records to `outputFD` and rejects to `rejectsFD`.
    public init(form: FormDefinition, today: LocalDate, outputFD: Int32, outputName: OutputName,
                rejectsFD: Int32, rejectsName: OutputName) {
        validator = RecordValidator(form: form, today: today, paths: FileSystemPathProbe())
        streams = form.commands.contains { $0.stream }
        keys = RecordKeys(validator.fields.map(\.id))
        nested = NestedRecords(form: form)
        fields = RecordFields(count: validator.fields.count)
        output = ByteSink(fileDescriptor: outputFD, name: outputName)
        rejects = ByteSink(fileDescriptor: rejectsFD, name: rejectsName, threshold: 16 * 1024)
    }

    /// Reads JSON Lines from `inputFD` to the end; blank lines are not records. The first
    /// line is numbered `firstLine` (a shard of a larger input).
    public mutating func fillJSONLines(from inputFD: Int32, firstLine: Int = 1) throws(FrontEndError) -> FillSummary {
        var reader = LineReader(fileDescriptor: inputFD, firstLineNumber: firstLine)
        return try fillJSONLines(reading: &reader)
    }

    /// Reads JSON Lines from `reader` to its end (one chunk of a parallel run, or everything).
    /// `startsInput`: the reader's first line is the input's, which may begin with a
    /// byte-order mark (`ByteOrderMark`).
    mutating func fillJSONLines(reading reader: inout LineReader, startsInput: Bool = true) throws(FrontEndError) -> FillSummary {
        var parser = JSONLineParser(knownKeys: keys)
        var record = RecordFieldsBuilder(keys: keys)
        var firstLine = startsInput
        while true {
            let line: Line
            do {
                guard let next = try reader.next() else { break }
                line = next
            } catch {
                switch error {
                case .lineTooLong(let number, let maximum):
                    try reject(line: number, field: nil, message: "the line is longer than \(maximum) bytes")
                    firstLine = false
                    continue
                case .readFailed(let code):
                    readFailure = (code, reader.lineNumber)
                    throw Self.readError(code, afterLine: reader.lineNumber)
                }
            }
            var bytes = line.bytes
            if firstLine {
                firstLine = false
                bytes = ByteOrderMark.skipped(bytes)
            }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            guard let nested else {
                try fill(bytes, line: line.number, parser: &parser, record: &record)
                continue
            }
            // A record in the schema's shape, read flat (by field id) first.
            let flat: [UInt8]
            do {
                flat = try nested.flattened(bytes)
            } catch {
                try reject(line: line.number, field: error.field, message: error.message)
                continue
            }
            var failure: FrontEndError?
            flat.withUnsafeBufferPointer { flat in
                do throws(FrontEndError) { try fill(flat, line: line.number, parser: &parser, record: &record) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        return try finish()
    }

    /// Parses and validates one JSON line.
    private mutating func fill(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, parser: inout JSONLineParser,
                               record: inout RecordFieldsBuilder) throws(FrontEndError) {
        do {
            try parser.parse(bytes, into: &record)
        } catch {
            // A malformed group row names its group, as `run` does.
            try reject(line: line, field: error.key.map { keys.names[$0] }, message: "not a JSON object: \(error.description)")
            return
        }
        if let unknown = record.unknownKeys.first {
            try reject(line: line, field: nil, message: validator.unknownKeyMessage(unknown))
            return
        }
        try validate(record.fields, line: line)
    }

    /// Reads CSV with a header row from `inputFD` to the end. A header column that is not a
    /// field of the form is an error for the whole input (nothing is written).
    public mutating func fillCSV(from inputFD: Int32, firstLine: Int = 1) throws(FrontEndError) -> FillSummary {
        var reader = CSVRecordReader(fileDescriptor: inputFD, knownKeys: keys, firstLineNumber: firstLine)
        let header: [String]?
        do {
            header = try reader.readHeader()
        } catch {
            throw FrontEndError(.error(.csvHeaderUnusable, [.init("reason", error.text)]), status: .dataError)
        }
        guard header != nil else { return try finish() }
        if let unknown = reader.unknownColumns.first {
            throw FrontEndError(.error(.csvUnknownColumn, [.init("problem", validator.unknownKeyText(unknown))]),
                                status: .dataError)
        }
        var record = RawRecord()
        while true {
            do {
                guard try reader.next(into: &record) else { break }
            } catch {
                try reject(line: error.line ?? reader.recordLine, field: nil, message: error.description)
                if error.isFatal { break }
                continue
            }
            try validate(record, line: reader.recordLine)
        }
        return try finish()
    }

    // MARK: - Per record

    private mutating func validate(_ record: RawRecord, line: Int) throws(FrontEndError) {
        if let unknown = record.unknownKeys.first {
            try reject(line: line, field: nil, message: validator.unknownKeyMessage(unknown))
            return
        }
        let start = output.buffer.count
        let failure = record.withRecordFields(&fields) { fields in
            validator.validate(fields, appendingTo: output.buffer)
        }
        try settle(failure, line: line, from: start)
    }

    /// Validates fields that point into the current line (JSON Lines).
    private mutating func validate(_ fields: RecordFields, line: Int) throws(FrontEndError) {
        let start = output.buffer.count
        try settle(validator.validate(fields, appendingTo: output.buffer), line: line, from: start)
    }

    /// Counts the record validated last: accepted (its JSON is already in the output buffer
    /// from `start`; ends the line) or rejected. With a pipeline it is queued instead.
    @inline(__always)
    private mutating func settle(_ failure: ValidationFailure?, line: Int, from start: Int) throws(FrontEndError) {
        if pipelining {
            try enqueue(failure, line: line, from: start)
            return
        }
        try write(failure, line: line)
    }

    /// With a pipeline: queues the record validated last (its JSON, when accepted, taken out
    /// of the output buffer from `start`) and writes what is decided.
    @inline(never)
    private mutating func enqueue(_ failure: ValidationFailure?, line: Int, from start: Int) throws(FrontEndError) {
        let answers = failure == nil ? Array(output.buffer.bytes[start...]) : []
        output.buffer.truncate(to: start)
        if let failure {
            queue.append(.rejected(line: line, field: failure.field, message: failure.withoutAnswer))
        } else if let (ticket, failure) = validator.deferredCheck {
            queue.append(.checking(line: line, ticket: ticket, failure: failure, answers: answers))
        } else {
            queue.append(.accepted(answers))
        }
        try drain()
    }

    /// Writes queued records from the front while they are decided, or while more than
    /// `window` wait (`all`: every one, waiting for their verdicts).
    private mutating func drain(all: Bool = false) throws(FrontEndError) {
        while queueStart < queue.count {
            let waiting = queue.count - queueStart
            switch queue[queueStart] {
            case .accepted(let answers):
                output.buffer.append(contentsOf: answers)
                try write(nil, line: 0)
            case .rejected(let line, let field, let message):
                try writeReject(line: line, field: field, message: message)
            case .checking(let line, let ticket, let failure, let answers):
                guard all || waiting > Self.window, let pipeline else { return }
                if let failure = failure(pipeline.verdict(of: ticket)) {
                    try write(failure, line: line)
                } else {
                    output.buffer.append(contentsOf: answers)
                    try write(nil, line: line)
                }
            }
            queueStart += 1
            if queueStart == queue.count || queueStart >= 1024 {
                queue.removeFirst(queueStart)
                queueStart = 0
            }
        }
    }

    /// Counts a record and ends its line (accepted: its JSON is in the output buffer), or
    /// writes its reject. Inlined into the record loop: called, its caller destroyed the
    /// failure afterwards through `Optional`'s value witnesses (50 instructions a record of
    /// `fill` login, accepted or not).
    @inline(__always)
    private mutating func write(_ failure: ValidationFailure?, line: Int) throws(FrontEndError) {
        if let failure {
            try writeReject(line: line, field: failure.field, message: failure.withoutAnswer)
        } else {
            output.buffer.append(UInt8(0x0A))
            summary.accepted += 1
            try output.flushIfNeeded()
        }
    }

    /// `{"line":12,"field":"password","message":"must be at least 8 characters"}` — never the value;
    /// control characters in the message are shown as `TerminalSafeText` escapes.
    /// Built straight into the rejects buffer as bytes.
    private mutating func reject(line: Int, field: String?, message: String) throws(FrontEndError) {
        if pipelining {
            queue.append(.rejected(line: line, field: field, message: message))
            try drain()
            return
        }
        try writeReject(line: line, field: field, message: message)
    }

    private mutating func writeReject(line: Int, field: String?, message: String) throws(FrontEndError) {
        summary.rejected += 1
        let rejects = rejects.buffer
        rejects.appendASCII(#"{"line":"#)
        if collecting {
            lineMarks.append(rejects.count)
            lineMarks.append(line)
        }
        rejects.appendDecimal(line)
        rejects.appendASCII(#","field":"#)
        if var field {
            field.withUTF8 { AnswerJSON.appendString(utf8: $0, to: rejects) }
        } else {
            rejects.appendASCII("null")
        }
        rejects.appendASCII(#","message":"#)
        // Messages may quote input (an unknown key); JSON escaping leaves C1 controls such as
        // CSI raw, so escape every control character for the terminal first.
        var message = TerminalSafeText.escape(message)
        message.withUTF8 { AnswerJSON.appendString(utf8: $0, to: rejects) }
        rejects.appendASCII("}\n")
        try self.rejects.flushIfNeeded()
    }

    /// Reading the input failed after `line`.
    static func readError(_ code: Int32, afterLine line: Int) -> FrontEndError {
        FrontEndError(.error(.inputUnreadableAfterLine, [.init("line", .verbatim("\(line)")), .init("reason", .systemReason(code))]), status: .noInput)
    }

    private mutating func finish() throws(FrontEndError) -> FillSummary {
        try drain(all: true)
        pipeline?.finish()
        try output.flush()
        try rejects.flush()
        return summary
    }
}
