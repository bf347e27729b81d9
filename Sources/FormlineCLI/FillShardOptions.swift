import ArgumentParser
import BatchFrontEnd
import FrontEndSupport

/// `fill`'s options for running on several cores and over shards of a larger input.
struct FillShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp(Words.process[HelpWord.fillJobs], discussion: Words.process[HelpWord.fillJobsDiscussion]))
    var jobs: Int?

    @Option(name: .customLong("first-line"),
            help: ArgumentHelp(Words.process[HelpWord.fillFirstLine]))
    var firstLine: Int = 1

    /// The largest `--first-line`: 2^53 - 1, the largest integer every JSON reader keeps
    /// exactly (the rejects' `"line"` numbers), and far from where adding a file's line count
    /// could overflow.
    static let maximumFirstLine = (1 << 53) - 1

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError(Words.process[ToolWord.jobsAtLeastOne]) }
        if firstLine < 1 { throw ValidationError(Words.process[ToolWord.firstLineAtLeastOne]) }
        if firstLine > Self.maximumFirstLine {
            throw ValidationError(Words.process(ToolWord.firstLineAtMost, ["maximum": "\(Self.maximumFirstLine)", "value": "\(firstLine)"]))
        }
    }

    /// The threads to use for an input read from `inputFD` in `format` with `--jobs`: one for CSV (a quoted
    /// field may span lines, so CSV is not cut into chunks) and for pipes.
    static func threads(forInput inputFD: Int32, format: RecordFormat, jobs: Int?) -> Int {
        guard format == .jsonl, ParallelFiller.fileRange(of: inputFD) != nil else { return 1 }
        return jobs ?? ParallelFiller.availableProcessors
    }
}
