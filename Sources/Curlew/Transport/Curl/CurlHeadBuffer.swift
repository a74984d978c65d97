import Foundation

/// The header fields of the response head a transfer is receiving, in ``HTTPHeaderBlock``'s format (`name:value`
/// lines, each ended by a line feed), kept in storage its easy handle reuses from one transfer to the next.
///
/// Built in an `HTTPHeaderBlock`, a field cost two `Array.append(contentsOf:)`, two one-byte appends and their
/// uniqueness and capacity checks, about 225 instructions, and each response allocated the block's storage as its
/// head began. Here a field is one capacity check and two `memcpy`s into storage that is already there; the
/// response gets its block in one copy of the whole head (``block``), the one allocation it needs.
///
/// Used by the loop's owner only, like the handle.
struct CurlHeadBuffer {
    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0
    /// The bytes so far.
    private(set) var count = 0

    /// The most storage a handle keeps once its transfer has ended (see ``trim()``): an idle handle in the pool
    /// holds no more than this for a head, however large the last one was.
    static let keptCapacity = 4096

    /// Whether there is no field.
    var isEmpty: Bool { count == 0 }

    /// The fields as a block a response can keep.
    var block: HTTPHeaderBlock {
        HTTPHeaderBlock(bytes: UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// Drops every field, keeping the storage (a new head: a new transfer, a redirect, an interim response).
    mutating func removeAll() {
        count = 0
    }

    /// Appends a field; `value` without surrounding spaces.
    mutating func append(name: Slice<UnsafeRawBufferPointer>, value: Slice<UnsafeRawBufferPointer>) {
        // rebased once: a slice's `count` is a `distance(from:to:)` call each time
        let name = UnsafeRawBufferPointer(rebasing: name)
        let value = UnsafeRawBufferPointer(rebasing: value)
        let start = count
        let end = start + name.count + value.count + 2
        let base = end > capacity ? grow(to: end) : storage.unsafelyUnwrapped
        var next = base + start
        next = Self.copy(name, to: next)
        next.storeBytes(of: UInt8(ascii: ":"), as: UInt8.self)
        next = Self.copy(value, to: next + 1)
        next.storeBytes(of: 0x0A, as: UInt8.self)
        count = end
        Self.replaceBareCarriageReturns(from: base + start, to: next)
    }

    /// Continues the last field's value with a space and `continuation` (an obsolete folded header line);
    /// `false` if there is no field to continue.
    mutating func appendToLastValue(_ continuation: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard count > 0, storage.unsafelyUnwrapped.load(fromByteOffset: count - 1, as: UInt8.self) == 0x0A else {
            return false
        }
        let continuation = UnsafeRawBufferPointer(rebasing: continuation)
        let start = count
        let end = start + continuation.count + 1
        let base = end > capacity ? grow(to: end) : storage.unsafelyUnwrapped
        (base + start - 1).storeBytes(of: 0x20, as: UInt8.self)  // the line feed becomes the space
        let next = Self.copy(continuation, to: base + start)
        next.storeBytes(of: 0x0A, as: UInt8.self)
        count = end
        Self.replaceBareCarriageReturns(from: base + start, to: next)
        return true
    }

    /// Frees storage beyond ``keptCapacity`` (a transfer has ended; its response has its own block).
    mutating func trim() {
        count = 0
        guard capacity > Self.keptCapacity else { return }
        free()
    }

    /// Frees the storage; the buffer is empty and can be used again.
    mutating func free() {
        storage?.deallocate()
        storage = nil
        capacity = 0
        count = 0
    }

    /// Copies `bytes` to `destination` (there is room); where the copy ends.
    private static func copy(_ bytes: UnsafeRawBufferPointer, to destination: UnsafeMutableRawPointer)
        -> UnsafeMutableRawPointer
    {
        if let source = bytes.baseAddress { destination.copyMemory(from: source, byteCount: bytes.count) }
        return destination + bytes.count
    }

    /// Makes room for `needed` bytes, at least double the storage (a head of many lines grows a few times); the
    /// storage.
    private mutating func grow(to needed: Int) -> UnsafeMutableRawPointer {
        let newCapacity = max(needed, 2 * capacity, 512)
        let new = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        if let storage {
            new.copyMemory(from: storage, byteCount: count)
            storage.deallocate()
        }
        storage = new
        capacity = newCapacity
        return new
    }

    /// Replaces each CR from `start` to `end` with a space: curl ends lines at line feeds only, so a bare CR inside a
    /// line reaches the callback, and a value that kept it could break a line where it is logged or sent on
    /// (RFC 9112 §2.2: a recipient replaces a bare CR with SP, or rejects the message).
    private static func replaceBareCarriageReturns(from start: UnsafeMutableRawPointer, to end: UnsafeMutableRawPointer)
    {
        var from = start
        while from < end, let found = memchr(from, 0x0D, end - from) {
            found.storeBytes(of: 0x20, as: UInt8.self)
            from = found + 1
        }
    }
}
