// swift-tools-version: 6.1
// formline: a declarative command-line form wizard.
//
// Architecture (one pure engine, several thin front ends):
//   FocusEngine      focus state, bindings, list rows, sections (no I/O)
//   FormCore         form definitions, YAML loading, validation, the session state machine (no I/O)
//   FrontEndSupport  what every front end shares: drafts, atomic files, safe text, exit codes
//   PipedFrontEnd    answers piped on stdin, one line per focused field
//   BatchFrontEnd    many records (JSON Lines / CSV) through the same validation
//   TerminalFrontEnd interactive prompts on libedit (CLibEdit), termios, signals
//   formline         the executable: argument parsing and wiring only
import PackageDescription

let package = Package(
    name: "formline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formline", targets: ["formline"]),
        .library(name: "FocusEngine", targets: ["FocusEngine"]),
        .library(name: "FormCore", targets: ["FormCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Engine
        // Cross-module optimisation lets FormCore specialise the generic focus types for
        // FormFocus (without it every focus move goes through generic metadata at run time).
        .target(name: "FocusEngine", swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]),
        .target(name: "FormCore", dependencies: ["FocusEngine", "Yams"]),

        // Front ends
        .target(name: "FrontEndSupport", dependencies: ["FormCore"]),
        .target(name: "PipedFrontEnd", dependencies: ["FormCore", "FrontEndSupport"]),
        .target(name: "BatchFrontEnd", dependencies: ["FormCore", "FrontEndSupport"]),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "TerminalFrontEnd", dependencies: ["FocusEngine", "FormCore", "FrontEndSupport", "CLibEdit"]),

        // Executable
        .executableTarget(
            name: "formline",
            dependencies: [
                "FormCore", "FrontEndSupport", "PipedFrontEnd", "BatchFrontEnd", "TerminalFrontEnd",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Fuzzing: the form-file loader and the record parsers (scripts/fuzz builds it with libFuzzer).
        .executableTarget(name: "formline-fuzz", dependencies: ["FormCore", "BatchFrontEnd"], path: "Fuzz"),

        // Test support: pseudo-terminals and process runners for tests that drive the real binary.
        .target(name: "CPseudoTerminal"),
        .target(name: "TestSupport", dependencies: ["CPseudoTerminal"]),

        // Tests
        .testTarget(name: "FocusEngineTests", dependencies: ["FocusEngine"]),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore", "TestSupport"]),
        .testTarget(name: "FrontEndTests", dependencies: ["TestSupport", "PipedFrontEnd", "BatchFrontEnd", "FrontEndSupport", "FormCore"]),
        .testTarget(name: "TerminalFrontEndTests", dependencies: ["TerminalFrontEnd", "TestSupport", "CLibEdit"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
