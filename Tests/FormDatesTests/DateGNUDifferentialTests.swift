import Foundation
import Testing
import TestSupport
@testable import FormDates

/// `DateParser` against GNU `date -d` on generated inputs (a fixed seed), where the two mean
/// the same: day and week offsets, month and year offsets from days 1-28 (GNU lets a day
/// overflow into the next month where formline takes the month's last day), and weekdays
/// on a day that is not that weekday (on the weekday itself GNU means today and formline a
/// week later, as docs/form-format.md says). GNU ignores a weekday after a calendar date, so
/// weekdays are read from the real today, which GNU is asked for first.
@Suite struct DateGNUDifferentialTests {
    /// One generated case: the text formline reads, and GNU's spelling of it.
    struct Case {
        let today: LocalDate
        let formline: String
        let gnu: String
    }

    static func cases(count: Int, realToday: LocalDate) -> [Case] {
        var random = SplitMix64(state: 0xDA7E_0004)
        func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
        func space() -> String { pick([" ", "  ", "\t", " \t ", "   "]) }
        var result: [Case] = []
        while result.count < count {
            let day = Int.random(in: 1...28, using: &random)
            let today = LocalDate(year: Int.random(in: 1900...2100, using: &random), month: Int.random(in: 1...12, using: &random), day: day)!
            let amount = Int.random(in: 0...400, using: &random)
            let (unit, gnuUnit) = pick([("d", "days"), ("w", "weeks"), ("m", "months"), ("y", "years"),
                                        ("days", "days"), ("weeks", "weeks"), ("months", "months"), ("years", "years")])
            let formline: String, gnu: String
            switch random.next() % 5 {
            case 0: (formline, gnu) = ("+\(amount)\(unit)", "+\(amount) \(gnuUnit)")
            case 1: (formline, gnu) = ("-\(amount)\(space())\(unit)", "-\(amount) \(gnuUnit)")
            case 2: (formline, gnu) = ("in\(space())\(amount)\(space())\(unit.count == 1 ? gnuUnit : unit)", "+\(amount) \(gnuUnit)")
            case 3: (formline, gnu) = ("\(amount)\(space())\(unit.count == 1 ? gnuUnit : unit)\(space())ago", "\(amount) \(gnuUnit) ago")
            default:
                let weekday = pick(Weekday.allCases)
                if weekday == realToday.weekday { continue }
                let name = weekday.name.lowercased()
                let spelling = pick([name, String(name.prefix(3)), "next\(space())\(name)"])
                result.append(Case(today: realToday, formline: spelling, gnu: name))
                continue
            }
            result.append(Case(today: today, formline: formline, gnu: "\(today.iso) \(gnu)"))
        }
        return result
    }

    static let date = URL(fileURLWithPath: "/usr/bin/date")

    /// Whether /usr/bin/date is GNU's (without it the test is skipped, and says so in the summary).
    static var hasGNUDate: Bool {
        (try? ProcessRunner.run(date, ["--version"], input: Data()))?.stdout.contains("GNU coreutils") ?? false
    }

    @Test(.enabled(if: hasGNUDate, "no GNU date (coreutils) at /usr/bin/date"))
    func dateParserAgreesWithGNUDate() throws {
        let date = Self.date
        let now = try ProcessRunner.run(date, ["+%F"], input: Data(), environment: ["TZ": "UTC"])
        let realToday = try #require(LocalDate(iso: now.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let cases = Self.cases(count: 2000, realToday: realToday)
        let input = cases.map(\.gnu).joined(separator: "\n") + "\n"
        let result = try ProcessRunner.run(date, ["-f", "-", "+%F"], input: Data(input.utf8), environment: ["TZ": "UTC"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n").map(String.init)
        try #require(answers.count == cases.count)
        var disagreements = 0
        for (item, gnu) in zip(cases, answers) {
            let ours = try? DateParser.parse(item.formline, today: item.today).iso
            if ours != gnu {
                disagreements += 1
                if disagreements <= 10 {
                    Issue.record("from \(item.today.iso): formline reads \(item.formline.debugDescription) as \(ours ?? "an error"), GNU date reads '\(item.gnu)' as \(gnu)")
                }
            }
        }
        #expect(disagreements == 0)
    }
}
