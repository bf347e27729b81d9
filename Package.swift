// swift-tools-version: 6.1
// formline: a declarative command-line form wizard.
//
// Architecture (one pure engine, several thin front ends):
//   FocusEngine      focus state, bindings, list rows, sections (no I/O)
//   FormPatterns     the `pattern:` engine (ICU syntax, matched on a DFA) and the line-break rule (leaf)
//   FormYAML         YAML composed and emitted on libyaml (CYAML), with source locations (leaf)
//   FormText         the text rules: answer white space and trimming, the terminal escaper,
//                    display width, the colour policy, shell quoting, did-you-mean (leaf)
//   FormDates        the date language: LocalDate, DateParser ("+3d", "next friday"), MonthGrid
//                    (leaf; only FormText below it)
//   FormCore         form definitions, loading with diagnostics, validation, the session state
//                    machine (no I/O); re-exports FormPatterns, FormYAML, FormDates and FormText
//   FormOutput       what goes in and out of a form as text: the run's result (FormAnswers) and
//                    output formats, given answers (`--answers`), `describe`, the answers' JSON
//                    Schema and what MCP says of a form (no I/O)
//   FormDriver       the flow loop every front end views: FormDriver, FormView (no I/O)
//   FrontEndSupport  what every front end shares: drafts, atomic files, diagnostics rendered
//                    with source lines, exit codes, where forms are found
//   PipedFrontEnd    answers piped on stdin, one line per focused field
//   FormRecords      the batch byte path: records validated on bytes (RecordValidator), ByteBuffer (no I/O)
//   BatchFrontEnd    many records (JSON Lines / CSV) through the same validation
//   TerminalFrontEnd interactive prompts on libedit (CLibEdit), termios, signals
//   FormCommands     runs a form's commands (checks) with swift-subprocess; trust records
//   Formline         the library for other programs: load or build a form, run it, read the answers
//   FormTooling      the executable's own tooling, never in the library: scenarios (`test`), `new` templates
//   FormlineCLI      the `formline` executable: argument parsing and wiring only
//   formline-mcp     the MCP server `formline mcp` execs (its own JSON-RPC layer; both MCP generations)
import PackageDescription

// formline's own release builds (scripts/install, and so scripts/bench, scripts/package-deb
// and CI's release build; scripts/bench-session) set FORMLINE_OWN_RELEASE=1 for two unsafe
// flags. SwiftPM refuses a package with unsafe flags as a versioned dependency, which would
// shut other programs out of the Formline library, so a build without the variable (a
// dependent's, or a plain `swift build` / `swift test`) has neither.
let ownReleaseBuild = Context.environment["FORMLINE_OWN_RELEASE"] == "1"
// Cross-module optimisation lets FormCore specialise the generic focus types for FormFocus
// (without it every focus move goes through generic metadata at run time).
let focusEngineSettings: [SwiftSetting] = ownReleaseBuild
    ? [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
    : []
// Concrete generic metadata (`[String: String]`, `Optional<(String, SourceLocation)>`, ...)
// through accessor functions that pass the witness tables they need, instead of a mangled name
// the runtime demangles and whose generic requirements it checks with a conformance look-up
// (a linear scan of every conformance record in the static binary on each cache miss).
let metadataAccessorFlags: [SwiftSetting] = ownReleaseBuild
    ? [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))]
    : []

