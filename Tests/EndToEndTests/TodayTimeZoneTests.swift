import Foundation
import Testing
import TestSupport

/// "today" is the local date of the time zone the process runs in (`TZ`, else
/// /etc/localtime), the date `date +%F` prints: checked on the real binary at zones 26 hours
/// apart, so an answer taken from the wrong zone (UTC, say) shows.
@Suite struct TodayTimeZoneTests {
    private func scratchForm() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-today-\(UUID().uuidString).yaml")
        try "title: Today\nfields:\n  - {id: day, type: date, default: today}\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `date +%F` under `zone`.
    private func systemDate(_ zone: String) throws -> String {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "date +%F"], input: Data(),
                                           environment: ["TZ": zone])
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: ["Pacific/Kiritimati", "Etc/GMT+12", "UTC", "EST5EDT,M3.2.0,M11.1.0", "<+0545>-5:45"])
    func todayIsTheDateOfTheProcesssTimeZone(zone: String) throws {
        let form = try scratchForm()
        defer { try? FileManager.default.removeItem(at: form) }
        let before = try systemDate(zone)
        let result = try ProcessRunner.formline(["run", form.path], input: "\n", environment: ["TZ": zone, "FORMLINE_TODAY": ""])
        let after = try systemDate(zone)
        #expect(result.status == 0, "\(result.stderr)")
        // Around midnight the date may change between the three processes: either is right.
        #expect([before, after].map { "{\"day\":\"\($0)\"}\n" }.contains(result.stdout), "TZ=\(zone): \(result.stdout)")
    }
}
