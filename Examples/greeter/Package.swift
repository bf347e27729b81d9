// swift-tools-version: 6.1
// An example program that embeds formline through its `Formline` library product.
// Build and run it from this folder:  swift run greeter
// (The root package also builds these sources as the `greeter` target, so `swift build`
// there keeps them compiling and the end-to-end tests run them.)
import PackageDescription

let package = Package(
    name: "greeter",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The formline repository this example lives in; use
        // .package(url: "https://github.com/OWNER/formline", from: "0.1.0") in your own package.
        .package(name: "formline", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "greeter", dependencies: [.product(name: "Formline", package: "formline")]),
    ],
    swiftLanguageModes: [.v6]
)
