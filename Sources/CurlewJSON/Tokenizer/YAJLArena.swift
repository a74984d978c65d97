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
///
/// A handle that never left the block is not even freed and made again: the block's bytes as they were right
/// after `yajl_alloc` (`keepPristine`) are copied back over it (`restorePristine`), which puts the handle, lexer,
/// stack and buffers at the same addresses in the same state, for a memcpy of a few hundred bytes instead of
/// `yajl_free`, `yajl_alloc` and `yajl_config`. Everything yajl's handle points at is in the block or lives as
/// long as the tokenizer (its callbacks, its context, this arena), and yajl keeps no state elsewhere.
struct YAJLArena {
    /// The block's size: a small document's handle, lexer, stack and one 2 KiB string buffer fit.
    static let capacity = 4096

    private let block: UnsafeMutableRawPointer
    private var used = 0
    /// Whether yajl got memory outside the block since the last `reset` (which only `yajl_free` gives back).
    private(set) var spilled = false
    /// The size of `pristine`: a new handle takes about 600 bytes of the block (handle, lexer, buffers, stack).
    static let pristineCapacity = 1024
    /// The block's first `pristineCount` bytes as `keepPristine` found them.
    private let pristine: UnsafeMutableRawPointer
    private var pristineCount = 0

    /// An arena with a fresh block (freed by `release`).
    init() {
        block = .allocate(byteCount: Self.capacity, alignment: 16)
        pristine = .allocate(byteCount: Self.pristineCapacity, alignment: 16)
    }

    /// Makes the whole block available again; only after `yajl_free` of the handle that used it.
    mutating func reset() {
        used = 0
        spilled = false
        pristineCount = 0
    }

    /// Remembers the block as it is now: right after `yajl_alloc` and `yajl_config`, before any parse.
    mutating func keepPristine() {
        guard used <= Self.pristineCapacity else { return }  // then every restart frees and makes the handle
        pristine.copyMemory(from: block, byteCount: used)
        pristineCount = used
    }

    /// Puts the block back as `keepPristine` found it, and with it the handle made then; false (nothing done)
    /// when yajl took memory outside the block since, or nothing was kept: then the handle must be freed.
    mutating func restorePristine() -> Bool {
        guard !spilled, pristineCount > 0 else { return false }
        block.copyMemory(from: pristine, byteCount: pristineCount)
        used = pristineCount
        return true
    }

    /// Frees the block; the arena is unusable afterwards.
    func release() {
        block.deallocate()
        pristine.deallocate()
    }

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
        guard rounded <= Self.capacity - used else {
            spilled = true
            return malloc(size)
        }
        defer { used += rounded }
        return block + used
    }

    private mutating func resize(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return take(size) }
        guard owns(pointer) else {
            spilled = true
            return realloc(pointer, size)
        }
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
