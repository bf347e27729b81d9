import FormOutput
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// `requestState`: a fill's draft handed to the client between rounds, sealed so it comes
/// back as it left or not at all.
///
/// The text is `base64url(payload) "." base64url(HMAC-SHA256(key, payload))`. The key is 32
/// random bytes made when the server starts (never written anywhere), so a state is good only
/// for the server that made it. The payload (JSON) holds the form's name, a digest of its file
/// and the server's version, an expiry, a random nonce and the draft (answers accepted so
/// far, never a secret's). Opening checks the tag (in constant time), the form, the digest,
/// the expiry, and that the nonce was not opened before (a state is good for one call).
/// Integrity, not secrecy: the draft holds only what the client itself answered.
final class StateSealer {
    /// How long a state stays good (seconds): `FORMLINE_MCP_STATE_SECONDS`, one hour by default.
    let lifetime: Int
    private let key: HMAC.Key
    /// Nonces opened, with their expiry: a state is opened once.
    private var opened: [String: Int] = [:]

    init(lifetime: Int) {
        self.lifetime = lifetime
        var generator = SystemRandomNumberGenerator()
        key = HMAC.Key((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// Why a state is refused: the JSON-RPC error's message.
    struct Refusal: Error {
        let message: String
    }

    /// Seals `draft` (a JSON object's members) for the form `name` whose file digest is `digest`.
    func seal(_ draft: [(key: String, value: JSON)], form name: String, digest: String) -> String {
        sealed(draft, form: name, digest: digest).state
    }

    /// `seal`, with the state's nonce (what the server keeps a live fill under).
    func sealed(_ draft: [(key: String, value: JSON)], form name: String, digest: String) -> (state: String, nonce: String) {
        let nonce = Self.randomHex(bytes: 16)
        let header: [(key: String, value: JSON)] = [
            ("v", .number("1")), ("form", .string(name)), ("digest", .string(digest)),
            ("expires", .number(String(Self.wallClock() + lifetime))), ("nonce", .string(nonce)),
        ]
        // The payload written once, into one buffer: the header's members, then the draft's.
        var payload: [UInt8] = []
        payload.reserveCapacity(1024)
        JSON.write(members: header + draft, to: &payload)
        return (Base64URL.encode(payload) + "." + Base64URL.encode(key.sha256(payload)), nonce)
    }

    /// Opens a state for the form `name` (file digest `digest`): the draft, or why not.
    func open(_ state: String, form name: String, digest: String) throws(Refusal) -> JSON {
        // `payload.tag`, split and decoded on the UTF-8 bytes (a Character-wise split of the long state costs more than its HMAC).
        var text = state
        let parts: (payload: [UInt8], tag: [UInt8])? = text.withUTF8 { bytes in
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")),
                  let payload = Base64URL.decode(UnsafeBufferPointer(rebasing: bytes[..<dot])),
                  let tag = Base64URL.decode(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])) else { return nil }
            return (payload, tag)
        }
        guard let (payload, tag) = parts, tag.count == 32 else {
            throw Refusal(message: "requestState is not a state this server made; call fill_form again without it")
        }
        guard HMAC.equal(tag, key.sha256(payload)) else {
            throw Refusal(message: "requestState was altered or made by another server; call fill_form again without it")
        }
        guard let draft = try? JSONParser.parse(payload), draft["v"] == .number("1"),
              case .string(let nonce)? = draft["nonce"], case .number(let expiresText)? = draft["expires"],
              let expires = Int(expiresText) else {
            throw Refusal(message: "requestState is not a state this server made; call fill_form again without it")
        }
        guard draft["form"]?.string == name else {
            throw Refusal(message: "requestState belongs to another form; call fill_form again without it")
        }
        guard draft["digest"]?.string == digest else {
            throw Refusal(message: "the form's file (or the server) changed since requestState was made; call fill_form again without it")
        }
        let now = Self.wallClock()
        guard now < expires else {
            throw Refusal(message: "requestState expired (a state is good for \(lifetime) seconds); call fill_form again without it")
        }
        opened = opened.filter { $0.value > now }
        guard opened.updateValue(expires, forKey: nonce) == nil else {
            throw Refusal(message: "requestState was used already (each state is good for one call); continue from the latest one")
        }
        return draft
    }

    /// `count` random bytes (the system's generator) as lower-case hex: a nonce.
    static func randomHex(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(count * 2)
        var word: UInt64 = 0
        for index in 0..<count {
            if index % 8 == 0 { word = generator.next() }  // eight bytes a draw
            let byte = UInt8(truncatingIfNeeded: word >> UInt64(index % 8 * 8))
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func wallClock() -> Int {
        Int(time(nil))
    }
}

/// base64url without padding (RFC 4648 §5).
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(alphabet[Int(value >> 6 & 63)])
            out.append(alphabet[Int(value & 63)])
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let value = UInt32(bytes[index]) << 16
            out += [alphabet[Int(value >> 18 & 63)], alphabet[Int(value >> 12 & 63)]]
        } else if rest == 2 {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            out += [alphabet[Int(value >> 18 & 63)], alphabet[Int(value >> 12 & 63)], alphabet[Int(value >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each byte's value in the alphabet; 0xFF: not in it (a second `.` among them).
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    /// The bytes, or nil for a character outside the alphabet, a bad length or stray bits.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3 + 2)
        var accumulated: UInt32 = 0  // the last up to four characters' six bits each
        var pending = 0
        let ok: Bool = values.withUnsafeBufferPointer { values in
            for byte in text {
                let value = values[Int(byte)]
                guard value != 0xFF else { return false }
                accumulated = accumulated << 6 | UInt32(value)
                pending += 1
                if pending == 4 {
                    out.append(UInt8(truncatingIfNeeded: accumulated >> 16))
                    out.append(UInt8(truncatingIfNeeded: accumulated >> 8))
                    out.append(UInt8(truncatingIfNeeded: accumulated))
                    accumulated = 0
                    pending = 0
                }
            }
            return true
        }
        guard ok else { return nil }
        switch pending {
        case 0: break
        case 2:
            guard accumulated & 15 == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: accumulated >> 4))
        case 3:
            guard accumulated & 3 == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: accumulated >> 10))
            out.append(UInt8(truncatingIfNeeded: accumulated >> 2))
        default:
            return nil  // one character alone is no byte
        }
        return out
    }
}
