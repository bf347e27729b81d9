#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FormCore
import FrontEndSupport

/// Fills JSON Lines from a regular file on several threads with exactly the output of a
/// one-thread `BatchFiller`: the same accepted records in the same order, the same rejects
/// with the same line numbers, the same summary.
///
/// The file is cut at line boundaries into chunks of about `chunkSize` bytes (`LineChunks`).
/// Chunks are handled in rounds of `2 × jobs`: the lines of each chunk are counted in
/// parallel (so each chunk knows the number of its first line), then each chunk is filled by
/// its own `BatchFiller` into memory, in parallel, and the main thread writes the chunks'
/// accepted records and rejects in input order. Memory stays flat: one round in memory.
///
///     let filler = ParallelFiller(form: form, today: today, jobs: 2)
///     let summary = try filler.fillJSONLines(fileDescriptor: fd, outputFD: 1, outputName: "standard output",
///                                            rejectsFD: 2, rejectsName: "standard error")
///     // summary.description == "900 accepted, 100 rejected, 1000 records", as with one thread
public struct ParallelFiller: Sendable {
    public let form: FormDefinition
    public let today: LocalDate
    public let jobs: Int
    public let chunkSize: Int

    public init(form: FormDefinition, today: LocalDate, jobs: Int, chunkSize: Int = 1 << 20) {
        self.form = form
        self.today = today
        self.jobs = max(1, jobs)
        self.chunkSize = max(1, chunkSize)
    }

    /// Whether `fileDescriptor` is a regular file (which can be cut into chunks), and its
    /// readable range: from the current position to the end.
    public static func fileRange(of fileDescriptor: Int32) -> Range<Int>? {
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let position = lseek(fileDescriptor, 0, SEEK_CUR)
        guard position >= 0, Int(position) <= Int(status.st_size) else { return nil }
        return Int(position)..<Int(status.st_size)
    }

    /// The number of processors online (at least 1).
    public static var availableProcessors: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Fills the JSON Lines in `range` of the regular file `fileDescriptor` (default: from
    /// its position to its end); its first line is numbered `firstLine`.
    public func fillJSONLines(fileDescriptor: Int32, range: Range<Int>? = nil, firstLine: Int = 1,
                              outputFD: Int32, outputName: String,
                              rejectsFD: Int32, rejectsName: String) throws(FrontEndError) -> FillSummary {
        guard let range = range ?? Self.fileRange(of: fileDescriptor) else {
            throw FrontEndError("the input is not a regular file, so it cannot be split", status: .usage)
        }
        var chunks = LineChunks(fileDescriptor: fileDescriptor, range: range, chunkSize: chunkSize)
        var summary = FillSummary()
        var nextLine = firstLine
        let roundSize = 2 * jobs
        while true {
            var round: [Range<Int>] = []
            do throws(FileDescriptorIO.Errno) {
                while round.count < roundSize, let chunk = try chunks.next() { round.append(chunk) }
            } catch {
                throw readError(error, afterLine: nextLine - 1)
            }
            if round.isEmpty { break }
            let firstLines = try firstLineNumbers(of: round, fileDescriptor: fileDescriptor, startingAt: &nextLine)
            let results = fill(round, firstLines: firstLines, fileDescriptor: fileDescriptor)
            for result in results {
                try write(result.filler.collectedOutput, to: outputFD, name: outputName)
                try write(result.filler.collectedRejects, to: rejectsFD, name: rejectsName)
                switch result.outcome {
                case .success(let part): summary.add(part)
                case .failure(let error): throw error
                }
            }
        }
        return summary
    }

    // MARK: - One round

    /// The number of each chunk's first line; advances `nextLine` past the round.
    private func firstLineNumbers(of round: [Range<Int>], fileDescriptor: Int32,
                                  startingAt nextLine: inout Int) throws(FrontEndError) -> [Int] {
        let slots = ResultSlots<Int>(count: round.count)
        DispatchQueue.concurrentPerform(iterations: round.count) { index in
            do throws(FileDescriptorIO.Errno) {
                slots.set(index, to: try LineChunks.countLines(fileDescriptor, in: round[index]))
            } catch {
                slots.set(index, to: -Int(error.code))
            }
        }
        let counts = slots.take()
        var firstLines: [Int] = []
        for count in counts {
            guard count >= 0 else {
                throw readError(FileDescriptorIO.Errno(code: Int32(-count)), afterLine: nextLine - 1)
            }
            firstLines.append(nextLine)
            nextLine += count
        }
        return firstLines
    }

    private struct ChunkResult {
        var filler: BatchFiller
        var outcome: Result<FillSummary, FrontEndError>
    }

    /// Fills each chunk with its own `BatchFiller` into memory, in parallel.
    private func fill(_ round: [Range<Int>], firstLines: [Int], fileDescriptor: Int32) -> [ChunkResult] {
        let slots = ResultSlots<ChunkResult>(count: round.count)
        DispatchQueue.concurrentPerform(iterations: round.count) { index in
            var filler = BatchFiller(form: form, today: today)
            var reader = LineReader(fileDescriptor: fileDescriptor, range: round[index], firstLineNumber: firstLines[index])
            let outcome: Result<FillSummary, FrontEndError>
            do throws(FrontEndError) {
                outcome = .success(try filler.fillJSONLines(reading: &reader))
            } catch {
                outcome = .failure(error)
            }
            slots.set(index, to: ChunkResult(filler: filler, outcome: outcome))
        }
        return slots.take()
    }

    private func write(_ buffer: ByteBuffer, to fileDescriptor: Int32, name: String) throws(FrontEndError) {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { bytes throws(FrontEndError) in
            try OutputStream.write(bytes, to: fileDescriptor, name: name)
        }
    }

    private func readError(_ error: FileDescriptorIO.Errno, afterLine line: Int) -> FrontEndError {
        BatchFiller.readError(error.code, afterLine: line)
    }
}
