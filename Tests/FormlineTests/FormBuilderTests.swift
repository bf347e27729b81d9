import Testing
import TestSupport
import Formline
import FormCore

/// Forms built in Swift: written as YAML and loaded, so they mean what the same file means.
@Suite struct FormBuilderTests {
    static let today = FormLoadingTests.today

    @Test func aBuiltFormMatchesTheSameFormLoadedFromYAML() throws {
        let built = try Form(title: "Sign up", description: "Two questions.", initialFocus: "plan",
                             rules: [.field("seats", before: "limit", message: "must be below the limit")], today: Self.today) {
            Field.text("name", label: "Your name", required: true, maxLength: 40, pattern: "^[A-Z]", patternMessage: "capital first")
            Field.choice("plan", choices: ["free", "pro"], default: "free")
            Field.number("seats", min: 1, max: 50, integer: true).when(.field("plan", equals: "pro"))
            Field.number("limit", default: 60)
            Field.confirm("news", label: "Newsletter?", default: false).shortcut("alt-n")
            Field.date("due", min: "today", max: "+1y")
            Field.list("tags", maxItems: 3, maxLength: 10)
            Field.secret("pin", minLength: 4)
            Field.path("config", mustExist: true, pathKind: "file", extensions: ["yaml", "yml"])
            Field.multiline("note", default: "first\nsecond", maxLength: 500)
        }
        let yaml = try Fixtures.form("builder-every-kind")
        let loaded = try Form(yaml: yaml, today: Self.today)
        // Locations differ (the built YAML is laid out differently); everything else is the same.
        #expect(Self.withoutLocations(built.definition) == Self.withoutLocations(loaded.definition))
    }

    @Test func sectionsAndBuilderControlFlow() throws {
        let wantsAddress = true
        let form = try Form(title: "Profile", today: Self.today) {
            Section("about", title: "About you") {
                Field.text("name")
                for index in 1...2 { Field.text("nick\(index)") }
            }
            if wantsAddress {
                Section("address") { Field.text("street") }
            }
        }
        #expect(form.definition.sections.map(\.id) == ["about", "address"])
        #expect(form.definition.sections[0].title == "About you")
        #expect(form.definition.fields.map(\.id) == ["name", "nick1", "nick2", "street"])
    }

    @Test func choicesWithLabelsMatchTheFormFormat() throws {
        let built = try Form(title: "Plan", today: Self.today) {
            Field.choice("plan", choices: [Choice("pro", label: "Pro – 10 €/month"), "basic"], default: "basic")
        }
        let loaded = try Form(yaml: """
            title: Plan
            fields:
              - {id: plan, type: choice, choices: [{value: pro, label: "Pro – 10 €/month"}, basic], default: basic}
            """, today: Self.today)
        #expect(Self.withoutLocations(built.definition) == Self.withoutLocations(loaded.definition))
        #expect(built.definition.fields[0].choiceTitles == ["Pro – 10 €/month", "basic"])
    }

    @Test func multipleChoicesMatchTheFormFormat() throws {
        let built = try Form(title: "Topics", today: Self.today) {
            Field.choices("topics", choices: [Choice("tips", label: "Tips, tricks"), "events"], default: ["events"], minItems: 1, maxItems: 2)
        }
        let loaded = try Form(yaml: """
            title: Topics
            fields:
              - {id: topics, type: choice, choices: [{value: tips, label: "Tips, tricks"}, events], multiple: true, minItems: 1, maxItems: 2, default: [events]}
            """, today: Self.today)
        #expect(Self.withoutLocations(built.definition) == Self.withoutLocations(loaded.definition))
        #expect(built.definition.fields[0].multiple)
    }

    @Test func textThatLooksLikeOtherYAMLStaysText() throws {
        let form = try Form(title: "no", today: Self.today) {
            Field.choice("answer", choices: ["yes", "no", "12", "null", "a: b"], label: "true", default: "no")
        }
        #expect(form.definition.title == "no")
        #expect(form.definition.fields[0].choices == ["yes", "no", "12", "null", "a: b"])
        #expect(form.definition.fields[0].label == "true")
    }

    @Test func mistakesInABuiltFormAreReportedLikeAFileWithItsYAML() {
        #expect {
            try Form(title: "Broken", today: Self.today) {
                Field.text("name")
                Field.text("name")
                Field.number("age", min: 10, max: 1)
                Field.text("bad id!")
                Field.text("later").when(.field("missing", isSet: true))
            }
        } throws: { error in
            guard case .invalidForm(let diagnostics, let report) = error as? FormlineError else { return false }
            return diagnostics.count >= 4 && report.contains("duplicate field id 'name'")
                && report.contains("must start with a letter") && report.contains("built in Swift")
        }
        #expect(throws: FormlineError.self) { try Form(title: "Empty", today: Self.today) {} }
    }

    static func withoutLocations(_ form: FormDefinition) -> FormDefinition {
        var form = form
        form.locations = FormLocations()
        form.sections = form.sections.map { section in
            var section = section
            section.location = nil
            section.fields = section.fields.map { field in
                var field = field
                field.location = nil
                field.locations = FieldLocations()
                field.condition?.location = nil
                field.condition?.valueLocations = []
                return field
            }
            return section
        }
        form.rules = form.rules.map { rule in
            var rule = rule
            rule.location = nil
            rule.otherLocation = nil
            rule.messageLocation = nil
            return rule
        }
        return form
    }
}
