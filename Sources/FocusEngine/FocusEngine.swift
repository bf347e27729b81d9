/// FocusEngine: which element has focus, with no I/O.
///
/// Modelled on SwiftUI's `@FocusState` and Blueprint's `FocusState`/`FocusBinding`/`FocusTrigger`:
/// see `docs/architecture.md` for the rules every type here keeps.
