#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormRecords
import FrontEndSupport

/// Fills JSON Lines from a regular file on several threads with exactly the output of a
/// one-thread `BatchFiller`: the same accepted records in the same order, the same rejects
/// with the same line numbers, the same summary.
///
/// The file is cut at line boundaries into numbered chunks of about `chunkSize` bytes
/// (`LineChunks`: each worker finds its chunk's boundaries itself, reading a few bytes).
/// `threads(forChunks:)` worker threads (`jobs`, but never more than the chunks or the
/// processors online: more would only add memory) each take the next chunk, read it with `pread(2)` into their own
/// reused buffer (`LineReader.restart`) and fill it with their own `BatchFiller` into the
/// reused buffers of one of `2 × threads` slots, numbering its lines from 1. The calling thread
/// writes finished slots in chunk order, renumbering the rejects' lines once the line counts
/// of the chunks before are known, and frees the slot. So no byte of input is read twice,
/// nothing is allocated per chunk or per record in the steady state, a lock is taken a few
/// times per chunk (never per record), and memory stays flat: at most `2 × threads` chunks'
/// output is held, whatever `jobs` asks for.
///
///     let filler = ParallelFiller(form: form, today: today, jobs: 2)
///     let summary = try filler.fillJSONLines(fileDescriptor: fd, outputFD: 1, outputName: .standardOutput,
///                                            rejectsFD: 2, rejectsName: .standardError)
///     // summary.description == "900 accepted, 100 rejected, 1000 records", as with one thread
public struct ParallelFiller: Sendable {
    public let form: FormDefinition
    public let today: LocalDate
    public let jobs: Int
    public let chunkSize: Int
    /// What runs the form's commands in every worker (nil: skipped); see `BatchFiller.commandChecker`.
    public var commandChecker: (any CommandChecking & Sendable)?
    /// What reads computed choices and defaults in every worker (see `BatchFiller.sources`).
    public var sources: (any SourceReading & Sendable)?

