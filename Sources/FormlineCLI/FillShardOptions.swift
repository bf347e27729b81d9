import ArgumentParser
import BatchFrontEnd
import FrontEndSupport

/// `fill`'s options for running on several cores and over shards of a larger input.
struct FillShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Fill JSON Lines from a regular file N chunks at a time, on up to N cores (default: the number of cores; pipes and CSV: 1).",
        discussion: "The output, the rejects' line numbers and the summary are the same for every N."))
    var jobs: Int?

    @Option(name: .customLong("first-line"),
            help: "Number the input's first line N (the input is a shard starting at line N of a larger input).")
    var firstLine: Int = 1

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if firstLine < 1 { throw ValidationError("--first-line must be at least 1") }
    }

    /// The threads to use for an input read from `inputFD` in `format`: one for CSV (a quoted
    /// field may span lines, so CSV is not cut into chunks) and for pipes.
    func threads(forInput inputFD: Int32, format: RecordFormat) -> Int {
        guard format == .jsonl, ParallelFiller.fileRange(of: inputFD) != nil else { return 1 }
        return jobs ?? ParallelFiller.availableProcessors
    }
}
