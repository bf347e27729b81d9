import FormCore
/// The starter scenario file `formline new NAME` writes beside the starter form
/// (`FormTemplate`): scenarios that pass on it as written and show the common expectations,
/// so a form starts out tested.
///
/// ```swift
/// ScenarioTemplate.starter(formFile: "team-survey.yaml", today: today)
/// // "# yaml-language-server: $schema=../schema/formline-test.schema.json\n..."
/// ```
public enum ScenarioTemplate {
    /// Where a scenario file in `forms/` finds its schema, for editors (yaml-language-server).
    public static let defaultSchemaPath = "../schema/formline-test.schema.json"

    /// The starter scenario file's text.
    ///
    /// - Parameters:
    ///   - formFile: the form's file name, for the comment.
    ///   - today: the day the scenarios take as today (the date step's answers depend on it).
    ///   - schemaPath: the schema's path or URL for the editor modeline.
    public static func starter(formFile: String, today: LocalDate, schemaPath: String = defaultSchemaPath) -> String {
        let nextWeek = today.adding(days: 7).iso
        return """
        # yaml-language-server: $schema=\(schemaPath)
        # Scenarios for \(formFile), written by `formline new`: each one pipes answer lines to the
        # form (like `formline run`) and says what must follow. Run them with
        #   formline test FILE        (or `formline test` for every *.test.yaml in forms/)
        # The format is explained in docs/form-tests.md.
        formline: 1
        today: \(today.iso)           # what "today" is for the date step and `min: today`
        scenarios:
          - name: every field answered, the date step last
            input: [Ada, ada@example.com, L, "yes", weekly, "5", +7d]
            expect:
              answers: {name: Ada, email: ada@example.com, size: L, updates: true, frequency: weekly, mood: 5, start: \(nextWeek)}
              asked: [name, email, size, updates, frequency, mood, start]
              messages: []

          - name: an empty name is refused and asked again; updates off skip the frequency
            input: ["", Ada, "", "", "", "", today]
            expect:
              messages:
                - {line: 1, field: name, message: is required}
              answers: {name: Ada, email: null, size: M, updates: false, mood: 4, start: \(today.iso)}
              asked: [name, name, email, size, updates, mood, start]

          - name: an email is checked against its pattern
            input: [Ada, not an email, ada@example.com, "", "", "", today]
            expect:
              messages:
                - {line: 2, field: email, message: should look like name@example.com}
              answersInclude: {email: ada@example.com}

          - name: answers given up front (like --set and --defaults) leave nothing to ask
            set: {name: Ada, start: today}
            defaults: true
            noInput: true
            expect:
              answers: {name: Ada, email: null, size: M, updates: false, mood: 4, start: \(today.iso)}
              asked: []

        """
    }
}
