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
    /// The immutable lookup table, shared by copies. Its arrays are copied into one constant
    /// block read through pointers, as lookups run for every key of every record. Unchecked
    /// Sendable: the blocks are written only in `init` and never after.
    private final class Table: @unchecked Sendable {
        let names: [String]
        /// Per name: where its spelling starts in `spellings`, its length, and whether it is
        /// the first name with that spelling.
        private struct Entry {
            var start: Int
            var length: Int
            var isFirst: Bool
        }
        private let entries: UnsafeMutableBufferPointer<Entry>
        private let spellings: UnsafeMutableBufferPointer<UInt8>
        /// Open addressing: name index or -1; the size is a power of two at least twice the count.
        private let slots: UnsafeMutableBufferPointer<Int32>

        init(_ names: [String]) {
            self.names = names
            var utf8: [UInt8] = []
            var entries: [Entry] = []
            var seen = Set<String>()
            for name in names {
                entries.append(Entry(start: utf8.count, length: name.utf8.count, isFirst: seen.insert(name).inserted))
                utf8.append(contentsOf: name.utf8)
            }
            var size = 4
            while size < names.count * 2 { size *= 2 }
            self.entries = .allocate(capacity: entries.count)
            _ = self.entries.initialize(from: entries)
            spellings = .allocate(capacity: max(1, utf8.count))
            _ = spellings.initialize(from: utf8)
            slots = .allocate(capacity: size)
            slots.initialize(repeating: -1)
            for index in names.indices where entries[index].isFirst {
                var slot = Self.hash(spelling(index)) & (size - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int32(index)
            }
        }

        deinit {
            entries.deallocate()
            spellings.deallocate()
            slots.deallocate()
        }

        private func spelling(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: spellings.baseAddress! + entries[index].start, count: entries[index].length)
        }

        @inline(__always)
        private func spells(_ index: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
            let entry = entries[index]
            guard entry.length == name.count else { return false }
            guard let base = name.baseAddress else { return true }
            let spelling = spellings.baseAddress! + entry.start
            // Field ids are short: compare inline rather than call memcmp (8 to 16 bytes as two
            // overlapping words, fewer byte by byte).
            if entry.length >= 8 && entry.length <= 16 {
                let lhs = UnsafeRawPointer(spelling), rhs = UnsafeRawPointer(base)
                let last = entry.length - 8
                return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
                    && lhs.loadUnaligned(fromByteOffset: last, as: UInt64.self) == rhs.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            }
            if entry.length < 8 {
                for offset in 0..<entry.length where spelling[offset] != base[offset] { return false }
                return true
            }
            return memcmp(spelling, base, entry.length) == 0
        }

        func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
            let mask = slots.count - 1
            var slot = Self.hash(name) & mask
            while true {
                let candidate = Int(slots[slot])
                if candidate < 0 { return nil }
                if spells(candidate, name) { return candidate }
                slot = (slot + 1) & mask
            }
        }

        /// `index(of:)`, trying `expected` first (one length check and one comparison). Only a
        /// name's first spelling may answer: a repeated name maps to its first index.
        @inline(__always)
        func index(of name: UnsafeBufferPointer<UInt8>, expected: Int) -> Int? {
            if expected >= 0, expected < entries.count, entries[expected].isFirst, spells(expected, name) {
                return expected
            }
            return index(of: name)
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

    /// The index of the key spelled by these UTF-8 bytes, or nil, checking the key at
    /// `expected` first: records usually list their keys in the same order as the known keys.
    @inline(__always)
    public func index(ofUTF8 name: UnsafeBufferPointer<UInt8>, expected: Int) -> Int? {
        table.index(of: name, expected: expected)
    }

    /// Keys are equal when their names are (the same table is equal without comparing).
    public static func == (lhs: RecordKeys, rhs: RecordKeys) -> Bool {
        lhs.table === rhs.table || lhs.table.names == rhs.table.names
    }
}
