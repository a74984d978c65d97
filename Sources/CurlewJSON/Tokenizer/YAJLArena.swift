import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The memory yajl allocates for one document, taken from a block its tokenizer keeps.
///
/// yajl 2 cannot reset a parse handle, so every document gets a new handle, lexer, state stack and buffers, and
/// frees them after: five to seven `malloc`/`free` pairs, about 1,400 instructions of a small body's decode.
/// The arena hands them out of one block by bumping an offset; `free` inside the block does nothing, and the whole
/// block is reused once the handle is gone (`reset`, after `yajl_free`). What does not fit (a long string's
/// buffer as it doubles) comes from `malloc` and goes back with `free` as before.
struct YAJLArena {
    /// The block's size: a small document's handle, lexer, stack and one 2 KiB string buffer fit.
    static let capacity = 4096

    private let block: UnsafeMutableRawPointer
    private var used = 0

    /// An arena with a fresh block (freed by `release`).
    init() {
        block = .allocate(byteCount: Self.capacity, alignment: 16)
    }

    /// Makes the whole block available again; only after `yajl_free` of the handle that used it.
    mutating func reset() { used = 0 }

    /// Frees the block; the arena is unusable afterwards.
    func release() { block.deallocate() }

    /// The functions to give `yajl_alloc`, reading the arena at `context`.
    static func functions(_ context: UnsafeMutablePointer<YAJLArena>) -> yajl_alloc_funcs {
        yajl_alloc_funcs(
            malloc: { context, size in
                context!.assumingMemoryBound(to: YAJLArena.self).pointee.take(size)
            },
            realloc: { context, pointer, size in
                context!.assumingMemoryBound(to: YAJLArena.self).pointee.resize(pointer, size)
            },
            free: { context, pointer in
                context!.assumingMemoryBound(to: YAJLArena.self).pointee.giveBack(pointer)
            },
            ctx: UnsafeMutableRawPointer(context))
    }

    private func owns(_ pointer: UnsafeMutableRawPointer) -> Bool {
        pointer >= block && pointer < block + Self.capacity
    }

    private mutating func take(_ size: Int) -> UnsafeMutableRawPointer? {
        let rounded = (max(size, 1) + 15) & ~15
        guard rounded <= Self.capacity - used else { return malloc(size) }
        defer { used += rounded }
        return block + used
    }

    private mutating func resize(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return take(size) }
        guard owns(pointer) else { return realloc(pointer, size) }
        guard let moved = take(size) else { return nil }
        // The old size is not recorded; the old allocation lies within the block, so copying up to the block's end
        // (or the new size) covers it.
        memmove(moved, pointer, min(size, block + Self.capacity - pointer))
        return moved
    }

    private func giveBack(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer, !owns(pointer) else { return }
        free(pointer)
    }
}
