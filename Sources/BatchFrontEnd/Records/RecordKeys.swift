#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed set of record keys (typically the form's field ids), looked up by their UTF-8 bytes
/// without creating strings.
///
/// Names should be unique; a repeated name maps to its first index. Copies share one
/// immutable table.
public struct RecordKeys: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The immutable lookup table, shared by copies.
    private final class Table: Sendable {
        let names: [String]
        let utf8: [UInt8]
        /// `utf8[offsets[i]..<offsets[i + 1]]` spells `names[i]`.
        let offsets: [Int]
        /// Open addressing: name index or -1; the size is a power of two at least twice the count.
        let slots: [Int32]

        init(_ names: [String]) {
            self.names = names
            var utf8: [UInt8] = []
            var offsets = [0]
            for name in names {
                utf8.append(contentsOf: name.utf8)
                offsets.append(utf8.count)
            }
            var size = 4
            while size < names.count * 2 { size *= 2 }
            var slots = [Int32](repeating: -1, count: size)
            utf8.withUnsafeBufferPointer { all in
                for index in names.indices {
                    let name = UnsafeBufferPointer(rebasing: all[offsets[index]..<offsets[index + 1]])
                    guard Self.find(name, slots: slots, utf8: all, offsets: offsets) == nil else { continue }
                    var slot = Self.hash(name) & (size - 1)
                    while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
                    slots[slot] = Int32(index)
                }
            }
            self.utf8 = utf8
            self.offsets = offsets
            self.slots = slots
        }

        func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
            utf8.withUnsafeBufferPointer { Self.find(name, slots: slots, utf8: $0, offsets: offsets) }
        }

        private static func find(
            _ name: UnsafeBufferPointer<UInt8>, slots: [Int32], utf8: UnsafeBufferPointer<UInt8>, offsets: [Int]
        ) -> Int? {
            let mask = slots.count - 1
            var slot = hash(name) & mask
            while true {
                let candidate = Int(slots[slot])
                if candidate < 0 { return nil }
                let start = offsets[candidate]
                if offsets[candidate + 1] - start == name.count
                    && (name.isEmpty || memcmp(utf8.baseAddress! + start, name.baseAddress!, name.count) == 0) {
                    return candidate
                }
                slot = (slot + 1) & mask
            }
        }

        /// FNV-1a.
        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var value: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return Int(truncatingIfNeeded: value ^ (value >> 32))
        }
    }

    private let table: Table

    public init(_ names: [String]) { table = Table(names) }

    public init(arrayLiteral names: String...) { self.init(names) }

    /// The keys, in order; a key's index is its position here.
    public var names: [String] { table.names }

    public var count: Int { table.names.count }

    /// The index of `name`, or nil.
    public func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { table.index(of: $0) }
    }

    /// The index of the key spelled by these UTF-8 bytes, or nil.
    public func index(ofUTF8 name: UnsafeBufferPointer<UInt8>) -> Int? { table.index(of: name) }

    /// Keys are equal when their names are (the same table is equal without comparing).
    public static func == (lhs: RecordKeys, rhs: RecordKeys) -> Bool {
        lhs.table === rhs.table || lhs.table.names == rhs.table.names
    }
}
