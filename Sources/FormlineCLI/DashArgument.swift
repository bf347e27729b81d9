extension Optional where Wrapped == String {
    /// The path, or nil when it is absent or `-` (standard input or output by convention):
    /// `fill --input -`, `fill --output -`, `run --output -`.
    ///
    /// ```swift
    /// Optional("-").unlessDash          // nil
    /// Optional("out.json").unlessDash   // "out.json"
    /// ```
    var unlessDash: String? {
        self == "-" ? nil : self
    }
}
