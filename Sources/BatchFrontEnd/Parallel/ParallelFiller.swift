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
/// The calling thread cuts the next chunk and counts its lines (so the chunk knows the number
/// of its first line, at memchr speed), hands it to a task on the global queue that fills it
/// with its own `BatchFiller` into memory, and writes finished chunks' accepted records and
/// rejects in input order. At most `jobs` chunks are filled at once and `2 × jobs` are in
/// flight, so memory stays flat, and no chunk waits for a slow neighbour to start (no rounds).
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
        let window = 2 * jobs
        // Chunks being filled, oldest first. Every one is waited for before returning, so no
        // task reads the descriptor after the caller closes it.
        var inFlight: [ChunkSlot] = []
        let permits = DispatchSemaphore(value: jobs)   // at most `jobs` chunks filled at once
        var spare: [BatchFiller] = []                  // fillers of written chunks, reused with their buffers
        defer { for slot in inFlight { slot.done.wait() } }
        var exhausted = false
        while true {
            if !exhausted {
                let chunk: Range<Int>?
                let lines: Int
                do throws(FileDescriptorIO.Errno) {
                    chunk = try chunks.next()
                    lines = try chunk.map { chunk throws(FileDescriptorIO.Errno) in try LineChunks.countLines(fileDescriptor, in: chunk) } ?? 0
                } catch {
                    throw readError(error, afterLine: nextLine - 1)
                }
                if let chunk {
                    inFlight.append(start(chunk, firstLine: nextLine, fileDescriptor: fileDescriptor, permits: permits,
                                          filler: spare.popLast() ?? BatchFiller(form: form, today: today)))
                    nextLine += lines
                    if inFlight.count < window { continue }
                } else {
                    exhausted = true
                }
            }
            guard !inFlight.isEmpty else { break }
            let oldest = inFlight.removeFirst()
            oldest.done.wait()
            let result = oldest.result!
            try write(result.filler.collectedOutput, to: outputFD, name: outputName)
            try write(result.filler.collectedRejects, to: rejectsFD, name: rejectsName)
            switch result.outcome {
            case .success(let part): summary.add(part)
            case .failure(let error): throw error
            }
            var filler = result.filler
            filler.resetCollected()
            spare.append(filler)
        }
        return summary
    }

    // MARK: - One chunk

    private struct ChunkResult {
        var filler: BatchFiller
        var outcome: Result<FillSummary, FrontEndError>
    }

    /// A chunk being filled on another thread: `result` is set before `done` is signalled and
    /// read only after waiting for it, which makes the `@unchecked Sendable` sound.
    private final class ChunkSlot: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var result: ChunkResult?
    }

    /// Hands a filler to the task that fills one chunk; nothing else touches it meanwhile.
    private final class FillerBox: @unchecked Sendable {
        let filler: BatchFiller
        init(_ filler: BatchFiller) { self.filler = filler }
    }

    /// Starts filling `chunk` with its own `BatchFiller` into memory, on the global queue.
    private func start(_ chunk: Range<Int>, firstLine: Int, fileDescriptor: Int32, permits: DispatchSemaphore,
                       filler: BatchFiller) -> ChunkSlot {
        let slot = ChunkSlot()
        let box = FillerBox(filler)
        DispatchQueue.global().async {
            permits.wait()
            defer { permits.signal() }
            var filler = box.filler
            var reader = LineReader(fileDescriptor: fileDescriptor, range: chunk, firstLineNumber: firstLine)
            let outcome: Result<FillSummary, FrontEndError>
            do throws(FrontEndError) {
                outcome = .success(try filler.fillJSONLines(reading: &reader))
            } catch {
                outcome = .failure(error)
            }
            slot.result = ChunkResult(filler: filler, outcome: outcome)
            slot.done.signal()
        }
        return slot
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
