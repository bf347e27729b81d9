#if FUZZING
/// libFuzzer's entry point (built with `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's driver, for programs that keep their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's `main` to `<module>_main`: hand control to libFuzzer there.
@_cdecl("formline_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) }
}
#else
import Foundation

/// Without libFuzzer: replays the files (or folders of files) named on the command line
/// through the same targets, so crashes found by `scripts/fuzz` can be reproduced.
@main
enum FuzzReplay {
    static func main() {
        var replayed = 0
        // `--keys`: every key of the format with every hostile value (tests run it).
        if CommandLine.arguments.dropFirst().first == "--keys" {
            let loaded = FuzzFormKeys.everyPlace()
            print("formline-fuzz: loaded \(loaded) forms (\(FuzzFormKeys.places.count) places × \(FuzzFormKeys.values.count) values) without a crash")
            return
        }
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
                : [argument]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                [UInt8](data).withUnsafeBufferPointer(FuzzInput.run)
                replayed += 1
            }
        }
        print("formline-fuzz: replayed \(replayed) input\(replayed == 1 ? "" : "s") without a crash")
    }
}
#endif
