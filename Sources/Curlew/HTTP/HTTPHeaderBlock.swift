import Foundation

/// The header fields of a received response head as the bytes came in: one `name:value` line per field,
/// each ended by a line feed, in one buffer.
///
/// A transfer appends each header line curl hands it; ``HTTPHeaders`` keeps the block and reads it on access.
/// One allocation per response instead of an array plus a string per long name or value, and no parsing at
/// all for the many responses whose headers nobody reads. Names cannot hold a colon and values cannot hold a
/// line feed (curl splits lines at line feeds), so the format needs no escaping.
struct HTTPHeaderBlock: Sendable {
    private(set) var bytes: [UInt8] = []

    /// An empty block.
    init() {}

    /// A block of `bytes` already in this format (a transfer collects a head so: see `CurlHeadBuffer`), copied.
    init(bytes: UnsafeRawBufferPointer) {
        // from typed bytes: specialized here, one allocation and a `memcpy` (`Array(unsafeUninitializedCapacity:)`
        // allocated through the generic, unspecialized `_allocateBufferUninitialized`, ~500 instructions)
        self.bytes = Array(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether there is no field.
    var isEmpty: Bool { bytes.isEmpty }

    /// The number of fields.
    var count: Int {
        bytes.withUnsafeBufferPointer { buffer in buffer.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    }

    /// Makes room for `capacity` bytes (one allocation for a typical head).
    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Drops every field, keeping the storage (a new head after a redirect or an interim response).
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends a field; `value` without surrounding spaces.
    mutating func append(name: Slice<UnsafeRawBufferPointer>, value: Slice<UnsafeRawBufferPointer>) {
        let start = bytes.count
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: name))  // rebased: one memcpy, not a byte loop
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: value))
        replaceBareCarriageReturns(from: start)
        bytes.append(0x0A)
    }

    /// Replaces each CR from byte `start` on with a space: curl ends lines at line feeds only, so a bare CR inside a
    /// line reaches the callback, and a value that kept it could break a line where it is logged or sent on
    /// (RFC 9112 §2.2: a recipient replaces a bare CR with SP, or rejects the message).
    private mutating func replaceBareCarriageReturns(from start: Int) {
        let found = bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, 0x0D, buffer.count - start) != nil
        }
        guard found else { return }
        for index in start..<bytes.count where bytes[index] == 0x0D { bytes[index] = 0x20 }
    }

    /// Continues the last field's value with a space and `continuation` (an obsolete folded header line);
    /// `false` if there is no field to continue.
    mutating func appendToLastValue(_ continuation: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard bytes.last == 0x0A else { return false }
        bytes.removeLast()
        bytes.append(0x20)
        let start = bytes.count
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: continuation))
        replaceBareCarriageReturns(from: start)
        bytes.append(0x0A)
        return true
    }

    /// Calls `body` with each field's name and value bytes, in order, until it returns `false`.
    func forEachField(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                // bounded by the buffer, not only by the format: a release build does not check these subscripts
                var colon = start
                while colon < buffer.count, buffer[colon] != UInt8(ascii: ":") { colon += 1 }
                var end = min(colon + 1, buffer.count)
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                guard colon < end else { return }
                let name = UnsafeBufferPointer(rebasing: buffer[start..<colon])
                let value = UnsafeBufferPointer(rebasing: buffer[(colon + 1)..<end])
                guard try body(name, value) else { return }
                start = end + 1
            }
        }
    }

    /// The fields as name-value strings, in order.
    var pairs: [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(count)
        forEachField { name, value in
            pairs.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
            return true
        }
        return pairs
    }

    /// Whether `name` (bytes of a received field name) is `key` (a lookup key: see `HTTPHeaders.key(_:)`).
    static func name(_ name: UnsafeBufferPointer<UInt8>, matches key: String) -> Bool {
        var key = key
        let sameASCII = key.withUTF8 { key in
            name.count == key.count && zip(name, key).allSatisfy { $0.asciiLowercased == $1 }
        }
        if sameASCII { return true }
        guard name.contains(where: { $0 >= 0x80 }) else { return false }
        return HTTPHeaders.key(String(decoding: name, as: UTF8.self)) == key
    }
}
