/// Formline: formline as a library for other command-line programs.
///
/// Load a form from YAML (`Form(yaml:)`, `Form(contentsOfFile:)`) or build it in Swift
/// (`Form(title:) { Field.text("name") }`), fill it with `form.run()` (the terminal front end when the input is a terminal,
/// the piped one otherwise: the same front ends `formline run` uses), and read the
/// `Answers` as `[String: FieldValue]` or decoded into a `Decodable` type. Every failure
/// is a `FormlineError`; the library never exits the process.
@_exported import FormCore
@_exported import FocusEngine
