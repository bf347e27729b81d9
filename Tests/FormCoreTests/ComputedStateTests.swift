import Testing
@testable import FormCore

/// `ComputedState`, the computed choices' and defaults' part of a session's state: a
/// computation runs once per key, a new key forgets the old failure, and an unchanged key
/// keeps the failure it was recorded with.
@Suite struct ComputedStateTests {
    private static let noChoices = ValidationFailure(field: "plan", message: "has no choices")

    @Test func aComputationRunsOncePerKey() {
        var computed = ComputedState(hasComputedDefaults: false)
        let ran1 = computed.begin("plan", key: "team=a")
        #expect(ran1)
        computed.record(nil, for: "plan")
        let ran2 = computed.begin("plan", key: "team=a")
        #expect(!ran2)
        let ran3 = computed.begin("plan", key: "team=b")
        #expect(ran3, "what it reads changed")
        let ran4 = computed.begin("plan", key: "team=a")
        #expect(ran4, "changed back is changed too")
        let ran5 = computed.begin("other", key: "team=a")
        #expect(ran5, "keys are per field")
    }

    @Test func aFailureBelongsToTheKeyItWasComputedFrom() {
        var computed = ComputedState(hasComputedDefaults: false)
        let ran6 = computed.begin("plan", key: "team=a")
        #expect(ran6)
        computed.record(Self.noChoices, for: "plan")
        let ran7 = computed.begin("plan", key: "team=a")
        #expect(!ran7)
        #expect(computed.failure(of: "plan") == Self.noChoices, "an unchanged key keeps its failure")
        let ran8 = computed.begin("plan", key: "team=b")
        #expect(ran8)
        #expect(computed.failure(of: "plan") == nil, "a new key forgets the old key's failure")
        computed.record(nil, for: "plan")
        #expect(computed.failure(of: "plan") == nil)
    }

    @Test func aDefaultsTextIsKeptAndAnEmptyOneIsNone() {
        var computed = ComputedState(hasComputedDefaults: true)
        #expect(computed.hasComputedDefaults)
        computed.setText("ada@example.com", for: "email")
        #expect(computed.text(of: "email") == "ada@example.com")
        computed.setText("", for: "email")
        #expect(computed.text(of: "email") == nil)
        computed.setText("x", for: "email")
        computed.setText(nil, for: "email")
        #expect(computed.text(of: "email") == nil)
    }
}
