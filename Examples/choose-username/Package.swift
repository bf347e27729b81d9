// swift-tools-version: 6.1
// The seed's ChooseUsername with formline's library: Submit asks whether the username is
// available (an async call) and, when it is taken, moves focus back to the username field.
// Build and run it from this folder:  swift run choose-username
// (The root package also builds these sources as the `choose-username` target, so `swift build`
// there keeps them compiling and the end-to-end tests run them.)
import PackageDescription

let package = Package(
    name: "choose-username",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The formline repository this example lives in; use
        // .package(url: "https://github.com/OWNER/formline", from: "0.1.0") in your own package.
        .package(name: "formline", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "choose-username", dependencies: [.product(name: "Formline", package: "formline")]),
    ],
    swiftLanguageModes: [.v6]
)
