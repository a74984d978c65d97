import Foundation

/// The header fields of a received response head as the bytes came in: one `name:value` line per field,
/// each ended by a line feed, in one buffer.
///
/// A transfer appends each header line curl hands it; ``HTTPHeaders`` keeps the block and reads it on access.
/// One allocation per response instead of an array plus a string per long name or value, and no parsing at
/// all for the many responses whose headers nobody reads. Names cannot hold a colon and values cannot hold a
/// line feed (curl splits lines at line feeds), so the format needs no escaping.
struct HTTPHeaderBlock: Sendable {
    /// The bytes, `nil` until the first reservation or field. Copied on write: a block handed out (a streaming
    /// caller's head) keeps its fields when the transfer starts a new head.
    ///
    /// Its own buffer rather than a `[UInt8]`: each `Array.append(contentsOf:)` cost about 100 instructions, two per
    /// line, where a field here is two `memcpy`s into room already there (one check).
    private var storage = Storage()

    /// One allocation: the count and capacity, then the bytes.
    private typealias Buffer = ManagedBuffer<(count: Int, capacity: Int), UInt8>

    /// `@unchecked`: a buffer is never changed while two blocks share it (every change goes through
    /// ``makeRoom(_:)``), so blocks on different threads only ever read a shared one.
    private struct Storage: @unchecked Sendable {
        var buffer: Buffer?
    }

    /// A new buffer with room for `capacity` bytes and a copy of `bytes`.
    private static func makeBuffer(capacity: Int, copying bytes: UnsafeBufferPointer<UInt8>) -> Buffer {
        let buffer = Buffer.create(minimumCapacity: capacity) { _ in (bytes.count, capacity) }
        buffer.withUnsafeMutablePointerToElements { elements in
            if let base = bytes.baseAddress { elements.update(from: base, count: bytes.count) }
        }
        return buffer
    }

    /// Calls `body` with the bytes so far.
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard let buffer = storage.buffer else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try buffer.withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    /// Whether there is no field.
    var isEmpty: Bool { (storage.buffer.map(Self.header) ?? (count: 0, capacity: 0)).count == 0 }

    /// The count and capacity of `buffer`, read through a pointer: the `header` property's dynamic exclusivity
    /// check showed in the per-request profile.
    private static func header(_ buffer: Buffer) -> (count: Int, capacity: Int) {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// The number of fields.
    var count: Int {
        withBytes { buffer in buffer.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    }

    /// Makes room for `capacity` bytes (one allocation for a typical head).
    mutating func reserveCapacity(_ capacity: Int) {
        makeRoom(max(0, capacity - (storage.buffer.map(Self.header) ?? (count: 0, capacity: 0)).count))
    }

    /// Drops every field, keeping the storage if no other block shares it (a new head after a redirect or an
    /// interim response).
    mutating func removeAll() {
        // uniqueness first: a reference bound before the check would make the buffer look shared
        if isKnownUniquelyReferenced(&storage.buffer) {
            storage.buffer?.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 }
        } else if let capacity = storage.buffer.map(Self.header)?.capacity {
            storage.buffer = Self.makeBuffer(capacity: capacity, copying: UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Makes the buffer unshared, with room for `room` more bytes (doubling, as an array grows).
    private mutating func makeRoom(_ room: Int) {
        let current = storage.buffer.map(Self.header) ?? (count: 0, capacity: 0)
        if current.capacity - current.count >= room, isKnownUniquelyReferenced(&storage.buffer) { return }
        let capacity = max(current.count + room, 2 * current.capacity)
        storage.buffer = withBytes { Self.makeBuffer(capacity: capacity, copying: $0) }
    }

    /// Calls `body` with the count and the bytes of the buffer, which ``makeRoom(_:)`` made.
    private mutating func withRoom(_ body: (inout Int, UnsafeMutablePointer<UInt8>) -> Void) {
        storage.buffer?.withUnsafeMutablePointers { header, elements in body(&header.pointee.count, elements) }
    }

    /// Writes `bytes` at `count` (room made), and counts them.
    private static func write(
        _ bytes: Slice<UnsafeRawBufferPointer>, _ count: inout Int, _ elements: UnsafeMutablePointer<UInt8>
    ) {
        guard !bytes.isEmpty, let source = bytes.base.baseAddress else { return }
        UnsafeMutableRawPointer(elements + count).copyMemory(from: source + bytes.startIndex, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends a field; `value` without surrounding spaces.
    mutating func append(name: Slice<UnsafeRawBufferPointer>, value: Slice<UnsafeRawBufferPointer>) {
        makeRoom(name.count + value.count + 2)
        withRoom { count, elements in
            let start = count
            Self.write(name, &count, elements)
            elements[count] = UInt8(ascii: ":")
            count += 1
            Self.write(value, &count, elements)
            Self.replaceBareCarriageReturns(elements, from: start, to: count)
            elements[count] = 0x0A
            count += 1
        }
    }

    /// Replaces each CR from byte `start` on with a space: curl ends lines at line feeds only, so a bare CR inside a
    /// line reaches the callback, and a value that kept it could break a line where it is logged or sent on
    /// (RFC 9112 §2.2: a recipient replaces a bare CR with SP, or rejects the message).
    private static func replaceBareCarriageReturns(
        _ elements: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int
    ) {
        guard start < end, memchr(elements + start, 0x0D, end - start) != nil else { return }
        for index in start..<end where elements[index] == 0x0D { elements[index] = 0x20 }
    }

    /// Continues the last field's value with a space and `continuation` (an obsolete folded header line);
    /// `false` if there is no field to continue.
    mutating func appendToLastValue(_ continuation: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard withBytes({ $0.last }) == 0x0A else { return false }
        makeRoom(continuation.count + 1)
        withRoom { count, elements in
            elements[count - 1] = 0x20  // the line feed: the space takes its place
            let start = count
            Self.write(continuation, &count, elements)
            Self.replaceBareCarriageReturns(elements, from: start, to: count)
            elements[count] = 0x0A
            count += 1
        }
        return true
    }

    /// Calls `body` with each field's name and value bytes, in order, until it returns `false`.
    func forEachField(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows {
        try withBytes { buffer in
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