    public init(form: FormDefinition, today: LocalDate, jobs: Int, chunkSize: Int = 1 << 18) {
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

    /// The worker threads for `chunks` chunks: `jobs`, but at most one per chunk and one per
    /// processor online. Threads beyond those would find no chunk or no core, and each brings
    /// two output slots of about a chunk each, so `--jobs 100000` on three lines uses one.
    ///
    ///     ParallelFiller(form: form, today: today, jobs: 1 << 62).threads(forChunks: 1)   // 1
    public func threads(forChunks chunks: Int) -> Int {
        max(1, min(jobs, chunks, Self.availableProcessors))
    }

    /// Fills the JSON Lines in `range` of the regular file `fileDescriptor` (default: from
    /// its position to its end); its first line is numbered `firstLine`.
    public func fillJSONLines(fileDescriptor: Int32, range: Range<Int>? = nil, firstLine: Int = 1,
                              outputFD: Int32, outputName: OutputName,
                              rejectsFD: Int32, rejectsName: OutputName) throws(FrontEndError) -> FillSummary {
        guard let range = range ?? Self.fileRange(of: fileDescriptor) else {
            throw FrontEndError(.error(.inputNotRegularFile), status: .usage)
        }
        let chunks = LineChunks(range: range, chunkSize: chunkSize)
        let threads = threads(forChunks: chunks.count)
        let run = Run(chunks: chunks.count, window: 2 * threads, chunkSize: chunkSize)
        var workers: [WorkerThread] = []
        // Every worker is joined before returning, so none reads the descriptor after the
        // caller closes it; an error stops them after their current chunk.
        defer {
            run.stop()
            for worker in workers { worker.join() }
        }
        let form = form, today = today, checker = commandChecker, sources = sources
        for _ in 0..<min(threads, chunks.count) {
            guard let worker = WorkerThread({ Self.work(run, chunks: chunks, fileDescriptor: fileDescriptor, form: form, today: today,
                                                        checker: checker, sources: sources) })
            else { break }
            workers.append(worker)
        }
        if workers.isEmpty && chunks.count > 0 {
            // No thread to be had: fill on this one.
            var filler = BatchFiller(form: form, today: today, outputFD: outputFD, outputName: outputName,
                                     rejectsFD: rejectsFD, rejectsName: rejectsName)
            filler.commandChecker = checker
            filler.sources = sources
            var reader = LineReader(fileDescriptor: fileDescriptor, range: range, firstLineNumber: firstLine)
            return try filler.fillJSONLines(reading: &reader)
        }
        var summary = FillSummary()
        var firstLineOfChunk = firstLine
        let renumbered = ByteBuffer(capacity: 64 * 1024)
        for index in 0..<chunks.count {
            let slot = run.waitUntilFilled(index)
            if let failure = slot.readFailure {
                throw BatchFiller.readError(failure.code, afterLine: firstLineOfChunk + failure.line - 1)
            }
            if let failure = slot.failure { throw failure }
            try ByteSink.write(slot.output, to: outputFD, name: outputName)
            if slot.lineMarks.isEmpty {
                try ByteSink.write(slot.rejects, to: rejectsFD, name: rejectsName)
            } else {
                renumber(slot, firstLine: firstLineOfChunk, into: renumbered)
                try ByteSink.write(renumbered, to: rejectsFD, name: rejectsName)
            }
            summary.add(slot.summary)
            firstLineOfChunk += slot.lines
            run.release(index)
        }
        return summary
    }

    // MARK: - Workers

    /// One chunk's result, in buffers reused from chunk to chunk. A worker writes it between
    /// claiming the chunk and `Run.filled`; the writer reads it between `waitUntilFilled` and
    /// `release` (the lock orders the two).
    private final class Slot {
        /// Room for a chunk's worth of output from the start (growing by doubling would copy
        /// and fault in fresh pages for every intermediate size).
        let output: ByteBuffer
        let rejects: ByteBuffer
        /// The filler's `lineMarks`: where each reject's line number starts, and the number.
        var lineMarks: [Int] = []
        /// Lines in the chunk (blank ones too).
        var lines = 0
        var summary = FillSummary()
        var readFailure: (code: Int32, line: Int)?
        var failure: FrontEndError?
        var filled = false

        init(chunkSize: Int) {
            output = ByteBuffer(capacity: min(chunkSize, 1 << 24) + 4096)
            rejects = ByteBuffer(capacity: 4096)
        }
    }

    /// What the writer and the workers share: the slots, which chunk is next, how many are
    /// written. Chunk `k` uses slot `k % window`, and is claimed only once chunk `k - window`
    /// is written, so a slot has one user at a time.
    private final class Run: @unchecked Sendable {
        let slots: [Slot]
        let chunks: Int
        private let lock = ChunkLock(conditions: 2)
        private static let slotFree = 0, slotFilled = 1
        private var next = 0
        private var written = 0
        private var stopped = false

        init(chunks: Int, window: Int, chunkSize: Int) {
            self.chunks = chunks
            slots = (0..<max(1, window)).map { _ in Slot(chunkSize: chunkSize) }
        }

        /// The next chunk to fill once its slot is free; nil when there is none or the run stopped.
        func claim() -> (index: Int, slot: Slot)? {
            lock.withLock {
                while !stopped && next < chunks && next >= written + slots.count { lock.wait(Self.slotFree) }
                guard !stopped, next < chunks else { return nil }
                next += 1
                return (next - 1, slots[(next - 1) % slots.count])
            }
        }

        func filled(_ slot: Slot) {
            lock.withLock {
                slot.filled = true
                lock.broadcast(Self.slotFilled)
            }
        }

        func waitUntilFilled(_ index: Int) -> Slot {
            let slot = slots[index % slots.count]
            lock.withLock {
                while !slot.filled { lock.wait(Self.slotFilled) }
            }
            return slot
        }

        func release(_ index: Int) {
            lock.withLock {
                slots[index % slots.count].filled = false
                written = index + 1
                lock.broadcast(Self.slotFree)
            }
        }

        func stop() {
            lock.withLock {
                stopped = true
                lock.broadcast(Self.slotFree)
            }
        }
    }

    /// A worker: fills chunks until there are none left, with one filler and one reader.
    private static func work(_ run: Run, chunks: LineChunks, fileDescriptor: Int32, form: FormDefinition, today: LocalDate,
                             checker: (any CommandChecking & Sendable)?, sources: (any SourceReading & Sendable)?) {
        var filler = BatchFiller(form: form, today: today)
        filler.commandChecker = checker
        filler.sources = sources
        var reader = LineReader(fileDescriptor: fileDescriptor, range: 0..<0)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 8)
        defer { scratch.deallocate() }
        while let (index, slot) = run.claim() {
            filler.collect(into: slot.output, rejects: slot.rejects)
            slot.readFailure = nil
            slot.failure = nil
            slot.summary = FillSummary()
            do throws(FileDescriptorIO.Errno) {
                reader.restart(range: try chunks.chunk(index, in: fileDescriptor, scratch: scratch))
                do throws(FrontEndError) {
                    slot.summary = try filler.fillJSONLines(reading: &reader, startsInput: index == 0)
                } catch {
                    slot.failure = error
                    slot.readFailure = filler.readFailure
                }
            } catch {
                slot.readFailure = (error.code, 0)
            }
            slot.lines = reader.lineNumber
            filler.takeLineMarks(into: &slot.lineMarks)
            run.filled(slot)
        }
    }

    // MARK: - Writing

    /// The slot's rejects with each line number moved from the chunk's numbering (from 1) to
    /// the input's (from `firstLine`).
    private func renumber(_ slot: Slot, firstLine: Int, into out: ByteBuffer) {
        out.removeAll()
        slot.rejects.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var from = 0
            var mark = 0
            while mark + 1 < slot.lineMarks.count {
                let offset = slot.lineMarks[mark], line = slot.lineMarks[mark + 1]
                out.append(UnsafeBufferPointer(rebasing: bytes[from..<offset]))
                out.appendDecimal(firstLine + line - 1)
                from = offset + ByteBuffer.decimalDigits(line)
                mark += 2
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[from...]))
        }
    }
}
