import FrontEndSupport
/// Reads RFC 4180 CSV with a header row from a file descriptor, streaming: quoted fields,
/// doubled quotes, line breaks inside quotes (kept as written, `\n` or `\r\n`), `\n` or
/// `\r\n` record endings, and a leading UTF-8 byte order mark.
///
/// Records come out as `RawRecord`s whose values are all `.string` (an empty cell is
/// `.string("")`), keyed by the header names, or, given known keys, stored by those keys'
/// indices with the other columns listed in `unknownColumns` and each record's `unknownKeys`.
/// Blank lines between records are skipped. Memory stays bounded by `maximumRecordLength`.
public struct CSVRecordReader: ~Copyable {
    private var lines: LineReader
    private let knownKeys: RecordKeys?
    /// The longest record accepted, in bytes.
    public let maximumRecordLength: Int
    /// The header's names, once read.
    public private(set) var header: [String]?
    /// Header names that are not among the known keys (empty without known keys).
    public private(set) var unknownColumns: [String] = []
    /// The line on which the last record returned (or rejected) began.
    public private(set) var recordLine = 0

    private let firstLineNumber: Int
    private var headerKeys: RecordKeys?
    /// Column → known key index, or -1.
    private var columnTargets: [Int] = []
    private var finished = false

    // The record being assembled.
    private var fieldBytes: [UInt8] = []
    /// Where each field ends in `fieldBytes`.
    private var fieldEnds: [Int32] = []
    private var state = FieldState.start
    private var firstError: CSVError?
    private var isTooLong = false

    private enum FieldState { case start, unquoted, quoted, afterQuote }

    /// `firstLineNumber` numbers the input's first line (a shard of a larger file).
    public init(
        fileDescriptor: Int32,
        knownKeys: RecordKeys? = nil,
        firstLineNumber: Int = 1,
        bufferSize: Int = LineReader.defaultBufferSize,
        maximumRecordLength: Int = LineReader.defaultMaximumLineLength
    ) {
        lines = LineReader(fileDescriptor: fileDescriptor, firstLineNumber: firstLineNumber,
                           bufferSize: bufferSize, maximumLineLength: maximumRecordLength)
        self.knownKeys = knownKeys
        self.firstLineNumber = firstLineNumber
        self.maximumRecordLength = min(max(0, maximumRecordLength), Int(Int32.max) / 2)
    }

    /// Reads the header if it has not been read yet; nil for an empty input.
    @discardableResult
    public mutating func readHeader() throws(CSVError) -> [String]? {
        if let header { return header }
        guard try readRecord(isHeader: true) else { return nil }
        if let error = firstError { try fail(error) }
        var names: [String] = []
        for index in fieldEnds.indices {
            let name = fieldString(index)
            guard !name.isEmpty else { try fail(.emptyColumnName(column: index + 1)) }
            guard !names.contains(name) else { try fail(.duplicateColumn(name: name, column: index + 1)) }
            names.append(name)
        }
        header = names
        let keys = RecordKeys(names)
        headerKeys = keys
        if let knownKeys {
            columnTargets = names.map { knownKeys.index(of: $0) ?? -1 }
            unknownColumns = zip(names, columnTargets).filter { $0.1 < 0 }.map(\.0)
        } else {
            columnTargets = Array(names.indices)
        }
        return names
    }

    /// Reads the next record into `record`; false at the end of the input (or after a fatal
    /// error). Reads the header first if needed. After a non-fatal error the next call
    /// continues with the following record.
    public mutating func next(into record: inout RawRecord) throws(CSVError) -> Bool {
        guard try readHeader() != nil, try readRecord(isHeader: false) else { return false }
        if let error = firstError { throw error }
        let expected = columnTargets.count
        guard fieldEnds.count == expected else {
            throw .wrongFieldCount(line: recordLine, expected: expected, found: fieldEnds.count)
        }
        record.reset(knownKeys: knownKeys ?? headerKeys)
        fieldBytes.withUnsafeBufferPointer { all in
            var start = 0
            for (column, target) in columnTargets.enumerated() {
                let end = Int(fieldEnds[column])
                if target >= 0 { record.appendText(.string, UnsafeBufferPointer(rebasing: all[start..<end]), key: target) }
                start = end
            }
        }
        if !unknownColumns.isEmpty { record.setUnknownKeys(unknownColumns) }
        return true
    }

