import Foundation
import Testing
import TestSupport

/// `formline list` lines its columns up by display width: a CJK or emoji name or title takes
/// two columns a character, as the terminal draws it (it was padded by UTF-16 code units, so
/// the paths after `日本語` started three columns too far right).
@Suite struct ListAlignmentTests {
    @Test func columnsLineUpWhateverScriptNamesAndTitlesAreIn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-list-\(UUID().uuidString)")
        let forms = directory.appendingPathComponent("forms")
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let titles = ["日本語": "新しいタスク", "login": "Log in", "cafe": "Café ☕ order", "zoe": "Zoe\u{301}"]
        for (name, title) in titles {
            try "title: \(title)\nfields:\n  - {id: a, type: text, label: A}\n"
                .write(to: forms.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let list = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["list"], input: Data(),
                                         environment: ["HOME": directory.path, "XDG_CONFIG_HOME": "", "FORMLINE_PATH": "",
                                                       "XDG_DATA_DIRS": directory.appendingPathComponent("none").path],
                                         directory: directory, timeout: 10)
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == titles.count, "\(list.stdout)")
        // The display column where each title and each path starts, counting the characters
        // used here as a terminal draws them: CJK and ☕ 2 columns, a combining accent none.
        func width(_ text: Substring) -> Int {
            text.unicodeScalars.reduce(0) { total, scalar in
                switch scalar.value {
                case 0x300...0x36F: return total
                case 0x2615, 0x3000...0x9FFF: return total + 2
                default: return total + 1
                }
            }
        }
        func column(of text: String, in line: String) -> Int? {
            line.range(of: text).map { width(line[..<$0.lowerBound]) }
        }
        let titleColumns = Set(zip(lines, lines.map { line in titles.first { line.hasPrefix($0.key + " ") }?.value ?? "?" })
            .compactMap { column(of: $1, in: $0) })
        let pathColumns = Set(lines.compactMap { column(of: "forms/", in: $0) })
        #expect(titleColumns.count == 1 && pathColumns.count == 1, "\(list.stdout)")
    }
}
