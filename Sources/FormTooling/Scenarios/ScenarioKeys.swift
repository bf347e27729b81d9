import FormCore
/// The keys a scenario file allows in each place; `schema/formline-test.schema.json` and
/// `docs/form-tests.md` list the same keys (a test keeps them in step).
public enum ScenarioKeys {
    /// Keys at the top of a scenario file.
    public static let file = ["formline", "form", "today", "environment", "scenarios"]
    /// Keys of one scenario.
    public static let scenario = ["name", "today", "environment", "input", "set", "answers", "defaults", "noInput",
                                  "format", "prefix", "trust", "replies", "expect"]
    /// Keys of a scenario's `expect`.
    public static let expect = ["status", "answers", "answersInclude", "output", "messages", "asked", "reported"]
    /// Keys of an expected message.
    public static let message = ["line", "field", "message"]
}
