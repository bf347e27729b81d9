/// SHA-256 (FIPS 180-4), for names that must not collide: a draft is named by the digest of
/// its form's canonical path. Not for secrets (nothing secret is hashed).
///
/// ```swift
/// SHA256.hex(Array("abc".utf8))   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Where a hash stands after whole 64-byte blocks: the eight words and the bytes taken.
    /// A key's HMAC pads are hashed once (`prefix(_:)`), then each message after them.
    public struct Prefix: Sendable {
        fileprivate var h: [UInt32]
        fileprivate var count: Int
    }

    private static let initial: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]

    /// The state after hashing `block`, whose length is a multiple of 64 bytes.
    public static func prefix(_ block: [UInt8]) -> Prefix {
        precondition(block.count % 64 == 0, "a SHA-256 prefix is whole 64-byte blocks")
        var h = initial
        compress(block, into: &h)
        return Prefix(h: h, count: block.count)
    }

    /// The 32-byte digest of `message`.
    public static func digest(_ message: [UInt8]) -> [UInt8] {
        digest(message, after: Prefix(h: initial, count: 0))
    }

    /// The 32-byte digest of `prefix`'s bytes followed by `message`.
    public static func digest(_ message: [UInt8], after prefix: Prefix) -> [UInt8] {
        var h = prefix.h
        var padded = message
        padded.reserveCapacity(message.count + 72)
        padded.append(0x80)
        padded.append(contentsOf: repeatElement(0, count: (119 - message.count % 64) % 64))
        let bits = UInt64(prefix.count + message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        compress(padded, into: &h)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in h {
            for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return out
    }

    /// Hashes `blocks` (a multiple of 64 bytes) into the state `h`.
    private static func compress(_ blocks: [UInt8], into h: inout [UInt32]) {
        var w = [UInt32](repeating: 0, count: 64)
        // Unchecked buffers: the indices are the fixed ones of the algorithm (a state's HMAC
        // hashes its whole payload on every MCP round).
        k.withUnsafeBufferPointer { k in
            w.withUnsafeMutableBufferPointer { w in
                h.withUnsafeMutableBufferPointer { h in
                    blocks.withUnsafeBufferPointer { padded in
                        for block in stride(from: 0, to: padded.count, by: 64) {
                            for i in 0..<16 {
                                let j = block + i * 4
                                w[i] = UInt32(padded[j]) << 24 | UInt32(padded[j + 1]) << 16 | UInt32(padded[j + 2]) << 8 | UInt32(padded[j + 3])
                            }
                            for i in 16..<64 {
                                let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                                let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                            }
                            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
                            for i in 0..<64 {
                                let t1 = hh &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                                let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                            }
                            h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d
                            h[4] = h[4] &+ e; h[5] = h[5] &+ f; h[6] = h[6] &+ g; h[7] = h[7] &+ hh
                        }
                    }
                }
            }
        }
    }

    /// The digest as 64 lower-case hex digits.
    public static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest(message).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// Rotates right by `count` (2 to 25 here): masking shifts, which compile to one
    /// instruction each (`>>` and `<<` check for shifts of 32 or more).
    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value &>> count | value &<< (32 &- count)
    }
}