let package = Package(
    name: "formline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formline", targets: ["FormlineCLI"]),
        .executable(name: "formline-mcp", targets: ["formline-mcp"]),
        .library(name: "FocusEngine", targets: ["FocusEngine"]),
        .library(name: "FormCore", targets: ["FormCore"]),
        .library(name: "Formline", targets: ["Formline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Runs the commands a form's checks, choices and defaults name (FormCommands). Its
        // default trait would link Foundation (and ICU): off, so only Subprocess and
        // swift-system are linked.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2", traits: []),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // Engine
        .target(name: "FocusEngine", swiftSettings: focusEngineSettings),
        .target(name: "FormPatterns"),
        // libyaml's parser and emitter, linked statically (`:libyaml.a`: no libyaml.so at run
        // time); no `pkgConfig`, which would add `-lyaml` and so the shared library.
        .systemLibrary(name: "CYAML", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(
            name: "FormYAML",
            dependencies: ["CYAML"],
            linkerSettings: [
                .linkedLibrary(":libyaml.a", .when(platforms: [.linux])),
                .linkedLibrary("yaml", .when(platforms: [.macOS])),
            ]
        ),
        .target(name: "FormText"),
        .target(name: "FormDates", dependencies: ["FormText"]),
        .target(name: "FormCore", dependencies: ["FocusEngine", "FormPatterns", "FormYAML", "FormText", "FormDates"]),
        // What goes in and out of a form as text, for every front end, the MCP server and the
        // library: the run's result (`FormAnswers`) and its output formats, answer documents
        // (`--answers`), and what `describe`, the answers' JSON Schema and MCP say of a form.
        .target(name: "FormOutput", dependencies: ["FormCore"]),
        // The flow driver (no I/O): one loop over the focus engine that every front end views.
        .target(name: "FormDriver", dependencies: ["FocusEngine", "FormCore", "FormOutput"]),

        // Front ends
        .target(name: "FrontEndSupport", dependencies: ["FormCore", "FormOutput"]),
        .target(name: "PipedFrontEnd", dependencies: ["FormCore", "FormDriver", "FormOutput", "FrontEndSupport"]),
        // fill's byte path (no I/O): records checked on bytes by the kinds' rules, written as JSON.
        .target(name: "FormRecords", dependencies: ["FormCore"]),
        .target(name: "BatchFrontEnd", dependencies: ["FormCore", "FormRecords", "FrontEndSupport"]),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "TerminalFrontEnd", dependencies: ["FocusEngine", "FormCore", "FormDriver", "FormOutput", "FrontEndSupport", "CLibEdit"]),
        // The runner of a form's commands (checks): swift-subprocess, trust records. Only a
        // form that declares commands reaches it, so `run` of other forms never touches it.
        .target(
            name: "FormCommands",
            dependencies: ["FormCore", "FormOutput", "FrontEndSupport", .product(name: "Subprocess", package: "swift-subprocess"),
                           .product(name: "SystemPackage", package: "swift-system")]
        ),

        // Library: load or build a form, run it on the terminal or piped front end, read the answers.
        .target(
            name: "Formline",
            dependencies: ["FocusEngine", "FormCore", "FormOutput", "FrontEndSupport", "PipedFrontEnd", "TerminalFrontEnd", "FormCommands"]
        ),

        // Executable
        // The executable's own tooling, which the library never links: scenarios (`formline
        // test`) and the templates of `formline new`.
        .target(name: "FormTooling", dependencies: ["FormCore", "FormOutput"]),
        .executableTarget(
            name: "FormlineCLI",
            dependencies: [
                "FormCore", "FormOutput", "FormTooling", "FrontEndSupport", "PipedFrontEnd", "BatchFrontEnd", "TerminalFrontEnd", "Formline",
                "FormCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The MCP server (`formline mcp` execs it from beside the formline binary): forms on the
        // search path as tools, missing fields elicited from the client, both protocol
        // generations (2026-07-28's input_required, and elicitation/create for 2025 clients) on
        // a JSON-RPC layer of its own (docs/agents.md says why not the Swift MCP SDK).
        .executableTarget(
            name: "formline-mcp",
            dependencies: ["FormCore", "FormOutput", "FrontEndSupport", "FormCommands"]
        ),

        // The example under Examples/greeter (its own package too), built here so `swift build`
        // keeps it compiling and the end-to-end tests run it at no extra build cost.
        .executableTarget(name: "greeter", dependencies: ["Formline"], path: "Examples/greeter/Sources/greeter"),
        // Examples/choose-username (its own package too): the seed's ChooseUsername, async checks.
        .executableTarget(name: "choose-username", dependencies: ["Formline"], path: "Examples/choose-username/Sources/choose-username"),

        // Fuzzing: the form-file loader and the record parsers (scripts/fuzz builds it with libFuzzer).
        .executableTarget(name: "formline-fuzz", dependencies: ["FormCore", "FormRecords", "BatchFrontEnd", "FrontEndSupport"], path: "Fuzz"),

        // Test support: pseudo-terminals and process runners for tests that drive the real binary.
        .target(name: "CPseudoTerminal"),
        .target(name: "TestSupport", dependencies: ["CPseudoTerminal"]),

        // Tests
        .testTarget(name: "FocusEngineTests", dependencies: ["FocusEngine", "TestSupport"]),
        .testTarget(name: "FormPatternsTests", dependencies: ["FormPatterns", "TestSupport"]),
        // Yams is only a test oracle: the differential tests compare FormYAML's composer and
        // emitter with it (and the library's tests its documents). No shipped target depends on it.
        .testTarget(name: "FormYAMLTests", dependencies: ["FormYAML", "TestSupport", "Yams"]),
        .testTarget(name: "FormTextTests", dependencies: ["FormText", "TestSupport"]),
        // GNU `date -d` is the dates' oracle (DateGNUDifferentialTests).
        .testTarget(name: "FormDatesTests", dependencies: ["FormDates", "TestSupport"]),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore", "FormRecords", "FormOutput", "FormTooling", "TestSupport"]),
        .testTarget(name: "FrontEndTests", dependencies: ["TestSupport", "PipedFrontEnd", "BatchFrontEnd", "FormRecords", "FrontEndSupport", "FormCore", "FormCommands"]),
        .testTarget(name: "TerminalFrontEndTests", dependencies: ["TerminalFrontEnd", "FormDriver", "FormOutput", "TestSupport", "CLibEdit"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        .testTarget(name: "FormlineTests", dependencies: ["Formline", "FormCore", "FocusEngine", "TestSupport", "Yams"]),
        // The executable's own code (argument handling), imported with @testable.
        .testTarget(name: "FormlineCommandTests", dependencies: ["FormlineCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target of formline's own (not the dependencies') gets the metadata accessors.
for target in package.targets where target.type != .system && target.type != .test && target.name != "CPseudoTerminal" {
    target.swiftSettings = (target.swiftSettings ?? []) + metadataAccessorFlags
}