    private mutating func fail(_ error: CSVError) throws(CSVError) -> Never {
        finished = true
        throw error
    }

    private func fieldString(_ index: Int) -> String {
        let start = index == 0 ? 0 : Int(fieldEnds[index - 1])
        return fieldBytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<Int(fieldEnds[index])]), as: UTF8.self)
        }
    }

    // MARK: - Assembling one record from lines

    /// Reads physical lines until a record is complete; false at the end of the input.
    private mutating func readRecord(isHeader: Bool) throws(CSVError) -> Bool {
        if finished { return false }
        fieldBytes.removeAll(keepingCapacity: true)
        fieldEnds.removeAll(keepingCapacity: true)
        state = .start
        firstError = nil
        isTooLong = false
        var continuing = false
        while true {
            let next: Line?
            do throws(LineReaderError) {
                next = try lines.next()
            } catch {
                switch error {
                case .lineTooLong(let number, let maximum): try fail(.lineTooLong(line: number, maximum: maximum))
                case .readFailed(let code): try fail(.readFailed(errno: code))
                }
            }
            guard let line = next else {
                if continuing { try fail(.unterminatedQuote(line: recordLine)) }
                finished = true
                return false
            }
            var bytes = line.bytes
            if isHeader && line.number == firstLineNumber { bytes = ByteOrderMark.skipped(bytes) }
            if !continuing {
                if bytes.isEmpty { continue }
                recordLine = line.number
            }
            let columnOffset = line.bytes.count - bytes.count
            if let invalid = RecordUTF8.firstInvalidOffset(bytes) {
                note(.invalidUTF8(line: line.number, column: columnOffset + invalid + 1))
            }
            if scan(bytes, line: line.number, columnOffset: columnOffset) {
                return true
            }
            if line.terminator == .none { try fail(.unterminatedQuote(line: recordLine)) }
            append(contentsOf: line.terminator == .crlf ? [0x0D, 0x0A] : [0x0A])
            continuing = true
        }
    }

    /// Runs the field state machine over one physical line; true when the record ends with it,
    /// false when the line ends inside a quoted field.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, columnOffset: Int) -> Bool {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var runStart = 0
        var index = 0
        // Copies pending field bytes in runs rather than one at a time.
        func flush(_ reader: inout CSVRecordReader, upTo end: Int) {
            if end > runStart { reader.append(UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .start:
                if byte == quote {
                    state = .quoted
                    runStart = index + 1
                } else if byte == comma {
                    endField()
                    runStart = index + 1
                } else {
                    state = .unquoted
                    runStart = index
                }
            case .unquoted:
                if byte == comma {
                    flush(&self, upTo: index)
                    endField()
                    state = .start
                    runStart = index + 1
                } else if byte == quote {
                    note(.quoteInUnquotedField(line: line, column: columnOffset + index + 1))
                }
            case .quoted:
                if byte == quote {
                    flush(&self, upTo: index)
                    state = .afterQuote
                }
            case .afterQuote:
                if byte == quote {
                    state = .quoted
                    runStart = index
                } else if byte == comma {
                    endField()
                    state = .start
                    runStart = index + 1
                } else {
                    note(.textAfterClosingQuote(line: line, column: columnOffset + index + 1))
                    state = .unquoted
                    runStart = index
                }
            }
            index += 1
        }
        switch state {
        case .quoted:
            flush(&self, upTo: bytes.count)
            return false
        case .unquoted:
            flush(&self, upTo: bytes.count)
        case .start, .afterQuote:
            break
        }
        endField()
        return true
    }

    /// Ends the current field. Separators count towards the record's length, so the field
    /// list stays bounded too.
    private mutating func endField() {
        guard reserve(1) else { return }
        fieldEnds.append(Int32(fieldBytes.count))
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard reserve(bytes.count) else { return }
        fieldBytes.append(contentsOf: bytes)
    }

    /// Whether `count` more bytes fit the record; notes `recordTooLong` when not.
    private mutating func reserve(_ count: Int) -> Bool {
        guard !isTooLong else { return false }
        if fieldBytes.count + fieldEnds.count + count > maximumRecordLength {
            isTooLong = true
            note(.recordTooLong(line: recordLine, maximum: maximumRecordLength))
            return false
        }
        return true
    }

    private mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func note(_ error: CSVError) {
        if firstError == nil { firstError = error }
    }
}
