/// Formline: formline as a library for other command-line programs.
///
/// Load a form from YAML (``Form/init(yaml:today:)``, ``Form/init(contentsOfFile:today:)``)
/// or build it in Swift (``Form/init(title:description:initialFocus:rules:content:)``),
/// fill it with ``Form/run(_:)`` (the terminal front end when the input is a terminal,
/// the piped one otherwise: the same front ends `formline run` uses), and read the
/// ``Answers`` as `[String: FieldValue]` or decoded into a `Decodable` type. Every failure
/// is a ``FormlineError``; the library never exits the process.
@_exported import FormCore
@_exported import FocusEngine
