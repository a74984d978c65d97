import Foundation

/// The growing bytes of a document being written: raw memory whose capacity doubles, so an append is one capacity
/// check and a copy (an `[UInt8]` append also checks uniqueness and goes through generic collection code, which
/// was a third of the encoder's time). Owned by one writer; `takeData()` hands the memory to a `Data`, `release()`
/// frees it when writing fails.
struct JSONOutputBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        guard let memory = realloc(base, newCapacity) else {
            fatalError("out of memory for \(newCapacity) bytes of JSON")
        }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends a byte once room is reserved.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Appends the decimal digits of `value`, with a `-` before a negative one.
    mutating func appendInteger(negative: Bool, magnitude: UInt64) {
        reserve(21)
        if negative { appendReserved(UInt8(ascii: "-")) }
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var position = count + digits
        var value = magnitude
        repeat {
            position -= 1
            base[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
            value /= 10
        } while value > 0
        count += digits
    }

    /// The bytes as `Data`, which takes over the memory; the buffer must not be used afterwards.
    func takeData() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .free)
    }

    /// Frees the memory when the bytes are not wanted (writing failed); the buffer must not be used afterwards.
    func release() {
        free(base)
    }
}
