/// A growable array of plain values for the tokenizer's hot paths (tokens, open levels): appends and stores
/// without the copy-on-write uniqueness check and capacity bookkeeping `Array` pays on every mutation through
/// `TokenizerState`'s pointer (about 1-3% of a parse in profiles).
///
/// Not a value type: copies share the same memory, so only the `TokenizerState` that owns a buffer mutates it
/// (copies of a state, as `JSONElementDecoder` takes to read sizes, only read). Reads are bounds-checked in release
/// builds too: a tape read after its tokens are gone traps instead of reading freed memory.
struct TokenizerBuffer<Element: BitwiseCopyable>: RandomAccessCollection {
    /// Owns the memory; frees it when the last copy of the buffer is gone.
    private final class Storage {
        var base: UnsafeMutablePointer<Element>
        var capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// The storage's memory and size, copied here so the hot paths read no class property.
    private var base: UnsafeMutablePointer<Element>
    /// How many elements fit before the memory is moved.
    private(set) var capacity: Int
    /// How many elements are in use.
    private(set) var count = 0

    init(capacity: Int = 16) {
        storage = Storage(capacity: Swift.max(capacity, 1))
        base = storage.base
        self.capacity = storage.capacity
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "tokenizer buffer index out of range")
            return base[position]
        }
        set {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "tokenizer buffer index out of range")
            base[position] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if _slowPath(count == capacity) { reserveCapacity(capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty tokenizer buffer")
        count -= 1
        return base[count]
    }

    /// Forgets every element, keeping the memory.
    mutating func removeAll() {
        count = 0
    }

    /// Forgets the first `dropped` elements, moving the rest to the front.
    mutating func removeFirst(_ dropped: Int) {
        precondition(dropped >= 0 && dropped <= count, "removeFirst beyond the tokenizer buffer")
        (base).update(from: base + dropped, count: count - dropped)
        count -= dropped
    }

    /// Makes room for at least `minimum` elements, moving them once.
    mutating func reserveCapacity(_ minimum: Int) {
        guard minimum > capacity else { return }
        let larger = Storage(capacity: minimum)
        larger.base.initialize(from: base, count: count)
        storage = larger
        base = larger.base
        capacity = minimum
    }
}
