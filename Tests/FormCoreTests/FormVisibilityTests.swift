import Testing
@testable import FormCore

/// `FormVisibility`, the visibility part of a session's state: its incremental `update`
/// (what an answer re-decides) always leaves what a whole `resolve` decides for the same
/// answers, and touches only the fields that look at the change.
@Suite struct FormVisibilityTests {
    /// a; b when a = "x"; c when b = "y"; d when a = "z"; e (always); f when c = "w"; g when
    /// e = "v"; h when f = "u" (a chain four deep, a fork, and fields no condition reaches).
    static let form: FormDefinition = {
        func field(_ id: String, when source: String? = nil, equals value: String = "") -> String {
            "  - {id: \(id), type: text\(source.map { ", when: {field: \($0), equals: \"\(value)\"}" } ?? "")}\n"
        }
        let yaml = "title: T\nfields:\n" + field("a") + field("b", when: "a", equals: "x") + field("c", when: "b", equals: "y")
            + field("d", when: "a", equals: "z") + field("e") + field("f", when: "c", equals: "w")
            + field("g", when: "e", equals: "v") + field("h", when: "f", equals: "u")
        return try! loadForm(yaml)
    }()

    static let words = [nil, "x", "y", "z", "w", "v", "u"]

    private static func resolved(_ visibility: FormVisibility, _ answers: [String?]) -> [Bool] {
        var visible: [Bool] = []
        visibility.resolve(into: &visible) { answers[$0] }
        return visible
    }

    @Test func aChainOpensAndClosesInOneUpdate() {
        let visibility = FormVisibility(form: Self.form)
        var answers: [String?] = Array(repeating: nil, count: 8)
        var shown = Self.resolved(visibility, answers)
        #expect(shown == [true, false, false, false, true, false, false, false])
        answers[0] = "x"; answers[1] = "y"; answers[2] = "w"; answers[5] = "u"
        var flipped: [Int] = []
        visibility.update(after: 0, visible: { shown[$0] }, answer: { answers[$0] }) { shown[$0] = $1; flipped.append($0) }
        #expect(shown == [true, true, true, false, true, true, false, true])
        #expect(Set(flipped) == [1, 2, 5, 7])
        // Hiding b hides what hangs on it, though their answers stay.
        answers[0] = "z"
        flipped = []
        visibility.update(after: 0, visible: { shown[$0] }, answer: { answers[$0] }) { shown[$0] = $1; flipped.append($0) }
        #expect(shown == [true, false, false, true, true, false, false, false])
        #expect(Set(flipped) == [1, 2, 3, 5, 7])
    }

    @Test func aFieldNoConditionLooksAtChangesNothing() {
        let visibility = FormVisibility(form: Self.form)
        var answers: [String?] = Array(repeating: "x", count: 8)
        let shown = Self.resolved(visibility, answers)
        answers[7] = "anything"
        visibility.update(after: 7, visible: { shown[$0] }, answer: { answers[$0] }) { _, _ in Issue.record("h has no dependents") }
        #expect(shown == Self.resolved(visibility, answers))
    }

    /// 5,000 random answers (fixed seed), one field at a time: after each update the flags
    /// are those a whole resolve gives.
    @Test func updatesAgreeWithAWholeResolve() {
        let visibility = FormVisibility(form: Self.form)
        var answers: [String?] = Array(repeating: nil, count: 8)
        var shown = Self.resolved(visibility, answers)
        var state: UInt64 = 0x5649_5349
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % 8)
            let word = Self.words[Int((state >> 17) % UInt64(Self.words.count))]
            guard answers[index] != word else { continue }
            answers[index] = word
            visibility.update(after: index, visible: { shown[$0] }, answer: { answers[$0] }) { shown[$0] = $1 }
            #expect(shown == Self.resolved(visibility, answers), "\(answers)")
        }
    }
}
