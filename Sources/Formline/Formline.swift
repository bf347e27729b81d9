/// Formline: formline as a library for other command-line programs.
///
/// Load a form from YAML (`Form(yaml:)`, `Form(contentsOfFile:)`) or build it in Swift
/// (`Form(title:) { Field.text("name") }`), fill it with `form.run()` (the terminal front end when the input is a terminal,
/// the piped one otherwise: the same front ends `formline run` uses), and read the
/// `Answers` as `[String: FieldValue]` or decoded into a `Decodable` type. Every failure
/// is a `FormlineError`; the library never exits the process.
import FormCore
import FocusEngine

// What `import Formline` brings besides the library's own types: the engine's types that its
// API hands out (answers' values and fields, a form's definition and session, dates, the
// diagnostics of an invalid form, focus and its observation), and nothing else of the engine
// (issue 34 item 4: about 718 public declarations reached a client through whole-module
// re-exports). A program that wants more imports `FormCore` or `FocusEngine` itself.
@_exported import enum FormCore.FieldValue
@_exported import struct FormCore.FieldDefinition
@_exported import enum FormCore.FieldKind
@_exported import struct FormCore.FormDefinition
@_exported import class FormCore.FormSession
@_exported import enum FormCore.FormFocus
@_exported import struct FormCore.Diagnostic
// The builder of a form in Swift: each kind's `Field` factory is written beside the kind in
// FormCore (`Kinds/RatingKind.swift` holds `Field.rating`), so adding a kind touches no file here.
@_exported import struct FormCore.Field
@_exported import struct FormCore.Choice
@_exported import struct FormCore.When
@_exported import struct FormCore.Rule
@_exported import struct FormDates.LocalDate
@_exported import class FocusEngine.FocusState
@_exported import struct FocusEngine.FocusTransition
@_exported import class FocusEngine.FocusObservation
