/// HMAC (RFC 2104) on SHA-256: what `formline mcp` authenticates its `requestState` with.
///
/// ```swift
/// HMAC.Key(Array("Jefe".utf8)).sha256(Array("what do ya want for nothing?".utf8))
/// // 5bdcc146…3843 (RFC 4231, test case 2)
/// ```
public enum HMAC {
    /// A key with its two padded blocks hashed once (`SHA256.Prefix`): each tag then hashes
    /// only the message and the inner digest.
    public struct Key: Sendable {
        private let inner: SHA256.Prefix
        private let outer: SHA256.Prefix

        public init(_ key: [UInt8]) {
            var block = key.count > 64 ? SHA256.digest(key) : key
            block += [UInt8](repeating: 0, count: 64 - block.count)
            inner = SHA256.prefix(block.map { $0 ^ 0x36 })
            outer = SHA256.prefix(block.map { $0 ^ 0x5C })
        }

        /// The 32-byte tag of `message`.
        public func sha256(_ message: [UInt8]) -> [UInt8] {
            SHA256.digest(SHA256.digest(message, after: inner), after: outer)
        }
    }

    /// Whether two tags are equal, in time independent of where they differ.
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
