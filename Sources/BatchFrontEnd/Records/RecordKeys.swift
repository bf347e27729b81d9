/// A fixed set of record keys (typically the form's field ids), looked up by their UTF-8 bytes
/// without creating strings.
///
/// Names should be unique; a repeated name maps to its first index.
public struct RecordKeys: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The keys, in order; a key's index is its position here.
    public let names: [String]
    private let utf8: [UInt8]
    private let offsets: [Int]
    /// Open addressing: name index or -1; the size is a power of two at least twice `count`.
    private let table: [Int32]

    public init(_ names: [String]) {
        self.names = names
        var utf8: [UInt8] = []
        var offsets = [0]
        for name in names {
            utf8.append(contentsOf: name.utf8)
            offsets.append(utf8.count)
        }
        self.utf8 = utf8
        self.offsets = offsets
        var size = 4
        while size < names.count * 2 { size *= 2 }
        var table = [Int32](repeating: -1, count: size)
        for index in names.indices {
            let found: Int? = utf8.withUnsafeBufferPointer { all in
                Self.lookup(UnsafeBufferPointer(rebasing: all[offsets[index]..<offsets[index + 1]]),
                            table: table, utf8: all, offsets: offsets)
            }
            guard found == nil else { continue }
            var slot = Self.hash(utf8[offsets[index]..<offsets[index + 1]]) & (size - 1)
            while table[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            table[slot] = Int32(index)
        }
        self.table = table
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    public var count: Int { names.count }

    /// The index of `name`, or nil.
    public func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(ofUTF8: $0) }
    }

    /// The index of the key spelled by these UTF-8 bytes, or nil.
    public func index(ofUTF8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        utf8.withUnsafeBufferPointer { Self.lookup(name, table: table, utf8: $0, offsets: offsets) }
    }

    private static func lookup(
        _ name: UnsafeBufferPointer<UInt8>, table: [Int32], utf8: UnsafeBufferPointer<UInt8>, offsets: [Int]
    ) -> Int? {
        let mask = table.count - 1
        var slot = hash(name) & mask
        while true {
            let candidate = Int(table[slot])
            if candidate < 0 { return nil }
            let start = offsets[candidate], end = offsets[candidate + 1]
            if end - start == name.count
                && (name.isEmpty || memcmpEqual(utf8.baseAddress! + start, name.baseAddress!, name.count)) {
                return candidate
            }
            slot = (slot + 1) & mask
        }
    }

    private static func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where a[offset] != b[offset] { return false }
        return true
    }

    /// FNV-1a.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: value ^ (value >> 32))
    }

    public static func == (lhs: RecordKeys, rhs: RecordKeys) -> Bool { lhs.names == rhs.names }
}
